import type { LoaderFunctionArgs } from "@remix-run/node";
import { statusListResponse } from "~/http/credential-documents.server";

// /credentials/status/{list} (issue 28): a signed Bitstring Status List; a revoked credential's bit is set.
export const loader = ({ params }: LoaderFunctionArgs) => statusListResponse(params.list);

import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificateCredentialResponse } from "~/http/credential-documents.server";

// /certificates/{code}/credential.json (issue 28): the certificate's credential, found by its code.
export const loader = ({ request, params }: LoaderFunctionArgs) => certificateCredentialResponse(request, params.code);

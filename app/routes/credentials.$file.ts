import type { LoaderFunctionArgs } from "@remix-run/node";
import { credentialFileResponse } from "~/http/credential-documents.server";

// /credentials/{id}.json (issue 28): a certificate's Open Badges 3.0 credential, signed, as issued.
export const loader = ({ request, params }: LoaderFunctionArgs) => credentialFileResponse(request, params.file);

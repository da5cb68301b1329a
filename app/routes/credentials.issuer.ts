import { issuerProfileResponse } from "~/http/credential-documents.server";

// /credentials/issuer (issue 28): the academy's Open Badges 3.0 issuer profile and its keys.
export const loader = () => issuerProfileResponse();

import type { LoaderFunctionArgs } from "@remix-run/node";
import { simulationPdfResponse } from "~/http/simulation-files.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => simulationPdfResponse(request, params.attemptId, "image");

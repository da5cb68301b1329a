import type { LoaderFunctionArgs } from "@remix-run/node";
import { courseFileResponse } from "~/http/course-files.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => courseFileResponse(request, params.level, "image");

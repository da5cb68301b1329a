import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { AnalysisMessage } from "~/components/toolkit/analysis-message";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";

export const meta: MetaFunction = () => [{ title: "Analysis Not Found | Upskill Academy" }, { name: "robots", content: "noindex" }];

/** /toolkit?analysisId=N (the spec's second shape) is /toolkit/N, keeping ?share= and ?salary=. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = parseAnalysisId(url.searchParams.get("analysisId"));
  if (!id) throw new Response("Analysis Not Found", { status: 404 });
  const kept = new URLSearchParams();
  for (const name of ["share", "salary"]) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return redirect(`/toolkit/${id}${query ? `?${query}` : ""}`);
}

export default function ToolkitIndex() {
  return <AnalysisMessage kind="not-found" />;
}

export function ErrorBoundary() {
  return <AnalysisMessage kind="not-found" />;
}

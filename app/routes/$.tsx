import type { MetaFunction } from "@remix-run/node";
import { NotFoundScreen } from "~/components/not-found";

// Any path no other route claims answers 404 with the spec's 404 screen.
export const meta: MetaFunction = () => [{ title: "404 Page Not Found | Upskill Academy" }];

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}

export function ErrorBoundary() {
  return <NotFoundScreen />;
}

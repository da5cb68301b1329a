import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { Spinner } from "~/components/account/spinner";
import { useNonce } from "~/components/nonce";
import { NotFoundScreen, ServerErrorScreen } from "~/components/not-found";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/ui/toaster";
import { config } from "~/config.server";
import { getCurrentUser } from "~/http/session.server";
import { readFlash } from "~/http/flash.server";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Upskill Academy: AI training that starts with your job" },
  { name: "description", content: "Find the AI tools that fit your job, with honest estimates of the time they save." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ message, setCookie }, user] = await Promise.all([readFlash(request), getCurrentUser(request)]);
  return json(
    {
      flash: message,
      isAdmin: user?.role === "admin",
      signedIn: user !== null,
      footer: { privacyTermsUrl: config.privacyTermsUrl, contactEmail: config.contactEmail },
      // The footer's copyright year, from the server's clock (UTC) and passed down, so the browser
      // hydrates the same text the server wrote. A cached anonymous page is at most a minute old
      // (server/page-cache.ts), so on New Year's Day it lags by that minute at most.
      year: new Date().getUTCFullYear(),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const navigation = useNavigation();
  // Arriving at a toolkit from another page (the wizard, a profile link): the results route is
  // not on screen yet, so the spec's loading text shows here.
  const loadingToolkit = navigation.state === "loading" && /^\/toolkit(\/|$)/.test(navigation.location.pathname);
  // §2: the profile shows a spinner while it loads.
  const loadingProfile = navigation.state === "loading" && navigation.location.pathname === "/profile";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader isAdmin={data?.isAdmin ?? false} signedIn={data?.signedIn ?? false} />
        <div className="flex-1">{children}</div>
        <SiteFooter
          signedIn={data?.signedIn ?? false}
          year={data?.year ?? null}
          links={data?.footer ?? { privacyTermsUrl: "https://www.upskill.academy/privacy-and-terms", contactEmail: "hello@upskill.academy" }}
        />
        {loadingToolkit ? (
          <div role="status" className="fixed inset-x-0 top-0 z-50 bg-brand-600 px-4 py-2 text-center text-sm font-medium text-white shadow">
            Loading your AI toolkit recommendations...
          </div>
        ) : null}
        {loadingProfile ? (
          <div className="fixed inset-x-0 top-0 z-50 flex justify-center bg-white/95 px-4 py-2 shadow">
            <Spinner label="Loading your profile..." />
          </div>
        ) : null}
        <Toaster flash={data?.flash ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive (tests wait for it before using keyboard shortcuts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ServerErrorScreen />;
}

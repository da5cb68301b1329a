import { Link } from "@remix-run/react";

export function NotFoundScreen() {
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">404 Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you're looking for doesn't exist.</p>
      <Link to="/" className="btn-primary mt-6">
        Return Home
      </Link>
    </main>
  );
}

export function ServerErrorScreen() {
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-600">We couldn't load this page. Please try again in a moment; if it keeps happening, contact us.</p>
      <Link to="/" className="btn-primary mt-6">
        Return Home
      </Link>
    </main>
  );
}

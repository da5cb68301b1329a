import { Link } from "@remix-run/react";
import { Logo } from "./logo";

export function SiteHeader({ isAdmin, signedIn }: { isAdmin: boolean; signedIn: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-base font-bold text-slate-900 sm:text-lg" aria-label="Upskill Academy home">
          <Logo />
          {/* On the narrowest phones the logo alone leaves room for the menu (the link keeps its name). */}
          <span className="max-[430px]:sr-only">Upskill Academy</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 text-sm sm:gap-2">
          <Link to="/aitoolkit" className="whitespace-nowrap rounded px-1.5 py-1 font-medium text-slate-700 hover:text-brand-700 sm:px-2">
            Free Toolkit
          </Link>
          <Link to="/tools" className="whitespace-nowrap rounded px-1.5 py-1 font-medium text-slate-700 hover:text-brand-700 sm:px-2">
            AI Tools
          </Link>
          <Link
            to={signedIn ? "/profile" : "/login?mode=login"}
            className="whitespace-nowrap rounded px-1.5 py-1 font-medium text-slate-700 hover:text-brand-700 sm:px-2"
          >
            {signedIn ? "My Profile" : "Sign In"}
          </Link>
          {isAdmin ? (
            // Phones get the short label; the link's name stays the spec's.
            <Link to="/admin" className="btn-primary whitespace-nowrap px-3 sm:px-4" aria-label="Admin Dashboard">
              <span aria-hidden="true" className="sm:hidden">
                Admin
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                Admin Dashboard
              </span>
            </Link>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

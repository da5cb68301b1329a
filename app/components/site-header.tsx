import { Link } from "@remix-run/react";
import { Logo } from "./logo";

export function SiteHeader({ isAdmin }: { isAdmin: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-base font-bold text-slate-900 sm:text-lg" aria-label="Upskill Academy home">
          <Logo />
          <span>Upskill Academy</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 text-sm sm:gap-2">
          <Link to="/aitoolkit" className="whitespace-nowrap rounded px-1.5 py-1 font-medium text-slate-700 hover:text-brand-700 sm:px-2">
            Free Toolkit
          </Link>
          <Link to="/tools" className="whitespace-nowrap rounded px-1.5 py-1 font-medium text-slate-700 hover:text-brand-700 sm:px-2">
            AI Tools
          </Link>
          {isAdmin ? (
            <Link to="/admin" className="btn-primary">
              Admin Dashboard
            </Link>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

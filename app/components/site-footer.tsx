import { Link } from "@remix-run/react";
import { AdminLoginDialog } from "./account/admin-login-dialog";

/** Every visitor-facing section, so each page is reachable from any other (the header keeps only the main three). */
const SITE_LINKS = [
  { to: "/aiupskill", label: "AI Training" },
  { to: "/aiupskill/training", label: "Courses" },
  { to: "/workshops", label: "Workshops" },
  { to: "/coach", label: "Email Coach" },
  { to: "/aiupskill/workflows", label: "Workflow Generator" },
  { to: "/aiupskill/rubric", label: "AI Readiness Rubric" },
  { to: "/ai-tools-for", label: "AI Tools by Occupation" },
  { to: "/methodology", label: "How We Estimate" },
  { to: "/toolkit-landing", label: "Toolkit Waitlist" },
  { to: "/feedback", label: "Share Feedback" },
] as const;

export interface FooterLinks {
  privacyTermsUrl: string;
  contactEmail: string;
}

/**
 * `year` is the root loader's (the server's clock): never a constant that goes stale, and the same
 * on the server and in the browser. Null only when the root loader did not run (an error page):
 * then the line has no year rather than one the browser might render differently.
 */
export function SiteFooter({ links, signedIn, year }: { links: FooterLinks; signedIn: boolean; year: number | null }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <nav aria-label="Site" className="mx-auto max-w-6xl border-b border-slate-100 px-4 py-5">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700">
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-brand-700 underline-offset-2 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>{year === null ? "© Upskill Academy. All rights reserved." : `© ${year} Upskill Academy. All rights reserved.`}</p>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-4">
          <a href={links.privacyTermsUrl} target="_blank" rel="noopener noreferrer" className="hover:text-brand-700 underline-offset-2 hover:underline">
            Privacy and Terms
          </a>
          <a href={`mailto:${links.contactEmail}`} className="hover:text-brand-700 underline-offset-2 hover:underline">
            Contact
          </a>
          {/* §2: the admin login is offered only while nobody is signed in. */}
          {signedIn ? null : <AdminLoginDialog />}
        </nav>
      </div>
    </footer>
  );
}

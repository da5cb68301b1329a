import { AdminLoginDialog } from "./account/admin-login-dialog";

export interface FooterLinks {
  privacyTermsUrl: string;
  contactEmail: string;
}

export function SiteFooter({ links, signedIn }: { links: FooterLinks; signedIn: boolean }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>© 2025 Upskill Academy. All rights reserved.</p>
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

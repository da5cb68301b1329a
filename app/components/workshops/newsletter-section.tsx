import { FormAlert } from "~/components/ui/form-alert";
import { SignupFields, type SignupValues } from "~/components/waitlist/signup-fields";
import { NEWSLETTER_FORM } from "~/content/workshops";
import type { FormProblem } from "~/lib/schemas/report";

export const NEWSLETTER_SECTION_ID = "notify";

/**
 * The newsletter dialog as a section of the page, for browsers without JavaScript ('Get Notified'
 * links to ?notify=1#notify): a plain form posting to the page's action. Success redirects back to
 * the page with the §8 message; a refusal shows the page again with the form and its message.
 */
export function NewsletterSection({ problem, values, action, cancelHref }: { problem: FormProblem | null; values?: SignupValues; action: string; cancelHref: string }) {
  return (
    <section id={NEWSLETTER_SECTION_ID} aria-labelledby="newsletter-section-title" className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm sm:p-8">
      <h2 id="newsletter-section-title" className="text-2xl font-bold">
        {NEWSLETTER_FORM.heading}
      </h2>
      <p className="mt-1 text-slate-700">{NEWSLETTER_FORM.text}</p>
      <FormAlert problem={problem} className="mt-4" />
      <form method="post" action={action} noValidate className="mt-5" aria-labelledby="newsletter-section-title">
        <SignupFields
          idPrefix="newsletter-section"
          withCity
          values={values}
          labels={{ name: NEWSLETTER_FORM.nameLabel, email: NEWSLETTER_FORM.emailLabel, city: NEWSLETTER_FORM.cityLabel }}
        />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <a href={cancelHref} className="btn-outline">
            {NEWSLETTER_FORM.cancelLabel}
          </a>
          <button type="submit" className="btn-primary">
            {NEWSLETTER_FORM.submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { SignupFields, signupValues } from "~/components/waitlist/signup-fields";
import { NEWSLETTER_FORM } from "~/content/workshops";
import { newsletterSchema } from "~/lib/schemas/signup";
import { NEWSLETTER_PROBLEMS } from "./newsletter-dialog";

export const NEWSLETTER_SECTION_ID = "notify";

/**
 * The newsletter dialog as a section of the page, for browsers without JavaScript ('Get Notified'
 * links to ?notify=1#notify): a form posting to the page's action. Success redirects back to the
 * page with the §8 message; a refusal shows the page again with the form and its message.
 */
export function NewsletterSection({ lastResult, action, cancelHref }: { lastResult?: SubmissionResult<string[]>; action: string; cancelHref: string }) {
  const { form, problem, onSubmit } = useProblemForm({ id: "newsletter-section", schema: newsletterSchema, problems: NEWSLETTER_PROBLEMS, lastResult });
  return (
    <section
      id={NEWSLETTER_SECTION_ID}
      aria-labelledby="newsletter-section-title"
      className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm sm:p-8"
    >
      <h2 id="newsletter-section-title" className="text-2xl font-bold">
        {NEWSLETTER_FORM.heading}
      </h2>
      <p className="mt-1 text-slate-700">{NEWSLETTER_FORM.text}</p>
      <FormAlert problem={problem} className="mt-4" />
      <Form method="post" action={action} id={form.id} noValidate onSubmit={onSubmit} className="mt-5" aria-labelledby="newsletter-section-title">
        <SignupFields
          idPrefix="newsletter-section"
          withCity
          values={signupValues(lastResult?.initialValue)}
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
      </Form>
    </section>
  );
}

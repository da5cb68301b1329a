import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { WAITLIST_FORM, WAITLIST_MESSAGES } from "~/content/waitlist";
import { signupProblems, waitlistSchema } from "~/lib/schemas/signup";
import { SignupFields, signupValues } from "./signup-fields";
import { WaitlistSuccess } from "./waitlist-success";

export const WAITLIST_SECTION_ID = "waitlist";
const problems = signupProblems(WAITLIST_MESSAGES);

/**
 * The waitlist dialog as a section of the page, for browsers without JavaScript: a form that posts
 * to the page's action, then (after the redirect) the same success view. The form's address
 * carries #waitlist so the answer opens where the form was.
 */
export function WaitlistSection({ joined, lastResult, action }: { joined: boolean; lastResult?: SubmissionResult<string[]>; action: string }) {
  const { form, problem, onSubmit } = useProblemForm({ id: "waitlist-section", schema: waitlistSchema, problems, lastResult });
  return (
    <section
      id={WAITLIST_SECTION_ID}
      aria-labelledby={joined ? "waitlist-section-success" : "waitlist-section-title"}
      className="mx-auto max-w-xl scroll-mt-4 px-4 pb-16"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {joined ? (
          <WaitlistSuccess
            headingId="waitlist-section-success"
            focusHeading={false}
            done={
              <a href={action.split("#")[0]} className="btn-primary w-full sm:w-auto sm:px-8">
                {WAITLIST_FORM.doneLabel}
              </a>
            }
          />
        ) : (
          <>
            <h2 id="waitlist-section-title" className="text-2xl font-bold">
              {WAITLIST_FORM.heading}
            </h2>
            <p className="mt-1 text-slate-700">{WAITLIST_FORM.text}</p>
            <FormAlert problem={problem} className="mt-4" />
            <Form method="post" action={action} id={form.id} noValidate onSubmit={onSubmit} className="mt-5" aria-labelledby="waitlist-section-title">
              <SignupFields
                idPrefix="waitlist-section"
                labels={{ name: WAITLIST_FORM.nameLabel, email: WAITLIST_FORM.emailLabel }}
                values={signupValues(lastResult?.initialValue)}
              />
              <button type="submit" className="btn-primary mt-5 w-full">
                {WAITLIST_FORM.submitLabel}
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}

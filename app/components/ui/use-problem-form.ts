import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef, type FormEvent } from "react";
import type { z } from "zod";
import { errorMessages, firstProblem, type FormProblem, type ProblemTable } from "~/lib/schemas/problems";
import { toast } from "./use-toast";

const toastProblem = (problem: FormProblem) => toast({ title: problem.title, description: problem.description, variant: "destructive" });

/**
 * A form with one zod schema (DESIGN.md §1): conform checks it in the browser with the schema the
 * action parses with, and brings the action's answer (lastResult) back into the form with
 * JavaScript off as well as on. The schema names problems by their key in the form's table; the
 * first one (in the table's order) is what the page shows, in the form and, with JavaScript, as
 * the specification's toast too.
 */
export function useProblemForm<Schema extends z.ZodType>({
  id,
  schema,
  problems,
  lastResult,
}: {
  id: string;
  schema: Schema;
  problems: ProblemTable;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const problem = firstProblem(errorMessages(form.allErrors), problems);

  // The server's refusal arrives as a new lastResult: toast it once.
  const toasted = useRef(lastResult);
  useEffect(() => {
    if (!lastResult || toasted.current === lastResult) return;
    toasted.current = lastResult;
    const refusal = firstProblem(errorMessages(lastResult.error), problems);
    if (refusal) toastProblem(refusal);
  }, [lastResult, problems]);

  /** conform's submit handler, plus the toast when the browser's own check refuses. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submission = parseWithZod(new FormData(event.currentTarget), { schema });
    if (submission.status !== "success") {
      const refusal = firstProblem(errorMessages(submission.error), problems);
      if (refusal) toastProblem(refusal);
    }
    form.onSubmit(event);
  };

  return { form, fields, problem, onSubmit };
}

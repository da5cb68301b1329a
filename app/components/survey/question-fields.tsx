import { getCollectionProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { SurveyOption, SurveyQuestion } from "~/content/survey";

// One numbered question of the survey: a fieldset of radios or checkboxes, or a text answer,
// with its error under it (read out with the field through aria-describedby).

function QuestionNumber({ number }: { number: number }) {
  return (
    <span
      aria-hidden="true"
      className="mr-2 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
    >
      {number}
    </span>
  );
}

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {errors[0]}
    </p>
  );
}

function QuestionText({ number, question }: { number: number; question: SurveyQuestion }) {
  return (
    <span className="flex items-start text-base font-semibold text-slate-900">
      <QuestionNumber number={number} />
      <span className="pt-0.5">
        <span className="sr-only">Question {number}: </span>
        {question.text}
        {question.optional ? <span className="ml-1 font-normal text-slate-600">(optional)</span> : null}
      </span>
    </span>
  );
}

const questionClass = "border-t border-slate-100 py-6 first:border-t-0 first:pt-0";

export function ChoiceQuestion<V extends string>({
  number,
  question,
  field,
  options,
  type,
  columns = 1,
}: {
  number: number;
  question: SurveyQuestion;
  field: FieldMetadata<string> | FieldMetadata<string[]>;
  options: readonly SurveyOption<V>[];
  type: "radio" | "checkbox";
  columns?: 1 | 2;
}) {
  const hintId = question.hint ? `${field.id}-hint` : undefined;
  // A group's error is on the field itself or, for a bad item in a list, on one of its items.
  const errors = field.errors ?? Object.values(field.allErrors).flat();
  // Each input says whether the group is invalid and points at the error; the hint belongs to the group.
  const inputs = getCollectionProps(field as FieldMetadata<string>, {
    type,
    options: options.map((o) => o.value),
    ariaInvalid: "allErrors",
  });
  return (
    <div className={questionClass} data-question={field.name}>
      <fieldset aria-describedby={hintId}>
        <legend className="w-full">
          <QuestionText number={number} question={question} />
        </legend>
        {question.hint ? (
          <p id={hintId} className="ml-9 mt-1 text-sm text-slate-600">
            {question.hint}
          </p>
        ) : null}
        <div className={`ml-9 mt-3 grid gap-2 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
          {inputs.map(({ key, ...input }, index) => {
            const option = options[index]!;
            return (
              <label
                key={key}
                htmlFor={input.id}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-800 hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input {...input} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" />
                <span>
                  <span className="font-medium">{option.label}</span>
                  {option.hint ? <span className="block text-slate-600">{option.hint}</span> : null}
                </span>
              </label>
            );
          })}
        </div>
        <div className="ml-9">
          <FieldError id={field.errorId} errors={errors.length ? errors : undefined} />
        </div>
      </fieldset>
    </div>
  );
}

export function TextQuestion({
  number,
  question,
  field,
  maxLength,
  multiline = false,
  autoComplete,
}: {
  number: number;
  question: SurveyQuestion;
  field: FieldMetadata<string | undefined>;
  maxLength: number;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const hintId = question.hint ? `${field.id}-hint` : undefined;
  const props = { ariaDescribedBy: hintId };
  return (
    <div className={questionClass} data-question={field.name}>
      <label htmlFor={field.id} className="block">
        <QuestionText number={number} question={question} />
      </label>
      {question.hint ? (
        <p id={hintId} className="ml-9 mt-1 text-sm text-slate-600">
          {question.hint}
        </p>
      ) : null}
      <div className="ml-9 mt-3">
        {multiline ? (
          <textarea {...getTextareaProps(field, props)} key={field.key} rows={3} maxLength={maxLength} className="field" />
        ) : (
          <input {...getInputProps(field, { ...props, type: "text" })} key={field.key} maxLength={maxLength} autoComplete={autoComplete} className="field" />
        )}
        <FieldError id={field.errorId} errors={field.errors} />
      </div>
    </div>
  );
}

/** A labelled input outside the numbered questions (the early-access contact details). */
export function ContactField({
  field,
  label,
  type,
  maxLength,
  autoComplete,
  hintId,
}: {
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  type: "text" | "email";
  maxLength: number;
  autoComplete: string;
  hintId?: string;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <input {...getInputProps(field, { type, ariaDescribedBy: hintId })} key={field.key} maxLength={maxLength} autoComplete={autoComplete} className="field" />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

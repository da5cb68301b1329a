// The fields of the waitlist and newsletter forms, shared by their dialogs (JavaScript) and the
// page sections that stand in for them (none), so both look and read the same.
import type { ReactNode } from "react";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { TextField } from "~/components/ui/text-field";
import { SIGNUP_HONEYPOT, SIGNUP_MAX } from "~/lib/schemas/signup";

export interface SignupValues {
  name?: string;
  email?: string;
  city?: string;
}

/** The typed values a refused submission brings back (conform's lastResult), as the fields' defaults. */
export function signupValues(initialValue: Record<string, unknown> | null | undefined): SignupValues {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return { name: text(initialValue?.name), email: text(initialValue?.email), city: text(initialValue?.city) };
}

export function SignupFields({
  idPrefix,
  labels,
  values = {},
  withCity = false,
}: {
  idPrefix: string;
  labels: { name: string; email: string; city?: string };
  values?: SignupValues;
  withCity?: boolean;
}) {
  return (
    <div className="grid gap-3">
      <TextField id={`${idPrefix}-name`} name="name" label={labels.name} autoComplete="name" required maxLength={SIGNUP_MAX.name} defaultValue={values.name} />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={labels.email}
        autoComplete="email"
        required
        maxLength={SIGNUP_MAX.email}
        defaultValue={values.email}
      />
      {withCity ? (
        <TextField
          id={`${idPrefix}-city`}
          name="city"
          label={labels.city ?? "City"}
          autoComplete="address-level2"
          maxLength={SIGNUP_MAX.city}
          defaultValue={values.city}
        />
      ) : null}
      <HoneypotField id={`${idPrefix}-${SIGNUP_HONEYPOT}`} name={SIGNUP_HONEYPOT} />
    </div>
  );
}

/**
 * What opens a dialog: with JavaScript a button that calls `onOpen`; without it (and until the
 * page is interactive) a link to the page section, or page, that stands in for the dialog.
 */
export function DialogTrigger({
  hydrated,
  href,
  onOpen,
  className,
  children,
}: {
  hydrated: boolean;
  href: string;
  onOpen: () => void;
  className: string;
  children: ReactNode;
}) {
  if (!hydrated) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={onOpen} className={className} aria-haspopup="dialog">
      {children}
    </button>
  );
}

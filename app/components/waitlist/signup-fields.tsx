// The fields of the waitlist and newsletter forms, shared by their dialogs (JavaScript) and the
// page sections that stand in for them (none), so both look and read the same.
import type { ReactNode } from "react";
import { TextField } from "~/components/ui/text-field";
import { SIGNUP_HONEYPOT, SIGNUP_MAX } from "~/lib/signups";

export interface SignupValues {
  name?: string;
  email?: string;
  city?: string;
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
      <TextField id={`${idPrefix}-email`} name="email" type="email" label={labels.email} autoComplete="email" required maxLength={SIGNUP_MAX.email} defaultValue={values.email} />
      {withCity ? (
        <TextField id={`${idPrefix}-city`} name="city" label={labels.city ?? "City"} autoComplete="address-level2" maxLength={SIGNUP_MAX.city} defaultValue={values.city} />
      ) : null}
      <HoneypotField idPrefix={idPrefix} />
    </div>
  );
}

/** People never see or reach it; bots that fill every field are refused (lib/signups.ts). */
function HoneypotField({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={`${idPrefix}-${SIGNUP_HONEYPOT}`}>Website</label>
      <input id={`${idPrefix}-${SIGNUP_HONEYPOT}`} name={SIGNUP_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
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

import { TextField } from "~/components/ui/text-field";
import { FIELD_MAX } from "~/lib/schemas/account";
import { PasswordInput } from "./password-input";

/** The admin sign-in's two fields, in /admin's form and in the footer's dialog alike. */
export function AdminSignInFields({ idPrefix, defaultEmail }: { idPrefix: string; defaultEmail?: unknown }) {
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        maxLength={FIELD_MAX.email}
        required
        defaultValue={typeof defaultEmail === "string" ? defaultEmail : undefined}
      />
      <PasswordInput id={`${idPrefix}-password`} name="password" label="Password" autoComplete="current-password" />
    </>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { PROFILE_FORM } from "~/http/account-forms.server";
import { operationContext } from "~/http/context.server";
import { asFormData, readFields } from "~/http/fields.server";
import { formProblemJson, submitForm } from "~/http/forms.server";
import { NOT_SIGNED_IN, requireUser } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { ACCOUNT_PROBLEMS, ACCOUNT_SUCCESS, type ProfileDetails } from "~/lib/schemas/account";
import { findUserById, type AccountUser } from "~/services/accounts/accounts.server";
import { editProfile } from "~/services/accounts/profile.server";

const profileJson = (user: AccountUser) => ({
  username: user.username,
  email: user.email,
  companyName: user.companyName,
  jobTitle: user.jobTitle,
  roleDescription: user.roleDescription,
});

/** GET /api/user/profile (§7): username and email (read-only) and the three editable fields. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await findUserById((await requireUser(request)).id);
  if (!user) return problemJson(NOT_SIGNED_IN, 401);
  return json(profileJson(user), { headers: { "Cache-Control": "no-store" } });
}

/** PATCH /api/user/profile (§7): companyName, jobTitle, roleDescription. Username and email never change. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed();
  await requireUser(request);
  const fields = await readFields(request);
  if (!fields) return problemJson(ACCOUNT_PROBLEMS.profileFailed, 400);
  // PATCH: a field sent empty clears it; a field left out keeps its value.
  const sentOnly = (changes: ProfileDetails) => Object.fromEntries(Object.entries(changes).filter(([key]) => key in fields)) as Partial<ProfileDetails>;
  const { submission, outcome } = await submitForm(PROFILE_FORM, asFormData(fields), await operationContext(request, context), (changes, ctx) =>
    editProfile(sentOnly(changes), ctx),
  );
  if (!outcome.ok) return outcome.reason === "not-found" ? problemJson(NOT_SIGNED_IN, 401) : formProblemJson(PROFILE_FORM, submission, outcome);
  const done = ACCOUNT_SUCCESS.profileUpdated;
  return json({ success: true, title: done.title, message: done.description, ...profileJson(outcome.user) });
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ACCOUNT_PROBLEMS, ACCOUNT_SUCCESS, checkProfile, type ProfileDetails } from "~/lib/schemas/account";
import { AccountError, findUserById, updateProfile, type AccountUser } from "~/services/accounts.server";
import { methodNotAllowed, NOT_SIGNED_IN, problemJson, requireUser } from "~/services/api-auth.server";
import { readFields } from "~/services/auth.server";

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
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed();
  const { id } = await requireUser(request);
  const fields = await readFields(request);
  if (!fields) return problemJson(ACCOUNT_PROBLEMS.profileFailed, 400);
  const checked = checkProfile(fields);
  if (!checked.ok) return problemJson(checked.problem, 400);
  // PATCH: a field sent empty clears it; a field left out keeps its value.
  const changes = Object.fromEntries(Object.entries(checked.value).filter(([key]) => key in fields)) as Partial<ProfileDetails>;
  try {
    const user = Object.keys(changes).length ? await updateProfile(id, changes) : await findUserById(id);
    if (!user) return problemJson(NOT_SIGNED_IN, 401);
    return json({ success: true, title: ACCOUNT_SUCCESS.profileUpdated.title, message: ACCOUNT_SUCCESS.profileUpdated.description, ...profileJson(user) });
  } catch (error) {
    if (error instanceof AccountError) return problemJson(error.problem, error.status);
    throw error;
  }
}

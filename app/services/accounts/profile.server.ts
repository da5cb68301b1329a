// The signed-in user's own profile and toolboxes (accounts-admin-sales.md §4, §6), as the /profile
// page and the /api/user routes change them.
import type { ProfileDetails } from "~/lib/schemas/account";
import { deleteSavedAnalysis, updateProfile, type AccountUser } from "./accounts.server";
import type { OperationContext } from "../context";

export type ProfileOutcome = { ok: true; user: AccountUser } | { ok: false; reason: "not-found" };

/** Change the profile fields given; a field left out keeps its value, a null clears it. */
export async function editProfile(changes: Partial<ProfileDetails>, ctx: OperationContext): Promise<ProfileOutcome> {
  const user = ctx.actor ? await updateProfile(ctx.actor.id, changes) : null;
  return user ? { ok: true, user } : { ok: false, reason: "not-found" };
}

/** Delete one of the actor's toolboxes; anyone else's is "not found", like a missing one. */
export async function deleteToolbox(analysisId: number | null, ctx: OperationContext): Promise<{ ok: true } | { ok: false; reason: "not-found" }> {
  if (analysisId === null || !ctx.actor || !(await deleteSavedAnalysis(ctx.actor.id, analysisId))) return { ok: false, reason: "not-found" };
  return { ok: true };
}

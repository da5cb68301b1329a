import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { getToolkit } from "../../app/services/toolkits/toolkit-views.server";
import { registerUser } from "../../app/services/accounts/accounts.server";
import { deleteExpiredSessions } from "../../app/services/accounts/sessions.server";
import { startSession } from "../../app/http/session.server";
import { getCurrentUser } from "../../app/http/session.server";
import { deleteSpentResetTokens, requestPasswordReset } from "../../app/services/accounts/password-reset.server";
import { getPlatformStats } from "../../app/services/admin/platform-stats.server";
import { taskList } from "../../jobs/tasks/index";
import { crontab } from "../../jobs/crontab";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();

const registration = (email: string) => ({ username: "Ada", email, password: "correct horse", companyName: null, jobTitle: null, roleDescription: null });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const count = async (query: ReturnType<typeof sql>) => (await getDb().execute<{ n: number }>(query))[0]!.n;

describe("the hourly delete-expired-sessions job", () => {
  it("is scheduled and removes expired sessions and day-old reset tokens, keeping live ones", async () => {
    expect(crontab).toMatch(/^\d+ \* \* \* \* delete-expired-sessions$/m);
    const user = await registerUser(registration("sweep@example.com"), { analysisId: null, browserSessionId: null });
    const live = cookieOf(await startSession(user.id, new Request("http://x/")));
    const stale = cookieOf(await startSession(user.id, new Request("http://x/")));
    const staleHash = (await getDb().execute<{ id: string }>(sql`SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1`))[0]!.id;
    await getDb().execute(sql`UPDATE sessions SET created_at = now() - interval '40 days', expires_at = now() - interval '10 days' WHERE id = ${staleHash}`);
    await requestPasswordReset("sweep@example.com");
    await requestPasswordReset("sweep@example.com");
    await getDb().execute(
      sql`UPDATE password_reset_tokens SET created_at = now() - interval '3 days', expires_at = now() - interval '2 days' WHERE id = (SELECT min(id) FROM password_reset_tokens)`,
    );

    await taskList["delete-expired-sessions"]!({}, { logger: { info: () => {} } } as never);

    expect(await getCurrentUser(new Request("http://x/", { headers: { Cookie: live } }))).not.toBeNull();
    expect(await getCurrentUser(new Request("http://x/", { headers: { Cookie: stale } }))).toBeNull();
    expect(await count(sql`SELECT count(*)::int AS n FROM sessions`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM password_reset_tokens`)).toBe(1);
    expect(await deleteExpiredSessions()).toBe(0);
    expect(await deleteSpentResetTokens()).toBe(0);
  });
});

describe("toolkit ownership as the results page sees it", () => {
  it("is 'unsaved' for the visit that made it, 'yours' once an account claims it, 'other' by share link", async () => {
    const input = analysisInputSchema.parse({ jobTitle: "Data Analyst", industry: "Other", workAreas: ["Reporting"] });
    const made = await createAnalysis(input, { browserSessionId: "visit-own-0000000000000000000000000" });
    const visitView = { userId: null, isAdmin: false, browserSessionId: "visit-own-0000000000000000000000000", shareToken: null };
    expect((await getToolkit(made.analysisId, visitView))!.ownership).toBe("unsaved");
    const user = await registerUser(registration("owner@example.com"), { analysisId: made.analysisId, browserSessionId: visitView.browserSessionId });
    expect((await getToolkit(made.analysisId, { ...visitView, userId: user.id }))!.ownership).toBe("yours");
    expect((await getToolkit(made.analysisId, { ...visitView, browserSessionId: null, shareToken: made.shareToken }))!.ownership).toBe("other");
  });
});

describe("getPlatformStats", () => {
  it("counts users, recent sign-ups, toolkits and the last day's toolkits from the tables", async () => {
    const before = await getPlatformStats();
    await registerUser(registration("stats@example.com"), { analysisId: null, browserSessionId: null });
    await getDb().execute(sql`UPDATE users SET created_at = now() - interval '30 days' WHERE email = 'sweep@example.com'`);
    const input = analysisInputSchema.parse({ jobTitle: "Nurse", industry: "Other", workAreas: ["Patient care"] });
    await createAnalysis(input, {});
    const after = await getPlatformStats();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.recentSignups).toBe(after.totalUsers - 1); // the back-dated account is not recent
    expect(after.totalAnalyses).toBe(before.totalAnalyses + 1);
    expect(after.analysesLast24h).toBe(after.totalAnalyses);
    expect(after.topCategories.reduce((sum, c) => sum + c.count, 0)).toBe(after.totalAnalyses);
  });
});

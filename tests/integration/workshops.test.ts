// Workshops an operator can run (issue 30 item 1): stored in the database, listed on /workshops
// (upcoming ones featured first, then soonest, with 'Reserve Your Spot' to each one's booking
// address; past ones only in the archive; cancelled ones nowhere; with none upcoming the page says
// so and leads to 'Get Notified'), managed on the admin Workshops tab and with `academy workshops`,
// both refusing bad input with the same words; 'Don't See Your City?' sign-ups counted by city.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { seedIfEmpty } from "../../db/seed";
import { SPEC_WORKSHOP } from "../../app/content/workshops";
import { WORKSHOP_PROBLEMS, workshopSchema } from "../../app/lib/schemas/workshop";
import { zonedFields } from "../../app/lib/workshops";
import { operatorContext } from "../../app/services/operations/admin-audit.server";
import { cancelWorkshop, cityDemand, createWorkshop, listPublicWorkshops, seedWorkshops, updateWorkshop } from "../../app/services/sales/workshops.server";
import { academy } from "../helpers/academy";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();

const unique = () => randomBytes(4).toString("hex");
const q = async <T>(query: ReturnType<typeof sql>) => (await getDb().execute(query)) as unknown as T[];
const visible = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
const cli = (args: string[]) => academy(args, { env: { DATABASE_URL: db.url() } });
const ctx = operatorContext("test");
const DAY = 24 * 3_600_000;

/** A day `days` from now, as the place's (Melbourne's) calendar reads it. */
const dayFromNow = (days: number) => zonedFields(new Date(Date.now() + days * DAY), "Australia/Melbourne").date;

/** A workshop's fields, the spec's with a day `days` from now. */
const fields = (days: number, changes: Record<string, unknown> = {}) => ({ ...SPEC_WORKSHOP, date: dayFromNow(days), ...changes });
const add = async (days: number, changes: Record<string, unknown> = {}) => {
  const outcome = await createWorkshop(ctx, workshopSchema.parse(fields(days, changes)));
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.workshop;
};
const page = async () => visible((await new Browser(web.base).get("/workshops")).body as string);

beforeEach(async () => {
  // Each test starts from the seeded database: the spec's workshop (22 August 2025) alone.
  await getDb().execute(sql`DELETE FROM workshops WHERE starts_at > '2025-08-23'`);
});

describe("the seed", () => {
  it("holds the spec's workshop once, as it is written: in the past", async () => {
    const rows = await q<{ title: string; starts_at: Date; places_taken: number; capacity: number }>(
      sql`SELECT title, starts_at, places_taken, capacity FROM workshops`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "Awareness in Action", places_taken: 8, capacity: 20 });
    expect(new Date(rows[0]!.starts_at).toISOString()).toBe("2025-08-21T23:00:00.000Z");
    // A second seed, or a start of the app, adds nothing while any workshop is stored.
    expect(await seedWorkshops(getDb())).toBe(0);
    expect(await seedIfEmpty(getDb())).toBeNull();
    expect(await q(sql`SELECT id FROM workshops`)).toHaveLength(1);
  });

  it("adds it to a database that has no workshop yet (one made before workshops were stored)", async () => {
    // Inside a transaction rolled back at the end: the other tests keep their seeded workshop.
    const rollback = new Error("rollback");
    await expect(
      getDb().transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM workshops`);
        expect(await seedIfEmpty(tx)).toBeNull();
        const rows = (await tx.execute(sql`SELECT title FROM workshops`)) as unknown as { title: string }[];
        expect(rows).toEqual([{ title: "Awareness in Action" }]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});

describe("/workshops", () => {
  it("with none upcoming says so, leads to 'Get Notified', and lists the past workshop only in the archive", async () => {
    const html = await page();
    expect(html).toContain("Upcoming Workshops");
    expect(html).toContain("No workshops are scheduled right now. Use 'Get Notified' below and we'll email you as soon as the next one is announced.");
    expect(html).toContain('href="/workshops?notify=1#notify"');
    expect(html).not.toContain("Reserve Your Spot");
    expect(html).not.toContain('data-testid="workshop-card"');
    expect(html).toContain("Past Workshops");
    expect(html).toContain("Friday 22 August 2025, Melbourne");
    expect(html).toContain("Taken place");
    // No places-left figure for a workshop that has taken place.
    expect(html).not.toContain("places left");
  });

  it("lists upcoming workshops featured first, then soonest, each with its own booking address; cancelled ones leave the page", async () => {
    const soon = await add(10, {
      title: "Prompting Clinic",
      city: "Sydney",
      location: "Sydney CBD",
      featured: false,
      bookingUrl: "https://tickets.example.com/sydney",
    });
    const later = await add(40, { title: "Awareness in Action", featured: true, bookingUrl: "https://tickets.example.com/melbourne" });
    const middle = await add(20, {
      title: "Workflow Thinking",
      city: "Perth",
      location: "Perth",
      level: "3",
      featured: false,
      capacity: "12",
      placesTaken: "12",
      bookingUrl: "https://tickets.example.com/perth",
    });
    const gone = await add(15, { title: "Cancelled Session", featured: true, bookingUrl: "https://tickets.example.com/gone" });
    expect((await cancelWorkshop(ctx, gone.id)).ok).toBe(true);

    const { upcoming } = await listPublicWorkshops();
    expect(upcoming.map((w) => w.id)).toEqual([later.id, soon.id, middle.id]);

    const html = await page();
    const order = ["Awareness in Action", "Prompting Clinic", "Workflow Thinking"].map((title) => html.indexOf(`>${title}</h3>`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('href="https://tickets.example.com/melbourne"');
    expect(html).toContain('href="https://tickets.example.com/sydney"');
    expect(html).toContain("12 of 20 places left");
    // A full workshop is not offered for booking.
    expect(html).toContain("0 of 12 places left");
    expect(html).not.toContain('href="https://tickets.example.com/perth"');
    expect(html).toContain("Fully booked");
    expect(html).not.toContain("Cancelled Session");
    expect(html).not.toContain("https://tickets.example.com/gone");
    expect(html).not.toContain("No workshops are scheduled right now");
    // Its day and hours, in the place's time zone.
    expect(html).toContain("9:00 AM - 1:00 PM");
    expect(html).toContain("4 hours");
  });

  it("stores the city of a 'Don't See Your City?' sign-up, and the admin's demand by city counts them whatever their case and spacing", async () => {
    const browser = new Browser(web.base);
    for (const city of ["Geelong", "  geelong ", "GEELONG", "Alice  Springs", "alice springs"]) {
      const response = await browser.request("/workshops?notify=1", { method: "POST", form: { name: "Ada", email: `city.${unique()}@example.com`, city } });
      expect(response.status).toBe(302);
    }
    const demand = await cityDemand();
    expect(demand.find((d) => d.city.toLowerCase() === "geelong")).toMatchObject({ signups: 3 });
    expect(demand.find((d) => d.city.toLowerCase() === "alice springs")).toMatchObject({ signups: 2 });
  });
});

describe("the service's own checks", () => {
  it("refuses a new workshop whose start has passed, and moving one to a passed start; a past one's facts can still be corrected", async () => {
    expect(await createWorkshop(ctx, workshopSchema.parse(fields(-1)))).toEqual({ ok: false, reason: "invalid", problem: "pastDate" });
    const w = await add(5);
    expect(await updateWorkshop(ctx, w.id, workshopSchema.parse(fields(-2)))).toEqual({ ok: false, reason: "invalid", problem: "pastDate" });
    const [spec] = await q<{ id: number }>(sql`SELECT id FROM workshops WHERE starts_at < now()`);
    const corrected = await updateWorkshop(ctx, spec!.id, workshopSchema.parse({ ...SPEC_WORKSHOP, placesTaken: "20" }));
    expect(corrected).toMatchObject({ ok: true, workshop: { placesTaken: 20 } });
    await updateWorkshop(ctx, spec!.id, workshopSchema.parse(SPEC_WORKSHOP));
    expect(await updateWorkshop(ctx, 999_999, workshopSchema.parse(fields(5)))).toMatchObject({ ok: false, reason: "not-found" });
  });
});

describe("academy workshops", () => {
  const required = (days: number) => [
    "--title",
    "Sensemaking in Context",
    "--date",
    dayFromNow(days),
    "--start",
    "10:00",
    "--end",
    "15:30",
    "--time-zone",
    "Australia/Brisbane",
    "--location",
    "Brisbane CBD",
    "--city",
    "Brisbane",
    "--price",
    "299",
    "--capacity",
    "16",
    "--level",
    "2",
    "--booking-url",
    "https://tickets.example.com/brisbane",
  ];

  it("adds, lists, edits and cancels, written to the audit log as by cli; the page follows", async () => {
    const added = await cli([
      "workshops",
      "add",
      ...required(30),
      "--module",
      "Reading outputs",
      "--module",
      "Checking facts",
      "--include",
      "Lunch",
      "--featured",
    ]);
    expect(added.stderr).toBe("");
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(
      /^Workshop added: #(\d+) .+, 10:00 AM - 3:30 PM \(Australia\/Brisbane\) {2}Sensemaking in Context, Brisbane CBD, Brisbane {2}16 of 16 places left {2}upcoming, featured/,
    );
    const id = /#(\d+)/.exec(added.stdout)![1]!;
    expect((await page()).includes("Sensemaking in Context")).toBe(true);

    const listed = await cli(["workshops", "list"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`#${id}  `);
    expect(listed.stdout).toContain(
      "Friday 22 August 2025, 9:00 AM - 1:00 PM (Australia/Melbourne)  Awareness in Action, Melbourne CBD, Melbourne  12 of 20 places left  taken place, featured",
    );

    const edited = await cli(["workshops", "edit", id, "--places-taken", "10", "--no-featured"]);
    expect(edited.code).toBe(0);
    expect(edited.stdout).toContain("6 of 16 places left  upcoming");
    expect(edited.stdout).not.toContain("featured");
    expect((await page()).includes("6 of 16 places left")).toBe(true);

    const cancelled = await cli(["workshops", "cancel", id]);
    expect(cancelled.code).toBe(0);
    expect(cancelled.stdout).toContain("Workshop cancelled: ");
    expect((await page()).includes("Sensemaking in Context")).toBe(false);
    expect((await cli(["workshops", "cancel", id])).stdout).toContain("Already cancelled");

    const audit = await q<{ action: string; actor_email: string; target_id: string }>(
      sql`SELECT action, actor_email, target_id FROM audit_log WHERE target_type = 'workshop' AND target_id = ${id} ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: "workshop.create", actor_email: "cli", target_id: id },
      { action: "workshop.update", actor_email: "cli", target_id: id },
      { action: "workshop.cancel", actor_email: "cli", target_id: id },
    ]);
  });

  it("refuses bad input with a clear message, changes nothing, and exits 1", async () => {
    const before = await q(sql`SELECT id FROM workshops`);
    const cases: [string[], string][] = [
      [["add", ...required(30), "--end", "09:00"], WORKSHOP_PROBLEMS.endBeforeStart.description],
      [["add", ...required(-3)], WORKSHOP_PROBLEMS.pastDate.description],
      [["add", ...required(30), "--places-taken", "20"], WORKSHOP_PROBLEMS.capacityBelowTaken.description],
      [["add", ...required(30), "--booking-url", "http://tickets.example.com/brisbane"], WORKSHOP_PROBLEMS.bookingUrlInvalid.description],
      [["add", ...required(30), "--time-zone", "Brisbane"], WORKSHOP_PROBLEMS.timeZoneInvalid.description],
      [["edit", "999999", "--capacity", "3"], WORKSHOP_PROBLEMS.notFound.description],
      [["cancel", "nope"], WORKSHOP_PROBLEMS.notFound.description],
    ];
    for (const [args, message] of cases) {
      const result = await cli(["workshops", ...args]);
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.stderr, args.join(" ")).toContain(`${message} Nothing was changed.`);
    }
    const [spec] = await q<{ id: number }>(sql`SELECT id FROM workshops`);
    const below = await cli(["workshops", "edit", String(spec!.id), "--capacity", "5"]);
    expect(below.code).toBe(1);
    expect(below.stderr).toContain(WORKSHOP_PROBLEMS.capacityBelowTaken.description);
    expect(await q(sql`SELECT id FROM workshops`)).toEqual(before);
  });
});

describe("the admin Workshops tab", () => {
  let admin: Browser;
  beforeAll(async () => {
    const enrolled = await createEnrolledAdmin({ email: `workshops.admin.${unique()}@example.com`, name: "Workshop Admin", password: "admin pass phrase" });
    admin = new Browser(web.base);
    expect((await signInAsAdmin(admin, enrolled)).status).toBe(200);
  });

  const form = (days: number, changes: Record<string, string> = {}) => ({
    intent: "save",
    mode: "create",
    title: "Proof of Performance",
    subtitle: "",
    description: "A day on showing what you did.",
    date: dayFromNow(days),
    startTime: "09:30",
    endTime: "16:00",
    timeZone: "Australia/Adelaide",
    location: "Adelaide CBD",
    city: "Adelaide",
    price: "399",
    originalPrice: "",
    capacity: "10",
    placesTaken: "2",
    level: "4",
    bookingUrl: "https://tickets.example.com/adelaide",
    includes: "Lunch\nWorkbook",
    curriculumTitle: "What you'll cover",
    curriculumDescription: "",
    modules: "One\nTwo",
    featured: "on",
    ...changes,
  });

  it("is in the admin navigation, refused to visitors and members, and lists the workshops with the demand by city", async () => {
    const tab = visible((await admin.get("/admin/workshops")).body);
    expect(tab).toContain('href="/admin/workshops"');
    expect(tab).toContain("Awareness in Action");
    expect(tab).toContain("Taken place");
    expect(tab).toContain("Demand by city");
    const visitor = await new Browser(web.base).get("/admin/workshops");
    expect(visitor.status).toBe(401);
    const posted = await new Browser(web.base).request("/admin/workshops", { method: "POST", form: form(10) });
    expect(posted.status).toBe(401);
    expect(await q(sql`SELECT id FROM workshops WHERE title = 'Proof of Performance'`)).toHaveLength(0);
  });

  it("adds a workshop with a plain form post (JavaScript off) and edits and cancels it", async () => {
    const added = await admin.request("/admin/workshops?edit=new", { method: "POST", form: form(12) });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/admin/workshops");
    const [row] = await q<{ id: number; featured: boolean; places_taken: number }>(
      sql`SELECT id, featured, places_taken FROM workshops WHERE title = 'Proof of Performance'`,
    );
    expect(row).toMatchObject({ featured: true, places_taken: 2 });
    expect(await page()).toContain("8 of 10 places left");

    const editPage = visible((await admin.get(`/admin/workshops?edit=${row!.id}`)).body);
    expect(editPage).toContain('value="Australia/Adelaide"');
    expect(editPage).toContain('value="09:30"');
    const edited = await admin.request(`/admin/workshops?edit=${row!.id}`, {
      method: "POST",
      form: { ...form(12, { mode: "update", id: String(row!.id), placesTaken: "10" }), featured: "" },
    });
    expect(edited.status).toBe(302);
    expect(await page()).toContain("0 of 10 places left");

    const confirm = visible((await admin.get(`/admin/workshops?cancel=${row!.id}`)).body);
    expect(confirm).toContain("Cancel Proof of Performance on ");
    const cancelled = await admin.request(`/admin/workshops?cancel=${row!.id}`, { method: "POST", form: { intent: "cancel", id: String(row!.id) } });
    expect(cancelled.status).toBe(302);
    expect(await page()).not.toContain("Proof of Performance");
    const tab = visible((await admin.get("/admin/workshops")).body);
    expect(tab).toContain("Cancelled");
    const audit = await q<{ action: string }>(sql`SELECT action FROM audit_log WHERE target_type = 'workshop' AND target_id = ${String(row!.id)} ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(["workshop.create", "workshop.update", "workshop.cancel"]);
  });

  it("refuses bad input in the dialog, with the problem and what was typed, and stores nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ endTime: "08:00" }, WORKSHOP_PROBLEMS.endBeforeStart.description],
      [{ date: dayFromNow(-2) }, WORKSHOP_PROBLEMS.pastDate.description],
      [{ capacity: "1" }, WORKSHOP_PROBLEMS.capacityBelowTaken.description],
      [{ bookingUrl: "http://tickets.example.com/adelaide" }, WORKSHOP_PROBLEMS.bookingUrlInvalid.description],
    ];
    for (const [changes, message] of cases) {
      const refused = await admin.request("/admin/workshops?edit=new", { method: "POST", form: form(12, { title: "Refused Workshop", ...changes }) });
      expect(refused.status, message).toBe(400);
      const body = visible(refused.body as string);
      expect(body, message).toContain("Workshop Not Saved");
      expect(body, message).toContain(message);
      expect(body, message).toContain('value="Refused Workshop"');
    }
    expect(await q(sql`SELECT id FROM workshops WHERE title = 'Refused Workshop'`)).toHaveLength(0);
  });
});

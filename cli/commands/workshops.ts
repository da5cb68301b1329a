import type { Command } from "commander";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/operations/admin-audit.server")),
  ...(await import("../../app/services/sales/workshops.server")),
  ...(await import("../../app/lib/schemas/workshop")),
  ...(await import("../../app/lib/workshops")),
  ...(await import("../../app/lib/admin-query")),
  ...(await import("../../db/migrate")),
});

type Loaded = Awaited<ReturnType<typeof load>>;
type View = Awaited<ReturnType<Loaded["listPublicWorkshops"]>>["upcoming"][number];

interface FieldOptions {
  title?: string;
  subtitle?: string;
  description?: string;
  date?: string;
  start?: string;
  end?: string;
  timeZone?: string;
  location?: string;
  city?: string;
  price?: string;
  originalPrice?: string;
  capacity?: string;
  placesTaken?: string;
  include?: string[];
  curriculumTitle?: string;
  curriculumDescription?: string;
  module?: string[];
  certificate?: boolean;
  performanceReport?: boolean;
  linkedinRecommendation?: boolean;
  level?: string;
  featured?: boolean;
  bookingUrl?: string;
}

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

/** The options an operator gave, as the workshop schema's fields; options not given are left out. */
function fieldsOf(o: FieldOptions): Record<string, string | string[] | boolean> {
  const fields: Record<string, string | string[] | boolean | undefined> = {
    title: o.title,
    subtitle: o.subtitle,
    description: o.description,
    date: o.date,
    startTime: o.start,
    endTime: o.end,
    timeZone: o.timeZone,
    location: o.location,
    city: o.city,
    price: o.price,
    originalPrice: o.originalPrice,
    capacity: o.capacity,
    placesTaken: o.placesTaken,
    includes: o.include,
    curriculumTitle: o.curriculumTitle,
    curriculumDescription: o.curriculumDescription,
    modules: o.module,
    certificate: o.certificate,
    performanceReport: o.performanceReport,
    linkedinRecommendation: o.linkedinRecommendation,
    level: o.level,
    featured: o.featured,
    bookingUrl: o.bookingUrl,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | string[] | boolean] => entry[1] !== undefined));
}

function fieldOptions(command: Command, forEdit: boolean): Command {
  const required = forEdit ? "" : " (required)";
  return command
    .option("--title <text>", `the workshop's title${required}`)
    .option("--subtitle <text>", "a line under the title")
    .option("--description <text>", "what the day is about")
    .option("--date <YYYY-MM-DD>", `the day, in the place's time zone${required}`)
    .option("--start <HH:MM>", `when it starts, 24-hour, the place's clock${required}`)
    .option("--end <HH:MM>", `when it ends, the same day${required}`)
    .option("--time-zone <zone>", `the place's IANA time zone, e.g. Australia/Melbourne${required}`)
    .option("--location <text>", `where, e.g. 'Melbourne CBD'${required}`)
    .option("--city <text>", `the city${required}`)
    .option("--price <dollars>", `the price in whole dollars${required}`)
    .option("--original-price <dollars>", "the price shown struck through ('' for none)")
    .option("--capacity <places>", `how many places${required}`)
    .option("--places-taken <places>", "places already booked (default 0)")
    .option("--include <item>", `what is included, once per item${forEdit ? " (replaces the list)" : ""}`, collect)
    .option("--curriculum-title <text>", "the curriculum's heading")
    .option("--curriculum-description <text>", "a line under it")
    .option("--module <text>", `a module, once per module, in order${forEdit ? " (replaces the list)" : ""}`, collect)
    .option("--certificate", "participants get a certificate")
    .option("--no-certificate", "no certificate")
    .option("--performance-report", "participants get a performance report")
    .option("--no-performance-report", "no performance report")
    .option("--linkedin-recommendation", "participants get a LinkedIn recommendation")
    .option("--no-linkedin-recommendation", "no LinkedIn recommendation")
    .option("--level <1-5>", `the AI Readiness Rubric level it teaches${required}`)
    .option("--featured", "listed first on /workshops, with the Featured badge")
    .option("--no-featured", "not featured")
    .option("--booking-url <https address>", `the page 'Reserve Your Spot' opens${required}`);
}

// `academy workshops`: the admin Workshops tab's operations (issue 30 item 1), through the same
// service and the same schema: list, add, edit and cancel. A refusal says why, changes nothing
// and exits 1; changes are written to the audit log as by cli.
export function registerWorkshops(program: Command, cli: Cli): void {
  const workshops = program.command("workshops").description("the live workshops /workshops lists: list, add, edit, cancel");

  const describe = async (w: View, now: Date) => {
    const { formatWorkshopDate, formatWorkshopTime, placesLeft, workshopStatus } = await load();
    const status = { upcoming: "upcoming", "taken-place": "taken place", cancelled: "cancelled" }[workshopStatus(w, now)];
    return `#${w.id}  ${formatWorkshopDate(w.startsAt, w.timeZone)}, ${formatWorkshopTime(w.startsAt, w.endsAt, w.timeZone)} (${w.timeZone})  ${w.title}, ${w.location}, ${w.city}  ${placesLeft(w)} of ${w.capacity} places left  ${status}${w.featured ? ", featured" : ""}`;
  };

  /** Parse the fields with the one schema, or refuse with its first problem. */
  const parse = async (fields: Record<string, unknown>) => {
    const { workshopSchema, workshopProblemOf } = await load();
    const parsed = workshopSchema.safeParse(fields);
    if (!parsed.success) throw new Error(`${workshopProblemOf(parsed.error).description} Nothing was changed.`);
    return parsed.data;
  };

  const refuse = async (problem: keyof Loaded["WORKSHOP_PROBLEMS"]): Promise<never> => {
    const { WORKSHOP_PROBLEMS } = await load();
    throw new Error(`${WORKSHOP_PROBLEMS[problem].description} Nothing was changed.`);
  };

  workshops
    .command("list")
    .description("every workshop, the latest date first: upcoming, taken place or cancelled")
    .action(
      cli.action(async () => {
        const { listAdminWorkshops, migrateDatabase, workshopQuerySchema, readTableQuery } = await load();
        const now = new Date();
        const rows: View[] = [];
        await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          for (let page = 1; ; page++) {
            const result = await listAdminWorkshops({ ...readTableQuery(workshopQuerySchema, new URLSearchParams()), page }, undefined, 200);
            rows.push(...result.rows);
            if (page >= result.pageCount) break;
          }
        });
        if (rows.length === 0) cli.out("No workshops yet: add one with `academy workshops add`.");
        for (const w of rows) cli.out(await describe(w, now));
        return 0;
      }),
    );

  fieldOptions(workshops.command("add").description("add a workshop (it must start in the future)"), false).action(
    cli.action(async (options: FieldOptions) => {
      const { createWorkshop, operatorContext, migrateDatabase } = await load();
      const input = await parse(fieldsOf(options));
      const outcome = await withDatabase(cli, async (url) => {
        await migrateDatabase(url);
        return createWorkshop(operatorContext(), input);
      });
      if (!outcome.ok) return refuse(outcome.problem);
      cli.out(`Workshop added: ${await describe(outcome.workshop, new Date())}`);
      return 0;
    }),
  );

  fieldOptions(
    workshops
      .command("edit")
      .argument("<id>", "the workshop's number (see `academy workshops list`)")
      .description("change a workshop's fields: only the options given"),
    true,
  ).action(
    cli.action(async (idText: string, options: FieldOptions) => {
      const { getWorkshop, updateWorkshop, operatorContext, migrateDatabase, parseRecordId, workshopToFields } = await load();
      const id = parseRecordId(idText);
      if (id === null) return refuse("notFound");
      const changes = fieldsOf(options);
      if (Object.keys(changes).length === 0) throw new Error("Nothing to change: give at least one option (see `academy workshops edit --help`).");
      const outcome = await withDatabase(cli, async (url) => {
        await migrateDatabase(url);
        const current = await getWorkshop(id);
        if (!current) return { ok: false as const, reason: "not-found" as const, problem: "notFound" as const };
        return updateWorkshop(operatorContext(), id, await parse({ ...workshopToFields(current), ...changes }));
      });
      if (!outcome.ok) return refuse(outcome.problem);
      cli.out(`Workshop changed: ${await describe(outcome.workshop, new Date())}`);
      return 0;
    }),
  );

  workshops
    .command("cancel")
    .argument("<id>", "the workshop's number (see `academy workshops list`)")
    .description("cancel a workshop: it stays on record and leaves /workshops")
    .action(
      cli.action(async (idText: string) => {
        const { cancelWorkshop, operatorContext, migrateDatabase, parseRecordId } = await load();
        const id = parseRecordId(idText);
        if (id === null) return refuse("notFound");
        const outcome = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return cancelWorkshop(operatorContext(), id);
        });
        if (!outcome.ok) return refuse(outcome.problem);
        cli.out(`${outcome.alreadyCancelled ? "Already cancelled" : "Workshop cancelled"}: ${await describe(outcome.workshop, new Date())}`);
        return 0;
      }),
    );
}

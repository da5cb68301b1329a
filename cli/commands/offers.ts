import type { Command } from "commander";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/operations/admin-audit.server")),
  ...(await import("../../app/services/sales/offer-settings.server")),
  ...(await import("../../app/lib/offers")),
  ...(await import("../../db/migrate")),
});

type Offers = Awaited<ReturnType<Awaited<ReturnType<typeof load>>["readOffers"]>>;

// `academy offers`: the sales offers of the admin Payments tab (issue 27 item 5), through the same
// service: the early-access bundle's end date and whether levels sell at their pre-launch price.
export function registerOffers(program: Command, cli: Cli): void {
  const offers = program.command("offers").description("the sales offers: the early-access bundle's end date and pre-launch prices");

  const print = async (current: Offers) => {
    const { bundleOnSale, formatEndDate } = await load();
    cli.out(`Bundle ends:        ${formatEndDate(current.bundleEndsAt)} (${bundleOnSale(current) ? "on sale" : "ended: neither shown nor sold"})`);
    cli.out(`Pre-launch prices:  ${current.prelaunchPrices ? "on" : "off (levels at their full price)"}`);
    cli.out(`Last changed:       ${current.updatedAt ? `${formatEndDate(current.updatedAt)} by ${current.updatedBy}` : "never (the defaults)"}`);
  };

  offers
    .command("show")
    .description("the offers in force now")
    .action(
      cli.action(async () => {
        const { readOffers, migrateDatabase } = await load();
        const current = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return readOffers();
        });
        await print(current);
        return 0;
      }),
    );

  offers
    .command("set")
    .description("change the bundle's end date, the pre-launch prices, or both (written to the audit log as by cli)")
    .option("--bundle-ends <date>", "when the bundle stops being sold: YYYY-MM-DD, or YYYY-MM-DDTHH:MM (UTC), or with a zone")
    .option("--prelaunch <on|off>", "levels at their pre-launch price (on) or their full price (off)")
    .action(
      cli.action(async (options: { bundleEnds?: string; prelaunch?: string }) => {
        const { readOfferChanges, updateOffers, operatorContext, migrateDatabase } = await load();
        const read = readOfferChanges({ bundleEnds: options.bundleEnds, prelaunch: options.prelaunch });
        if (!read.ok) throw new Error(`${read.message} Nothing was changed.`);
        const current = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return updateOffers(operatorContext(), read.changes);
        });
        cli.out("Offers changed.");
        await print(current);
        return 0;
      }),
    );
}

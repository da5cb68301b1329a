import { Form, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormProblem } from "~/lib/schemas/problems";
import { formatEndDate } from "~/lib/offers";

export interface OffersView {
  bundleEndsAt: string;
  prelaunchPrices: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
  /** Whether the bundle is on sale at the moment the page was made. */
  bundleOnSale: boolean;
}

/**
 * The sales offers on the Payments tab (issue 27 item 5): the early-access bundle's end date and
 * the pre-launch switch, as `academy offers set` changes them. A plain form: it works without
 * JavaScript, and a refusal comes back in the page.
 */
export function OffersForm({ offers, problem }: { offers: OffersView; problem: FormProblem | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "offers";
  return (
    <section aria-labelledby="offers-title" className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="offers-title" className="text-lg font-bold">
        Offers
      </h3>
      <p className="mt-1 text-sm text-slate-700" data-testid="offers-status">
        Early-access bundle: {offers.bundleOnSale ? "on sale until" : "ended"} {formatEndDate(offers.bundleEndsAt)}. Pre-launch prices:{" "}
        {offers.prelaunchPrices ? "on" : "off"}.{" "}
        {offers.updatedAt ? `Last changed by ${offers.updatedBy} on ${formatEndDate(offers.updatedAt)}.` : "The defaults: never changed."}
      </p>
      <FormAlert problem={problem} className="mt-3" />
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="offers" />
        <div>
          <label htmlFor="offers-bundle-ends" className="label">
            Bundle ends (UTC)
          </label>
          <input
            id="offers-bundle-ends"
            name="bundleEnds"
            type="datetime-local"
            className="field"
            defaultValue={new Date(offers.bundleEndsAt).toISOString().slice(0, 16)}
          />
        </div>
        <div>
          <label htmlFor="offers-prelaunch" className="label">
            Pre-launch prices
          </label>
          <select id="offers-prelaunch" name="prelaunch" className="field" defaultValue={offers.prelaunchPrices ? "on" : "off"}>
            <option value="on">On (pre-launch prices)</option>
            <option value="off">Off (full prices)</option>
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Save offers"}
        </button>
      </Form>
    </section>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { DemoVideo } from "~/components/media/demo-video";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useHydrated } from "~/components/ui/use-hydrated";
import { BUNDLE_FULL_TOTAL, COURSE_LEVELS, levelProduct, PRODUCTS } from "~/content/course";
import { OutlineBody, SAMPLE_TITLES, SampleBody } from "~/components/sales/samples";
import { BUNDLE_COPY, LEVEL_FIVE_TEASER, SALES_HERO, WHAT_YOU_GET, type SampleKind } from "~/content/sales";
import { bundleSaving, countdownTo, type Countdown } from "~/lib/countdown";
import { formatPrice } from "~/lib/currency";
import { config } from "~/config.server";
import { getCurrentUser } from "~/http/session.server";
import { levelOffer, purchaseRefusal } from "~/lib/course-purchase";
import { formatOfferEnd, priceNow } from "~/lib/offers";
import { readOffers } from "~/services/sales/offer-settings.server";
import { ownedCourseLevels } from "~/services/sales/purchases.server";

// The sales landing page (accounts-admin-sales.md §2, §4, §9; its route is ours to choose), the
// course page every training button leads to (issue 27). Prices are today's (pre-launch or full,
// app/lib/offers.ts) in the currency the checkout charges, with its mark (AU$ for aud, else $),
// so the price seen is the price charged. Each level shows Continue when the visitor owns it, Buy
// when it may be bought now, else what opens it; the bundle shows only while it is on sale and
// would buy a level not owned, and its countdown runs to the end date an admin set. Sample
// dialogs and the Level 1 outline are dialogs with JavaScript and sections of the page (or the
// static example report) without.
export const meta: MetaFunction = () => [
  { title: "AI Upskilling Course: Levels 1 to 5 | Upskill Academy" },
  { name: "description", content: "Four levels of job-based AI training with a performance report, certificate and professional-network recommendation." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  const [offers, owned] = await Promise.all([readOffers(), ownedCourseLevels(user?.id ?? null)]);
  const now = new Date();
  const price = (amount: number) => formatPrice(amount, config.courseCurrency);
  const levels = COURSE_LEVELS.filter((l) => l.id <= 4).map((level) => {
    const product = levelProduct(level.id)!;
    const charged = priceNow(product, offers);
    return {
      id: level.id,
      price: price(charged),
      // The full price struck through only while a lower pre-launch price is charged.
      fullPrice: charged !== product.fullPrice ? price(product.fullPrice!) : null,
      offer: levelOffer(level.id, owned),
    };
  });
  const bundleOpen = purchaseRefusal(PRODUCTS.bundle, owned, offers, now) === null;
  const saving = bundleSaving(BUNDLE_FULL_TOTAL, PRODUCTS.bundle.price);
  // A job title from the toolkit's 'View AI Training Program' travels on to the checkout.
  const jobTitle = (new URL(request.url).searchParams.get("jobTitle") ?? "").trim().slice(0, 120);
  return json(
    {
      levels,
      prelaunch: offers.prelaunchPrices,
      bundle: bundleOpen
        ? {
            price: price(PRODUCTS.bundle.price),
            fullTotal: price(BUNDLE_FULL_TOTAL),
            saving: price(saving.amount),
            percent: saving.percent,
            endsAt: offers.bundleEndsAt,
            endsText: formatOfferEnd(offers.bundleEndsAt),
            countdown: countdownTo(offers.bundleEndsAt, now),
          }
        : null,
      jobTitle,
    },
    // A signed-in learner's page names what they own; without a session it is everyone's page.
    user ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Time left to the end date; the bundle's section goes away when it reaches nothing, so "ended" is never shown. */
function CountdownText({ value }: { value: Countdown & { ended: false } }) {
  return (
    <p className="font-mono text-lg font-bold" aria-label={`${value.days} days, ${value.hours} hours, ${value.minutes} minutes left`}>
      {value.days}d {pad(value.hours)}h {pad(value.minutes)}m {pad(value.seconds)}s left
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl scroll-mt-4 px-4 py-12">
      <h2 id={`${id}-title`} className="text-3xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function TrainingSalesPage() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const [sample, setSample] = useState<SampleKind | null>(null);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const [countdown, setCountdown] = useState<Countdown>(data.bundle?.countdown ?? { ended: true });
  const endsAt = data.bundle?.endsAt ?? null;
  // §4: the countdown refreshes every second; once the end date passes, the bundle's section goes
  // (an ended offer is not advertised, and its checkout answers 410).
  useEffect(() => {
    if (countdown.ended || !endsAt) return;
    const timer = setInterval(() => setCountdown(countdownTo(endsAt)), 1000);
    return () => clearInterval(timer);
  }, [countdown.ended, endsAt]);
  const withJobTitle = (href: string) => (data.jobTitle ? `${href}?${new URLSearchParams({ jobTitle: data.jobTitle })}` : href);
  // Without JavaScript, ?sample= and ?outline=1 show the dialog's content in the page.
  const inlineSample = !hydrated ? (params.get("sample") as SampleKind | null) : null;
  const inlineOutline = !hydrated && params.get("outline") === "1";
  const openOnClick = (open: () => void) => (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    open();
  };

  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{SALES_HERO.eyebrow}</p>
            <h1 className="mt-2 max-w-3xl text-4xl font-black tracking-tight sm:text-5xl">{SALES_HERO.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">{SALES_HERO.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="#levels" className="btn-primary">
                See the levels
              </a>
              <Link to="/aiupskill/start" className="btn-outline">
                Get your free toolkit first
              </Link>
            </div>
          </div>
          <DemoVideo />
        </div>
      </section>

      <Section id="what-you-get" title="What You Get">
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {WHAT_YOU_GET.map((card) => (
            <li key={card.kind} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
              <a
                href={card.kind === "report" ? "/aiupskill/training/example-report" : `?sample=${card.kind}#sample`}
                className="mt-4 font-semibold text-brand-700 underline"
                onClick={openOnClick(() => setSample(card.kind))}
              >
                {card.sampleLabel}
              </a>
            </li>
          ))}
        </ul>
        {inlineSample && inlineSample in SAMPLE_TITLES ? (
          <section id="sample" aria-labelledby="sample-inline-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
            <h3 id="sample-inline-title" className="text-xl font-bold">
              {SAMPLE_TITLES[inlineSample]}
            </h3>
            <div className="mt-3">
              <SampleBody kind={inlineSample} />
            </div>
          </section>
        ) : null}
      </Section>

      <Section id="levels" title="The Four Levels">
        <p className="mt-2 text-slate-700">
          {data.prelaunch ? "Pre-launch prices. " : ""}Levels open in order: each one can be bought once you complete the one before.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {COURSE_LEVELS.filter((l) => l.id <= 4).map((level) => {
            const shown = data.levels.find((l) => l.id === level.id)!;
            return (
              <li key={level.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-bold">{level.name}</h3>
                <p className="mt-1 text-sm text-slate-600">{level.subtitle}</p>
                <p className="mt-3 text-sm text-slate-700">{level.description}</p>
                <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
                  {level.skills.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
                <p className="mt-4">
                  <span className="text-2xl font-bold">{shown.price}</span>{" "}
                  {shown.fullPrice ? (
                    <span className="text-sm text-slate-600">
                      <span className="sr-only">full price </span>
                      <s>{shown.fullPrice}</s>
                    </span>
                  ) : null}
                </p>
                <div className="mt-4 flex flex-col gap-2">
                  {shown.offer.kind === "continue" ? (
                    <Link to={shown.offer.href} className="btn-primary">
                      Continue <span className="sr-only">Level {level.id}</span>
                    </Link>
                  ) : shown.offer.kind === "buy" ? (
                    <a href={withJobTitle(shown.offer.href)} target="_blank" rel="noopener" className="btn-primary">
                      Buy Level {level.id} <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ) : (
                    <p className="rounded-md bg-slate-100 px-3 py-2 text-center text-sm font-medium text-slate-700">{shown.offer.text}</p>
                  )}
                  {level.id === 1 ? (
                    <a href="?outline=1#outline" className="btn-outline" onClick={openOnClick(() => setOutlineOpen(true))}>
                      Course outline
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {inlineOutline ? (
          <section id="outline" aria-labelledby="outline-inline-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
            <h3 id="outline-inline-title" className="text-xl font-bold">
              Level 1 Course Outline
            </h3>
            <div className="mt-3">
              <OutlineBody />
            </div>
          </section>
        ) : null}
      </Section>

      {data.bundle && !countdown.ended ? (
        <Section id="bundle" title={BUNDLE_COPY.title}>
          <div className="mt-6 rounded-2xl border-2 border-brand-500 bg-white p-6 shadow-sm">
            <p className="text-slate-700">{BUNDLE_COPY.text(data.bundle.endsText)}</p>
            <p className="mt-4">
              <span className="text-4xl font-black">{data.bundle.price}</span>{" "}
              <span className="text-slate-600">
                instead of <s>{data.bundle.fullTotal}</s>
              </span>
            </p>
            <p className="mt-1 font-semibold text-emerald-800">
              You save {data.bundle.saving} ({data.bundle.percent}% off)
            </p>
            <div className="mt-4 rounded-lg bg-slate-50 p-4" aria-live="off" data-testid="bundle-countdown">
              <CountdownText value={countdown} />
            </div>
            <a href={withJobTitle("/checkout/bundle")} target="_blank" rel="noopener" className="btn-primary mt-4">
              Get the bundle <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        </Section>
      ) : null}

      <Section id="level-5" title={LEVEL_FIVE_TEASER.title}>
        <p className="mt-3 max-w-3xl text-slate-700">{LEVEL_FIVE_TEASER.text}</p>
      </Section>

      <ModalDialog open={sample !== null} onClose={() => setSample(null)} titleId="sample-title" testId="sample-dialog">
        <h2 id="sample-title" className="text-xl font-bold">
          {sample ? SAMPLE_TITLES[sample] : ""}
        </h2>
        <div className="mt-3">{sample ? <SampleBody kind={sample} /> : null}</div>
        <button type="button" className="btn-outline mt-5" onClick={() => setSample(null)}>
          Close
        </button>
      </ModalDialog>
      <ModalDialog open={outlineOpen} onClose={() => setOutlineOpen(false)} titleId="outline-title" testId="outline-dialog">
        <h2 id="outline-title" className="text-xl font-bold">
          Level 1 Course Outline
        </h2>
        <div className="mt-3">
          <OutlineBody />
        </div>
        <button type="button" className="btn-outline mt-5" onClick={() => setOutlineOpen(false)}>
          Close
        </button>
      </ModalDialog>
    </main>
  );
}

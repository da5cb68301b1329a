// One upcoming workshop's card (visitor-side.md §2 "Workshops", §3 "Workshop", §9): the 'Featured'
// badge, date, time and duration in the place's own time zone, location, price against the
// original price, places left (capacity less places taken), what is included, the first three
// modules with '+N more modules' (a disclosure that lists the rest, with or without JavaScript),
// and 'Reserve Your Spot' to its external booking page, or 'Fully booked' with no place left.
import type { ReactNode } from "react";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { CheckList, ExternalIcon } from "~/components/marketing/check-list";
import { MODULES_SHOWN, WORKSHOPS_PAGE } from "~/content/workshops";
import {
  formatWorkshopDate,
  formatWorkshopDuration,
  formatWorkshopPrice,
  formatWorkshopTime,
  placesLeft,
  splitModules,
  type WorkshopView,
} from "~/lib/workshops";

export function WorkshopCard({ workshop }: { workshop: WorkshopView }) {
  const headingId = `workshop-${workshop.id}`;
  const modules = splitModules(workshop.modules, MODULES_SHOWN);
  const left = placesLeft(workshop);
  const taken = workshop.capacity - left;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="workshop-card"
      className={`overflow-hidden rounded-2xl border bg-white shadow-sm ${workshop.featured ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200"}`}
    >
      <div className="grid gap-0 lg:grid-cols-[1fr_20rem]">
        <div className="p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-2">
            {workshop.featured ? (
              <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">{WORKSHOPS_PAGE.featuredBadge}</span>
            ) : null}
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">{`Level ${workshop.level}`}</span>
          </div>
          <h3 id={headingId} className="mt-3 text-2xl font-bold tracking-tight">
            {workshop.title}
          </h3>
          {workshop.subtitle ? <p className="mt-1 font-medium text-slate-700">{workshop.subtitle}</p> : null}
          {workshop.description ? <p className="mt-3 whitespace-pre-line text-slate-700">{workshop.description}</p> : null}

          <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Fact label="Date" icon={<path d="M7 3v3M17 3v3M4 8h16M5 5h14v15H5z" />}>
              <time dateTime={workshop.startsAt}>{formatWorkshopDate(workshop.startsAt, workshop.timeZone)}</time>
            </Fact>
            <Fact label="Time" icon={<path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />}>
              {formatWorkshopTime(workshop.startsAt, workshop.endsAt, workshop.timeZone)}
            </Fact>
            <Fact label="Duration" icon={<path d="M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9" />}>
              {formatWorkshopDuration(workshop.startsAt, workshop.endsAt)}
            </Fact>
            <Fact label="Location" icon={<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />}>
              {workshop.location === workshop.city || workshop.location.includes(workshop.city) ? workshop.location : `${workshop.location}, ${workshop.city}`}
            </Fact>
          </dl>

          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            {workshop.includes.length > 0 ? (
              <div>
                <h4 className="font-semibold text-slate-900">{WORKSHOPS_PAGE.includesHeading}</h4>
                <CheckList items={workshop.includes} className="mt-2 text-sm text-slate-700" />
              </div>
            ) : null}
            {workshop.modules.length > 0 || workshop.curriculumDescription ? (
              <div>
                <h4 className="font-semibold text-slate-900">{workshop.curriculumTitle || WORKSHOPS_PAGE.curriculumHeading}</h4>
                {workshop.curriculumDescription ? <p className="mt-1 text-sm text-slate-700">{workshop.curriculumDescription}</p> : null}
                <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                  {modules.shown.map((module) => (
                    <li key={module}>{module}</li>
                  ))}
                </ol>
                {modules.more.length > 0 ? (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline">
                      {WORKSHOPS_PAGE.moreModules(modules.more.length)}
                    </summary>
                    <ol start={modules.shown.length + 1} className="mt-1 list-decimal space-y-1 pl-5 text-slate-700">
                      {modules.more.map((module) => (
                        <li key={module}>{module}</li>
                      ))}
                    </ol>
                  </details>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>

        <div className="flex flex-col justify-center gap-4 border-t border-slate-200 bg-slate-50 p-6 sm:p-8 lg:border-l lg:border-t-0">
          <p className="flex items-baseline gap-3">
            <span className="text-4xl font-black text-slate-900">{formatWorkshopPrice(workshop.price)}</span>
            {workshop.originalPrice !== null && workshop.originalPrice > workshop.price ? (
              <span className="text-lg text-slate-600">
                <span className="sr-only">was </span>
                <s>{formatWorkshopPrice(workshop.originalPrice)}</s>
              </span>
            ) : null}
          </p>
          <div>
            <p className="text-sm font-semibold text-slate-800" data-testid="workshop-places">
              {WORKSHOPS_PAGE.spotsLeft(left, workshop.capacity)}
            </p>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round((taken / workshop.capacity) * 100)}%` }} />
            </div>
          </div>
          {/* A full workshop is not offered for booking: the page says so instead. */}
          {left > 0 ? (
            <a href={workshop.bookingUrl} target="_blank" rel="noopener noreferrer" className="btn-primary w-full gap-2 py-3 text-base">
              {WORKSHOPS_PAGE.reserveLabel}
              <ExternalIcon />
              <span className="sr-only">{WORKSHOPS_PAGE.newTabNote}</span>
            </a>
          ) : (
            <p className="rounded-md bg-slate-100 px-3 py-3 text-center text-sm font-semibold text-slate-800" data-testid="fully-booked">
              {WORKSHOPS_PAGE.fullyBooked}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  // A <dl> group holds only <dt> and <dd>: the icon sits inside the term.
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        <StrokeIcon className="h-5 w-5 shrink-0 text-brand-700">{icon}</StrokeIcon>
        {label}
      </dt>
      <dd className="mt-1 pl-7 font-medium text-slate-900" data-testid={`workshop-${label.toLowerCase()}`}>
        {children}
      </dd>
    </div>
  );
}

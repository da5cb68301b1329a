import { CheckIcon } from "~/components/marketing/check-list";
import { fillRubricFacts, ONET_SOURCE_NOTE, RUBRIC_LEVELS, type RubricBlock, type RubricFacts, type RubricLevel, type RubricSection } from "~/content/rubric";
import { ONET_ATTRIBUTION } from "~/lib/attribution";

/** The document's sections: h2 per section, h3 per subsection, each with its anchor id. */
export function RubricContent({ sections, facts }: { sections: readonly RubricSection[]; facts: RubricFacts }) {
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-32 border-t border-slate-200 pt-10 first:border-t-0 first:pt-0 lg:scroll-mt-20"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {section.title}
          </h2>
          <Blocks blocks={section.intro} facts={facts} />
          {section.subsections.map((sub) => (
            <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-heading`} className="mt-8 scroll-mt-32 lg:scroll-mt-20">
              <h3 id={`${sub.id}-heading`} className="text-xl font-semibold">
                {sub.title}
              </h3>
              <Blocks blocks={sub.blocks} facts={facts} />
            </section>
          ))}
        </section>
      ))}
    </>
  );
}

function Blocks({ blocks, facts }: { blocks: readonly RubricBlock[]; facts: RubricFacts }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} facts={facts} />
      ))}
    </>
  );
}

function Block({ block, facts }: { block: RubricBlock; facts: RubricFacts }) {
  const fill = (text: string) => fillRubricFacts(text, facts);
  switch (block.kind) {
    case "paragraph":
      return <p className="mt-3 leading-relaxed text-slate-700">{fill(block.text)}</p>;
    case "list":
      return (
        <ul className="mt-3 space-y-2">
          {block.items.map((item) => (
            <li key={item} className="flex gap-2 text-slate-700">
              <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
              <span>{fill(item)}</span>
            </li>
          ))}
        </ul>
      );
    case "callout":
      return (
        <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-5">
          <p className="text-lg font-bold text-brand-900">{block.title}</p>
          <p className="mt-1 text-slate-800">{fill(block.text)}</p>
        </div>
      );
    case "source":
      return (
        <figure className="mt-4 rounded-xl border-l-4 border-brand-500 bg-white p-5 shadow-sm">
          <blockquote className="text-lg font-semibold text-slate-900">{block.source.claim}</blockquote>
          <figcaption className="mt-2 text-sm text-slate-700">
            Source: {block.source.publisher},{" "}
            <a href={block.source.href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
              {block.source.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            ({block.source.date}).
          </figcaption>
        </figure>
      );
    case "level":
      return <LevelCard level={block.level} />;
    case "badges":
      return <BadgeList />;
    case "onet-attribution":
      return (
        <p className="mt-3 rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
          {fill(ONET_SOURCE_NOTE)} {ONET_ATTRIBUTION}
        </p>
      );
  }
}

function LevelCard({ level }: { level: RubricLevel }) {
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">Level {level.number}</span>
        {level.optional ? <span className="rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-800">Optional</span> : null}
        <span className="text-sm font-semibold text-slate-700">Badge: {level.badge}</span>
      </div>
      <p className="mt-3 text-lg font-semibold text-slate-900">{level.focus}</p>
      <p className="mt-2 leading-relaxed text-slate-700">{level.description}</p>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">What an assessor looks for</p>
      <ul className="mt-2 space-y-1.5">
        {level.indicators.map((item) => (
          <li key={item} className="flex gap-2 text-slate-700">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-900">Example task</p>
          <p className="mt-1 text-sm text-slate-700">{level.example}</p>
        </div>
        <div className="rounded-lg bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-900">Evidence kept</p>
          <p className="mt-1 text-sm text-slate-700">{level.evidence}</p>
        </div>
      </div>
    </div>
  );
}

function BadgeList() {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {RUBRIC_LEVELS.map((level) => (
        <li key={level.number} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <span
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-black text-white"
            aria-hidden="true"
          >
            {level.number}
          </span>
          <span>
            <span className="block font-semibold text-slate-900">{level.badge}</span>
            <span className="block text-sm text-slate-600">
              Level {level.number}: {level.name}
              {level.optional ? " (optional)" : ""}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

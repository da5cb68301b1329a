import { COACH_PROGRESS } from "~/content/coach";
import { formatScore } from "~/lib/format";
import { scoreChart } from "~/lib/score-chart";

export interface ChartAnswer {
  /** 1 for the oldest scored first answer. */
  index: number;
  title: string;
  date: string;
  overall: number;
}

// About as wide as a phone's column, so its text is read at about its own size there.
const BOX = { width: 360, height: 190, padding: { top: 24, right: 8, bottom: 34, left: 26 }, inset: 18 };

/** Beyond this many answers only the latest score is written beside its point (the table has them all). */
const MAX_POINT_LABELS = 12;

/**
 * Growth Tracking's chart: the overall score of each first answer, oldest first, drawn on the
 * server as an SVG on a fixed 0-10 scale. Screen readers get its title and a description with the
 * trend, and everyone gets the same numbers in the table below it.
 */
export function ScoreChartFigure({ answers, summary }: { answers: readonly ChartAnswer[]; summary: string }) {
  const chart = scoreChart(
    answers.map((a) => a.overall),
    BOX,
  );
  const labelAll = answers.length <= MAX_POINT_LABELS;
  return (
    <div className="mt-6">
      <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-labelledby="growth-chart-title growth-chart-desc"
          className="mx-auto h-auto w-full max-w-lg"
          data-testid="growth-chart"
        >
          <title id="growth-chart-title">{COACH_PROGRESS.chartTitle}</title>
          <desc id="growth-chart-desc">{`${summary} Scores in order: ${answers.map((a) => formatScore(a.overall)).join(", ")} out of 10.`}</desc>
          {chart.gridlines.map((g) => (
            <g key={g.value}>
              <line x1={chart.plot.left} x2={chart.plot.right} y1={g.y} y2={g.y} stroke="#e2e8f0" strokeWidth={1} />
              <text x={chart.plot.left - 8} y={g.y + 4} textAnchor="end" fontSize={12} fill="#475569">
                {g.value}
              </text>
            </g>
          ))}
          {chart.line ? <path d={chart.line} fill="none" stroke="#2452e0" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" /> : null}
          {chart.points.map((p) => (
            <g key={p.index}>
              <circle cx={p.x} cy={p.y} r={4.5} fill="#ffffff" stroke="#2452e0" strokeWidth={2.5} />
              {labelAll || p.index === chart.points.length ? (
                <text x={p.x} y={p.y - 10} textAnchor="middle" fontSize={13} fontWeight={700} fill="#0f172a">
                  {formatScore(p.score)}
                </text>
              ) : null}
              {p.labelled ? (
                <text x={p.x} y={chart.plot.bottom + 16} textAnchor="middle" fontSize={12} fill="#475569">
                  {p.index}
                </text>
              ) : null}
            </g>
          ))}
          <text x={(chart.plot.left + chart.plot.right) / 2} y={BOX.height - 3} textAnchor="middle" fontSize={12} fill="#475569">
            Challenges answered, oldest first
          </text>
        </svg>
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-sm font-semibold text-slate-700">{COACH_PROGRESS.tableCaption}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                #
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Challenge
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Answered
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Overall
              </th>
            </tr>
          </thead>
          <tbody>
            {answers.map((a) => (
              <tr key={a.index} className="border-b border-slate-100">
                <td className="py-2 pr-3 text-slate-600">{a.index}</td>
                <td className="py-2 pr-3 text-slate-900">{a.title}</td>
                <td className="whitespace-nowrap py-2 pr-3 text-slate-600">{a.date}</td>
                <td className="py-2 text-right font-semibold text-slate-900">{`${formatScore(a.overall)}/10`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

// A small bar chart drawn on the server as SVG (issue 14): one bar per day, readable without
// JavaScript; the SVG names itself (title, desc) and the same numbers follow as a table.

export function BarChart({ id, title, points, color = "#4f46e5" }: { id: string; title: string; points: { label: string; value: number }[]; color?: string }) {
  const width = 320;
  const height = 120;
  const pad = { top: 18, right: 6, bottom: 22, left: 6 };
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((s, p) => s + p.value, 0);
  const slot = (width - pad.left - pad.right) / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plotHeight = height - pad.top - pad.bottom;
  const first = points[0]?.label ?? "";
  const last = points.at(-1)?.label ?? "";
  const peak = points.reduce((best, p) => (p.value > best.value ? p : best), points[0] ?? { label: "", value: 0 });
  const summary = `${total.toLocaleString("en-US")} in ${points.length} days, from ${first} to ${last}; the most on ${peak.label} (${peak.value}).`;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </span>
        <span className="text-2xl font-bold text-slate-900">{total.toLocaleString("en-US")}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-2 h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={pad.left} x2={width - pad.right} y1={height - pad.bottom} y2={height - pad.bottom} stroke="#cbd5e1" />
        {points.map((p, i) => {
          const h = (p.value / max) * plotHeight;
          const x = pad.left + i * slot + (slot - barWidth) / 2;
          return (
            <rect key={p.label} x={x} y={height - pad.bottom - h} width={barWidth} height={Math.max(h, p.value > 0 ? 1 : 0)} rx={1.5} fill={color}>
              <title>{`${p.label}: ${p.value}`}</title>
            </rect>
          );
        })}
        <text x={pad.left} y={height - 6} fontSize="10" fill="#475569">
          {first.slice(5)}
        </text>
        <text x={width - pad.right} y={height - 6} fontSize="10" fill="#475569" textAnchor="end">
          {last.slice(5)}
        </text>
        <text x={width - pad.right} y={11} fontSize="10" fill="#475569" textAnchor="end">
          max {max}
        </text>
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title} per day</caption>
          <thead>
            <tr>
              <th scope="col" className="font-semibold">
                Day
              </th>
              <th scope="col" className="text-right font-semibold">
                Count
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <td>{p.label}</td>
                <td className="text-right">{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

import { Form } from "@remix-run/react";
import type { AdminToolRow } from "~/services/admin/admin-tools.server";
import { formatDate } from "./table-controls";

// The AI Tools tab's "Link check" cell (issue 30 item 4): what the weekly check found at the tool's
// address and when, flagged when moved, dead or unreachable, with the admin's two answers as plain
// POST forms (they work without JavaScript): show a hidden tool again, or take a moved tool's new address.

const STATUS_LABELS = {
  ok: { text: "OK", className: "chip chip-muted" },
  blocked: { text: "Blocks robots", className: "chip chip-muted" },
  moved: { text: "Moved", className: "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" },
  dead: { text: "Dead", className: "rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900" },
  unreachable: { text: "Unreachable", className: "rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900" },
} as const;

export function ToolLinkCheck({ tool }: { tool: Pick<AdminToolRow, "id" | "name" | "link"> }) {
  const { link } = tool;
  if (!link.checkedAt || !link.status) return <span className="text-xs text-slate-600">Not checked yet</span>;
  const label = STATUS_LABELS[link.status];
  return (
    <div className="space-y-1 text-xs">
      <p>
        <span className={label.className}>{label.text}</span> <span className="text-slate-700">{formatDate(link.checkedAt)}</span>
      </p>
      {link.detail ? <p className="text-slate-700">{link.detail}</p> : null}
      {link.failures > 0 ? (
        <p className="text-slate-700">
          {link.failures} failed check{link.failures === 1 ? "" : "s"} in a row
        </p>
      ) : null}
      {link.movedTo ? (
        <p className="max-w-56 break-all text-slate-700">
          Now at <span className="font-mono">{link.movedTo}</span>
        </p>
      ) : null}
      {link.hiddenSince ? <p className="font-semibold text-red-800">Hidden from /tools and toolkits since {formatDate(link.hiddenSince)}</p> : null}
      <div className="flex flex-wrap gap-2">
        {link.hiddenSince ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="restore-link" />
            <input type="hidden" name="id" value={tool.id} />
            <button type="submit" className="font-semibold text-brand-700 underline" aria-label={`Show ${tool.name} again`}>
              Show again
            </button>
          </Form>
        ) : null}
        {link.status === "moved" && link.movedTo ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="accept-moved-link" />
            <input type="hidden" name="id" value={tool.id} />
            <button type="submit" className="font-semibold text-brand-700 underline" aria-label={`Use the new address for ${tool.name}`}>
              Use new address
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}

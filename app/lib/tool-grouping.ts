// How a toolkit's tools are grouped (visitor-side.md §2), for the results page and the PDF alike:
// by work area (aspect) with its name and description, tools in no work area last under "More
// Tools for You"; a toolkit without work areas by category. Highest gain first in each group. A
// chosen work area no tool fits is kept, so the page and the PDF say so.

/** The results page shows the top 6 of each category; the PDF, the full toolkit, shows them all. */
export const TOP_TOOLS_PER_CATEGORY = 6;

interface GroupableTool {
  aspectId: number | null;
  category: string;
  productivityGain: number;
}

interface Aspect {
  id: number;
  name: string;
  description?: string | null;
  /** "area": a work area the person chose; it stays, with its description, even when no tool fits it. */
  kind?: "area" | "activity";
}

export interface ToolGroup<T> {
  key: string;
  name: string;
  description: string | null;
  /** A chosen work area, one of the job's own activities, or (without aspects) a category. */
  kind: "area" | "activity" | "category";
  tools: T[];
}

const byGain = <T extends GroupableTool>(tools: readonly T[]) => [...tools].sort((a, b) => b.productivityGain - a.productivityGain);

export function groupTools<T extends GroupableTool>(
  aspects: readonly Aspect[],
  tools: readonly T[],
  { perCategory = Number.POSITIVE_INFINITY }: { perCategory?: number } = {},
): ToolGroup<T>[] {
  const sorted = byGain(tools);
  if (aspects.length > 0) {
    const groups: ToolGroup<T>[] = aspects.map((aspect) => ({
      key: `aspect-${aspect.id}`,
      name: aspect.name,
      description: aspect.description || null,
      kind: aspect.kind ?? "area",
      tools: sorted.filter((t) => t.aspectId === aspect.id),
    }));
    const known = new Set(aspects.map((a) => a.id));
    const rest = sorted.filter((t) => t.aspectId === null || !known.has(t.aspectId));
    if (rest.length) groups.push({ key: "aspect-other", name: "More Tools for You", description: null, kind: "activity", tools: rest });
    // A chosen work area with no tool keeps its line (that no catalogue tool fits it yet).
    return groups.filter((g, i) => g.tools.length > 0 || (i < aspects.length && aspects[i]!.kind === "area"));
  }
  const byCategory = new Map<string, T[]>();
  for (const tool of sorted) byCategory.set(tool.category, [...(byCategory.get(tool.category) ?? []), tool]);
  return [...byCategory].map(([category, list]) => ({
    key: `category-${category}`,
    name: category,
    description: null,
    kind: "category" as const,
    tools: list.slice(0, perCategory),
  }));
}

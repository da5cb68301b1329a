// How the results page groups tools (visitor-side.md §2): by work area (aspect) with its name and
// description; a toolkit without aspects by category, top 6 per category. Highest gain first.
import type { ResultToolkit, ResultTool } from "./types";

export const TOP_TOOLS_PER_CATEGORY = 6;

export interface ToolGroup {
  key: string;
  name: string;
  description: string | null;
  tools: ResultTool[];
}

const byGain = (tools: readonly ResultTool[]) => [...tools].sort((a, b) => b.productivityGain - a.productivityGain);

export function groupTools(toolkit: Pick<ResultToolkit, "aspects" | "tools">): ToolGroup[] {
  const tools = byGain(toolkit.tools);
  if (toolkit.aspects.length > 0) {
    const groups: ToolGroup[] = toolkit.aspects.map((aspect) => ({
      key: `aspect-${aspect.id}`,
      name: aspect.name,
      description: aspect.description || null,
      tools: tools.filter((t) => t.aspectId === aspect.id),
    }));
    const known = new Set(toolkit.aspects.map((a) => a.id));
    const rest = tools.filter((t) => t.aspectId === null || !known.has(t.aspectId));
    if (rest.length) groups.push({ key: "aspect-other", name: "More Tools for You", description: null, tools: rest });
    return groups.filter((g) => g.tools.length > 0);
  }
  const byCategory = new Map<string, ResultTool[]>();
  for (const tool of tools) byCategory.set(tool.category, [...(byCategory.get(tool.category) ?? []), tool]);
  return [...byCategory].map(([category, list]) => ({
    key: `category-${category}`,
    name: category,
    description: null,
    tools: list.slice(0, TOP_TOOLS_PER_CATEGORY),
  }));
}

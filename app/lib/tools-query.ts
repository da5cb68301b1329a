// The /tools and /api/ai-tools query: what the URL may say and how anything else falls back to
// the defaults, so that a bad or hand-edited link still shows a page instead of an error.
import { TOOL_CATEGORIES } from "./catalogue-constants";

export const TOOL_SORTS = [
  { value: "popularity", label: "Popularity" },
  { value: "productivity", label: "Productivity Gain" },
  { value: "savings", label: "Annual Savings" },
  { value: "relevance", label: "Relevance Score" },
  { value: "name", label: "Name A-Z" },
] as const;
export type ToolSort = (typeof TOOL_SORTS)[number]["value"];
export const DEFAULT_TOOL_SORT: ToolSort = "popularity";

/** Longest search or role text we use; anything longer is cut, not refused. */
export const MAX_QUERY_LENGTH = 100;
/** Cards per page: six rows of three on a wide screen. */
export const TOOLS_PAGE_SIZE = 18;
export const MAX_API_PAGE_SIZE = 500;
const MAX_PAGE = 10_000;

export interface ToolsQuery {
  q: string;
  category: string;
  role: string;
  sort: ToolSort;
  page: number;
  pageSize: number;
}

const clean = (value: string | null) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();

function positiveInt(value: string | null, fallback: number, max: number): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return fallback;
  const n = Number.parseInt(value, 10);
  return n >= 1 ? Math.min(n, max) : fallback;
}

export function parseToolsQuery(params: URLSearchParams, options: { defaultPageSize?: number; maxPageSize?: number } = {}): ToolsQuery {
  const category = clean(params.get("category"));
  const sort = clean(params.get("sort")) as ToolSort;
  const defaultPageSize = options.defaultPageSize ?? TOOLS_PAGE_SIZE;
  return {
    q: clean(params.get("q")),
    category: (TOOL_CATEGORIES as readonly string[]).includes(category) ? category : "",
    role: clean(params.get("role")),
    sort: TOOL_SORTS.some((s) => s.value === sort) ? sort : DEFAULT_TOOL_SORT,
    page: positiveInt(params.get("page"), 1, MAX_PAGE),
    pageSize: options.maxPageSize ? positiveInt(params.get("pageSize"), defaultPageSize, options.maxPageSize) : defaultPageSize,
  };
}

/** The canonical URL search string for a query (defaults left out), for links and pagination. */
export function toolsQueryString(query: Partial<ToolsQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.role) params.set("role", query.role);
  if (query.sort && query.sort !== DEFAULT_TOOL_SORT) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** 'Showing X of Y AI tools' with ' for "role"' when the role filter is on (visitor-side.md §2). */
export function showingLine(shown: number, total: number, role: string): string {
  return `Showing ${shown} of ${total} AI tools${role ? ` for "${role}"` : ""}`;
}

/** First three job categories, then '+N more'. */
export function visibleJobCategories(categories: readonly string[], limit = 3): { shown: string[]; more: number } {
  return { shown: categories.slice(0, limit), more: Math.max(0, categories.length - limit) };
}

const JOB_CATEGORY_LABELS: Record<string, string> = { hr: "HR", professional_services: "Professional Services" };

export function jobCategoryLabel(key: string): string {
  return JOB_CATEGORY_LABELS[key] ?? key.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Escape LIKE wildcards so a search for "50%" means the text "50%". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

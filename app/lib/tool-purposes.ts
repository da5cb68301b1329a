// What a catalogue tool is for, in words the toolkit engine can match against what a person does.
// Every tool carries one or more purposes (db/seed/tools/*.json, the `purposes` column); the
// engine recommends a tool only when one of its purposes belongs to the person's work
// (app/lib/work-profile.ts): their occupation's own tasks, a work area they chose, or, without
// an occupation, their industry. docs/methodology.md §6 describes the rule.
import type { ToolCategory } from "./catalogue-constants";

export const TOOL_PURPOSES = [
  "assistant",
  "writing",
  "research",
  "scholarly-research",
  "meetings",
  "presentations",
  "planning",
  "knowledge-search",
  "automation",
  "data-analysis",
  "calculation",
  "coding",
  "visual-design",
  "ui-design",
  "video",
  "audio",
  "voice",
  "screen-recording",
  "marketing",
  "sales",
  "recruitment",
  "people-management",
  "customer-support",
  "clinical",
  "legal",
  "teaching",
  "finance",
  "creative-writing",
  "translation",
  "field-service",
  "building-design",
] as const;
export type ToolPurpose = (typeof TOOL_PURPOSES)[number];

export const PURPOSE_LABELS: Record<ToolPurpose, string> = {
  assistant: "General AI assistant",
  writing: "Writing and editing",
  research: "Research",
  "scholarly-research": "Academic research",
  meetings: "Meeting notes",
  presentations: "Presentations",
  planning: "Planning and scheduling",
  "knowledge-search": "Searching company knowledge",
  automation: "Workflow automation",
  "data-analysis": "Data analysis",
  calculation: "Maths and technical calculation",
  coding: "Writing software",
  "visual-design": "Visual design",
  "ui-design": "Interface design",
  video: "Video production",
  audio: "Audio production",
  voice: "Dictation and read-aloud",
  "screen-recording": "Screen recordings",
  marketing: "Marketing",
  sales: "Sales",
  recruitment: "Recruitment",
  "people-management": "People management",
  "customer-support": "Customer support",
  clinical: "Clinical documentation and evidence",
  legal: "Legal work",
  teaching: "Teaching",
  finance: "Financial research",
  "creative-writing": "Creative writing",
  translation: "Translation",
  "field-service": "Field service jobs",
  "building-design": "Building and site design",
};

/**
 * Purposes of a tool that was saved without any (an admin form or an import that left them
 * out): read from its catalogue category, so no tool is ever without a job to do.
 */
export const CATEGORY_PURPOSES: Record<ToolCategory, ToolPurpose[]> = {
  "AI Agent": ["automation"],
  "AI Assistant": ["assistant"],
  Audio: ["audio"],
  "Content Creation": ["marketing"],
  Design: ["visual-design"],
  Development: ["coding"],
  "HR Management": ["people-management"],
  Marketing: ["marketing"],
  Presentation: ["presentations"],
  Productivity: ["planning"],
  Recruitment: ["recruitment"],
  Research: ["research"],
  Sales: ["sales"],
  Video: ["video"],
  Writing: ["writing"],
};

export function purposesOf(tool: { purposes?: readonly string[] | null; category: string }): ToolPurpose[] {
  const own = (tool.purposes ?? []).filter((p): p is ToolPurpose => (TOOL_PURPOSES as readonly string[]).includes(p));
  if (own.length > 0) return own;
  return CATEGORY_PURPOSES[tool.category as ToolCategory] ?? ["assistant"];
}

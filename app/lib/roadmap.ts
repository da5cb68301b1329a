// The learning roadmap (visitor-side.md §3 "Roadmap response", "Level", "Challenge"; §9: 4 levels):
// the four core levels of the AI Readiness Rubric (app/content/rubric.ts), each with challenges
// built from the person's own tools and work areas. Pure: what is unlocked is decided by the
// caller from course access (lib/course-access.ts), never here.
import { RUBRIC_LEVELS } from "~/content/rubric";
import { withArticle } from "./lesson-slots";

export type Difficulty = "Beginner" | "Intermediate" | "Advanced";

export interface Challenge {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  tool: string;
  workArea: string;
}

export interface RoadmapLevel {
  id: number;
  title: string;
  description: string;
  unlocked: boolean;
  challenges: Challenge[];
}

export interface RoadmapPerson {
  jobTitle: string | null;
  workAreas: string[];
  tools: string[];
}

/** The roadmap response's userData (§3): what the document said, 'Not specified' where it did not. */
export interface RoadmapUserData {
  jobTitle: string;
  companyName: string;
  workAreas: string[];
  tools: string[];
}

export const ROADMAP_LEVEL_COUNT = 4;
export const CHALLENGES_PER_LEVEL = 3;
/** Said in a challenge when the document named no tool or no work area: never an invented product. */
export const ANY_TOOL = "Your AI assistant";
export const ANY_WORK_AREA = "Your everyday work";

type Template = (p: { tool: string; next: string; area: string; role: string }) => { title: string; description: string; difficulty: Difficulty };

// One template per challenge slot of each level, following the rubric level's indicators.
const TEMPLATES: Record<number, Template[]> = {
  1: [
    ({ tool, area }) => ({
      title: `First draft with ${tool}`,
      description: `Pick a recurring ${area.toLowerCase()} task and ask ${tool} for a first draft, giving it the audience, purpose, format and constraints.`,
      difficulty: "Beginner",
    }),
    ({ tool, area }) => ({
      title: `Check what ${tool} wrote`,
      description: `Take one ${tool} output from your ${area.toLowerCase()} work and check every fact, figure and name before you use it; note what you corrected.`,
      difficulty: "Beginner",
    }),
    ({ tool, area, role }) => ({
      title: `Keep confidential data out of ${tool}`,
      description: `List which ${area.toLowerCase()} information you, as ${withArticle(role)}, may and may not give ${tool}, and redo one task with the sensitive parts removed.`,
      difficulty: "Intermediate",
    }),
  ],
  2: [
    ({ tool, next, area }) => ({
      title: `Compare ${tool} and ${next}`,
      description: `Give ${tool} and ${next} the same ${area.toLowerCase()} task, compare the two answers and explain which fits the purpose better.`,
      difficulty: "Intermediate",
    }),
    ({ tool, area }) => ({
      title: `Find the confident errors`,
      description: `Ask ${tool} or another AI assistant ${withArticle(area.toLowerCase())} question you know the answer to; mark invented sources, outdated facts and missing perspectives.`,
      difficulty: "Intermediate",
    }),
    ({ area, role }) => ({
      title: `When not to use AI`,
      description: `Name one ${area.toLowerCase()} task ${withArticle(role)} should not hand to AI, and write down why.`,
      difficulty: "Beginner",
    }),
  ],
  3: [
    ({ tool, next, area }) => ({
      title: `Chain ${tool} into ${next}`,
      description: `Map a recurring ${area.toLowerCase()} task into steps and chain ${tool} and ${next} so the output of one feeds the next.`,
      difficulty: "Intermediate",
    }),
    ({ tool, area }) => ({
      title: `Put the human check in the right place`,
      description: `In your ${area.toLowerCase()} workflow with ${tool}, decide where a mistake would cost most and add your review there.`,
      difficulty: "Advanced",
    }),
    ({ tool, area }) => ({
      title: `Write the workflow down`,
      description: `Document your ${area.toLowerCase()} workflow with ${tool} so that a colleague can repeat it without you.`,
      difficulty: "Intermediate",
    }),
  ],
  4: [
    ({ tool, area }) => ({
      title: `30-minute ${area} deliverable`,
      description: `Produce a real ${area.toLowerCase()} deliverable with ${tool} within a 30-minute deadline, as you would at work.`,
      difficulty: "Advanced",
    }),
    ({ tool, next, area }) => ({
      title: `Show the time saved`,
      description: `Do one ${area.toLowerCase()} task with ${tool} and ${next} and once without; record both times and the quality of each result.`,
      difficulty: "Advanced",
    }),
    ({ tool, role }) => ({
      title: `Present your evidence`,
      description: `Put together the prompts, drafts and final work that prove how you, as ${withArticle(role)}, use ${tool}, ready to show your manager.`,
      difficulty: "Advanced",
    }),
  ],
};

/** The four levels with challenges from this person's tools and work areas, all locked. */
export function buildRoadmap(person: RoadmapPerson): RoadmapLevel[] {
  const tools = person.tools.length ? person.tools : [ANY_TOOL];
  const areas = person.workAreas.length ? person.workAreas : [ANY_WORK_AREA];
  const role = person.jobTitle?.trim() ? person.jobTitle.trim().toLowerCase() : "professional";
  let slot = 0;
  return RUBRIC_LEVELS.filter((l) => l.number <= ROADMAP_LEVEL_COUNT).map((level) => ({
    id: level.number,
    title: level.name,
    description: level.focus,
    unlocked: false,
    challenges: TEMPLATES[level.number]!.map((template, i) => {
      // Walk the tools and work areas so each level spreads over the person's own.
      const tool = tools[slot % tools.length]!;
      const next = tools.length > 1 ? tools[(slot + 1) % tools.length]! : "a second AI assistant";
      const area = areas[slot % areas.length]!;
      slot++;
      return { id: `${level.number}-${i + 1}`, ...template({ tool, next, area, role }), tool, workArea: area };
    }),
  }));
}

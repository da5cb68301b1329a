import { describe, expect, it } from "vitest";
import { RUBRIC_LEVELS } from "~/content/rubric";
import { LEVEL_SKILLS } from "~/content/simulations/types";
import { fillDeep, slotsFor, type LearnerContext } from "~/lib/lesson-slots";
import { lessonTime } from "~/lib/lesson-minutes";
import { scoreSimulation } from "~/lib/simulation-scoring";
import { lessonForChallenge, lessonScenario, TAUGHT_LEVELS } from "./index";
import { LEVEL_ONE } from "./level-1-lessons";
import type { Lesson } from "./types";

// The workshop's six modules (visitor-side.md §3), in order.
const MODULE_WORDS = [
  /tool types/i,
  /prompting and context/i,
  /human in the loop/i,
  /verification and fact-checking/i,
  /privacy and security/i,
  /ethical use and bias/i,
];

const learner: LearnerContext = {
  jobTitle: "Payroll Officer",
  occupation: { code: "43-3051.00", title: "Payroll and Timekeeping Clerks" },
  activities: ["Processing payroll", "Answering employee questions", "Keeping records"],
  tools: [
    { name: "ChatGPT", category: "AI Assistant" },
    { name: "Microsoft Copilot", category: "Productivity" },
  ],
  source: "toolkit",
};

const teachingText = (lesson: Lesson) => [
  lesson.title,
  lesson.summary,
  ...lesson.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
  lesson.example.title,
  ...lesson.example.steps.flatMap((s) => [s.label, s.text]),
  lesson.example.takeaway,
  lesson.practice.title,
  lesson.practice.instruction,
  ...lesson.practice.checklist,
];

const minutesOf = (lesson: Lesson) =>
  lessonTime(teachingText(fillDeep(lesson, slotsFor(learner))), lesson.practice.minutes, lesson.simulation.minutes).totalMinutes;

describe("Level 1 as taught", () => {
  it("has the six workshop modules in order", () => {
    expect(LEVEL_ONE.lessons.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6]);
    LEVEL_ONE.lessons.forEach((lesson, i) => expect(lesson.title).toMatch(MODULE_WORDS[i]!));
  });

  it("adds up to about 60 minutes", () => {
    const total = LEVEL_ONE.lessons.reduce((sum, lesson) => sum + minutesOf(lesson), 0);
    expect(total).toBeGreaterThanOrEqual(50);
    expect(total).toBeLessThanOrEqual(70);
  });
});

describe("Levels 2 to 5 as taught", () => {
  for (const level of [2, 3, 4, 5] as const) {
    const content = TAUGHT_LEVELS.find((l) => l.level === level);
    it(`Level ${level} teaches its rubric level's four indicators, one lesson each, in order`, () => {
      expect(content?.name).toBe(RUBRIC_LEVELS.find((r) => r.number === level)!.name);
      expect(content!.lessons.map((l) => l.number)).toEqual([1, 2, 3, 4]);
      expect(content!.lessons.map((l) => l.skill)).toEqual([...LEVEL_SKILLS[level]]);
    });
  }
});

describe("every taught level", () => {
  for (const level of TAUGHT_LEVELS) {
    if (level.level <= 4) {
      it(`Level ${level.level}'s three roadmap challenges are three of its practice tasks`, () => {
        const slots = level.lessons.map((l) => l.practice.roadmapChallenge).filter((s) => s !== undefined);
        expect(slots.sort()).toEqual([1, 2, 3]);
        for (const slot of [1, 2, 3]) expect(lessonForChallenge(`${level.level}-${slot}`)?.level).toBe(level.level);
      });
    }

    for (const lesson of level.lessons) {
      describe(`Level ${level.level} lesson ${lesson.number}`, () => {
        const filled = fillDeep(lesson, slotsFor(learner));
        const scenario = fillDeep(lessonScenario(level.level, lesson), slotsFor(learner));

        it("fills every slot with the learner's job (no unknown slot, no brace left)", () => {
          expect(JSON.stringify(filled)).not.toMatch(/\{[A-Za-z0-9]+\}/);
          expect(JSON.stringify(scenario)).not.toMatch(/\{[A-Za-z0-9]+\}/);
          expect(JSON.stringify(filled)).toMatch(/ChatGPT|Microsoft Copilot|processing payroll|answering employee questions|keeping records|payroll officer/);
        });

        it("ends with a 3-5 minute simulation scoring only the lesson's skill, one best answer a point", () => {
          expect(scenario.minutes).toBeGreaterThanOrEqual(3);
          expect(scenario.minutes).toBeLessThanOrEqual(5);
          expect(scenario.points.length).toBeGreaterThanOrEqual(4);
          expect(new Set(scenario.points.map((p) => p.id)).size).toBe(scenario.points.length);
          for (const point of scenario.points) {
            expect(point.skill).toBe(lesson.skill);
            expect(point.options.length).toBeGreaterThanOrEqual(3);
            expect(point.options.filter((o) => o.credit === 1)).toHaveLength(1);
            expect(new Set(point.options.map((o) => o.id)).size).toBe(point.options.length);
            for (const option of point.options) expect(option.reason.trim()).not.toBe("");
          }
          const best = scenario.points.map((p) => ({ pointId: p.id, optionId: p.options.find((o) => o.credit === 1)!.id }));
          expect(scoreSimulation(scenario, best).score).toBe(100);
        });

        it("does not give the best answer away by its place or its length", () => {
          const bestIndex = (p: (typeof scenario.points)[number]) => p.options.findIndex((o) => o.credit === 1);
          expect(new Set(scenario.points.map(bestIndex)).size).toBeGreaterThanOrEqual(2);
          const bestIsLongest = scenario.points.filter((p) => p.options[bestIndex(p)]!.text.length === Math.max(...p.options.map((o) => o.text.length)));
          expect(bestIsLongest.length).toBeLessThanOrEqual(Math.ceil(scenario.points.length / 2));
        });

        it("takes about ten to fifteen minutes as a learner reads and does it", () => {
          expect(minutesOf(lesson)).toBeGreaterThanOrEqual(8);
          expect(minutesOf(lesson)).toBeLessThanOrEqual(16);
        });
      });
    }
  }
});

import { describe, expect, it } from "vitest";
import { fillDeep, slotsFor, type LearnerContext } from "~/lib/lesson-slots";
import { lessonTime } from "~/lib/lesson-minutes";
import { scoreSimulation } from "~/lib/simulation-scoring";
import { lessonScenario } from "./index";
import { LEVEL_ONE } from "./level-1-lessons";

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

const teachingText = (lesson: (typeof LEVEL_ONE.lessons)[number]) => [
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

describe("Level 1 as taught", () => {
  it("has the six workshop modules in order", () => {
    expect(LEVEL_ONE.lessons.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6]);
    LEVEL_ONE.lessons.forEach((lesson, i) => expect(lesson.title).toMatch(MODULE_WORDS[i]!));
  });

  for (const lesson of LEVEL_ONE.lessons) {
    describe(`lesson ${lesson.number}`, () => {
      const filled = fillDeep(lesson, slotsFor(learner));
      const scenario = fillDeep(lessonScenario(1, lesson), slotsFor(learner));

      it("fills every slot with the learner's job (no unknown slot, no brace left)", () => {
        expect(JSON.stringify(filled)).not.toMatch(/\{[A-Za-z0-9]+\}/);
        expect(JSON.stringify(filled)).toMatch(/ChatGPT|processing payroll|answering employee questions|keeping records|payroll Officer/);
      });

      it("ends with a 3-5 minute simulation scoring only the lesson's skill, one best answer a point", () => {
        expect(scenario.minutes).toBeGreaterThanOrEqual(3);
        expect(scenario.minutes).toBeLessThanOrEqual(5);
        expect(scenario.points.length).toBeGreaterThanOrEqual(4);
        for (const point of scenario.points) {
          expect(point.skill).toBe(lesson.skill);
          expect(point.options.filter((o) => o.credit === 1)).toHaveLength(1);
          expect(new Set(point.options.map((o) => o.id)).size).toBe(point.options.length);
        }
        const best = scenario.points.map((p) => ({ pointId: p.id, optionId: p.options.find((o) => o.credit === 1)!.id }));
        expect(scoreSimulation(scenario, best).score).toBe(100);
      });

      it("takes about ten minutes as a learner reads and does it", () => {
        const time = lessonTime(teachingText(filled), lesson.practice.minutes, lesson.simulation.minutes);
        expect(time.totalMinutes).toBeGreaterThanOrEqual(8);
        expect(time.totalMinutes).toBeLessThanOrEqual(13);
      });
    });
  }

  it("adds up to about 60 minutes", () => {
    const total = LEVEL_ONE.lessons.reduce((sum, lesson) => {
      const filled = fillDeep(lesson, slotsFor(learner));
      return sum + lessonTime(teachingText(filled), lesson.practice.minutes, lesson.simulation.minutes).totalMinutes;
    }, 0);
    expect(total).toBeGreaterThanOrEqual(50);
    expect(total).toBeLessThanOrEqual(70);
  });
});

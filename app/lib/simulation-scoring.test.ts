import { describe, expect, it } from "vitest";
import type { DecisionPoint, PlayableScenario, SimulationSkill } from "~/content/simulations/types";
import { learnNext, scoreBand, scoreSimulation } from "./simulation-scoring";

function point(id: string, skill: SimulationSkill): DecisionPoint {
  return {
    id,
    skill,
    situation: "Something happened.",
    question: "What do you do?",
    options: [
      { id: "a", text: "Best", credit: 1, reason: "Right." },
      { id: "b", text: "Weaker", credit: 0.5, reason: "Partly." },
      { id: "c", text: "Wrong", credit: 0, reason: "Wrong." },
    ],
  };
}

// Seven points: tool-choice x2, context x2, verification, privacy, human-in-the-loop.
const scenario: PlayableScenario = {
  id: "generic-1",
  roleKey: "generic",
  title: "A fixture",
  brief: "You are testing.",
  minutes: 10,
  points: [
    point("p1", "tool-choice"),
    point("p2", "context"),
    point("p3", "verification"),
    point("p4", "privacy"),
    point("p5", "human-in-the-loop"),
    point("p6", "tool-choice"),
    point("p7", "context"),
  ],
};

const answers = (choices: string) => [...choices].map((optionId, i) => ({ pointId: `p${i + 1}`, optionId }));

describe("scoreSimulation", () => {
  it("gives 100 for every best answer and 0 for every wrong one", () => {
    expect(scoreSimulation(scenario, answers("aaaaaaa")).score).toBe(100);
    expect(scoreSimulation(scenario, answers("ccccccc")).score).toBe(0);
  });

  it("sums credits over the number of points, rounded", () => {
    // 1 + 0.5 + 1 + 0 + 1 + 1 + 0.5 = 5 of 7 = 71.43
    const result = scoreSimulation(scenario, answers("abacaab"));
    expect(result.earned).toBe(5);
    expect(result.possible).toBe(7);
    expect(result.score).toBe(71);
    expect(result.band).toBe("Pass");
    expect(result.passed).toBe(true);
  });

  it("counts unanswered points and foreign options as no credit", () => {
    const result = scoreSimulation(scenario, [
      { pointId: "p1", optionId: "a" },
      { pointId: "p2", optionId: "z" },
      { pointId: "nope", optionId: "a" },
    ]);
    expect(result.earned).toBe(1);
    expect(result.score).toBe(14);
  });

  it("breaks the score down per skill, with strengths and blind spots in words", () => {
    // tool-choice a,a = 2/2; context b,c = 0.5/2; verification a; privacy c; human b
    const result = scoreSimulation(scenario, answers("abacbac"));
    expect(result.skills.map((s) => [s.skill, s.earned, s.possible, s.percent])).toEqual([
      ["tool-choice", 2, 2, 100],
      ["context", 0.5, 2, 25],
      ["verification", 1, 1, 100],
      ["privacy", 0, 1, 0],
      ["human-in-the-loop", 0.5, 1, 50],
    ]);
    expect(result.strengths).toEqual([
      "Choosing the right kind of tool: 2 of 2 points earned (100%).",
      "Checking what the AI produced: 1 of 1 point earned (100%).",
    ]);
    expect(result.blindSpots).toEqual([
      "Giving the context a good answer needs: 0.5 of 2 points earned (25%).",
      "Keeping confidential data safe: 0 of 1 point earned (0%).",
    ]);
    expect(result.score).toBe(57);
    expect(result.band).toBe("Not yet");
  });
});

describe("bands and what next", () => {
  it("draws the certificate line at 70 and distinction at 85", () => {
    expect([69, 70, 84, 85, 100].map(scoreBand)).toEqual(["Not yet", "Pass", "Pass", "Distinction", "Distinction"]);
  });

  it("points below the line back at Level 1's indicators for the weak skills, and uses the toolkit's tools", () => {
    const next = learnNext(scoreSimulation(scenario, answers("abacbac")), ["ChatGPT", "Grammarly", "ChatGPT", " "]);
    expect(next.levelName).toBe("Level 1: Awareness in Action");
    expect(next.practise).toEqual([
      "Gives the context a good answer needs: audience, purpose, format and constraints",
      "Keeps personal and confidential data out of tools not approved for it",
      "Explains when a task should not be given to AI, and why",
    ]);
    expect(next.tools).toEqual(["ChatGPT", "Grammarly"]);
  });

  it("points a pass at Level 2", () => {
    const next = learnNext(scoreSimulation(scenario, answers("aaaaaaa")));
    expect(next.levelName).toBe("Level 2: Sensemaking in Context");
    expect(next.practise).toEqual([]);
    expect(next.tools).toEqual([]);
  });
});

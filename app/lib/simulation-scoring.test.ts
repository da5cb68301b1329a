import { describe, expect, it } from "vitest";
import type { DecisionPoint, PlayableScenario, SimulationSkill } from "~/content/simulations/types";
import { orderOptions } from "./option-order";
import { learnNext, PASS_SCORE, reviewOf, SAFETY_CAP_SCORE, scoreBand, scoreSimulation } from "./simulation-scoring";

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

// Seven points where option c of p4 pastes a live API key into a chat tool and option c of p5
// sends AI output out unchecked: privacy is scored twice, so one leak leaves it at 50%, which no
// percentage rule calls a blind spot.
const leakScenario: PlayableScenario = {
  ...scenario,
  points: [
    point("p1", "tool-choice"),
    point("p2", "context"),
    point("p3", "verification"),
    {
      ...point("p4", "privacy"),
      options: [
        { id: "a", text: "Best", credit: 1, reason: "Right." },
        { id: "b", text: "Weaker", credit: 0.5, reason: "Partly." },
        { id: "c", text: "Paste the error with the live API key", credit: 0, reason: "Leaks the key.", safety: "leaks-secret" },
      ],
    },
    {
      ...point("p5", "human-in-the-loop"),
      options: [
        { id: "a", text: "Best", credit: 1, reason: "Right." },
        { id: "b", text: "Weaker", credit: 0.5, reason: "Partly." },
        { id: "c", text: "Send it as it is", credit: 0, reason: "Nobody checked it.", safety: "skips-human-check" },
      ],
    },
    point("p6", "privacy"),
    point("p7", "tool-choice"),
  ],
};

describe("safety-critical mistakes", () => {
  it("a 64/100 run that leaked a key reports the leak as a blind spot, though no skill fell below 50%", () => {
    // 1 + 0.5 + 1 + 0 (the key) + 0.5 + 1 + 0.5 = 4.5 of 7 = 64
    const result = scoreSimulation(leakScenario, answers("abacbab"));
    expect(result.score).toBe(64);
    expect(result.rawScore).toBe(64);
    expect(result.skills.every((s) => s.percent >= 50)).toBe(true);
    expect(result.safetyMistakes).toEqual([
      { pointId: "p4", number: 4, mistake: "leaks-secret", label: "a secret (a password or an API key) was put into an AI tool" },
    ]);
    expect(result.blindSpots).toEqual(["Safety-critical mistake at decision 4: a secret (a password or an API key) was put into an AI tool."]);
    expect(result.band).toBe("Not yet");
  });

  it("caps an otherwise distinguished run below the pass mark: no certificate, band 'Not yet'", () => {
    // Every other answer the best: 6 of 7 = 86 before the cap.
    const result = scoreSimulation(leakScenario, answers("aaacaaa"));
    expect(result.rawScore).toBe(86);
    expect(result.score).toBe(SAFETY_CAP_SCORE);
    expect(SAFETY_CAP_SCORE).toBeLessThan(PASS_SCORE);
    expect(result.band).toBe("Not yet");
    expect(result.passed).toBe(false);
    // Privacy is at 50%, the verdict the leak deserves is not "strength".
    expect(result.strengths.some((s) => s.startsWith("Keeping confidential data safe"))).toBe(false);
    expect(result.blindSpots[0]).toBe("Safety-critical mistake at decision 4: a secret (a password or an API key) was put into an AI tool.");
    const next = learnNext(result);
    expect(next.levelName).toBe("Level 1: Awareness in Action");
    expect(next.why).toContain("capped below the certificate's 70 by a safety-critical mistake");
  });

  it("names every mistake, in the scenario's order, and a skipped human check too", () => {
    const result = scoreSimulation(leakScenario, answers("aaaccaa"));
    expect(result.safetyMistakes.map((m) => [m.number, m.mistake])).toEqual([
      [4, "leaks-secret"],
      [5, "skips-human-check"],
    ]);
    expect(result.blindSpots.slice(0, 2)).toEqual([
      "Safety-critical mistake at decision 4: a secret (a password or an API key) was put into an AI tool.",
      "Safety-critical mistake at decision 5: AI output was sent or acted on without the human check the work requires.",
    ]);
    expect(result.score).toBe(SAFETY_CAP_SCORE);
  });

  it("leaves a low score as it is and a run without a mistake uncapped", () => {
    expect(scoreSimulation(leakScenario, answers("cccccccc")).score).toBe(0);
    const clean = scoreSimulation(leakScenario, answers("aaaaaaa"));
    expect(clean.score).toBe(100);
    expect(clean.safetyMistakes).toEqual([]);
    expect(clean.band).toBe("Distinction");
  });
});

describe("reviewOf", () => {
  it("shows each point's options in the order the attempt showed them, with credit, reason and the safety mark", () => {
    const seed = "review-order-seed-0123456";
    const review = reviewOf(leakScenario, answers("aaacaaa"), scoreSimulation(leakScenario, answers("aaacaaa")), seed);
    for (const [i, p] of leakScenario.points.entries()) {
      expect(review[i]!.options.map((o) => o.id)).toEqual(orderOptions(seed, p.id, p.options).map((o) => o.id));
    }
    const leak = review[3]!.options.find((o) => o.id === "c")!;
    expect(leak).toEqual({ id: "c", text: "Paste the error with the live API key", credit: 0, reason: "Leaks the key.", safety: "leaks-secret" });
    expect(review[3]!.chosenId).toBe("c");
    // Without a seed (an attempt from before the shuffle) the written order stands.
    expect(reviewOf(leakScenario, [], scoreSimulation(leakScenario, []), null)[0]!.options.map((o) => o.id)).toEqual(["a", "b", "c"]);
  });
});

// One job's situation, written as the decisions a practitioner of that job meets when they hand
// paperwork to AI (issue 28 item 5). A kit holds the job's own words (what the task is, what the
// record contains, what the assistant gets wrong, which check stays human); `scenarioFromKit`
// lays them out as a PlayableScenario of seven points over the five scored skills. The reasons
// state the principle once, here, so sixty jobs' scenarios score the same judgement the same way;
// a kit replaces a reason where its job needs its own.
import type { DecisionOption, DecisionPoint, PlayableScenario } from "../types";

interface KitPoint {
  /** What has just happened (1 to 3 sentences). */
  situation: string;
  /** Replaces the point's usual question. */
  question?: string;
}

export interface ScenarioKit {
  /** Title of the scenario card, in title case. */
  title: string;
  /** Who the player is and what is at stake, 2 to 4 sentences, each ending with a full stop. */
  brief: string;
  minutes?: number;
  /** tool-choice: which part of the task to hand to AI. */
  /**
   * `whole` hands over everything at once: worth nothing when it hands decisions to the
   * assistant too (the usual case), half when it stays drafting a person checks (`wholeHalf`).
   */
  delegate: KitPoint & { best: string; judgement: string; whole: string; wholeHalf?: boolean; judgementReason?: string };
  /** context: the prompt. `best` names purpose, facts, reader, format and what to do with gaps. */
  prompt: KitPoint & { vague: string; grand: string; partial: string; best: string };
  /** privacy: personal or client data in the source. `leak` is a safety-critical mistake. */
  personal: KitPoint & { best: string; leak: string; half: string; bestReason?: string; leakReason?: string };
  /** verification: the draft has a specific error. */
  check: KitPoint & { best: string; trust: string; half: string; bestReason?: string };
  /** human-in-the-loop: the check the work requires. `skip` is a safety-critical mistake. */
  human: KitPoint & { best: string; skip: string; half: string; bestReason?: string; skipReason?: string };
  /** privacy: a password, key or code offered to the assistant. `leak` is a safety-critical mistake. */
  secret: KitPoint & { best: string; leak: string; bestReason?: string };
  /** context: the same facts for the person who reads them. */
  audience: KitPoint & { best: string; off: string; half: string; offReason?: string };
}

const option = (id: string, text: string, credit: DecisionOption["credit"], reason: string, safety?: DecisionOption["safety"]): DecisionOption =>
  safety ? { id, text, credit, reason, safety } : { id, text, credit, reason };

/** The kit as a playable scenario. The best answer sits in a different place from point to point. */
export function scenarioFromKit(kit: ScenarioKit, id: string): PlayableScenario {
  const { delegate, prompt, personal, check, human, secret, audience } = kit;
  const points: DecisionPoint[] = [
    {
      id: "p1",
      skill: "tool-choice",
      situation: delegate.situation,
      question: delegate.question ?? "Which part is the best first candidate to hand to AI?",
      options: [
        option(
          "a",
          delegate.judgement,
          0,
          delegate.judgementReason ??
            "That is a judgement of your trade, with consequences the assistant can neither see nor answer for; it stays with you, however good the draft around it.",
        ),
        option(
          "b",
          delegate.best,
          1,
          "It is drafting and sorting from facts you already hold and can check line by line: that is where an assistant saves time without deciding anything for you.",
        ),
        delegate.wholeHalf
          ? option(
              "c",
              delegate.whole,
              0.5,
              "Handing over the whole task at once gives you a result you cannot easily check and mixes your judgement into the drafting; start with the part you can verify.",
            )
          : option(
              "c",
              delegate.whole,
              0,
              "That hands the assistant decisions that are yours along with the drafting, and nothing is checked before it counts; start with the part you can verify.",
            ),
      ],
    },
    {
      id: "p2",
      skill: "context",
      situation: prompt.situation,
      question: prompt.question ?? "Which prompt is most likely to give you something you can use?",
      options: [
        option("a", prompt.vague, 0, "It names no purpose, reader, facts or format, so the assistant fills the gaps with guesses that read well."),
        option(
          "b",
          prompt.grand,
          0,
          "A grand role and a demand for perfection add no information: the assistant still does not know what you need, for whom or in what form.",
        ),
        option(
          "c",
          prompt.partial,
          0.5,
          "Better: it names the task, but without the facts to use, the reader and the format you will still be rewriting the result.",
        ),
        option(
          "d",
          prompt.best,
          1,
          "It gives the purpose, the facts to work from, the reader, the format and what to do when a fact is missing, which makes the result consistent and checkable.",
        ),
      ],
    },
    {
      id: "p3",
      skill: "privacy",
      situation: personal.situation,
      question: personal.question ?? "What do you do?",
      options: [
        option(
          "a",
          personal.best,
          1,
          personal.bestReason ??
            "Only what the task needs goes in, and only into a tool approved for the work; names and identifying details stay out, and you add them back yourself.",
        ),
        option(
          "b",
          personal.leak,
          0,
          personal.leakReason ??
            "That puts people's personal details into a tool that has no need of them and no approval to hold them: a breach of their trust, and often of data protection law, however useful the draft.",
          "leaks-personal-data",
        ),
        option(
          "c",
          personal.half,
          0.5,
          "A step in the right direction, but it still shares more than the task needs or leans on a promise nobody has checked; leave out what identifies people.",
        ),
        option(
          "d",
          "Let all of it go in, on condition that the assistant is then told to delete the conversation and forget everything once the draft is done.",
          0,
          "Once it is pasted it has left your hands: an assistant cannot promise to forget, and what it keeps is decided by its provider's settings, not by a request in the chat.",
          "leaks-personal-data",
        ),
      ],
    },
    {
      id: "p4",
      skill: "verification",
      situation: check.situation,
      question: check.question ?? "What do you do before you use it?",
      options: [
        option("a", check.trust, 0, "A confident, tidy answer is not a checked one: the error you would miss is exactly the kind an assistant makes."),
        option(
          "b",
          check.half,
          0.5,
          "Fixing the error you happened to see is not checking: the same draft can hold others you have not looked for, and every line of it is relied on.",
        ),
        option(
          "c",
          check.best,
          1,
          check.bestReason ??
            "Every figure, name and date is checked against the record it came from: an assistant can drop, merge or invent a detail, and a neat layout hides it.",
        ),
        option(
          "d",
          "Ask the assistant to go back over its own draft against everything you gave it, confirm that it is now correct, and then use it as it stands.",
          0,
          "An assistant checking its own work tends to repeat its mistakes with more confidence; the check is yours, against the source.",
        ),
      ],
    },
    {
      id: "p5",
      skill: "human-in-the-loop",
      situation: human.situation,
      question: human.question ?? "What do you do?",
      options: [
        option("a", human.half, 0.5, "Better than no check, but the decision is not made by the person who must make it, or not before it matters."),
        option(
          "b",
          human.best,
          1,
          human.bestReason ?? "The decision stays with the person qualified and accountable for it; the assistant's draft is an aid to it, never a substitute.",
        ),
        option(
          "c",
          human.skip,
          0,
          human.skipReason ??
            "That lets an assistant's text stand in for a check the work requires: a safety-critical shortcut, even when the text is usually right.",
          "skips-human-check",
        ),
        option(
          "d",
          "Give the assistant the full history and your worries, ask it again whether it is sure, and go with its answer if it still says the same.",
          0,
          "Asking the same tool twice gets the same kind of answer twice; the decision needs the person accountable for it, not a second opinion from the assistant.",
        ),
      ],
    },
    {
      id: "p6",
      skill: "privacy",
      situation: secret.situation,
      question: secret.question ?? "What do you do?",
      options: [
        option(
          "a",
          "Stop using the assistant for this task altogether.",
          0.5,
          "Safe, but it gives up the help with the drafting; what must stay out of the assistant is the password, not the task.",
        ),
        option(
          "b",
          secret.leak,
          0,
          "A password or code typed into a chat can be stored, reviewed or leaked, and it is no longer yours alone: change it, and never share it with a tool.",
          "leaks-secret",
        ),
        option(
          "c",
          secret.best,
          1,
          secret.bestReason ??
            "Sign-ins stay personal: the assistant gets only the facts you copy out, and access to a system comes through its owner, never through a shared password.",
        ),
      ],
    },
    {
      id: "p7",
      skill: "context",
      situation: audience.situation,
      question: audience.question ?? "What do you send?",
      options: [
        option(
          "a",
          audience.best,
          1,
          "It fits the person it is for: their words, what they need to know or do and by when, and nothing they should not have; you stand behind every word.",
        ),
        option(
          "b",
          audience.off,
          0,
          audience.offReason ?? "It is written for you, not for the reader: they get the wrong words, length or detail, and you answer for what it says.",
        ),
        option("c", audience.half, 0.5, "Closer, but it still leaves the reader to work out what matters to them."),
      ],
    },
  ];
  return { id, roleKey: "occupation", title: kit.title, brief: kit.brief, minutes: kit.minutes ?? 20, points };
}

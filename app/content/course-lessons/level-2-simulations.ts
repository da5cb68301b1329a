// Level 2's four closing simulations (issue 27): one short scenario per lesson, on that lesson's
// skill ("error-finding", "comparison", "perspective", "delegation"), played and scored by the job
// simulation's engine (app/content/simulations/types.ts, app/lib/simulation-scoring.ts). Five
// decisions each, about four minutes. Slots as in the lessons (app/lib/lesson-slots.ts).
import type { LessonSimulation } from "./types";

const MINUTES = 4;

export const LEVEL_TWO_SIMULATIONS: Record<number, LessonSimulation> = {
  1: {
    title: "Checking a confident answer",
    brief:
      "A colleague asked an AI assistant a question about {activity} and wants to share the answer with the team today. It reads well, says what current practice requires and lists three sources. You have been asked to check it before it goes.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "error-finding",
        situation:
          "The first source is a guidance document with a title, a year and a section number. Neither the publisher's website nor an ordinary search finds a document of that title.",
        question: "What do you conclude?",
        options: [
          {
            id: "a",
            text: "Treat it as invented until you find the document, and take out the claims that rest on it.",
            credit: 1,
            reason: "A reference you cannot find is not a source, and whatever rests on it is unsupported.",
          },
          {
            id: "b",
            text: "Keep it: a section number that precise is unlikely to have been made up.",
            credit: 0,
            reason: "Precise details are exactly how invented references look; precision is not evidence.",
          },
          {
            id: "c",
            text: "Ask the assistant where it found the document, and search again with what it gives you.",
            credit: 0.5,
            reason: "It may give a lead worth one more search, but until you find the document itself, nothing can rest on it.",
          },
        ],
      },
      {
        id: "p2",
        skill: "error-finding",
        situation: "The second source opens: a real page from an organisation relevant to your work.",
        question: "What is left to check?",
        options: [
          {
            id: "a",
            text: "Nothing more: the source exists and comes from the right field.",
            credit: 0,
            reason: "A real source can still say something different, or say it only under conditions the answer dropped.",
          },
          {
            id: "b",
            text: "Whether its publisher is one you would normally trust on this subject.",
            credit: 0.5,
            reason: "Who publishes it matters, but a trusted publisher can still be misquoted or out of date.",
          },
          {
            id: "c",
            text: "That it says what the answer claims, with its conditions, in its current version.",
            credit: 1,
            reason: "A document can be real and still not say what the answer claims, or say it only with a condition; only reading it shows that.",
          },
        ],
      },
      {
        id: "p3",
        skill: "error-finding",
        situation: "The answer describes a requirement “as it currently stands”. You remember it being revised at some point, but not when.",
        question: "What is the best next step?",
        options: [
          {
            id: "a",
            text: "Ask the assistant to search for the latest version and tell you what changed.",
            credit: 0.5,
            reason: "A tool that searches may find it, but you still have to open the current source and read it yourself.",
          },
          {
            id: "b",
            text: "Check the current version with whoever issues it.",
            credit: 1,
            reason: "The body that issues a requirement, or your organisation's procedure based on it, is where its current form is found.",
          },
          {
            id: "c",
            text: "Accept it, since the answer says it is the current position.",
            credit: 0,
            reason: "Words like “currently” are part of the generated text; they do not date the information.",
          },
        ],
      },
      {
        id: "p4",
        skill: "error-finding",
        situation: "Your colleague says: “I asked it whether it was sure, and it said yes.”",
        question: "What do you reply?",
        options: [
          {
            id: "a",
            text: "“Then it can go out today, with a note saying the AI has confirmed it.”",
            credit: 0,
            reason: "A tool confirming itself is not a check, and the note would suggest a check that never happened.",
          },
          {
            id: "b",
            text: "“Let's ask again in a new conversation and see if it holds.”",
            credit: 0.5,
            reason: "A different answer is a useful warning, but the same answer twice is not evidence that it is right.",
          },
          {
            id: "c",
            text: "“Its yes is another generated reply; only the sources can confirm it.”",
            credit: 1,
            reason: "Asked if it is sure, a tool may stand by an error or drop a correct claim; the source settles it.",
          },
        ],
      },
      {
        id: "p5",
        skill: "error-finding",
        situation: "You have checked three of the answer's eight claims, and it goes out within the hour.",
        question: "Which claims do you check next?",
        options: [
          {
            id: "a",
            text: "The ones that sound least likely to be true.",
            credit: 0.5,
            reason: "Unlikely claims deserve a look, but confident errors usually sound perfectly plausible.",
          },
          {
            id: "b",
            text: "Figures, dates, names and requirements the team will act on.",
            credit: 1,
            reason: "Precise details that people act on are where an error costs most and where errors often hide.",
          },
          {
            id: "c",
            text: "The ones in the opening paragraph, since that is the part most readers take in.",
            credit: 0,
            reason: "Position says nothing about risk: a wrong detail further down can be the one someone acts on.",
          },
        ],
      },
    ],
  },
  2: {
    title: "Two answers, one purpose",
    brief:
      "You gave two AI assistants, both approved for the material, the same prompt and the same notes for a written task connected with {activity}, such as a summary or a handover note, and each produced an answer. A colleague will rely on whichever you choose. Decide how to compare them and what to say about your choice.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "comparison",
        situation: "Both answers are open in front of you.",
        question: "What do you do before reading either closely?",
        options: [
          {
            id: "a",
            text: "Write down who will use it, what they must do with it, and what must be right.",
            credit: 1,
            reason: "The purpose gives you criteria; without it you judge by polish and length.",
          },
          {
            id: "b",
            text: "Note which of the two tools has served you better before.",
            credit: 0,
            reason: "A track record on other tasks says little about these two answers.",
          },
          {
            id: "c",
            text: "Decide the length and tone you would like to see.",
            credit: 0.5,
            reason: "Length and tone are part of fit, but not the facts that must be right.",
          },
        ],
      },
      {
        id: "p2",
        skill: "comparison",
        situation: "Answer A is twice as long, with headings and a confident tone. Answer B is short and plain. Your colleague has a few minutes to read it.",
        question: "How do you proceed?",
        options: [
          {
            id: "a",
            text: "Choose A: its extra detail makes it the more thorough of the two.",
            credit: 0,
            reason: "Length and confidence are not accuracy, and this reader has little time.",
          },
          {
            id: "b",
            text: "Choose B: it suits the few minutes your colleague has.",
            credit: 0.5,
            reason: "Its length fits, but you have not yet checked either answer against your notes.",
          },
          {
            id: "c",
            text: "Check each against your notes, then weigh the length.",
            credit: 1,
            reason: "Accuracy against the source comes first; fit for the reader decides between accurate answers.",
          },
        ],
      },
      {
        id: "p3",
        skill: "comparison",
        situation:
          "Checked against your notes, B is accurate but leaves out one point your colleague needs. A includes that point, but also a recommendation that is not in your notes.",
        question: "What do you send?",
        options: [
          {
            id: "a",
            text: "A, since it is the more complete of the two.",
            credit: 0,
            reason: "Complete is not correct: A's invented recommendation would go out as if it were yours.",
          },
          {
            id: "b",
            text: "Paste both into a tool and ask for a merged best version.",
            credit: 0.5,
            reason: "It can work, but the invented recommendation may survive, and the merged text needs checking again.",
          },
          {
            id: "c",
            text: "B, with the missing point added from your notes.",
            credit: 1,
            reason: "You keep the accurate answer and fix its one gap from the source you trust.",
          },
        ],
      },
      {
        id: "p4",
        skill: "comparison",
        situation: "A colleague hears about your comparison and asks which of the two tools is better.",
        question: "What do you tell them?",
        options: [
          {
            id: "a",
            text: "“B: it was clearly more accurate today, so switch the team over to it.”",
            credit: 0,
            reason: "One task shows which answer won, not which tool suits other kinds of work.",
          },
          {
            id: "b",
            text: "“B for this kind of task; other work needs its own test.”",
            credit: 1,
            reason: "A comparison holds for the kind of task and purpose you tested, and no further.",
          },
          {
            id: "c",
            text: "“Use both each time, and pick the better answer.”",
            credit: 0.5,
            reason: "It catches more, but for routine work a few comparisons per kind of task are enough; the rest is double work.",
          },
        ],
      },
      {
        id: "p5",
        skill: "comparison",
        situation: "Your manager asks you to write up the comparison in a few lines.",
        question: "What goes in?",
        options: [
          {
            id: "a",
            text: "Which answer you chose, the criteria, and what each got wrong or left out.",
            credit: 1,
            reason: "A judgement with reasons, checked against the source, can be trusted and reused.",
          },
          {
            id: "b",
            text: "A score out of ten for each answer, with the winner highlighted.",
            credit: 0.5,
            reason: "Scores show the result, but without reasons nobody can check or reuse the judgement.",
          },
          {
            id: "c",
            text: "Both answers in full, so your manager can judge for themselves.",
            credit: 0,
            reason: "It hands the work back; your judgement, with its reasons, is what was asked for.",
          },
        ],
      },
    ],
  },
  3: {
    title: "The view from one side",
    brief:
      "An AI assistant has prepared a short briefing for your team on a proposed change to how you go about {activity}. The facts you checked are right, and the briefing goes to the meeting where the decision is made. Check it for skew and missing perspectives.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "perspective",
        situation: "The briefing's four sources all come from companies that sell products for the proposed change.",
        question: "What does this tell you?",
        options: [
          {
            id: "a",
            text: "Nothing, provided each source supports the claim made from it.",
            credit: 0.5,
            reason: "Each may check out, but four sellers together give one interest's view of the change.",
          },
          {
            id: "b",
            text: "It speaks for one interest; look for independent sources and people who have tried it.",
            credit: 1,
            reason: "Source skew is corrected by adding sources without a stake in the outcome.",
          },
          {
            id: "c",
            text: "The links will distract the meeting; take them out and keep the text.",
            credit: 0,
            reason: "Removing the sources hides the skew instead of correcting it.",
          },
        ],
      },
      {
        id: "p2",
        skill: "perspective",
        situation: "The briefing covers your team's time and cost, and says nothing about the people on the receiving end of the work.",
        question: "How do you add their view?",
        options: [
          {
            id: "a",
            text: "Ask the assistant to add a paragraph on the impact on them.",
            credit: 0.5,
            reason: "It reminds the meeting they exist, but the paragraph is the tool's guess at their view.",
          },
          {
            id: "b",
            text: "Leave it out: the decision is internal, so their view is out of scope.",
            credit: 0,
            reason: "They bear the consequences of the change, whoever makes the decision.",
          },
          {
            id: "c",
            text: "Ask some of them, or use the feedback you already hold.",
            credit: 1,
            reason: "The most reliable source of a group's view is the group itself.",
          },
        ],
      },
      {
        id: "p3",
        skill: "perspective",
        situation: "The briefing calls the current approach “outdated and error-prone” and the new one “modern”, with no evidence for either.",
        question: "What do you change?",
        options: [
          {
            id: "a",
            text: "Add an equally strong sentence in favour of the current approach.",
            credit: 0.5,
            reason: "Matching adjectives with adjectives balances the tone but still gives no evidence.",
          },
          {
            id: "b",
            text: "Keep it: strong words help the meeting reach a decision.",
            credit: 0,
            reason: "Words that judge decide the question before the meeting has weighed it.",
          },
          {
            id: "c",
            text: "Replace the labels with what each approach does, and evidence where you have it.",
            credit: 1,
            reason: "Describing instead of labelling lets the meeting judge on the evidence.",
          },
        ],
      },
      {
        id: "p4",
        skill: "perspective",
        situation: "The rules the briefing quotes are another country's, though it presents them as if they apply to you.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Check the rules that apply where you work, and say which the briefing used.",
            credit: 1,
            reason: "Tools default to the most written-about places; the rules that bind you are the ones to quote.",
          },
          {
            id: "b",
            text: "Assume your own rules are much the same; the principles behind them rarely differ.",
            credit: 0,
            reason: "Rules and terms differ between countries, and the meeting may act on the wrong ones.",
          },
          {
            id: "c",
            text: "Delete the section on rules so nothing wrong is presented.",
            credit: 0.5,
            reason: "It removes the error, but the meeting still needs to know what the rules require.",
          },
        ],
      },
      {
        id: "p5",
        skill: "perspective",
        situation: "A colleague says: “The AI has no opinions, so the briefing is neutral.”",
        question: "What do you reply?",
        options: [
          {
            id: "a",
            text: "“Then let's ask it to rewrite the briefing in neutral language.”",
            credit: 0.5,
            reason: "Neutral wording can soften the framing, but it does not add the missing sources or people.",
          },
          {
            id: "b",
            text: "“No opinions, but it repeats the lean of its sources.”",
            credit: 1,
            reason: "An answer leans the way of what it found and what is common in what it learned from.",
          },
          {
            id: "c",
            text: "“Agreed: if every fact is right, the briefing is fair.”",
            credit: 0,
            reason: "Accurate facts can still be chosen from one side and framed to favour it.",
          },
        ],
      },
    ],
  },
  4: {
    title: "Should this go to AI?",
    brief:
      "In a busy week a colleague who is keen on AI suggests handing several tasks to AI tools, some of them connected with {activity}. Decide which should go, which should not, and why.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "delegation",
        situation: "The first is an update for your team on a change to a routine procedure, to be written from your notes.",
        question: "What do you decide?",
        options: [
          {
            id: "a",
            text: "Let an AI tool draft it from your notes, and check it before you send it.",
            credit: 1,
            reason: "Nothing is lost by drafting with help: you check it against your notes and send it as yours.",
          },
          {
            id: "b",
            text: "Keep it from AI: anything sent to the whole team should be written without AI help.",
            credit: 0,
            reason: "The reasons to keep a task are about checking, data, accountability and people; none applies here.",
          },
          {
            id: "c",
            text: "Have the tool draft it, and ask a colleague to check it instead of you.",
            credit: 0.5,
            reason: "A second reader helps, but you know the notes and the change, so the check is best done by you.",
          },
        ],
      },
      {
        id: "p2",
        skill: "delegation",
        situation:
          "Next, a judgement you make on the spot in a task such as {activity}: whether what you have just found is right or safe to leave as it is. The colleague suggests describing it to a chat assistant and following its answer.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Describe it carefully and follow the assistant's answer.",
            credit: 0,
            reason: "It sees only your description, and the accountability for the judgement stays yours.",
          },
          {
            id: "b",
            text: "Ask the assistant as well, and go with it if it agrees with your own first view.",
            credit: 0.5,
            reason: "A second view may prompt a thought, but it cannot see the situation; a qualified colleague is the better second opinion.",
          },
          {
            id: "c",
            text: "Decide it yourself, by your procedure, and ask a qualified colleague if unsure.",
            credit: 1,
            reason: "The judgement rests on what you can see and on your accountability; a tool has neither.",
          },
        ],
      },
      {
        id: "p3",
        skill: "delegation",
        situation:
          "A question outside your expertise comes up: a tax, legal or technical point that affects the work. The colleague says AI can answer it, so there is no need to ask a specialist.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Use the AI answer, since you could not check a specialist's answer either.",
            credit: 0,
            reason: "A qualified person is accountable for their advice; a tool's answer you cannot check is a guess you own.",
          },
          {
            id: "b",
            text: "Use AI to prepare your questions; take the answer from a specialist.",
            credit: 1,
            reason: "You cannot spot its errors here, so AI helps with the preparation and a qualified person answers.",
          },
          {
            id: "c",
            text: "Pass it straight to the specialist without using AI at all.",
            credit: 0.5,
            reason: "Safe, but AI could have helped you understand the terms and ask a sharper question.",
          },
        ],
      },
      {
        id: "p4",
        skill: "delegation",
        situation: "Someone you work with has had bad news connected to your work, and you need to write to them. They know you.",
        question: "How do you write it?",
        options: [
          {
            id: "a",
            text: "Start from an AI draft and make it personal before you send it.",
            credit: 0.5,
            reason: "It can work, but they expect your words, and a drafted tone often shows.",
          },
          {
            id: "b",
            text: "Write it yourself, and use a tool at most for a spelling check.",
            credit: 1,
            reason: "The value of the message is that it comes from you; a tool can still catch a typo.",
          },
          {
            id: "c",
            text: "Ask the tool for a warm, personal message in your style, and send it.",
            credit: 0,
            reason: "They expect to hear from you; a message a tool wrote in your style misses the point of it.",
          },
        ],
      },
      {
        id: "p5",
        skill: "delegation",
        situation: "The colleague asks you to explain where you draw the line.",
        question: "What do you say?",
        options: [
          {
            id: "a",
            text: "“AI is fine for anything low-stakes, and for nothing else.”",
            credit: 0.5,
            reason: "Stakes matter, but a high-stakes task can have parts AI may do, and a low-stakes one can hold data that must not go.",
          },
          {
            id: "b",
            text: "“Wherever the tools have made mistakes before.”",
            credit: 0,
            reason: "Past mistakes say little; the reasons lie in the task: checking, data, accountability and the person.",
          },
          {
            id: "c",
            text: "“Where I can't check it, the data may not go, or someone expects me.”",
            credit: 1,
            reason: "Each is a reason a review cannot repair, and each can be explained to a colleague.",
          },
        ],
      },
    ],
  },
};

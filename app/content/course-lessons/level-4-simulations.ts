// Level 4's four closing simulations (issue 27): one short scenario per lesson, on that lesson's
// skill (LEVEL_SKILLS[4]: delivery, tool-combining, explaining, transparency), played and scored by
// the job simulation's engine (app/content/simulations/types.ts, app/lib/simulation-scoring.ts).
// Five decisions each, about four minutes. Slots as in the lessons.
import type { LessonSimulation } from "./types";

const MINUTES = 4;

export const LEVEL_FOUR_SIMULATIONS: Record<number, LessonSimulation> = {
  1: {
    title: "Thirty minutes to a finished update",
    brief:
      "You are {aRole}. Your manager asks for a one-page update on this week's work in your area, such as {activity}, for a meeting in 30 minutes: what is done, what is outstanding, and one recommendation. You may use {tool}, {tool2}, a spreadsheet and your usual records. Deliver something complete and accurate on time.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "delivery",
        situation: "The request has just arrived and the clock is running.",
        question: "What do you do in the first few minutes?",
        options: [
          {
            id: "a",
            text: "Open an assistant and ask for a first draft straight away, so that more time is left for editing whatever comes back.",
            credit: 0.5,
            reason:
              "Starting fast is tempting, but without a definition of done and your material to hand, the draft rests on guesses you then spend time correcting.",
          },
          {
            id: "b",
            text: "Write two lines on what done means, gather your figures and notes, and set aside the last ten minutes for checking.",
            credit: 1,
            reason: "A definition of done and protected checking time are what let you finish complete and accurate on time.",
          },
          {
            id: "c",
            text: "Reply asking whether the meeting could move to tomorrow, so that the update can be done properly rather than rushed.",
            credit: 0,
            reason: "The deadline is real and the work fits the time; asking for more before trying gives the task away.",
          },
        ],
      },
      {
        id: "p2",
        skill: "delivery",
        situation:
          "Eighteen minutes in, the assistant's draft covers what is done and what is outstanding. The recommendation is not started, and the draft holds figures you have not yet checked.",
        question: "How do you use the twelve minutes left?",
        options: [
          {
            id: "a",
            text: "Tidy the wording and layout so the page looks professional, then add a recommendation if time allows.",
            credit: 0,
            reason: "Polish comes last: the recommendation is part of done, and the figures are still unchecked.",
          },
          {
            id: "b",
            text: "Drop the recommendation and spend all the remaining time checking the figures one by one.",
            credit: 0.5,
            reason: "Accurate but incomplete: a short recommendation still fits, and a dropped part would at least need saying.",
          },
          {
            id: "c",
            text: "Write a short recommendation yourself now, then check every figure in the last ten minutes.",
            credit: 1,
            reason: "Both missing pieces of done are covered, and the checking time stays protected.",
          },
        ],
      },
      {
        id: "p3",
        skill: "delivery",
        situation: "While checking, you find that one figure in the draft does not match your records.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Use the figure from your records, and see whether any sentence relied on the wrong one.",
            credit: 1,
            reason: "The record is the source, and an error can spread into the conclusions drawn from it.",
          },
          {
            id: "b",
            text: "Keep the draft's figure: the assistant may have drawn on more recent information than your records.",
            credit: 0,
            reason: "The assistant had only what you gave it or could reach; your system of record is the source to trust.",
          },
          {
            id: "c",
            text: "Take that figure out of the update altogether, so that nothing wrong reaches the meeting.",
            credit: 0.5,
            reason: "Safe, but the correct figure is to hand, and leaving it out makes the update less complete.",
          },
        ],
      },
      {
        id: "p4",
        skill: "delivery",
        situation: "With four minutes left, one outstanding item depends on a colleague's confirmation, which you cannot get before the meeting.",
        question: "How does that item go into the update?",
        options: [
          {
            id: "a",
            text: "As the draft states it: it is most likely correct, and flagging it would make the update look unfinished.",
            credit: 0,
            reason: "Presenting an unconfirmed item as fact misleads the meeting; the risk is hidden, not removed.",
          },
          {
            id: "b",
            text: "Marked as to be confirmed, with who will confirm it and by when.",
            credit: 1,
            reason: "The update arrives on time and honest about its limit, and the reader knows what to rely on.",
          },
          {
            id: "c",
            text: "You hold back the whole update until the colleague replies, and tell your manager it will follow.",
            credit: 0.5,
            reason: "Accuracy is kept, but the meeting goes ahead without the rest of the update, which was ready and checked.",
          },
        ],
      },
      {
        id: "p5",
        skill: "delivery",
        situation: "Two minutes remain and the page is ready to send.",
        question: "What is the most useful last check?",
        options: [
          {
            id: "a",
            text: "Run the page through a grammar checker and accept the corrections it suggests.",
            credit: 0.5,
            reason: "Clean writing helps, but it does not tell you whether the update is complete and correct.",
          },
          {
            id: "b",
            text: "Ask the assistant whether the update is accurate and complete, and send it if it says yes.",
            credit: 0,
            safety: "skips-human-check",
            reason: "The assistant cannot confirm its own work against your records; its yes is not a check.",
          },
          {
            id: "c",
            text: "Read it against your definition of done: every part there, figures checked, open item marked.",
            credit: 1,
            reason: "The definition of done is the test the work must pass, and two minutes is enough to run it.",
          },
        ],
      },
    ],
  },
  2: {
    title: "Choosing your own tools, and timing them",
    brief:
      "You are {aRole}. The records and write-ups that go with a recurring task of yours, such as {activity2}, take a good part of your week, and your manager wants to know whether AI tools would make them quicker without making them worse. Nobody has said which tools to use: you have {tool} ({toolCategory}), {tool2} ({tool2Category}), a spreadsheet and your usual systems.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "tool-combining",
        situation: "You are deciding how to approach the task with tools.",
        question: "How do you choose the tools?",
        options: [
          {
            id: "a",
            text: "List the task's steps, name each step's output, and match a tool to each; some steps stay by hand.",
            credit: 1,
            reason: "Starting from the steps puts each tool where its kind fits, and leaves alone the steps AI does not help.",
          },
          {
            id: "b",
            text: "Use {tool} for every step, since it comes first in your toolkit and it is the one you know best.",
            credit: 0,
            reason: "Familiarity is not fit: one tool for every step sends some steps to a tool of the wrong kind.",
          },
          {
            id: "c",
            text: "Ask a few colleagues which AI tool they like best, and use their favourite for the whole task.",
            credit: 0.5,
            reason: "Colleagues' experience is worth hearing, but the choice should follow this task's steps, and one tool may not fit them all.",
          },
        ],
      },
      {
        id: "p2",
        skill: "tool-combining",
        situation: "One step produces totals and counts from a list of records; the next turns them into a short written summary.",
        question: "How do you combine tools for these two steps?",
        options: [
          {
            id: "a",
            text: "Paste the records into a chat assistant and ask it to work out the totals and write the summary in one go.",
            credit: 0.5,
            reason: "Quick, but a chat reply can drop or misread rows, so every total would need checking anyway.",
          },
          {
            id: "b",
            text: "Describe the records to an assistant, ask it to estimate the totals, and have it draft the summary around them.",
            credit: 0,
            reason: "An estimate of figures you already hold is a guess where an exact answer is easy.",
          },
          {
            id: "c",
            text: "Work out the totals in a spreadsheet, then give the checked figures to an assistant to draft the summary.",
            credit: 1,
            reason: "Each tool does what it is built for, and the checked figures pass cleanly into the draft.",
          },
        ],
      },
      {
        id: "p3",
        skill: "tool-combining",
        situation: "You are about to time the task done with your tools, to compare it with doing it by hand.",
        question: "What time do you record for the version with tools?",
        options: [
          {
            id: "a",
            text: "The time the tools took to produce their output, since that is the part of the work the AI did.",
            credit: 0,
            reason: "It leaves out the prompting, fixing and checking, which are real costs of using the tools.",
          },
          {
            id: "b",
            text: "From the first step to the checked, finished result, prompts and corrections included.",
            credit: 1,
            reason: "Only the whole time, checking included, compares fairly with doing the task by hand.",
          },
          {
            id: "c",
            text: "From the first prompt to the finished draft, leaving out checking, since by-hand work gets checked as well.",
            credit: 0.5,
            reason: "Fairer than counting the tools' time alone, but checking AI output can take longer than checking your own, so it belongs on the clock.",
          },
        ],
      },
      {
        id: "p4",
        skill: "tool-combining",
        situation: "With the tools the task was quicker, but you found and fixed two errors while checking. Done by hand, it had none.",
        question: "What do you report to your manager?",
        options: [
          {
            id: "a",
            text: "That the tools saved time: the errors were fixed before anything went out, so they need no mention.",
            credit: 0,
            reason: "Leaving out the errors hides the cost of checking and the risk if checking is ever skipped.",
          },
          {
            id: "b",
            text: "That the tools are not worth using for this task, since they brought in errors the by-hand version did not have.",
            credit: 0.5,
            reason: "The errors matter, but they were caught within the time measured; the full comparison may still favour the tools.",
          },
          {
            id: "c",
            text: "Both times, and that the tools' version needed two corrections, caught by checking counted in its time.",
            credit: 1,
            reason: "Time and quality side by side are what let your manager judge the trade-off.",
          },
        ],
      },
      {
        id: "p5",
        skill: "tool-combining",
        situation:
          "In your chain, copying one tool's output into the next tool and reformatting it took longer than the step the second tool then did for you.",
        question: "What do you change?",
        options: [
          {
            id: "a",
            text: "Do that step in one tool or by hand next time, and time it again.",
            credit: 1,
            reason: "A join that costs more than its step saves is a loss; timing again shows whether the change helped.",
          },
          {
            id: "b",
            text: "Keep both tools in the chain: using more tools together shows your manager a more advanced way of working.",
            credit: 0,
            reason: "The aim is a better, quicker result, not a longer chain; a tool that adds time makes the work slower.",
          },
          {
            id: "c",
            text: "Build an automation in Zapier, Make or Power Automate to move the output between the two tools for you.",
            credit: 0.5,
            reason: "It might pay off later, but building it before you know the step is worth keeping costs time, and it needs your organisation's approval.",
          },
        ],
      },
    ],
  },
  3: {
    title: "Explaining how the work was made",
    brief:
      "You are {aRole}. You have delivered a short report on recent work involving {activity}, prepared with AI tools and checked by you. Your manager must decide whether to rely on it, and others outside your team will read it after them. They have questions.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "explaining",
        situation: "Your manager asks: “How do I know these figures are right?”",
        question: "What do you answer?",
        options: [
          {
            id: "a",
            text: "“An AI tool produced them, and it is very good at exactly this kind of work, so I am confident in them.”",
            credit: 0,
            reason: "A tool's reputation is not a check; it tells your manager nothing about these figures.",
          },
          {
            id: "b",
            text: "“I went through everything carefully before I sent it to you, so you can rely on it.”",
            credit: 0.5,
            reason: "Probably true, but unspecific: your manager cannot tell what was checked or against what.",
          },
          {
            id: "c",
            text: "“They come from our records; I recalculated the totals in a spreadsheet. One is marked unconfirmed.”",
            credit: 1,
            reason: "Named sources, checks and limits are what your manager can trust, and verify if they wish.",
          },
        ],
      },
      {
        id: "p2",
        skill: "explaining",
        situation: "You are adding a short note on how the report was made, for readers who will not be able to ask you.",
        question: "What goes in it?",
        options: [
          {
            id: "a",
            text: "Every prompt you used and every answer the AI tool gave, in full, so that nothing is hidden from the readers.",
            credit: 0.5,
            reason: "Useful as evidence behind the report, but far too long for a reader who needs to know what to trust.",
          },
          {
            id: "b",
            text: "A few lines: the sources, the key decisions, the checks done and what is still uncertain.",
            credit: 1,
            reason: "Those four things let a reader judge the report without redoing it.",
          },
          {
            id: "c",
            text: "Nothing: a note about method would distract from the findings, which should speak for themselves.",
            credit: 0,
            reason: "Without it, readers cannot judge how far to rely on the findings.",
          },
        ],
      },
      {
        id: "p3",
        skill: "explaining",
        situation: "You left some records out of the report because they were incomplete.",
        question: "How do you handle that in the report?",
        options: [
          {
            id: "a",
            text: "Say what was left out and why, and whether it could change the conclusion.",
            credit: 1,
            reason: "The reader can weigh a decision only if they know it was made and why.",
          },
          {
            id: "b",
            text: "Leave it unmentioned: the report reads more cleanly, and the missing records were only a small part.",
            credit: 0,
            reason: "Whether the gap is small is a judgement to explain, not to keep from the reader.",
          },
          {
            id: "c",
            text: "Add a footnote saying that some records were excluded, without going into which ones or why.",
            credit: 0.5,
            reason: "Open about the gap, but the reader still cannot judge whether it matters.",
          },
        ],
      },
      {
        id: "p4",
        skill: "explaining",
        situation: "A reader outside your team asks why the report recommends the first option rather than the second.",
        question: "How do you explain it?",
        options: [
          {
            id: "a",
            text: "Walk them through the prompts and the tools you used, so they can follow the analysis step by step.",
            credit: 0,
            reason: "They asked for the reasons, and the prompts do not give them; the process detail is for whoever asks about it.",
          },
          {
            id: "b",
            text: "Send them the full report again with the relevant section highlighted, and offer to talk it through.",
            credit: 0.5,
            reason: "Helpful, but it leaves them to dig out the reasoning; a direct answer serves them better.",
          },
          {
            id: "c",
            text: "In plain words: what the first option achieves, what it costs, and where the second falls short.",
            credit: 1,
            reason: "An answer in terms of what matters to the reader is one they can follow and weigh.",
          },
        ],
      },
      {
        id: "p5",
        skill: "explaining",
        situation: "Your manager asks whether you checked the dates in one section. You did not: you ran out of time.",
        question: "What do you say?",
        options: [
          {
            id: "a",
            text: "That those dates come from the same records as the figures you did check, so they should be right.",
            credit: 0.5,
            reason: "It may be true, but it offers an inference in place of a check; say plainly that it is one.",
          },
          {
            id: "b",
            text: "That you did not check them, and that you can check them now, before the report is used.",
            credit: 1,
            reason: "A plain answer and an offer to close the gap keep the trust the rest of the report depends on.",
          },
          {
            id: "c",
            text: "That the report was checked, since nearly all of it was and the dates look right to you.",
            credit: 0,
            reason: "Claiming a check you did not do is the quickest way to lose the trust the report depends on.",
          },
        ],
      },
    ],
  },
  4: {
    title: "What AI did, what you did",
    brief:
      "You are {aRole}. Last week you produced a report on recent work involving {activity}, with AI help and your own checks. Your manager has asked you to show, with evidence, how you use AI in your work, ahead of a review.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "transparency",
        situation: "Your manager asks which parts of the work the AI tool did.",
        question: "How do you answer?",
        options: [
          {
            id: "a",
            text: "“It is my own work: I edited everything the tool gave me, so the result is mine.”",
            credit: 0,
            reason: "You are accountable for it, but claiming all of it hides what the tool did and misleads your manager.",
          },
          {
            id: "b",
            text: "“The tool drafted the first two sections from my notes; I wrote the rest and checked every figure.”",
            credit: 1,
            reason: "A specific split tells your manager what the tool did, what you did and where your judgement came in.",
          },
          {
            id: "c",
            text: "“AI helped with some of the writing, but the ideas, the decisions and the checking were all mine.”",
            credit: 0.5,
            reason: "Honest in spirit, but too vague for your manager to know which parts to look at.",
          },
        ],
      },
      {
        id: "p2",
        skill: "transparency",
        situation: "The prompts you want to include contain people's names and details from your records; the tool you used is approved for them.",
        question: "How do the prompts go into the evidence?",
        options: [
          {
            id: "a",
            text: "With names and details replaced by placeholders, and a line saying you did so.",
            credit: 1,
            reason: "The evidence of how you prompted is kept, and the data rules of the work apply to its evidence too.",
          },
          {
            id: "b",
            text: "As they are: the pack is only for your manager, who is allowed to see those records anyway.",
            credit: 0,
            reason: "Evidence travels further than planned, to reviewers or assessors; confidential details should not travel with it.",
          },
          {
            id: "c",
            text: "Left out of the pack altogether, with a sentence describing roughly what you asked the tool.",
            credit: 0.5,
            reason: "Safe, but your manager loses the evidence of how you prompted, which placeholders would have kept.",
          },
        ],
      },
      {
        id: "p3",
        skill: "transparency",
        situation: "The tool's first draft was weak, and you rewrote most of it.",
        question: "Does the first draft go in the evidence?",
        options: [
          {
            id: "a",
            text: "No: it shows the tool at its worst and could make the finished work look weaker than it is.",
            credit: 0,
            reason: "The gap between draft and final is the evidence of your judgement; hiding it hides your part.",
          },
          {
            id: "b",
            text: "No, but the summary says that the final is a heavily revised version of an AI draft.",
            credit: 0.5,
            reason: "Open, but your manager cannot see what you changed or why.",
          },
          {
            id: "c",
            text: "Yes, beside the final, so your manager can see what you changed.",
            credit: 1,
            reason: "Draft and final side by side show exactly what the tool gave and what you made of it.",
          },
        ],
      },
      {
        id: "p4",
        skill: "transparency",
        situation: "The work will also go to someone outside your organisation, and you are not sure whether to tell them AI helped.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Say nothing: you checked everything and you are accountable for it, so it makes no difference to them.",
            credit: 0,
            reason: "Your checks matter, but whether to tell them is a question for your organisation's policy, not one to skip.",
          },
          {
            id: "b",
            text: "Check your organisation's policy on saying when AI was used, and ask your manager if it is silent.",
            credit: 1,
            reason: "The policy sets what to say and how; where it is silent, your manager decides with you.",
          },
          {
            id: "c",
            text: "Add a standard line at the end of the work saying that AI tools may have been used in preparing it.",
            credit: 0.5,
            reason: "Open, but “may have been” is vague, and your organisation may have its own wording or rules.",
          },
        ],
      },
      {
        id: "p5",
        skill: "transparency",
        situation: "Your manager asks how much time AI saved on this work. You did not time it.",
        question: "What do you say?",
        options: [
          {
            id: "a",
            text: "Give your best estimate of the saving as a firm figure, since a number is more useful to a manager than none.",
            credit: 0,
            reason: "An estimate presented as a measurement is exactly the kind of claim evidence is meant to replace.",
          },
          {
            id: "b",
            text: "That you cannot say, as you did not measure it, and leave the question there.",
            credit: 0.5,
            reason: "Honest, but it gives your manager nothing and misses the chance to measure next time.",
          },
          {
            id: "c",
            text: "That you did not time it; give a rough estimate, labelled as one, and time the next one.",
            credit: 1,
            reason: "The estimate is useful because it is labelled, and the next piece of work will give a real measurement.",
          },
        ],
      },
    ],
  },
};

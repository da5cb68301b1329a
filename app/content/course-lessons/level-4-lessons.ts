// Level 4, "Proof-of-Performance" (issue 27; rubric level 4: "Performs under realistic conditions,
// and proves it"): four lessons, one per indicator of the rubric level, in order: delivering a
// complete, accurate result on time, choosing and combining tools unprompted, explaining the
// decisions and checks made, and being open about what AI did. Lessons 1, 2 and 4 carry out the
// level's three roadmap challenges (app/lib/roadmap.ts). Slots in braces are filled from the learner's
// own job (app/lib/lesson-slots.ts): {role} their job title, {occupation} the O*NET occupation it
// matched, {activity}, {activity2}, {activity3} that occupation's largest work activities, {tool} and
// {tool2} the first tools of their toolkit with {toolCategory} and {tool2Category}. No statistics:
// the lessons teach habits, not figures.
import { LEVEL_FOUR_SIMULATIONS } from "./level-4-simulations";
import type { CourseLevelContent, Lesson } from "./types";

const LESSONS: Lesson[] = [
  {
    number: 1,
    title: "Delivering against the clock",
    skill: "delivery",
    summary:
      "Plan a time box, decide what “done” means before you start, and keep time to check, so that what you hand over at the deadline is complete and accurate.",
    sections: [
      {
        heading: "Decide what “done” means before you start",
        paragraphs: [
          "Level 4 is about performing under realistic conditions: a real request, a real deadline, and work that would stand up in your job as {aRole}. Under time pressure, the first thing lost is a clear picture of what was asked. So spend the first few minutes writing down, in two or three lines, what the finished result looks like. That definition of done is what you work to, and what you check against at the end.",
        ],
        list: [
          "Complete: every part of the request is answered, in the form it was asked for.",
          "Accurate: every fact, figure and name has been checked against its source, not just read through.",
          "Usable: the person receiving it can act on it without coming back to ask what you meant.",
          "Honest about its limits: anything you could not confirm in time is marked, not hidden.",
        ],
      },
      {
        heading: "Plan the time box",
        paragraphs: [
          "A time box is a fixed amount of time, split into parts before you begin. For a 30-minute piece of work, one workable split is about five minutes to read the request, gather the material and write your definition of done; about fifteen to produce, with whichever tools fit each step; and about ten to check and finish. Adjust the split to the work, but set the checking time first and protect it: it is the part that gets squeezed, and the part that makes the work trustworthy.",
          "Gather your material before you open an AI tool. An assistant cannot know the records, figures or notes behind a task of yours such as {activity}; if you start prompting without them, you spend the time box correcting its guesses. Decide too what stays with you. Where health, safety, money or someone's legal position is at stake (clinical, electrical, gas, legal or financial work, for example), your professional judgement and your profession's validated tools stay in charge, however tight the deadline.",
        ],
      },
      {
        heading: "When the clock runs short, cut scope, not checks",
        paragraphs: [
          "Look at the time at the end of each part of your plan. If producing the work overruns, do not eat into the checking time; cut the scope instead: a shorter section, fewer examples, one recommendation rather than three. A short result that is complete and checked is worth more than a long one with a wrong figure in it.",
          "If something cannot be confirmed before the deadline, deliver on time and say so plainly: what is still to be confirmed, and when you will confirm it. Give the last couple of minutes to reading your result against your definition of done, line by line, rather than to polishing the wording.",
        ],
      },
    ],
    example: {
      title: "A 30-minute update on this week's work",
      steps: [
        {
          label: "The request",
          text: "Your manager needs a one-page update on this week's work in your area, such as {activity}, for a meeting in half an hour: what is done, what is outstanding, and one recommendation.",
        },
        {
          label: "Minutes 0-5",
          text: "You write the definition of done (three parts, one page, figures from your records, open points marked) and pull together the figures and notes you need.",
        },
        {
          label: "Minutes 5-20",
          text: "An AI assistant approved for this kind of material drafts the first two parts from your notes; you write the recommendation yourself, because it is your judgement.",
        },
        {
          label: "Minutes 20-28",
          text: "You check every figure against your records, recalculate the totals in a spreadsheet, and mark one item you cannot confirm as “to be confirmed by Thursday”.",
        },
        { label: "Minutes 28-30", text: "You read the page against your definition of done, part by part, then send it." },
      ],
      takeaway: "The plan is made before the first prompt, and the checking time is protected: that is what turns a fast result into one people can rely on.",
    },
    practice: {
      title: "A 30-minute deliverable from your work on {activity}",
      instruction:
        "Take a real piece of written work due soon from your work on a task such as {activity}: an update, a plan, a summary, a quote, a report, whatever your job produces. Choose work you would check in any case, use only tools approved for the information involved, and keep safety-critical decisions to your usual process. Write your definition of done and a time plan, set a 30-minute timer, and produce it with whichever AI tools fit, keeping the checking time at the end. Then write it up here: the request, your definition of done, your plan against the time each part really took, what you checked and against what, and anything you marked as not yet confirmed.",
      checklist: [
        "The request, in one sentence",
        "Your definition of done, written before you started",
        "Your time plan and the time each part really took",
        "What you checked, and the source you checked it against",
        "Anything not yet confirmed, and how you said so",
      ],
      minutes: 5,
      roadmapChallenge: 1,
    },
    simulation: LEVEL_FOUR_SIMULATIONS[1]!,
  },
  {
    number: 2,
    title: "Choosing and combining tools, and showing the time saved",
    skill: "tool-combining",
    summary:
      "Choose the tools for a task yourself, step by step, combine them so that each does what it is good at, and measure honestly whether the combination saved time.",
    sections: [
      {
        heading: "Choose from the steps, not from the toolkit",
        paragraphs: [
          "At Level 4 nobody tells you which tool to use. The choice starts from the task: split it into its steps, name the output each step needs, and match a tool to each. Some steps need no AI at all, and seeing that is part of choosing well. Choosing also means staying within what your organisation allows: use the tools approved for the kind of information involved, even when another would be quicker.",
        ],
        list: [
          "Drafting, summarising and rewording: a chat assistant such as ChatGPT, Claude, Gemini or Microsoft Copilot.",
          "Turning a recorded conversation into notes and actions: a transcription tool such as Otter.ai, with the consent of the people recorded.",
          "Sums, counts, sorting and comparisons: a spreadsheet such as Excel or Google Sheets, where the formula shows its working.",
          "Facts about your jobs, cases, stock or clients: your organisation's own system of record, not an assistant's memory.",
          "Judgements, commitments and anything safety-critical: you, with your profession's validated tools.",
        ],
      },
      {
        heading: "Combine them so each feeds the next",
        paragraphs: [
          "A good combination passes the work along cleanly: a transcript becomes the material an assistant summarises; a spreadsheet's totals go into a draft as checked figures; the draft comes back to you for review. For your own toolkit, ask what {tool} ({toolCategory}) and {tool2} ({tool2Category}) each do best, and where the output of one could become the input of the other in the paperwork around a task of yours such as {activity2}. If the two do not fit together, pair one of them with a chat assistant or a spreadsheet instead.",
          "Watch the joins. Every hand-over between tools costs time (copying, reformatting, removing confidential details) and is a place where something can be dropped. If a join costs more than the step saves, do that step by hand or in one tool. Automation tools such as Zapier, Make or Power Automate can connect tools, but build an automation only once the steps have proved their worth, and only where your organisation allows it.",
        ],
      },
      {
        heading: "Measure whether it saved time",
        paragraphs: [
          "“AI saves time” is a claim; your manager needs a measurement. Time the same kind of task twice, once by hand and once with your tools, on comparable material and against the same definition of done. Count the whole time with the tools: writing prompts, waiting, fixing and checking. A draft that arrives in seconds but takes a long time to correct has not saved what it seemed to.",
          "Record quality as well: did each version meet the definition of done, and how many errors did you find and fix in each? A quicker result that needed more corrections may still be worth it, or may not; what you record lets you and your manager decide. If the tools did not save time, report that too. It is a useful finding, and a first run with a new combination can be slower than the runs that follow.",
          "Keep the record simple: one line per run in a spreadsheet, with the date, the task, the tools used, the minutes taken and the errors found. After a few runs, the pattern tells you more than any single comparison.",
        ],
      },
    ],
    example: {
      title: "Timing a routine write-up by hand and with tools",
      steps: [
        {
          label: "The task",
          text: "One routine write-up from your work on {activity2} (a report, a record or a summary), done twice on comparable material, against the same definition of done.",
        },
        { label: "By hand", text: "You note the start and finish times, and every correction you made before the result was ready." },
        {
          label: "With tools",
          text: "You choose the tools step by step (for example, a chat assistant for the draft and a spreadsheet for the figures) and time it from the first step to the checked result.",
        },
        { label: "Compare", text: "You set the two times side by side with the quality of each: parts complete, errors found, errors left." },
        { label: "Conclude", text: "You write down what saved time, what did not, and which step you would change next time." },
      ],
      takeaway: "A time saving counts only when the result is as good and the checking is inside the clock.",
    },
    practice: {
      title: "Show the time saved",
      instruction:
        "Pick a small piece of written or planning work that recurs in your job, such as a report, record or summary that goes with {activity2}. Do it once by hand and once with the tools you choose ({tool} and {tool2}, or others that fit the steps better), on comparable material, using only tools approved for the information involved and leaving safety-critical judgements to your usual process. Record both times, counting prompting, fixing and checking, and judge both results against the same definition of done. Write up which tool you used for which step and why, the two times, the quality of each result, and your conclusion.",
      checklist: [
        "The task and your definition of done",
        "The tools you chose for each step, and why",
        "Both times, with checking included",
        "The quality of each result: completeness and errors found",
        "Your honest conclusion, including any step you would change",
      ],
      minutes: 5,
      roadmapChallenge: 2,
    },
    simulation: LEVEL_FOUR_SIMULATIONS[2]!,
  },
  {
    number: 3,
    title: "Explaining your decisions and checks",
    skill: "explaining",
    summary:
      "Tell a manager or client how a piece of work was made, what you decided and what you checked, briefly and specifically enough for them to trust it.",
    sections: [
      {
        heading: "Why the explanation matters",
        paragraphs: [
          "Whoever receives your work has to decide whether to rely on it. They cannot see what you did; they see only the result. When AI tools played a part, the question “how do I know this is right?” gets sharper, and neither “the AI did it” nor “I checked it” answers it. What earns trust is a short, specific account of the decisions you made and the checks you did.",
          "Explaining is also a check on yourself: if you cannot say where a figure came from or why you recommended one option over another, the work is not finished yet, however good it looks. Three common answers sound reassuring and tell the reader nothing:",
        ],
        list: [
          "The tool as a guarantee: “the AI produced it, and it is very good at this”.",
          "Effort as evidence: “I spent all afternoon on it”.",
          "A diary of the whole process that nobody asked for, with the one check that matters buried in it.",
        ],
      },
      {
        heading: "What to explain: decisions, checks and limits",
        paragraphs: ["Three things cover most of what a reader needs to know:"],
        list: [
          "Decisions: what you included and left out, which sources you used, what you assumed, and why; which option you recommended and what you weighed.",
          "Checks: what you verified and against what. “Totals recalculated in a spreadsheet from the system export” tells the reader something; “checked thoroughly” tells them nothing.",
          "Limits: what you could not confirm, what could change the result, and what you would do with more time.",
        ],
      },
      {
        heading: "Fit the explanation to the reader",
        paragraphs: [
          "A manager usually wants to know how confident to be and where the risk lies. A client usually wants to know what the result means for them and why you recommend what you do. A colleague taking over wants enough to continue the work. Lead with what your reader needs, in plain words, and keep the detail of your process for whoever asks about it.",
          "For most work, a “how this was made” note of three to five lines, at the top or the end, is enough: sources, key decisions, checks, limits, and in a line what AI did (lesson 4 covers that in full). When someone questions a point, answer from that record. If you did not check something, say so and offer to check it: an honest “I have not checked that yet” keeps more trust than a confident guess.",
          "Write the note as you go. A line for each decision and each check, jotted down when you make it, means the explanation is mostly written by the time the work is done, and it is accurate because it was not reconstructed from memory.",
        ],
      },
    ],
    example: {
      title: "A “how this was made” note on a short report",
      steps: [
        { label: "Sources", text: "“Figures from our records system, exported this morning; notes from this week's work.”" },
        {
          label: "Decisions",
          text: "“Two incomplete records are left out and listed at the end. I recommend the first option because it is the only one that meets the deadline.”",
        },
        { label: "Checks", text: "“Every total recalculated in a spreadsheet; each name and date checked against the records.”" },
        { label: "AI's part", text: "“An AI assistant drafted the summary from my notes; I wrote the recommendation.”" },
        { label: "Limits", text: "“One open item is still to be confirmed; I will confirm it by Friday.”" },
      ],
      takeaway: "Specific checks and named limits let a reader trust the work without redoing it.",
    },
    practice: {
      title: "Write the “how this was made” note for a piece of your work",
      instruction:
        "Take a piece of work you produced recently with AI help, from your work on a task such as {activity} or {activity3}. Write the note you would give your manager or client: the sources, the key decisions and why, the checks and what each was checked against, and the limits. Keep it to five lines. Then say in one sentence who the reader is and what they most need to know.",
      checklist: [
        "The sources the work rests on",
        "At least one decision and its reason",
        "Specific checks, each with what it was checked against",
        "What you could not confirm",
        "Who reads it and what they most need",
      ],
      minutes: 5,
    },
    simulation: LEVEL_FOUR_SIMULATIONS[3]!,
  },
  {
    number: 4,
    title: "Being open about AI, and presenting your evidence",
    skill: "transparency",
    summary: "Say plainly which parts AI did and which you did, and assemble the prompts, drafts, final work and checks that show your manager how you work.",
    sections: [
      {
        heading: "Say what AI did and what you did",
        paragraphs: [
          "Being open about AI is neither a confession nor a disclaimer. It is a factual account of who did what: which steps a tool did, which you did, and where your judgement came in. “An assistant drafted the first version from my notes; I restructured it, wrote the recommendation and checked every figure against the records” tells the reader exactly what to trust, and why.",
          "Avoid both extremes. Calling the work all your own because you edited it misleads; so does a bare “AI wrote this” when you chose the material, made the decisions and did the checks. Follow your organisation's policy on when and how to say that AI was used, and where it says nothing, ask your manager. Your professional duties stay the same whichever tool helped: you remain accountable for what you send.",
          "Be specific about scale, too. “AI drafted the outline” and “AI drafted everything and I checked it” are different statements, and your reader should know which one is true.",
        ],
      },
      {
        heading: "Keep the evidence as you work",
        paragraphs: [
          "Evidence is easy to keep while you work and hard to rebuild afterwards. Many AI tools keep a history of your conversations, depending on the tool and your settings, but do not rely on it. For a piece of work you want to show, save as you go:",
        ],
        list: [
          "The request: what was asked, by whom (by role), and the deadline.",
          "The prompts you used, copied out of the conversation, with confidential details replaced.",
          "The drafts: the tool's first output and your edited version, so the changes you made can be seen.",
          "The final result, as delivered.",
          "The checks: what you checked, against what, and what you corrected.",
          "The time it took, if you measured it (lesson 2).",
        ],
      },
      {
        heading: "Present it so a manager can follow it",
        paragraphs: [
          "Put the pieces in one document or folder, in order: request, prompts, drafts, final, checks. Open with a short summary: what the work was, what AI did, what you did, the time taken, and what you would do differently. Your manager should be able to see your part in a couple of minutes and look further if they want to.",
          "The evidence follows the same data rules as the work. Before anyone else sees it, remove or replace personal and confidential details in the prompts and drafts, and say that you did. Do not share a link to a conversation that still contains them, and keep the pack where your organisation keeps work files, not in a personal account.",
          "Include what went wrong as well as what went right. A weak first draft you rewrote, or an error you caught while checking, is nothing to hide: it is the clearest evidence that your judgement and your checks are doing their job.",
        ],
      },
    ],
    example: {
      title: "An evidence pack for the 30-minute update from lesson 1",
      steps: [
        {
          label: "Summary",
          text: "“A one-page update for my manager, done in 30 minutes. An AI assistant drafted two sections from my notes; I wrote the recommendation and checked every figure.”",
        },
        { label: "Prompts", text: "The two prompts used, with names replaced by roles such as “Colleague A” and “the client”." },
        { label: "Drafts", text: "The assistant's first draft beside your edited version, with your changes highlighted." },
        { label: "Checks", text: "A short list: each figure and the record it was checked against, and the one correction made." },
        { label: "Final", text: "The update as sent, with its open item marked." },
      ],
      takeaway: "The pack shows your judgement at work: what the tool gave, what you changed, and why you can stand behind the result.",
    },
    practice: {
      title: "Present your evidence",
      instruction:
        "Choose one piece of your own work done with AI help (with {tool} or another tool from your toolkit), such as the 30-minute deliverable from lesson 1. Assemble its evidence: the request, the prompts, the first draft and your edited version, the final result and your checks, with confidential details replaced. Here, write the summary that opens the pack: what the work was, what AI did, what you did, what you checked, and what the pack contains.",
      checklist: [
        "What the work was and who it was for",
        "What AI did, specifically",
        "What you did: decisions, edits and checks",
        "The evidence included, with confidential details replaced",
        "Anything you would do differently",
      ],
      minutes: 5,
      roadmapChallenge: 3,
    },
    simulation: LEVEL_FOUR_SIMULATIONS[4]!,
  },
];

export const LEVEL_FOUR: CourseLevelContent = { level: 4, name: "Proof-of-Performance", lessons: LESSONS };

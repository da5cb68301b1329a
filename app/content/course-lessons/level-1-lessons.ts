// Level 1, "Awareness in Action" (issue 27; accounts-admin-sales.md §9: 6 lessons, about 60
// minutes, each ending with a 3-5 minute simulation): the six modules of the Level 1 workshop
// (visitor-side.md §3). Slots in braces are filled from the learner's own job (app/lib/lesson-slots.ts):
// {role} their job title, {occupation} the O*NET occupation it matched, {activity}, {activity2},
// {activity3} that occupation's largest work activities, {tool} and {tool2} the first tools of their
// toolkit with {toolCategory} and {tool2Category}. No statistics: the lessons teach habits, not figures.
import { LEVEL_ONE_SIMULATIONS } from "./level-1-simulations";
import type { CourseLevelContent, Lesson } from "./types";

const LESSONS: Lesson[] = [
  {
    number: 1,
    title: "AI tool types and a mental model",
    skill: "tool-choice",
    summary: "Know the main kinds of AI tool, what each is good for, and how to think about what an AI assistant is doing when it answers you.",
    sections: [
      {
        heading: "The kinds of AI tool you will meet",
        paragraphs: [
          "Most AI tools at work fall into a handful of kinds. Knowing the kind tells you what to expect from a tool before you open it, and stops you asking a tool for something it was never built to do.",
        ],
        list: [
          "Chat assistants (ChatGPT, Claude, Gemini, Microsoft Copilot): general drafting, summarising, explaining and brainstorming from what you type or paste.",
          "Writing aids built into the software you already use: rewording, shortening and correcting text where you write it.",
          "Meeting and transcription tools: turning a recorded conversation into notes, decisions and actions.",
          "Image and media generators: pictures, slides and video from a description. They draw; they do not calculate or check facts.",
          "Data and spreadsheet tools: sorting, filtering, formulas and charts. Exact operations belong here, not in a chat reply.",
        ],
      },
      {
        heading: "A mental model that keeps you safe",
        paragraphs: [
          "Think of a chat assistant as a fast, very well-read drafter who has never seen your work. It writes the most plausible text for what you asked. It knows only what you give it and what it can reach: the web, or your email and files if your organisation has connected it to them. Find out which. Even when it searches, it can pick a wrong or out-of-date source, and it sounds just as confident when it is wrong as when it is right.",
          "So three habits follow for {aRole}: give it what it cannot know (lesson 2), decide what stays with you (lesson 3), and check what comes back before it leaves your hands (lesson 4).",
        ],
      },
      {
        heading: "Your toolkit, sorted by kind",
        paragraphs: [
          "Your toolkit lists {tool} as a {toolCategory} tool and {tool2} as a {tool2Category} tool. Before using either on {activity}, ask which kind of output you need: a draft to edit, a summary to read, a table to trust, or a picture to show. The kind of output points to the kind of tool.",
        ],
      },
    ],
    example: {
      title: "Matching a task of yours to a kind of tool",
      steps: [
        { label: "The task", text: "{Activity}, a regular part of the work of {aRole}." },
        { label: "The output needed", text: "A first draft you will edit, not a final answer you will send unread." },
        { label: "The kind of tool", text: "A chat assistant (or {tool}, if it drafts text) for the draft; a spreadsheet for any numbers in it." },
        { label: "What stays with you", text: "The facts, the figures and the final judgement of what is sent or decided." },
      ],
      takeaway: "Name the output first. A tool of the wrong kind fails quietly: a drawn chart can show numbers that are in none of your data.",
    },
    practice: {
      title: "Sort three of your tasks",
      instruction:
        "Pick three tasks from your own week as {aRole} (for example {activity}, {activity2} and {activity3}). For each, write which kind of AI tool suits it, or that it should not go to AI at all, and why in one sentence.",
      checklist: ["Three real tasks of yours", "A kind of tool (or no AI) for each", "A reason for each choice"],
      minutes: 4,
    },
    simulation: LEVEL_ONE_SIMULATIONS[1]!,
  },
  {
    number: 2,
    title: "Prompting and context",
    skill: "context",
    summary: "Write prompts that carry what a good answer needs: the task, the audience, the purpose, the format, the constraints and the material.",
    sections: [
      {
        heading: "What a good prompt carries",
        paragraphs: [
          "An assistant fills every gap you leave with a guess. A prompt that names the task and nothing else gets a generic answer; a prompt that carries the context gets a draft you can use. Before you press enter, check that your prompt says:",
        ],
        list: [
          "The task: what to produce, in a verb (draft, summarise, list, compare, rewrite).",
          "The audience: who will read it and what they already know.",
          "The purpose: what the reader should do or decide after reading.",
          "The format: length, structure, headings or a table, the tone.",
          "The constraints: what must be included, what must not be, the deadline or word limit.",
          "The material: the notes, figures or text it must work from, pasted in or attached (within lesson 5's limits).",
        ],
      },
      {
        heading: "Treat the first answer as a draft",
        paragraphs: [
          "A first answer is the start of a conversation. Ask for a shorter version, a different tone, a table instead of prose, or the three weakest points of its own draft. Say what was wrong rather than starting over: the assistant keeps the context of the conversation.",
          "When a prompt works for a task you repeat, such as {activity2}, save it. A tested prompt is a small tool of your own.",
        ],
      },
    ],
    example: {
      title: "A weak prompt and a strong one, for {activity}",
      steps: [
        { label: "Weak", text: "“Help me with {activity}.”" },
        {
          label: "Strong",
          text: "“I work as {aRole}. Draft a one-page handover note on {activity} for a colleague who takes over from me tomorrow and was not here today, so that they know what to do first. Use three headings: what happened, what to watch, what I need from you. Keep it under 250 words and use only my notes below, from which I have removed names and anything else that identifies a person (lesson 5). Notes: …”",
        },
        { label: "Follow-up", text: "“Shorten the second section to two sentences and make the request in the last section a single clear question.”" },
      ],
      takeaway: "The strong prompt is longer because it answers the questions the assistant would otherwise guess at.",
    },
    practice: {
      title: "Write a prompt for a task of yours",
      instruction:
        "Write a prompt you will really use with {tool} for {activity} (or another recurring task of yours). It must name the audience, the purpose, the format and at least one constraint. Then write the follow-up you would send if the first draft came back too long.",
      checklist: ["Audience", "Purpose", "Format", "A constraint", "A follow-up prompt"],
      minutes: 4,
      roadmapChallenge: 1,
    },
    simulation: LEVEL_ONE_SIMULATIONS[2]!,
  },
  {
    number: 3,
    title: "Human in the loop",
    skill: "human-in-the-loop",
    summary: "Decide which steps an AI tool may do, where a person reviews, and which decisions never leave a person's hands.",
    sections: [
      {
        heading: "AI drafts, people decide",
        paragraphs: [
          "An AI tool can do a step; it cannot be accountable for it. When its work reaches a client, a colleague or a decision, the person who sent it answers for it. Keeping a human in the loop means placing your judgement at the points where a mistake would cost most.",
        ],
        list: [
          "Decisions about people (hiring, performance, access to a service) stay with people.",
          "Anything that commits money, a contract or a legal position is reviewed before it goes.",
          "Advice on health, safety or the law comes from a qualified person, not from a draft.",
          "Messages sent in your name are read by you before they are sent.",
        ],
      },
      {
        heading: "Where to put the review",
        paragraphs: [
          "Break a task into steps and ask of each: if this step is wrong, who notices, and how late? Put the review just before the point of no return: before the email is sent, before the figure goes into the report, before the decision is announced. A review at the end of a long chain catches less than one placed where the risk is.",
          "A review is reading with a question in mind (is every name right? is anything promised that we cannot deliver?), not a glance at whether the text looks finished.",
        ],
      },
    ],
    example: {
      title: "Placing the human checks in {activity2}",
      steps: [
        { label: "Step AI may do", text: "Sort and summarise the incoming material with {tool} into a first draft." },
        { label: "Review point", text: "You check the draft against the original material before anyone else sees it." },
        { label: "Stays with you", text: "Any commitment, judgement about a person, or reply that changes what someone will do." },
        { label: "Telling people", text: "Where it matters to the reader, you say that an AI tool helped with the draft." },
      ],
      takeaway: "The review sits before the point of no return, and the decision itself never moves to the tool.",
    },
    practice: {
      title: "Map one task: AI steps, review points, your decisions",
      instruction:
        "Take one recurring task of yours as {aRole} (for example {activity2}). List its steps. Mark the steps an AI tool may do, where you will review and what you check there, and the decision you would never hand over, with the reason.",
      checklist: ["The task's steps", "Steps an AI tool may do", "Where you review and what you check", "A decision that stays with you, and why"],
      minutes: 4,
    },
    simulation: LEVEL_ONE_SIMULATIONS[3]!,
  },
  {
    number: 4,
    title: "Output verification and fact-checking",
    skill: "verification",
    summary: "Check facts, figures, names and sources in AI output before you use it, with a routine quick enough to do every time.",
    sections: [
      {
        heading: "How AI output goes wrong",
        paragraphs: [
          "Assistants produce fluent text, and fluency is not accuracy. The errors to look for are predictable, which is what makes checking quick:",
        ],
        list: [
          "Invented details: names, dates, quotes, references or links that look real and are not.",
          "Wrong numbers: a total that does not add up, a percentage of the wrong base, figures swapped between rows.",
          "Out-of-date facts: prices, rules or products that have changed since the model learned them.",
          "Misread material: your notes summarised with a point reversed, merged or left out.",
        ],
      },
      {
        heading: "A checking routine",
        paragraphs: [
          "Before you use an output, mark every fact, figure and name in it. Check each against its source: your own notes, the original document, the system of record. Recalculate numbers in a spreadsheet rather than asking the assistant whether it is right. If the assistant gives a source, open it and find the sentence; a reference you cannot open does not count.",
          "When the output summarises something, compare it with the original for what is missing as well as what is wrong. Note what you corrected: the pattern tells you what to check first next time you use {tool}.",
        ],
      },
    ],
    example: {
      title: "Checking a summary an AI tool wrote for {activity}",
      steps: [
        { label: "Mark", text: "Underline every name, date, figure and claim in the summary." },
        { label: "Check", text: "Find each in the original material; recalculate the totals in a spreadsheet." },
        { label: "Compare", text: "Read the original's headings and ask whether each one appears in the summary." },
        { label: "Correct and note", text: "Fix what was wrong and write down the kind of error, so you look for it first next time." },
      ],
      takeaway: "Checking is not rereading: it is finding each fact's source.",
    },
    practice: {
      title: "Check one output and record what you corrected",
      instruction:
        "Take one output from {tool} (or any AI tool) on your own work, for example {activity}. List the facts, figures and names you checked, where you checked each, and what you corrected. If nothing was wrong, say how you know.",
      checklist: ["What the output was for", "The facts, figures and names you checked", "The source you checked each against", "What you corrected"],
      minutes: 4,
      roadmapChallenge: 2,
    },
    simulation: LEVEL_ONE_SIMULATIONS[4]!,
  },
  {
    number: 5,
    title: "Data privacy and security",
    skill: "privacy",
    summary: "Keep personal and confidential information out of tools not approved for it, and still get the help you need.",
    sections: [
      {
        heading: "What you paste leaves your hands",
        paragraphs: [
          "Text you give an AI tool is sent to the company that runs it. Depending on the tool, your organisation's agreement and your settings, it may be stored, reviewed or used to improve the service. So the question before pasting is not whether the tool is useful, but whether this information may go there.",
        ],
        list: [
          "Personal information about clients, patients, students or colleagues.",
          "Confidential business information: unreleased figures, contracts, plans, prices.",
          "Passwords, access keys and anything that opens a system.",
          "Anything your organisation's policy says stays inside.",
        ],
      },
      {
        heading: "Getting help without giving data away",
        paragraphs: [
          "Use the tools your organisation has approved for the kind of information involved, and read its policy on AI use. Where a task needs real details, replace them: names become “Client A”, exact figures become rounded or invented stand-ins, identifying details are removed. The assistant can improve the structure and wording just as well; you put the real details back afterwards.",
          "Treat content from outside as untrusted too: a document or email you ask a tool to process can contain instructions aimed at the tool. Read what the tool proposes to do before you let it act.",
        ],
      },
    ],
    example: {
      title: "Preparing {activity} material for {tool}",
      steps: [
        { label: "Before", text: "The real notes, with names, contact details and figures that are not public." },
        { label: "Remove", text: "Names become roles (“the client”, “Colleague B”); contact details are deleted; figures are replaced by stand-ins." },
        { label: "Ask", text: "“Improve the structure and tone of this update; keep the placeholders as they are.”" },
        { label: "After", text: "You put the real details back in your own document, outside the tool." },
      ],
      takeaway: "The tool needs the shape of the problem, rarely the private details.",
    },
    practice: {
      title: "Your own data rules for {tool}",
      instruction:
        "For {activity} (or another task of yours as {aRole}), list which information you may give {tool} and which you may not, and why. Then rewrite one real input with the sensitive parts replaced by placeholders, as you would paste it.",
      checklist: ["Information you may give the tool", "Information you may not, and why", "One input rewritten with placeholders"],
      minutes: 4,
      roadmapChallenge: 3,
    },
    simulation: LEVEL_ONE_SIMULATIONS[5]!,
  },
  {
    number: 6,
    title: "Ethical use and bias awareness",
    skill: "fairness",
    summary: "Recognise bias and missing perspectives in AI output, treat people fairly when AI is involved, and be open about its use.",
    sections: [
      {
        heading: "Where bias comes from",
        paragraphs: [
          "Language and image models learn from vast amounts of human writing and pictures, with the assumptions and stereotypes those contain. Their output can repeat them: who is pictured as the manager, whose name is read as the stronger candidate, whose view is left out of a summary. The output sounds neutral, which makes the bias easy to miss.",
        ],
        list: [
          "Text that describes or judges people: references, reviews, candidate notes, customer replies.",
          "Images of people: who appears, in which roles.",
          "Summaries of a debate or feedback: whose views are kept and whose are dropped.",
          "Advice that assumes one kind of customer, reader or colleague.",
        ],
      },
      {
        heading: "Fair and open use",
        paragraphs: [
          "When an output affects people, read it asking who could be treated unfairly by it and whose perspective is missing. Do not let a general AI tool rank or screen people for you; where an approved, validated tool scores people, use it as your organisation directs and keep the judgement yours. Tell people when AI played a real part in what they receive, where they would want to know, and never present AI output as someone's own words or as checked when it was not.",
          "Respect other people's work and consent too: ask before recording or transcribing a conversation, and do not feed a tool material you have no right to use. In the work of {aRole}, apply this wherever AI output describes, assesses or replies to a person: a customer, patient, client or colleague.",
        ],
      },
    ],
    example: {
      title: "Reviewing an AI draft that describes people",
      steps: [
        { label: "The draft", text: "An AI tool drafted short notes about three people you work with." },
        { label: "Ask", text: "Would each description read the same if the person's gender, age or background were different?" },
        { label: "Look for gaps", text: "Whose view or situation does the draft not mention?" },
        { label: "Decide and disclose", text: "You rewrite what is unfair, make the judgement yourself, and say where AI helped." },
      ],
      takeaway: "Fairness is checked with questions about people, not by how balanced the wording sounds.",
    },
    practice: {
      title: "A fairness check for one task of yours",
      instruction:
        "Pick one task of yours where AI output could affect people (for example {activity3}). Write the questions you will ask of the output to spot bias or a missing perspective, and say when you will tell people that AI helped.",
      checklist: ["A task of yours that affects people", "At least two questions to spot bias or gaps", "When you will say AI helped"],
      minutes: 4,
    },
    simulation: LEVEL_ONE_SIMULATIONS[6]!,
  },
];

export const LEVEL_ONE: CourseLevelContent = { level: 1, name: "Awareness in Action", lessons: LESSONS };

export function levelOneLesson(number: number): Lesson | undefined {
  return LESSONS.find((l) => l.number === number);
}

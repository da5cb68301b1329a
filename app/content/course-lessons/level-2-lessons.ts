// Level 2, "Sensemaking in Context" (issue 27): four lessons, one per indicator of the rubric level
// (app/content/rubric.ts), in the indicators' order, each ending with a four-minute simulation
// (level-2-simulations.ts): finding confident errors, comparing outputs against the purpose,
// recognising bias and missing perspectives, and knowing when a task should not go to AI. Three of
// the practice tasks carry out the roadmap's Level 2 challenges (app/lib/roadmap.ts). Slots in braces
// are filled from the learner's own job (app/lib/lesson-slots.ts), as in Level 1. No statistics: the
// lessons teach habits, not figures.
import { LEVEL_TWO_SIMULATIONS } from "./level-2-simulations";
import type { CourseLevelContent, Lesson } from "./types";

const LESSONS: Lesson[] = [
  {
    number: 1,
    title: "Finding confident errors, invented sources and outdated facts",
    skill: "error-finding",
    summary:
      "Find the errors an AI tool states with full confidence: invented sources, real sources that say something else, outdated rules and wrong details in answers about your own work.",
    sections: [
      {
        heading: "Four kinds of confident error",
        paragraphs: [
          "In Level 1 you learned to check the facts in an output before using it. This lesson is about the errors that get past a quick check. An AI tool writes the most plausible answer it can, and a plausible answer about {activity} looks very like a right one. Its tone does not change when it is wrong, so the tone tells you nothing. What helps is knowing the shapes its errors usually take.",
        ],
        list: [
          "Invented sources: a report, guideline, standard, case, article or web link that does not exist, given with a convincing title, author, year or section number.",
          "Real source, wrong claim: the document exists, but it says something different, says it only under conditions the answer dropped, or does not mention the point at all.",
          "Outdated information: a rule, standard, price, product, form or procedure as it used to be. Models learn from text up to a date, and even a tool that searches the web can land on an old page.",
          "Wrong details in a right answer: the general point is sound, but a figure, threshold, date, name or step is slightly off, and that detail is the one someone will act on.",
        ],
      },
      {
        heading: "Where to look first",
        paragraphs: [
          "You cannot research every sentence, and you do not need to. Read the answer once for sense, then mark the claims that carry weight: anything precise (numbers, names, dates, quotes, references), anything that changes over time, and anything a colleague, client or customer will act on. Precision is a warning sign, not a reassurance: a section number or an exact figure makes a claim feel checked when nobody has checked it.",
          "Then ask of each marked claim: where would you normally confirm this in your work? The answer is rarely the AI tool. It is the current version of the standard or guidance you work to, your organisation's procedure, the manufacturer's instructions, the system of record, or a qualified colleague.",
        ],
      },
      {
        heading: "Checking sources and dates",
        paragraphs: [
          "For every source the answer gives, open it and find the passage. If you cannot find the document through its publisher, an ordinary search or the database your field uses (for a case or a piece of legislation, the official or subscription source you would cite from), treat it as invented and remove whatever rests on it. If you find it, check three things: that it says what the answer claims, that the answer has not dropped a condition or exception, and that it is the current version rather than an older edition.",
          "Do not ask the tool to confirm its own answer. Asked “are you sure?”, an assistant may stand by an error or abandon a correct claim: its reply to your doubt is another generated answer, not a look at the evidence. A second tool agreeing is not a check either. Only the source, or a qualified person who knows it, settles the point.",
          "Keep a note of the errors you find and their kind. After a few checks you will know where your tools tend to slip on {activity}, and you will look there first.",
        ],
      },
    ],
    example: {
      title: "Testing an assistant on a question you can answer yourself",
      steps: [
        { label: "Ask", text: "You ask a chat assistant a question about {activity} whose answer you know well, and ask it to name its sources." },
        { label: "Mark", text: "The answer gives two references, one rule it describes as current, and four precise details. You mark all seven." },
        {
          label: "Check the sources",
          text: "The first reference opens and supports the point. The second has a plausible title and year, but neither the publisher's site nor a search finds it: you treat it as invented.",
        },
        {
          label: "Check dates and details",
          text: "The rule matches a version you worked to some years ago, not the current one. Three details are right; one figure is slightly off.",
        },
        {
          label: "Record",
          text: "You write down each error by its kind, and one thing the answer left out that an experienced {role} would have mentioned first.",
        },
      ],
      takeaway: "An answer with references is not a sourced answer until you have opened the references and found the words.",
    },
    practice: {
      title: "Find the confident errors",
      instruction:
        "Ask an AI tool that writes answers to questions (a chat assistant such as ChatGPT, Claude, Gemini or Microsoft Copilot, or {tool} or {tool2} if it does this) a question about {activity} whose answer you already know well, with no personal or confidential details in it, and ask it to give its sources. Mark its sources, date-sensitive facts and precise details; check every source and the three or four claims someone would act on; and write up what was invented, what was outdated, what was wrong, what was missing and what was right.",
      checklist: [
        "The question, and how you know the right answer",
        "Each source: does it exist, and does it say what the answer claims?",
        "Any outdated fact, with the current position and where you found it",
        "What was left out that an experienced {role} would have included",
        "What you will check first next time",
      ],
      minutes: 5,
      roadmapChallenge: 2,
    },
    simulation: LEVEL_TWO_SIMULATIONS[1]!,
  },
  {
    number: 2,
    title: "Comparing outputs against the purpose",
    skill: "comparison",
    summary: "Compare two or more AI outputs for the same task against what the work is for, and explain in writing which one fits better and why.",
    sections: [
      {
        heading: "Decide the purpose before you read",
        paragraphs: [
          "When two answers sit side by side, the one that impresses you first is usually the longer, the more confident or the more polished. None of those is the purpose. Before you read either closely, write one or two lines: who will use this, what they need to do with it, and what must be right for that to work. In work such as {activity}, the output might be for a colleague who must act on it today, a customer, client or patient who needs one clear answer, or a record that must match the facts exactly.",
          "Then turn the purpose into a few criteria you can check. Most comparisons come down to these:",
        ],
        list: [
          "Accuracy: every fact, figure and name matches the source material, and nothing is invented.",
          "Coverage: the points the reader needs are all there, including the awkward one.",
          "Fit: length, level, tone and format suit this reader and this use.",
          "Effort to fix: how much checking and editing it needs before you could use it.",
        ],
      },
      {
        heading: "Make the comparison fair",
        paragraphs: [
          "Give each tool the same prompt and the same material; otherwise you are comparing your prompts, not the outputs. You can compare two tools that do the same kind of job (such as {tool} and {tool2}, if both do), two answers from one tool, or an AI output with your own version: each comparison teaches you something. A tool built for another job, such as scheduling, plans, navigation or records, cannot be fairly tested on a written task; put a chat assistant in its place.",
          "Read each output against the source material, not against the other output. Two answers can agree and both be wrong, and the one that disagrees may be the one that read your notes properly. Take the criteria one at a time, so that the polish of one answer does not carry it past an error.",
          "With three or more outputs the method is the same: take each criterion in turn across all of them, and for each output you reject, note the specific fault (an invented figure, a dropped point, the wrong reader). Those notes are what a colleague or your manager can check against the source.",
        ],
      },
      {
        heading: "Explain the choice",
        paragraphs: [
          "The skill is not the picking; it is saying why. A short judgement names the output you chose, the criteria that decided it, and what each of the others got wrong or left out, checked against the source. That note lets a colleague trust your choice, and after a few of them you will know which tool suits which kind of task in your own work.",
          "Sometimes the best answer is neither output as it stands, but the accurate one with a missing point added from your notes. Say so, and check the combined version as carefully as the originals.",
        ],
      },
    ],
    example: {
      title: "Three AI summaries of one work document",
      steps: [
        { label: "Purpose", text: "A colleague who was away must read the summary in two minutes and know the one decision they need to make." },
        { label: "Summary A", text: "Short and readable, but it leaves out the risk that the decision depends on." },
        { label: "Summary B", text: "Covers everything and reads confidently, but adds a recommendation the document does not make." },
        { label: "Summary C", text: "Accurate and complete, but twice the length the colleague will read." },
        {
          label: "Judgement",
          text: "C, cut to length: its fault is easy to fix, while A's gap and B's invention would each mislead the reader. You write this down in three lines, with each fault checked against the document.",
        },
      ],
      takeaway: "Judge each output against the purpose and the source, not against each other, and write down why.",
    },
    practice: {
      title: "Compare {tool} and {tool2}",
      instruction:
        "Pick one small written task from your work, such as a summary, an explanation for a customer, client or patient, or a note for a colleague about {activity}. Where {tool} and {tool2} can both do that kind of task, give them the same prompt and the same material (with placeholders for anything confidential). Where either is built for another kind of job, use a chat assistant such as ChatGPT, Claude, Gemini or Microsoft Copilot in its place, or compare one AI output with your own version, and say so. Write the purpose first, then compare the two outputs against it and explain which fits better.",
      checklist: [
        "The task and its purpose, written before you compared",
        "The same prompt and material for both",
        "The criteria you compared on",
        "What each output got wrong or left out, checked against the source",
        "Your choice, and the reason for it",
      ],
      minutes: 5,
      roadmapChallenge: 1,
    },
    simulation: LEVEL_TWO_SIMULATIONS[2]!,
  },
  {
    number: 3,
    title: "Recognising bias and missing perspectives",
    skill: "perspective",
    summary:
      "Look past accurate sentences to the skew underneath: whose sources an AI answer rests on, whose view it leaves out, and how its wording frames the question before you decide.",
    sections: [
      {
        heading: "An answer can be accurate and still lopsided",
        paragraphs: [
          "Level 1 asked whether AI output treats people fairly. This lesson looks at something quieter. An AI tool answers from what is most common in the text it learned from and in the pages it finds: the most written-about countries, the largest organisations, the majority language, the typical customer. So every sentence of an answer about {activity} can be correct while the whole leans one way. Four kinds of skew are worth looking for:",
        ],
        list: [
          "Source skew: the answer rests on one kind of source, such as suppliers selling a product, a single professional group, or one country's rules and terms.",
          "Missing people: those affected by the work who never appear, such as the person on the receiving end, the colleague who does the extra work, or someone who does not fit the typical case.",
          "Framing: words and order that decide before you do. One option is “modern”, the other “outdated”; a person is “difficult” rather than “worried”; the costs are listed and the benefits are not.",
          "Default assumptions: about where you work, the size and budget of your organisation, and the language and abilities of the people you serve.",
        ],
      },
      {
        heading: "Questions that bring it out",
        paragraphs: [
          "Read the output with questions, not with a general feeling of whether it sounds balanced. Balanced wording can sit on one-sided sources.",
        ],
        list: [
          "Who wrote the sources this rests on, and what is their interest?",
          "Who is affected by this and not mentioned? How would they describe the same situation?",
          "Which words judge rather than describe, and what would the neutral word be?",
          "What does it assume about place, law, size, money, language or ability, and is that true where I work?",
        ],
      },
      {
        heading: "Correcting the skew in your own work",
        paragraphs: [
          "Think about whose view is hardest for you to hear in your own work. In a task such as {activity}, whose experience of it rarely reaches you: the person on the receiving end, a colleague on another shift or in another team, someone who does not fit the usual case? That is the perspective an AI answer is most likely to leave out too, and the one you are best placed to add.",
          "Framing also enters through your own prompt. Asking “why is the new approach better?” or “draft a firm reply to this unreasonable complaint” hands the tool a conclusion, and it will write to it. Ask the open question instead: what are the arguments for and against each approach, and who is affected by each?",
          "You can ask the tool to list the perspectives or sources it has left out, or to argue the other side. That helps you think, but its list is generated too: it guesses at people's views. The most reliable source of a group's view is the group itself: their feedback, their complaints, a conversation, or a colleague who works closer to them. Then fix what you found: add the missing view, replace judging words with descriptions, name the limits of the sources, and check the rules and terms that apply where you work.",
        ],
      },
    ],
    example: {
      title: "A briefing on changing how your team goes about {activity2}",
      steps: [
        {
          label: "The output",
          text: "An AI assistant summarises the options for changing how your team goes about {activity2}. Every fact you check is right.",
        },
        { label: "Sources", text: "All three sources come from suppliers of the new approach: nobody independent, and nobody who tried it and stopped." },
        {
          label: "Missing people",
          text: "It covers your team's time and cost, but not the people on the receiving end of the work, or the colleagues who would absorb the extra steps during the change.",
        },
        {
          label: "Framing and assumptions",
          text: "The current approach is called “outdated” without evidence, and the rules it mentions are another country's.",
        },
        {
          label: "The fix",
          text: "You add an independent source and what you hear from the people affected, replace the judging words, and check the rules that apply to you.",
        },
      ],
      takeaway: "Check who is speaking in an answer and who is not: sentence-by-sentence accuracy does not show it.",
    },
    practice: {
      title: "Whose view is missing?",
      instruction:
        "Take an AI output you have used, or would use, in your own work, for example advice or a summary about {activity3}; if you have none to hand, ask a chat assistant to compare two ways of doing something in your work. Write down whose sources and views it rests on, who is affected but absent, one word or assumption that frames the question, and what you would change, including where you would get the missing view.",
      checklist: [
        "The output and what it was for",
        "Whose sources and views it rests on",
        "At least one person or group affected but not represented",
        "One framing word or default assumption, and a neutral alternative",
        "Where you would get the missing view, and what you would change",
      ],
      minutes: 5,
    },
    simulation: LEVEL_TWO_SIMULATIONS[3]!,
  },
  {
    number: 4,
    title: "When a task should not go to AI",
    skill: "delegation",
    summary:
      "Recognise the tasks, or parts of tasks, in your own work that should stay away from AI altogether, and explain why in terms a colleague would accept.",
    sections: [
      {
        heading: "Six reasons to keep a task",
        paragraphs: [
          "Level 1 placed a human review after the AI's steps. Some work should not go to AI at all, even with a review, because the review cannot repair what was lost by handing it over. “It feels wrong” will not persuade a keen colleague; a reason will. Most come down to one of these:",
        ],
        list: [
          "You could not spot its errors. If checking the output needs knowledge you do not have, your review is only a read-through. Get the answer from someone qualified; AI can help you prepare the questions.",
          "The tool cannot see what you see. A judgement that rests on what is in front of you (the site, the equipment, the person, the sound or smell of something) cannot be made from your description or a photo of it.",
          "The accountability cannot be separated from the work. Judgements you sign, certify or advise on stay yours, and professional regulators expect you to have made them. Safety-critical, clinical, legal and financial decisions rest on your judgement and the validated tools of your field.",
          "The information may not go there: no tool is approved for it, or sharing it would break a confidence or the terms on which it was given.",
          "The person expects you. Bad news, an apology, a hard conversation: the value of the message is that it comes from you.",
          "Doing it is quicker than checking it, or the point is to learn it: a short task you know well, or a skill you or a trainee still need to build.",
        ],
      },
      {
        heading: "Usually a part, not the whole",
        paragraphs: [
          "Few tasks are all or nothing. In a task such as {activity}, the judgement at the centre stays with you, while the background reading, the structure of a record or the tidying of your finished notes may go to a tool, within your organisation's policy. Saying which part stays, and why, is more useful than a general rule about AI.",
          "The opposite mistake happens too. Refusing AI for everything near a decision gives up help you could easily have checked. The question is not whether the task matters, but whether handing it over loses something a review cannot put back.",
          "When you keep a task, give the reason in a sentence a colleague can test: not “AI is bad at this”, but “it cannot see the site” or “I could not tell if it was wrong”. A reason like that can be agreed with, disputed, or revisited when the tools change; a feeling cannot.",
        ],
      },
      {
        heading: "Four questions before you hand a task over",
        paragraphs: ["Before you hand a task, or part of one, to any AI tool, ask yourself:"],
        list: [
          "If the output is wrong, who is harmed, and would I notice in time?",
          "Could I check it with what I know and the sources I have?",
          "May this information go to this tool?",
          "Does the person on the other end expect my own judgement or my own words?",
        ],
      },
    ],
    example: {
      title: "A judgement you make on the spot",
      steps: [
        {
          label: "The task",
          text: "In a task such as {activity}, deciding whether what you have just done, checked or found is right, and safe to leave as it is or to hand on.",
        },
        { label: "If it is wrong", text: "Someone relies on your decision, and the error shows only later, when it costs most." },
        {
          label: "Could a tool do it?",
          text: "No: it would have only your description, not the thing itself, and the accountability for the decision is yours.",
        },
        { label: "What stays", text: "The judgement, made with your training, your organisation's procedure and the validated tools of your field." },
        {
          label: "What may go",
          text: "Tidying your own finished notes into the record afterwards, in a tool approved for them, checked before they are saved.",
        },
      ],
      takeaway: "“Not to AI” usually applies to one part of a task. Name the part, and give the reason.",
    },
    practice: {
      title: "When not to use AI",
      instruction:
        "Name one task, or one part of a task, in your own work (in {activity}, {activity2} or elsewhere) that should not be handed to AI. Write down which of the six reasons applies and why, what AI may still help with around it, if anything, and how you would explain your line to a colleague who wants to use AI for it.",
      checklist: [
        "A specific task, or part of a task, of yours",
        "The reason it should stay with you, in your own words",
        "What, if anything, AI may help with around it",
        "What you would say to a colleague who disagrees",
      ],
      minutes: 5,
      roadmapChallenge: 3,
    },
    simulation: LEVEL_TWO_SIMULATIONS[4]!,
  },
];

export const LEVEL_TWO: CourseLevelContent = { level: 2, name: "Sensemaking in Context", lessons: LESSONS };

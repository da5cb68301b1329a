// Level 3, "Workflow Thinking" (issue 27): four lessons, one per indicator of the rubric level
// (app/content/rubric.ts), in order: mapping a recurring task into steps, chaining 2 to 3 tools,
// placing the human check where errors cost most, and writing the workflow down. Each ends with a
// 4-minute simulation (level-3-simulations.ts); the practice tasks of lessons 2 to 4 carry out the
// roadmap's three Level 3 challenges (app/lib/roadmap.ts). One running example, the follow-up to a
// recurring task, is mapped, chained, checked and written down across the four. Slots in braces are
// filled from the learner's own job (app/lib/lesson-slots.ts), as in Level 1. No statistics: the
// lessons teach habits, not figures.
import { LEVEL_THREE_SIMULATIONS } from "./level-3-simulations";
import type { CourseLevelContent, Lesson } from "./types";

const LESSONS: Lesson[] = [
  {
    number: 1,
    title: "Mapping a recurring task into steps",
    skill: "task-mapping",
    summary:
      "Break a task you repeat into its real steps, with what goes in and what comes out of each, and decide which steps an AI tool should do, which it may help with, and which stay with you.",
    sections: [
      {
        heading: "From one prompt to a workflow",
        paragraphs: [
          "At Levels 1 and 2 you used one tool for one request and judged what came back. Level 3 is about the work around that request: a task you do again and again, broken into steps, with the right tool or person on each step, so that it runs the same way every time and someone else could run it too.",
          "Pick a task that recurs often, has much the same shape each time, and costs you time in the same places. Look at a task of yours such as {activity} or {activity2}. Many tasks have a core that stays with you, the hands-on work or the expert judgement, and an information trail around it: notes taken, records updated, supplies ordered, people told, follow-ups chased. The trail is usually where AI tools fit best.",
        ],
      },
      {
        heading: "Write the steps as they really happen",
        paragraphs: [
          "Walk through the last time you did the task, not the way the procedure says it should go. Include the small steps you do without thinking, such as copying a figure from one system to another or looking something up: they are often where the time goes and where errors creep in. Five to ten steps is usually enough. Note roughly how long each step takes: the slowest step is often where a tool saves most, and the time by hand is what you will compare the workflow against. Write each step as a verb (capture, look up, sort, draft, check, record, send) and note four things about it:",
        ],
        list: [
          "Input: what the step starts from, such as a recording, your notes, a form, a set of figures or the output of the step before.",
          "Action: what is done to it.",
          "Output: what the step produces.",
          "Next: where the output goes, and who or what uses it.",
        ],
      },
      {
        heading: "Decide who does each step",
        paragraphs: [
          "Now give each step one of four labels. The question is not whether an AI tool could do the step, but whether it should. While you label, also ask whether each step needs to exist at all: the quickest step is the one you remove.",
        ],
        list: [
          "AI does it: turning material you already have into another form, such as transcribing a recording, summarising notes, sorting items, pulling out a list or writing a first draft. Its output is checked further on.",
          "AI helps, you decide: steps that need your judgement but start faster from a draft or a set of options, such as a reply, a plan or a list of points to look at.",
          "No AI needed: exact copying, calculating and looking up belong to a spreadsheet, an export or a template, which do them the same way every time.",
          "Stays with you: judgements about people, safety, health, money or a legal position; anything your profession or your organisation's policy reserves for a qualified person; and any step whose material no approved tool may receive.",
        ],
      },
    ],
    example: {
      title: "Mapping the notes and follow-ups after a task such as {activity}",
      steps: [
        {
          label: "Capture",
          text: "You speak or jot down notes straight after the task, once it is safe to do so. Stays with you: only you know what happened.",
        },
        {
          label: "Write up",
          text: "The notes become a tidy record. AI does it: a transcription tool turns speech into text, and an assistant arranges it under the record's headings (for patient, client or case notes, only tools your organisation has approved for them). You read the record against your notes before it is saved under your name.",
        },
        {
          label: "Pull out follow-ups",
          text: "Who does what, by when. AI does it, as a table, which is checked against the notes before anyone uses it.",
        },
        {
          label: "Record and assign",
          text: "The rows go into the team's tracker, or into the record system your organisation requires for them. No AI needed: a paste, an import or an automation.",
        },
        {
          label: "Decide",
          text: "Anything that touches safety, health, money, a legal position or a judgement about a person. Stays with you.",
        },
      ],
      takeaway:
        "The map puts AI in the middle of the trail, where material is turned from one form into another, and keeps the capture and the decisions at either end with you.",
    },
    practice: {
      title: "Map one recurring task of yours",
      instruction:
        "Choose one task you repeat at least every week or two, for example part of {activity} or {activity2}, or the paperwork around it. Walk through the last time you did it and list its steps, each with its input and output. Label every step (AI does it, AI helps and you decide, no AI needed, or stays with you) and give a one-line reason for any label that is not obvious.",
      checklist: [
        "A task that really recurs, and how often",
        "Five to ten steps as they really happen",
        "The input and output of each step",
        "A label for each step",
        "At least one step that stays with you, and why",
      ],
      minutes: 5,
    },
    simulation: LEVEL_THREE_SIMULATIONS[1]!,
  },
  {
    number: 2,
    title: "Chaining tools so one feeds the next",
    skill: "tool-chaining",
    summary:
      "Join two or three tools so that the output of one becomes the input of the next, and design each hand-off so that nothing is retyped, guessed or lost on the way.",
    sections: [
      {
        heading: "What each link in a chain does",
        paragraphs: [
          "A chain passes the work along: a recording becomes a transcript, the transcript becomes a table of actions, the table becomes tasks in a tracker. Each tool does the kind of step it was built for, which is why knowing the kinds of tool from Level 1 matters here. Your toolkit lists {tool} ({toolCategory}) and {tool2} ({tool2Category}); find the kind each one is among these:",
        ],
        list: [
          "Transcription and meeting-notes tools, such as Otter.ai or the transcription built into Microsoft Teams and Zoom, turn speech into text; Otter.ai can also write a summary. Record only with the agreement of the people speaking.",
          "Chat assistants, such as ChatGPT, Claude, Gemini and Microsoft Copilot, turn text into a structured result: a summary, a list, a table or a draft.",
          "Spreadsheets and trackers, such as Excel, Google Sheets, Notion, Trello, Asana or Microsoft Planner, hold the result where it can be sorted, assigned and followed up.",
          "Automation services, such as Zapier, Make and Power Automate, move the work between apps for you: when something happens in one app (a new file, a new form response, a new row), they carry out actions in others (add a row, create a task, send a message). They can include an AI step, but they do exactly what the flow was built to do and do not judge the result.",
          "Tools built for one job in your field, such as scheduling, plans and drawings, navigation, fleet or case records, or a clinical, legal or technical reference: a chain can start from what they export or end by entering the result into them, where they allow it, but they are rarely the link that reworks text.",
        ],
      },
      {
        heading: "Design the hand-off",
        paragraphs: [
          "Chains break at the hand-offs, where one tool's output has to fit the next tool's input. Ask each tool for the shape the next step needs, not the shape that reads nicely. If the next stop is a spreadsheet, ask for a table with the spreadsheet's own columns, one item a row, with no introduction or closing remarks, so that it pastes straight in.",
          "Tell the tool what to do when something is missing: write “not stated” rather than fill the gap with a plausible guess. Ask it to say where each item came from (a line, a time in the recording, a heading in the notes), so that whoever checks can find the source quickly. And keep to two or three links: each extra tool is another place to break, another output to check and another service your data passes through.",
        ],
      },
      {
        heading: "By hand first, automated later",
        paragraphs: [
          "Run the chain by copy and paste on a few real, low-stakes examples first. You will find the hand-off that needs a clearer instruction, the column that is always empty, the step that is quicker by hand. Only when the chain gives the same kind of result each time is it worth automating.",
          "When you automate, use a service your organisation has approved for the data involved: every link receives what passes through it. An automation runs whether or not anyone is watching, so wherever it sends, records or commits anything, build in the human check of lesson 3 before you switch it on.",
        ],
      },
    ],
    example: {
      title: "From a recorded team discussion about {activity} to tracked tasks",
      steps: [
        {
          label: "Transcribe",
          text: "With everyone's agreement, the discussion is recorded and a transcription tool approved for what is said, such as Otter.ai or the transcription in Microsoft Teams, produces the transcript.",
        },
        {
          label: "Extract",
          text: "The transcript goes to an approved chat assistant with this prompt: “List every decision and action in this transcript as a table with the columns Action, Owner, Due date and Source (speaker and time). If an owner or a date is not stated, write ‘not stated’. Add nothing that is not in the transcript.”",
        },
        {
          label: "Check",
          text: "You compare each row with the transcript and correct what is wrong (lesson 3).",
        },
        {
          label: "Record",
          text: "You paste the table into the team's spreadsheet or tracker. Once the chain has proved itself, an automation service can create a task for each new row instead.",
        },
      ],
      takeaway: "The instruction at each hand-off names the shape the next tool needs. That is what turns three separate jobs into one chain.",
    },
    practice: {
      title: "Chain {tool} into {tool2}",
      instruction:
        "Take the task you mapped in lesson 1, or another recurring task of yours such as {activity}. Design a chain in which {tool} does one step and its output feeds {tool2}. If that cannot work (the two do the same kind of job, or one of them cannot take or give the material), build the chain from whichever of them fits, a chat assistant, and a spreadsheet, tracker or automation service you already use, and say so. Run it once by hand on a real, low-stakes example, and write down what each tool received and produced, the instruction or setting at the hand-off, and what you had to fix.",
      checklist: [
        "The steps of your task that the chain covers",
        "What the first tool ({tool} or its stand-in) receives and produces",
        "How its output reaches the next tool, and in what shape",
        "What broke or needed fixing on the test run",
        "Which data passes through each tool, and that each is approved for it",
      ],
      minutes: 5,
      roadmapChallenge: 1,
    },
    simulation: LEVEL_THREE_SIMULATIONS[2]!,
  },
  {
    number: 3,
    title: "Putting the human check where errors cost most",
    skill: "review-placement",
    summary: "Find the points in your workflow where a mistake would cost most or could not be undone, and put a real, specific human check just before them.",
    sections: [
      {
        heading: "In a chain, errors travel and look finished",
        paragraphs: [
          "A mistake made early in a chain is carried forward and looks more finished at every step. A name misheard in the transcript becomes the wrong owner in the table, then a task sent to the wrong person. Each tool adds polish, not truth. So where you put the check matters more than how many checks you add.",
          "Level 1 placed the review before the point of no return. A chain has several such points, and an automation can pass them all in seconds, so find them on your map before you run it.",
          "Decide, too, who checks. The best checker is the person who can see the source: who was there, or who holds the record the output will be compared with. A check by someone who cannot see the source is a read for style, however careful.",
        ],
      },
      {
        heading: "Find the costly points",
        paragraphs: [
          "For each step of your workflow for a task such as {activity}, ask three questions. If this step is wrong, what does it cost: a person harmed or misled, money, safety, a legal or professional position, trust? Can it be undone? Who would notice, and how late? The answers usually point to the same few places:",
        ],
        list: [
          "Where AI output becomes a commitment: a message sent, a task assigned, an order placed, a booking made.",
          "Where names, figures and dates enter a record that other people rely on.",
          "Where an automation acts with nobody watching.",
          "Anything touching safety, health, money or the law: there the professional's judgement and the organisation's validated tools decide, not an AI draft.",
        ],
      },
      {
        heading: "Make the check real, and make it unskippable",
        paragraphs: [
          "Put the check soon after the step most likely to introduce errors and before the costly point: compare the extracted table with the transcript before it reaches the tracker, not when someone complains a week later. Give the check specific questions and a source to check against. Is every owner right? Is every date in the notes? Is anything promised that was not agreed?",
          "Build the check into the workflow, so that a busy day cannot skip it. An automation can save a draft instead of sending, or add rows to a “to check” list that a person moves on; Power Automate, for example, has an approval step that waits for a person's answer. Keep quick spot checks for cheap, reversible steps: a check spread evenly over everything soon becomes a skim.",
          "After each run, note what the check caught. When it keeps catching the same kind of error, fix the step that makes it, with a clearer prompt or a fixed column. When a check on a costly step has caught nothing for weeks, keep it: its worth lies in the run that goes wrong.",
        ],
      },
    ],
    example: {
      title: "Placing the checks in the discussion-to-tracker chain",
      steps: [
        {
          label: "Transcript",
          text: "Cheap to fix, and nobody acts on it directly: a quick look at names and numbers only.",
        },
        {
          label: "Table of actions",
          text: "The main check. Every row against the transcript: the action, the owner, the date and anything promised.",
        },
        {
          label: "Tracker layout",
          text: "Cheap and reversible: no check beyond what you notice in passing.",
        },
        {
          label: "Tasks created, owners emailed",
          text: "The point of no return. The automation waits for your approval before anything is sent.",
        },
        {
          label: "Safety, health, money or law",
          text: "Any such action is taken out of the automated path and handled by you, under your organisation's procedures.",
        },
      ],
      takeaway: "One real check just before the point of no return catches more than several glances at the end.",
    },
    practice: {
      title: "Put the human check in the right place",
      instruction:
        "Take your chain from lesson 2, or the map of another recurring task of yours that uses {tool} or an AI assistant. For each step, write what a mistake there would cost and whether it could be undone. Mark the one or two points where a mistake would cost most and put your check just before them. Write what you check there, against which source, and how the workflow waits for you.",
      checklist: [
        "The cost of a mistake at each step",
        "Whether each mistake could be undone",
        "The one or two costly points",
        "What you check there, and against which source",
        "How the workflow stops until you have checked",
      ],
      minutes: 5,
      roadmapChallenge: 2,
    },
    simulation: LEVEL_THREE_SIMULATIONS[3]!,
  },
  {
    number: 4,
    title: "Writing a workflow a colleague can repeat",
    skill: "documentation",
    summary:
      "Write your workflow down so that a colleague can run it without you: the steps, the exact prompts and settings, the checks, the data rules and what to do when something fails.",
    sections: [
      {
        heading: "Why write it down",
        paragraphs: [
          "A workflow that lives in your head is a personal habit. Written down, it becomes something your team can use, check and improve, and it keeps running while you are on leave. Writing it also shows you its gaps: the step you always do but never named, the prompt you adjust from memory. Write it after you have run the workflow a few times, not before: a page written from a plan describes the workflow you intended, not the one that works.",
          "It is also your Level 3 evidence: the workflow written down, the output of each step, and the time it took compared with doing it by hand. Keep the outputs of one good run with the page: they show the next person what a good result looks like.",
        ],
      },
      {
        heading: "What a colleague needs on the page",
        paragraphs: ["Keep it to a page or two, in plain words, with everything a capable colleague who has never run the workflow would need:"],
        list: [
          "Purpose and trigger: what the workflow produces, and when to run it.",
          "Before you start: the tools and accounts needed, and what each is approved to receive.",
          "The steps, numbered: for each, the tool, the input, the exact prompt or setting, the output and where it goes next.",
          "The checks: where they sit, what to check, against which source, and who signs off.",
          "Data rules: what may go into each tool, what must be removed first, and where the real details stay.",
          "When it goes wrong: how to spot a failed or odd result, how to finish the step by hand, and whom to tell.",
          "Owner and date: who keeps the page up to date, and when the workflow was last tested.",
        ],
      },
      {
        heading: "Test it on someone else",
        paragraphs: [
          "Give the page to a colleague and watch them run the workflow once without your help. Every time they stop, guess or ask, a line is missing: add it. Copy prompts word for word rather than describing them, since “summarise the notes” and your tested prompt give different results.",
          "Keep the page where your team already looks, such as a shared folder, a Notion page or the team's wiki, and date it. Tools change their features and settings, so check the page whenever a tool in the chain changes. When a check keeps catching the same error, change the step that causes it, and the page with it.",
        ],
      },
    ],
    example: {
      title: "Parts of the written follow-up workflow",
      steps: [
        {
          label: "Purpose and trigger",
          text: "Turns the notes you make after a task such as {activity} into a checked list of follow-ups in the team tracker. Run it the same day.",
        },
        {
          label: "Step 2",
          text: "Paste the transcript into the approved assistant with the saved prompt below, word for word. Output: a table with the columns Action, Owner, Due date and Source.",
        },
        {
          label: "Check",
          text: "Before approving the flow, compare every row with the transcript: action, owner, date. Correct errors in the table, not later in the tracker.",
        },
        {
          label: "Data rules",
          text: "Personal or confidential details go only into tools approved for them. Where a tool is not approved, that step is done by hand.",
        },
        {
          label: "If it fails",
          text: "If no tasks appear after you approve, add them by hand from the checked table and tell the page's owner.",
        },
      ],
      takeaway: "Write each step so that someone who cannot see into your head does it the same way, checks it the same way, and recovers when it fails.",
    },
    practice: {
      title: "Write the workflow down",
      instruction:
        "Write up the workflow you built in lessons 1 to 3, or another workflow of yours that uses {tool} or an AI assistant, as a first draft of the page a colleague would follow; notes under each heading are enough for now. Include the purpose and trigger, the numbered steps with the exact prompts or settings, the checks, the data rules and what to do when something fails. Then name the colleague you will ask to test it, and the first question you expect them to ask.",
      checklist: [
        "The purpose, and when to run it",
        "Numbered steps with tools, inputs, outputs and exact prompts",
        "Where the checks are and what they compare against",
        "Data rules for each tool",
        "What to do when a step fails, and who owns the page",
      ],
      minutes: 5,
      roadmapChallenge: 3,
    },
    simulation: LEVEL_THREE_SIMULATIONS[4]!,
  },
];

export const LEVEL_THREE: CourseLevelContent = {
  level: 3,
  name: "Workflow Thinking",
  lessons: LESSONS,
};

// Level 3's four closing simulations (issue 27): one short scenario per lesson, on that lesson's
// skill (LEVEL_SKILLS[3]: task-mapping, tool-chaining, review-placement, documentation), played and
// scored by the job simulation's engine (app/content/simulations/types.ts, app/lib/simulation-scoring.ts).
// Five decisions each, about four minutes. Slots as in the lessons (app/lib/lesson-slots.ts).
import type { LessonSimulation } from "./types";

const MINUTES = 4;

export const LEVEL_THREE_SIMULATIONS: Record<number, LessonSimulation> = {
  1: {
    title: "Mapping a task you repeat",
    brief:
      "A task of yours such as {activity} comes round again and again, and the same follow-up work takes your time each round: notes, records, lists and messages. Your manager asks you to map one recurring task into steps and propose where AI tools should help.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "task-mapping",
        situation:
          "You have three candidates: a yearly report that is different every time, a follow-up you do several times a week in much the same way, and a rare complaint that needs careful handling.",
        question: "Which task do you map first?",
        options: [
          {
            id: "a",
            text: "The yearly report: it is the biggest single job, so it promises the largest saving.",
            credit: 0.5,
            reason: "It may save time once, but a yearly task that changes each time gives too few runs to test and improve a workflow.",
          },
          {
            id: "b",
            text: "The follow-up you do several times a week.",
            credit: 1,
            reason: "A frequent task with a steady shape repays the mapping quickly and lets you test the workflow often.",
          },
          {
            id: "c",
            text: "The complaint, since getting it right matters most and AI could make the replies more consistent.",
            credit: 0,
            reason: "Rare, sensitive work is where judgement matters most and repetition least: a poor first workflow.",
          },
        ],
      },
      {
        id: "p2",
        skill: "task-mapping",
        situation: "You sit down to list the steps of that follow-up.",
        question: "How do you get a list of steps you can rely on?",
        options: [
          {
            id: "a",
            text: "Ask an AI assistant for the usual steps of this task in your job, and adopt its list as your map.",
            credit: 0,
            reason: "A generic list describes a typical job, not yours: it misses your systems, your hand-offs and your workarounds.",
          },
          {
            id: "b",
            text: "Copy the steps from your team's written procedure, which everyone agreed a few years ago.",
            credit: 0.5,
            reason: "A useful start, but practice drifts from procedure; the workflow has to fit the steps as they are really done.",
          },
          {
            id: "c",
            text: "Walk through the last time you did it, writing each step with what went in and what came out.",
            credit: 1,
            reason: "Real steps with their inputs and outputs show where the time, the hand-offs and the errors actually are.",
          },
        ],
      },
      {
        id: "p3",
        skill: "task-mapping",
        situation: "One step is copying the same set of figures each week from one system into a spreadsheet, by hand.",
        question: "What does your map propose for this step?",
        options: [
          {
            id: "a",
            text: "Paste the figures into an AI chat assistant and ask it to lay them out in the spreadsheet's columns.",
            credit: 0,
            reason: "A chat assistant can drop, alter or reorder a figure without saying so; exact copying needs an exact method.",
          },
          {
            id: "b",
            text: "An exact method (an export, a formula or an automation), then a spot check of the totals.",
            credit: 1,
            reason: "Exact work belongs to exact tools: not every step of a workflow needs AI.",
          },
          {
            id: "c",
            text: "Keep copying by hand: it takes a while, but you know it is done carefully.",
            credit: 0.5,
            reason: "Safe in intent, but slow and itself prone to slips; an exact copy with a spot check does better.",
          },
        ],
      },
      {
        id: "p4",
        skill: "task-mapping",
        situation: "Another step is the judgement at the heart of the task: deciding whether the work meets the standard you are accountable for.",
        question: "Who does this step?",
        options: [
          {
            id: "a",
            text: "You decide; an AI tool may at most gather the material you look at.",
            credit: 1,
            reason: "The judgement you are accountable for stays with you; a tool can prepare for it, not make it.",
          },
          {
            id: "b",
            text: "The AI tool decides when its summary shows no problems, and you look only at the cases it flags.",
            credit: 0,
            reason: "A summary that shows no problems is not proof that the work meets the standard; the decision is yours.",
          },
          {
            id: "c",
            text: "The AI tool suggests a verdict with its reasons each time, and you approve or overturn it.",
            credit: 0.5,
            reason: "You keep the final say, but a ready-made verdict invites rubber-stamping; form your own judgement first.",
          },
        ],
      },
      {
        id: "p5",
        skill: "task-mapping",
        situation: "One step works with personal or confidential details, and your organisation has not approved any AI tool for that kind of information.",
        question: "How does your map treat that step?",
        options: [
          {
            id: "a",
            text: "It uses the free version of a popular AI tool, since the step only reformats and decides nothing.",
            credit: 0,
            reason: "Reformatting still sends the details to a service outside your organisation's agreements and controls.",
          },
          {
            id: "b",
            text: "You take AI out of the whole workflow until a tool is approved for every step of it.",
            credit: 0.5,
            reason: "Safe, but the steps that involve no confidential information could be improved now.",
          },
          {
            id: "c",
            text: "It stays a manual step for now, and you ask which tools are approved for this information.",
            credit: 1,
            reason: "The rest of the workflow can go ahead while the policy decides what the sensitive step may use.",
          },
        ],
      },
    ],
  },
  2: {
    title: "Chaining tools so one feeds the next",
    brief:
      "After each round of a task such as {activity} you speak or jot down notes, write them up, and keep the follow-ups in your team's spreadsheet. You want a chain that does this without retyping: a transcription tool, an AI assistant, then the spreadsheet. Your toolkit has {tool} and {tool2}; use them where they fit a step, and general tools where they do not.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "tool-chaining",
        situation: "The transcript is ready. You paste it into the assistant with “Pull out the follow-ups.” It replies with three friendly paragraphs.",
        question: "The next stop is the spreadsheet. What do you change?",
        options: [
          {
            id: "a",
            text: "Nothing in the prompt: you retype the follow-ups from the paragraphs into the spreadsheet, which takes only a few minutes.",
            credit: 0.5,
            reason: "It works, but retyping is the step the chain was meant to remove, and it adds copying errors.",
          },
          {
            id: "b",
            text: "Ask for a table with the spreadsheet's columns, one follow-up a row, and nothing else.",
            credit: 1,
            reason: "Asking for the shape the next tool needs is what lets one output feed the next step.",
          },
          {
            id: "c",
            text: "Paste the paragraphs into the spreadsheet as they are, and split them into rows later in the week.",
            credit: 0,
            reason: "Prose in a cell cannot be sorted, filtered or assigned; splitting it later is retyping postponed.",
          },
        ],
      },
      {
        id: "p2",
        skill: "tool-chaining",
        situation: "The table looks right, but one row has a due date that appears nowhere in your notes.",
        question: "What do you add to the instruction at this hand-off?",
        options: [
          {
            id: "a",
            text: "“Where a detail is not in the notes, write ‘not stated’, and give the line each row comes from.”",
            credit: 1,
            reason: "The next step and the person checking can see what is sourced and what is missing, instead of a plausible guess.",
          },
          {
            id: "b",
            text: "“Be accurate, and double-check every date before you answer.”",
            credit: 0,
            reason: "Asking for accuracy does not stop a guess; a rule for missing details and a source for each row do.",
          },
          {
            id: "c",
            text: "“Leave out the due-date column entirely.”",
            credit: 0.5,
            reason: "It removes the invented dates, but also the real ones the follow-ups need.",
          },
        ],
      },
      {
        id: "p3",
        skill: "tool-chaining",
        situation:
          "A colleague suggests an automation service such as Zapier, Make or Power Automate to create a task and notify its owner for each new row. You have run the chain by hand twice.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Build it this week and switch it on for the whole team, so the saving starts at once and people get used to it.",
            credit: 0,
            reason: "Two runs are too few to show the hand-offs are stable, and an automation repeats an error on every run.",
          },
          {
            id: "b",
            text: "Keep copying by hand for good: an automation could misfire while nobody is watching.",
            credit: 0.5,
            reason: "The caution is fair, but once the chain is stable an approved automation with a check in it saves real time.",
          },
          {
            id: "c",
            text: "Run it by hand a few more times, then automate with an approved service and a check before anything is sent.",
            credit: 1,
            reason: "A chain proved by hand, automated with the check built in, keeps both the saving and the control.",
          },
        ],
      },
      {
        id: "p4",
        skill: "tool-chaining",
        situation:
          "While testing, you think of more links: a second assistant to polish the wording, and an image tool to turn the list into a picture for the team.",
        question: "How many tools should the chain have?",
        options: [
          {
            id: "a",
            text: "Add both: each link makes the result more polished, and the team will like the picture.",
            credit: 0,
            reason: "Each link is another place to break, another output to check and another service your data passes through, for little gain.",
          },
          {
            id: "b",
            text: "The two or three tools the steps need; a link is added only when a step needs it.",
            credit: 1,
            reason: "A short chain is easier to run, check and hand over, and exposes your data to fewer services.",
          },
          {
            id: "c",
            text: "Add the polishing assistant but not the image tool, since the wording of a follow-up matters more than a picture.",
            credit: 0.5,
            reason: "A smaller addition, but a follow-up list needs clear rows, which the fixed table already gives.",
          },
        ],
      },
      {
        id: "p5",
        skill: "tool-chaining",
        situation:
          "The notes sometimes include people's names and other personal details. The automation service your colleague suggested is not on your organisation's list of approved tools.",
        question: "What do you do about the data in the chain?",
        options: [
          {
            id: "a",
            text: "Go ahead: the service only passes the data along from one app to the next; it does not read it.",
            credit: 0,
            reason: "Passing data along still means the service receives and processes it; every link needs approval for the data.",
          },
          {
            id: "b",
            text: "Replace the names with roles before the notes go in, and run the rest of the chain as planned.",
            credit: 0.5,
            reason: "Placeholders help, but details without names can still identify a person, and the unapproved service still gets your work data.",
          },
          {
            id: "c",
            text: "Check which links are approved for this data, and keep the details out of any that are not.",
            credit: 1,
            reason: "Every tool in a chain receives what passes through it, so each one needs approval for that data.",
          },
        ],
      },
    ],
  },
  3: {
    title: "Putting the human check where errors cost most",
    brief:
      "Your team's workflow for the follow-ups after a task such as {activity}: notes are transcribed by an approved tool, an approved AI assistant turns the transcript into a table of actions, and an automation service adds each action to the team's tracker and emails its owner. Your manager asks you where the human check belongs.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "review-placement",
        situation: "At present nobody reads anything until the weekly team meeting, where the tracker is gone through.",
        question: "Where do you put the main check?",
        options: [
          {
            id: "a",
            text: "After the assistant's table, before the automation adds tasks and emails owners.",
            credit: 1,
            reason: "It sits after the step most likely to add errors and before the point where a wrong task reaches a person.",
          },
          {
            id: "b",
            text: "At the start: read the whole transcript carefully before anything else happens.",
            credit: 0.5,
            reason: "Transcript errors matter, but this check cannot catch what the assistant gets wrong afterwards.",
          },
          {
            id: "c",
            text: "At the weekly meeting, as now, with more time set aside to go through every task in the tracker.",
            credit: 0,
            reason: "By then wrong tasks have been emailed and perhaps acted on: the check comes after the point of no return.",
          },
        ],
      },
      {
        id: "p2",
        skill: "review-placement",
        situation: "You will check the assistant's table before it goes on.",
        question: "What does the check consist of?",
        options: [
          {
            id: "a",
            text: "Reading the table for spelling, tone and layout, since colleagues will see it.",
            credit: 0,
            reason: "A tidy table can still have the wrong owner or an invented date; the check is about substance.",
          },
          {
            id: "b",
            text: "Asking the assistant to review its own table and flag anything it is unsure of before you pass it on.",
            credit: 0.5,
            reason: "It can catch some slips, but it checks against its own reading; the source is the transcript.",
          },
          {
            id: "c",
            text: "Each row against the transcript: the action, its owner and its date.",
            credit: 1,
            reason: "Checking against the source finds the errors that would cost most: the wrong person, the wrong date, the task never agreed.",
          },
        ],
      },
      {
        id: "p3",
        skill: "review-placement",
        situation: "The automation emails each owner the moment a row appears in the tracker.",
        question: "How do you make sure your check comes before anything is sent?",
        options: [
          {
            id: "a",
            text: "Add a line to each email saying it was generated with AI and may contain errors, so owners check it.",
            credit: 0.5,
            reason: "Openness helps, but it hands the check to the recipient after the email has gone.",
          },
          {
            id: "b",
            text: "Change the flow so that it waits for your approval, or saves drafts, before sending.",
            credit: 1,
            reason: "The workflow itself stops at the check, so a busy day cannot skip it.",
          },
          {
            id: "c",
            text: "Keep it as it is: owners will reply if a task is wrong, and fixing a task then is quick.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Owners may act on a wrong task without replying, and some actions cannot be quickly undone.",
          },
        ],
      },
      {
        id: "p4",
        skill: "review-placement",
        situation:
          "A colleague proposes checking every step just as thoroughly: the transcript, the table, the tracker's layout and the wording of each email.",
        question: "What do you answer?",
        options: [
          {
            id: "a",
            text: "Agreed: with AI in the workflow, checking everything equally thoroughly is the safe course, even if it takes longer.",
            credit: 0.5,
            reason: "Safe in intent, but checks spread evenly soon get skimmed; the time is better spent at the costly points.",
          },
          {
            id: "b",
            text: "A full check where a mistake is costly or cannot be undone, a quick look elsewhere.",
            credit: 1,
            reason: "Matching the depth of a check to the cost of the error keeps the important checks thorough.",
          },
          {
            id: "c",
            text: "Drop the checks on steps the tools have got right so far, and rely on the weekly meeting for the rest.",
            credit: 0,
            safety: "skips-human-check",
            reason: "A tool that was right so far can be wrong on the next run; past success is not a check.",
          },
        ],
      },
      {
        id: "p5",
        skill: "review-placement",
        situation:
          "One action in today's table is a safety concern, a clinical decision, a court or filing deadline, or a payment, where your profession and your organisation set the rules.",
        question: "How does it go through the workflow?",
        options: [
          {
            id: "a",
            text: "Like the other actions, since your main check already covers every row of the table.",
            credit: 0,
            reason: "The main check confirms the row matches the notes; it does not apply the professional judgement this matter needs.",
          },
          {
            id: "b",
            text: "As normal, but marked as high priority in the tracker so that its owner sees it first.",
            credit: 0.5,
            reason: "Priority gets it seen, but it still moves on without your professional judgement.",
          },
          {
            id: "c",
            text: "You take it out of the automated path and handle it under your organisation's procedures.",
            credit: 1,
            reason: "Safety, health, money and legal matters keep the professional's judgement and the organisation's validated tools.",
          },
        ],
      },
    ],
  },
  4: {
    title: "Writing a workflow a colleague can repeat",
    brief:
      "Your workflow for the follow-ups after a task such as {activity} chains an approved transcription tool, an approved AI assistant and the team's tracker, with your check before anything is sent. You are away for two weeks from Monday, and a colleague will run it from your write-up.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "documentation",
        situation: "Step 2 of your draft reads: “Summarise the notes with AI.”",
        question: "How do you rewrite it?",
        options: [
          {
            id: "a",
            text: "“Summarise the notes with AI, then tidy the result for the tracker as you see fit.”",
            credit: 0,
            reason: "“As you see fit” leaves the colleague to reinvent the step, and their result will differ from yours.",
          },
          {
            id: "b",
            text: "“Paste the transcript into the assistant with the saved prompt below, word for word.”",
            credit: 1,
            reason: "Naming the tool, the input and the exact prompt lets the step run the same way without you.",
          },
          {
            id: "c",
            text: "“Summarise the notes with AI (see the team's general AI guidance for tips on writing prompts).”",
            credit: 0.5,
            reason: "General guidance helps, but it is not the specific prompt this step depends on.",
          },
        ],
      },
      {
        id: "p2",
        skill: "documentation",
        situation: "Between the assistant's table and the tracker, your write-up says only “Check the output.”",
        question: "What should that step say?",
        options: [
          {
            id: "a",
            text: "Compare each row with the transcript (action, owner, date), then approve the flow.",
            credit: 1,
            reason: "It says what to check, against what, and what releases the next step.",
          },
          {
            id: "b",
            text: "“Check the output carefully, as you would with any AI-generated work, before going on.”",
            credit: 0.5,
            reason: "It says a check happens, but not what to check or against what, so it will become a glance.",
          },
          {
            id: "c",
            text: "Nothing more: your colleague is experienced and knows how to check work.",
            credit: 0,
            reason: "Experience does not tell them which errors this workflow tends to make, or where they show up.",
          },
        ],
      },
      {
        id: "p3",
        skill: "documentation",
        situation: "The notes sometimes contain names and other personal details.",
        question: "What goes in the write-up about data?",
        options: [
          {
            id: "a",
            text: "A link to the organisation's AI policy, at the top of the page.",
            credit: 0.5,
            reason: "The policy belongs there, but the colleague also needs what it means for each tool in this workflow.",
          },
          {
            id: "b",
            text: "Nothing specific: your colleague has done the same data protection training as everyone else on the team.",
            credit: 0,
            reason: "Training gives the principles, not which of these tools may receive which details.",
          },
          {
            id: "c",
            text: "What may go into each tool, what to remove first, and where the real details stay.",
            credit: 1,
            reason: "Data rules written per tool and per step are ones a colleague can follow without guessing.",
          },
        ],
      },
      {
        id: "p4",
        skill: "documentation",
        situation: "Last month the automation stopped halfway through a run, and you finished the step by hand.",
        question: "What does the write-up say about that?",
        options: [
          {
            id: "a",
            text: "Your mobile number, so the colleague can call you while you are away if anything at all breaks.",
            credit: 0.5,
            reason: "It may help, but a workflow that needs you while you are on leave is not yet repeatable without you.",
          },
          {
            id: "b",
            text: "Nothing: it happened once, and it has worked every week since.",
            credit: 0,
            reason: "Rare failures are exactly when a colleague most needs written instructions.",
          },
          {
            id: "c",
            text: "How to spot a failed run, how to finish the step by hand, and whom to tell.",
            credit: 1,
            reason: "A fallback on the page keeps the work going and the problem known.",
          },
        ],
      },
      {
        id: "p5",
        skill: "documentation",
        situation: "The write-up is finished: one page, in the team's shared folder, dated.",
        question: "How do you find out whether a colleague can repeat it?",
        options: [
          {
            id: "a",
            text: "Read it through once more yourself, slowly, comparing each step with what you actually do.",
            credit: 0.5,
            reason: "Useful, but you fill the gaps from memory without noticing; another reader finds them.",
          },
          {
            id: "b",
            text: "Watch the colleague run it once from the page without help, and fix each place they get stuck.",
            credit: 1,
            reason: "Every stop, guess or question during the test run is a missing line, found before you leave.",
          },
          {
            id: "c",
            text: "Ask an AI assistant to review the page for clarity and completeness, and accept its suggestions.",
            credit: 0,
            reason: "An assistant can tidy the wording, but it cannot know which steps still live only in your head.",
          },
        ],
      },
    ],
  },
};

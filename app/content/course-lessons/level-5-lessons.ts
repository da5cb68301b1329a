// Level 5, "Strategic AI Leadership" (issue 27): the optional level for people who lead others, open
// once Levels 1 to 4 are completed. Four lessons, one per indicator of the rubric level
// (app/content/rubric.ts) in order: finding and prioritising the opportunities, setting guardrails,
// measuring outcomes, coaching colleagues. Each ends with a four-minute simulation. The learner leads a
// small team or is the senior person in their role: {role} is their own job, and their team does the
// same kind of work ({activity}, {activity2}, {activity3}); {tool} and {tool2} are the first tools of
// their toolkit (app/lib/lesson-slots.ts). The four practice tasks together build the rubric's example:
// an AI adoption plan for the team (three priority uses, guardrails, measures, how colleagues learn).
// Level 5 has no roadmap challenges. No statistics: the lessons teach habits, not figures.
import { LEVEL_FIVE_SIMULATIONS } from "./level-5-simulations";
import type { CourseLevelContent, Lesson } from "./types";

const LESSONS: Lesson[] = [
  {
    number: 1,
    title: "Finding and prioritising where AI helps your team",
    skill: "opportunity",
    summary:
      "Find the work in your team where AI would help most, weigh each possible use's value against its risk and effort, and choose three priority uses.",
    sections: [
      {
        heading: "Start from the work, not the tool",
        paragraphs: [
          "Whether you lead a team or are the senior {role} others turn to, your first job in AI adoption is choosing where it goes. A plan that starts from a tool (“what could we do with {tool}?”) tends to find uses that look clever and change little. Start instead from the work your team does every week, tasks such as {activity}, {activity2} and {activity3}, and from the people who do it: they know where the time goes and where work stalls. Ask them before you decide anything.",
          "For each recurring task, find out:",
        ],
        list: [
          "How often it comes round and how long it takes, checking included.",
          "Where it waits: for information, for a reply, for someone to write it up.",
          "What a mistake in it costs, and who would notice.",
          "What information it needs, and whether that information may go into a tool your organisation has approved.",
          "Which part colleagues would gladly hand over, and which part they see as the heart of the job.",
        ],
      },
      {
        heading: "Weigh value, risk and effort",
        paragraphs: [
          "Give each candidate use three plain ratings, high, medium or low, with a reason for each. Value: what improves for the team or the people it serves, such as time freed, fewer errors or shorter waits. Risk: what happens if the AI step is wrong, who is affected, and whether confidential information is involved. Effort: whether an approved tool exists, what colleagues would need to learn, and how much the way of working would change. Where colleagues rate a use differently, write both views down: the disagreement often shows a risk or a benefit you had not seen.",
          "The best first uses are usually high in value and low in risk: steps where AI prepares a draft, a summary or a checklist that a person already reviews before anything happens. Work that decides about people, or carries safety, legal or financial consequences, keeps the professional's judgement and the validated tools of your field. AI may help at its edges, but a team does not start there.",
        ],
      },
      {
        heading: "Choose three, and park the rest",
        paragraphs: [
          "A team learns a new way of working best with a few to learn at a time. Choose three priority uses, and write each as one sentence that names the task, the step AI does, who checks it and what the team gains. Keep the other candidates on a parked list with the reason each is waiting: no approved tool yet, too risky for now, or too little to gain.",
          "Check the three against your organisation's policy on AI use and the tools it has approved before you present them. The adoption plan you build across this level's four lessons starts here.",
        ],
      },
    ],
    example: {
      title: "Prioritising the uses in a team's work",
      steps: [
        {
          label: "Collect",
          text: "In a team meeting, colleagues name the recurring tasks that take longest or wait most, such as {activity} and {activity2}. You list eight.",
        },
        {
          label: "Rate",
          text: "Each gets high, medium or low for value, risk and effort, with a reason: “risk high: it would decide who is dealt with first”.",
        },
        { label: "Cut", text: "Any use that would let a general AI tool judge people or make a safety-critical call comes off the list." },
        {
          label: "Choose",
          text: "Three uses remain, high in value and low in risk, each in one sentence: “For [the task, such as the reports that go with {activity}], an approved AI tool does [the step]; [the colleague responsible] checks [what] before [the point of no return]; we gain [time, fewer errors or shorter waits].”",
        },
        { label: "Park", text: "The other five go on a parked list, each with its reason, to look at again when the tools or the rules change." },
      ],
      takeaway: "A priority use names the work, the AI step, the check and the gain. Without those four it is an intention, not a plan.",
    },
    practice: {
      title: "Three priority uses for your team",
      instruction:
        "List at least five recurring tasks of your team (for example {activity}, {activity2} and {activity3}). Rate each high, medium or low for value, risk and effort, with a reason. Choose three priority uses and write each as one sentence: the task, the step AI does, who checks it, and what the team gains. Name one use you are parking and why. This is the first part of your team's AI adoption plan.",
      checklist: [
        "At least five real tasks of your team",
        "Value, risk and effort rated, with reasons",
        "Three priority uses, each in one sentence with its check",
        "One parked use and the reason it waits",
      ],
      minutes: 5,
    },
    simulation: LEVEL_FIVE_SIMULATIONS[1]!,
  },
  {
    number: 2,
    title: "Setting guardrails for data, quality and ethics",
    skill: "guardrails",
    summary: "Write short, clear rules for your team's AI use that say what information may go where, who checks what, and what stays with people.",
    sections: [
      {
        heading: "Why a team needs guardrails",
        paragraphs: [
          "Without clear rules, colleagues tend to go one of two ways: they avoid AI tools for fear of doing something wrong, or they use them quietly, sometimes on personal accounts outside the organisation's control. Clear guardrails make the safe way the easy way, and they protect the people your team serves as well as the team.",
          "As the lead you rarely write policy from scratch. Your organisation's policy on AI use, data protection law and your profession's standards already set the limits. Your job is to turn them into rules for your team's own tasks, and to ask whoever looks after data protection, IT or compliance wherever the policy is unclear. If the policy says nothing about AI, or there is no organisation behind you, set rules at least as careful as the ones you learned in Level 1, and write down who agreed them.",
        ],
      },
      {
        heading: "Three kinds of guardrail",
        paragraphs: ["Write guardrails for each priority use under three headings:"],
        list: [
          "Data: which approved tools may receive which kind of information; what stays out unless a tool is approved for it (personal details of clients, patients or colleagues, confidential business information); how to use placeholders; work accounts only; passwords and log-in details never typed into an AI tool.",
          "Quality: who checks what, and at which point, before work leaves the team: names, figures, dates and sources against the original; which outputs need a second reader; what counts as finished.",
          "Ethics and accountability: general AI tools do not rank, screen or judge people; work with safety, legal or financial consequences keeps the professional's judgement and validated tools; people are told where AI played a real part and they would want to know; consent comes before recording a conversation.",
        ],
      },
      {
        heading: "Rules people can follow",
        paragraphs: [
          "A good guardrail says what to do, not only what to avoid: “replace names with roles before pasting” works where “be careful with data” does not. Keep the whole set to one page, and test it against a new colleague: could they follow it on their first day without asking? Write the rules with the team where you can: colleagues who helped draft a rule understand it, and notice when it no longer fits.",
          "Add two more things: who to ask when unsure, and how to report a mistake or a near miss without blame. Review the guardrails when a tool, a policy or the work changes, and after anything goes wrong. A mistake reported early is the cheapest way to find a weak rule.",
        ],
      },
    ],
    example: {
      title: "Guardrails for one priority use",
      steps: [
        {
          label: "The use",
          text: "An approved AI tool drafts the report that goes with {activity} from the colleague's notes; the colleague responsible finishes the work.",
        },
        {
          label: "Data",
          text: "Only the tool approved for this use, on work accounts. Personal details go in only if the tool is approved for them; otherwise they become placeholders, and the real details go back in outside the tool.",
        },
        {
          label: "Quality",
          text: "The colleague responsible checks every name, figure and date against the source before the work goes; anything that commits the team is read by a second person.",
        },
        { label: "Ethics", text: "No judgement about a person is left to the tool, and people who rely on the work are told where AI helped." },
        {
          label: "When unsure or wrong",
          text: "Ask the team lead before pasting; raise any error or near miss at the weekly meeting, without blame, and the rule is reviewed.",
        },
      ],
      takeaway: "Each rule says what to do, who does it and when, so a colleague can follow it without asking.",
    },
    practice: {
      title: "Guardrails for your three uses",
      instruction:
        "For each of the three priority uses from lesson 1, write at least one data rule, one quality rule (who checks what, before which point) and, where people are affected, one ethics rule. Add who colleagues ask when unsure, how they report a mistake, and when you will review the rules. Mark any point where you need to check your organisation's policy first.",
      checklist: [
        "A data rule for each use",
        "A quality rule naming who checks what, and when",
        "An ethics rule wherever people are affected",
        "Who to ask, how to report a mistake, when to review",
      ],
      minutes: 5,
    },
    simulation: LEVEL_FIVE_SIMULATIONS[2]!,
  },
  {
    number: 3,
    title: "Measuring outcomes, not usage",
    skill: "measurement",
    summary: "Judge your team's AI use by what changes in the work, its time, its quality and the experience of those who receive it, against a baseline.",
    sections: [
      {
        heading: "Usage is not value",
        paragraphs: [
          "It is easy to count how many colleagues use {tool}, how often, or how many requests they make. Those figures show activity, not effect. A team can use a tool every day and produce the same work no faster once checking is counted, or faster work with more errors in it. Usage can show who might need help getting started; it cannot show whether the plan works.",
          "Measure what the work is for. For each priority use, pick one or two outcome measures and one guardrail measure:",
        ],
        list: [
          "Time: from the start of a task to finished work, review and corrections included.",
          "Quality: corrections needed at review, rework afterwards, errors that reach the people who receive the work.",
          "Service: how long people wait for the work, and what they say about it.",
          "The team: whether workload, and the time left for the skilled part of the job, has changed, in colleagues' own words.",
          "Guardrails: data slips, near misses and errors that get past review, which should not rise.",
        ],
      },
      {
        heading: "A baseline before the change",
        paragraphs: [
          "You can only show a change against how things were. Before a priority use starts, record the chosen measures for a sample of the ordinary work, for example the reports that go with {activity}, over a couple of weeks: how long each piece took, what was corrected, any complaints. A shared spreadsheet is enough. Afterwards, record the same measures, the same way, for the same kind of work. Decide the measures before the change starts, and write down how each is recorded, so that nobody picks the flattering one afterwards.",
          "Count the whole cost. Time saved in drafting and lost again in checking and fixing is not saved. The first weeks include learning time too, so compare again once colleagues are used to the new way.",
        ],
      },
      {
        heading: "Read the results and decide",
        paragraphs: [
          "A small team's figures are small samples, so read them with the cases behind them: look at the pieces that went wrong, and ask the colleagues who did the work what they saw. Then decide for each use: keep it, adjust it (a better prompt, a different check, a narrower task) or stop it. Stopping a use that did not pay off is a result, not a failure. Share the results with the team too: they did the work, and they will trust the next change more if they have seen how this one was judged.",
          "When you report to your manager or your organisation, report what changed in the work and what it cost, not how many people logged in. Before extending a use to other work, such as {activity2}, check that its results have held and that its guardrails fit the new task.",
        ],
      },
    ],
    example: {
      title: "Measuring one priority use",
      steps: [
        {
          label: "The question",
          text: "Does the agreed AI step make the reports that go with {activity} quicker, without more errors reaching the people who receive them?",
        },
        {
          label: "Baseline",
          text: "For two weeks before the change, each colleague notes in a shared sheet the time per piece, start to sign-off, and what the reviewer corrected.",
        },
        { label: "After", text: "For the following weeks, the same notes on the same kind of work, done the new way." },
        { label: "Compare", text: "Time to sign-off is down; corrections at review are up in one place: figures in summaries." },
        { label: "Decide", text: "Keep the use, add a figures check to the guardrails, and measure again next month." },
      ],
      takeaway: "A measure worth keeping tells you what to do next: keep, adjust or stop.",
    },
    practice: {
      title: "How you will measure success",
      instruction:
        "For each of your three priority uses, write the outcome you will measure, how you will record the baseline before the change, one guardrail measure that must not get worse, and when you will review. Say what result would make you adjust or stop the use.",
      checklist: [
        "An outcome measure for each use, not a usage count",
        "How and when you record the baseline",
        "A guardrail measure that must not get worse",
        "A review date, and the result that would make you stop",
      ],
      minutes: 5,
    },
    simulation: LEVEL_FIVE_SIMULATIONS[3]!,
  },
  {
    number: 4,
    title: "Coaching colleagues and sharing what works",
    skill: "coaching",
    summary: "Help colleagues learn the new way of working on their own tasks, meet their concerns honestly, and make what works easy for everyone to find.",
    sections: [
      {
        heading: "Learning on the real work",
        paragraphs: [
          "Colleagues learn a new way of working by doing it on their own tasks, not by reading about a tool. Start with one priority use. Show it on a real piece of the team's work, such as a report that goes with {activity}, thinking aloud as you go, the check included. Then let each colleague do one while you sit beside them, and review the result together against the guardrails. You need not train everyone at once: start with one or two willing colleagues, and let them help the next. Make room for the learning in the week's work; a new way of working squeezed around a full workload is soon dropped.",
          "People start from different places: some keen, some sceptical, some worried about making mistakes or about their job. Ask what they think before you explain. Sceptics often spot real risks, so give them a part in testing the checks. Be honest about what will change and what you do not know: a promise you cannot keep costs more trust than “I don't know yet, and I will ask”.",
        ],
      },
      {
        heading: "Make what works easy to find",
        paragraphs: [
          "Keep one shared place for the team's way of working with AI: a page in a tool such as Notion, a shared document or a team channel. In it:",
        ],
        list: [
          "The three priority uses, each with a worked example from your own work.",
          "The guardrails, on one page.",
          "Prompts and routines colleagues have tested, with what to check.",
          "Mistakes and near misses, what caused them and what changed.",
          "Who to ask about each use.",
        ],
      },
      {
        heading: "Coach, don't mandate",
        paragraphs: [
          "Give the shared page a few minutes in a regular team meeting: one thing that worked and one that did not. When a colleague finds a better way, ask them to show it; a peer's example often persuades more than the lead's. Coaching runs both ways: the colleagues who do the work every day will find uses and risks you have missed.",
          "Coaching means asking rather than fixing: “Talk me through how you checked this.” “What would you do differently next time?” Praise a careful check as much as a quick result. Do not make AI use a target for individuals: it rewards use for its own sake, the trap of lesson 3. Respect a colleague's judgement that a task should not go to AI, and ask for the reason; it may belong in the guardrails. Each colleague stays accountable for the work they send, whoever or whatever drafted it.",
        ],
      },
    ],
    example: {
      title: "Coaching a colleague through the first use",
      steps: [
        {
          label: "Show",
          text: "You do one real piece of the work (say, a report that goes with {activity}) the agreed way, saying aloud what you give the tool, what you check and why.",
        },
        { label: "Try", text: "Your colleague does the next piece while you watch, helping only when asked." },
        { label: "Review", text: "Together you compare their result with the guardrails: what did they check, and what did they miss?" },
        { label: "Share", text: "If their prompt or routine worked, it goes on the team's shared page with an example." },
        { label: "Follow up", text: "A week later you ask what has worked, what has not, and what they need from you." },
      ],
      takeaway: "Show, try, review, share, follow up: colleagues come away able to do it, and in time to teach it.",
    },
    practice: {
      title: "How your team will learn, and your plan on one page",
      instruction:
        "Write how your colleagues will learn the three priority uses: who starts first and why, what the first session looks like, where tested prompts and lessons will be shared, how you will hear and answer concerns, and when you will check in. Then put your answers to lessons 1 to 4 together under four headings: priority uses, guardrails, measures, learning. That is your team's AI adoption plan.",
      checklist: [
        "Who starts first, and the first session",
        "Where what works is shared",
        "How concerns are heard and answered",
        "When you check in",
        "The plan under its four headings",
      ],
      minutes: 5,
    },
    simulation: LEVEL_FIVE_SIMULATIONS[4]!,
  },
];

export const LEVEL_FIVE: CourseLevelContent = { level: 5, name: "Strategic AI Leadership", lessons: LESSONS };

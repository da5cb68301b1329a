// Playable versions of the project manager's sample scenarios.
import type { PlayableScenario } from "./types";

export const PROJECT_MANAGER_PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  {
    id: "project-manager-1",
    roleKey: "project-manager",
    title: "Recover a Slipping Timeline",
    brief:
      "You manage the roll-out of a new till system across the stores of Calloway Home, a fictional retail chain. The payment-terminal supplier has just said its certification will be three weeks late, and every store must be live before the seasonal trading freeze. You need options, a revised plan and an honest update for the steering group by Thursday.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You need to see which tasks and store dates move when the certification slips.",
        question: "Where do you work out the new dates?",
        options: [
          {
            id: "a",
            text: "Ask a chat assistant to estimate the new dates from a description of the plan.",
            credit: 0.5,
            reason: "It can help you think, but it cannot see your real dependencies and calendars, so its dates are guesses.",
          },
          {
            id: "b",
            text: "In the planning tool, where dependencies recalculate.",
            credit: 1,
            reason: "The schedule with its real links and calendars gives dates you can trust; AI can help explain or explore it.",
          },
          {
            id: "c",
            text: "Ask an image generator for an updated Gantt chart to show the steering group.",
            credit: 0,
            reason: "A drawn chart looks like a plan but contains no calculation at all.",
          },
          {
            id: "d",
            text: "Run a meeting-notes tool over the supplier call and let its summary set the dates.",
            credit: 0,
            reason: "The call tells you about the delay; it does not calculate its effect on the plan.",
          },
        ],
      },
      {
        id: "p2",
        skill: "context",
        situation: "You want a chat assistant to help you think through recovery options.",
        question: "Which prompt will give you useful options?",
        options: [
          {
            id: "a",
            text: '"My project is late. What should I do?"',
            credit: 0,
            reason: "Without the constraints, you get textbook advice that fits every project and none.",
          },
          {
            id: "b",
            text: '"List every project recovery technique you know, with a detailed explanation of each one."',
            credit: 0,
            reason: "A catalogue is not an analysis of your situation.",
          },
          {
            id: "c",
            text: '"Give me a recovery plan for a retail IT roll-out."',
            credit: 0.5,
            reason: "The domain helps, but without the fixed date and what can flex, the plan is generic.",
          },
          {
            id: "d",
            text: "The fixed trading-freeze date, what can flex (order of stores, budget, overtime) and what cannot, and a request for three options with trade-offs and risks.",
            credit: 1,
            reason: "Constraints and flexibilities are the context that turns generic advice into real options for your project.",
          },
        ],
      },
      {
        id: "p3",
        skill: "privacy",
        situation: "Your notes include the supplier contract's penalty clauses and prices, and the reasons two team members are on leave, one of them medical.",
        question: "What do you include in the prompt?",
        options: [
          {
            id: "a",
            text: '"Two people unavailable for two weeks; the contract has a penalty for late delivery."',
            credit: 1,
            reason: "Capacity and the existence of a penalty are the facts the options need; contract terms and health reasons stay out.",
          },
          {
            id: "b",
            text: "The contract clauses word for word and the leave reasons, so the assistant understands the whole situation.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Commercial terms and a colleague's health are confidential, and the options do not depend on them.",
          },
          {
            id: "c",
            text: "The contract clauses but not the leave reasons.",
            credit: 0.5,
            reason: "You protected your colleagues, but the supplier's commercial terms are confidential too and are not needed in detail.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation:
          "The assistant's revised plan has the pilot store live a week earlier than you expected. It runs staff training alongside installation and leaves out the certification test.",
        question: "What do you do before using the plan?",
        options: [
          {
            id: "a",
            text: "Use it; a faster plan is good news and the steering group will be relieved to hear it.",
            credit: 0,
            reason: "It is faster because it is wrong: a plan that skips a required test will fail in the stores.",
          },
          {
            id: "b",
            text: "Ask the assistant to make the plan more realistic.",
            credit: 0.5,
            reason: "It may adjust, but it still does not know your trainers or the test; you need to check against the facts.",
          },
          {
            id: "c",
            text: "Check every step against the real dependencies and the team calendar, with the leads who own them.",
            credit: 1,
            reason: "The same trainers install and train, and certification is mandatory; only the people and the schedule reveal that.",
          },
          {
            id: "d",
            text: "Add a week of buffer to the end and use it.",
            credit: 0,
            reason: "Buffer does not fix a plan built on a missing step and a resource clash.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation: "Of three options, the assistant recommends the fastest: cut the store acceptance testing from two weeks to one.",
        question: "Who decides, and how?",
        options: [
          {
            id: "a",
            text: "Adopt it; the assistant compared the options more neutrally than people with their own agendas ever would.",
            credit: 0,
            reason: "Neutral is not informed; it does not bear the risk of a failed till at a busy store.",
          },
          {
            id: "b",
            text: "Take the options to the steering group with your recommendation, after hearing the test lead on the risk.",
            credit: 1,
            reason: "A trade-off between risk and date is for the accountable people, informed by those who know the risk.",
          },
          {
            id: "c",
            text: "Pick the option yourself and tell the steering group afterwards.",
            credit: 0.5,
            reason: "At least a person decides, but a change to testing risk should be agreed by those who own it.",
          },
        ],
      },
      {
        id: "p6",
        skill: "context",
        situation: "You write the update for the steering group, who read it before Thursday's meeting.",
        question: "What should it contain?",
        options: [
          {
            id: "a",
            text: 'An upbeat summary that keeps the original dates and mentions "some supplier challenges".',
            credit: 0,
            reason: "Hiding a slip from the people who can help makes the eventual surprise far worse.",
          },
          {
            id: "b",
            text: "The full revised plan as an attachment, with no summary.",
            credit: 0.5,
            reason: "Complete, but it leaves busy readers to find the decision they need to make.",
          },
          {
            id: "c",
            text: "A long account of the supplier's failings.",
            credit: 0,
            reason: "Blame does not help the group decide; facts and options do.",
          },
          {
            id: "d",
            text: "What happened, the effect on dates, the options with trade-offs, your recommendation, and the decision you need.",
            credit: 1,
            reason: "Honest about the slip and clear about the choice, it lets the group act at the meeting.",
          },
        ],
      },
      {
        id: "p7",
        skill: "verification",
        situation: 'The assistant\'s draft of the update says "The supplier has confirmed the new certification date." They have only said they "expect" it.',
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Correct it to what the supplier said in writing, and check every other commitment in the update the same way.",
            credit: 1,
            reason: "A steering group plans on what you tell them; every commitment must match what was actually promised.",
          },
          {
            id: "b",
            text: "Leave it as it is; the supplier will very probably confirm the date before Thursday's meeting, and nobody will notice the difference.",
            credit: 0,
            reason: "Reporting a hope as a commitment is misleading, and it may not happen.",
          },
          {
            id: "c",
            text: "Remove the date entirely.",
            credit: 0.5,
            reason: "Avoids a false claim, but the group needs the expected date and how firm it is.",
          },
        ],
      },
    ],
  },
  {
    id: "project-manager-2",
    roleKey: "project-manager",
    title: "Turn a Messy Meeting into Actions",
    brief:
      "You are the project manager at Brackenridge Events, a fictional company organising a three-day trade fair. This morning's planning meeting with the venue, catering and marketing leads ran long and jumped between topics, and all you have are rough notes and a recording everyone agreed to. The action list must go out today.",
    minutes: 15,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You want an accurate record to build the action list from.",
        question: "Which tool fits?",
        options: [
          {
            id: "a",
            text: "An image generator, to turn the notes into a visual mind map everyone will enjoy reading.",
            credit: 0,
            reason: "A picture is not a record and cannot be checked against what was said.",
          },
          {
            id: "b",
            text: "A chat assistant, from your rough notes only.",
            credit: 0.5,
            reason: "Quick, but your notes missed parts of the meeting; the recording is the better source.",
          },
          {
            id: "c",
            text: "Your company's approved meeting-notes tool on the recording.",
            credit: 1,
            reason: "Transcribing a recording is what these tools do well, and an approved tool suits a meeting with outside partners.",
          },
          {
            id: "d",
            text: "A spreadsheet, typing the actions from memory.",
            credit: 0,
            reason: "Memory after a long meeting is the weakest source you have.",
          },
        ],
      },
      {
        id: "p2",
        skill: "privacy",
        situation:
          "During the meeting the venue lead mentioned, in confidence, that their company has cash-flow problems, and someone briefly discussed a colleague's personal situation.",
        question: "What happens to these parts?",
        options: [
          {
            id: "a",
            text: "Keep them in the summary sent to everyone; they came up in the meeting.",
            credit: 0,
            reason: "Something said in confidence, or about a person, does not belong in a widely shared summary.",
          },
          {
            id: "b",
            text: "Keep the cash-flow remark as a project risk but drop the personal matter.",
            credit: 0.5,
            reason: "The risk may matter, but it was said in confidence; record it privately and handle it with the people who need to know.",
          },
          {
            id: "c",
            text: 'Put them in, marked "confidential".',
            credit: 0,
            reason: "A label does not stop a forwarded email; leave it out.",
          },
          {
            id: "d",
            text: "Leave both out of the summary, and follow up the supplier risk privately with your sponsor.",
            credit: 1,
            reason: "The action list needs neither; the risk still gets handled, by the right people.",
          },
        ],
      },
      {
        id: "p3",
        skill: "context",
        situation: "You have the transcript and ask the assistant to extract the actions.",
        question: "Which instruction gives a reliable list?",
        options: [
          {
            id: "a",
            text: '"Summarise the meeting and list the action items, filling in any sensible owners and deadlines where they were not clear."',
            credit: 0,
            reason: "Asking it to fill gaps invites invented owners and dates that look agreed.",
          },
          {
            id: "b",
            text: 'Decisions, then actions with owner and date exactly as stated; "not agreed" where missing; open questions listed.',
            credit: 1,
            reason: "Keeping to what was said and marking gaps makes the list true to the meeting and shows what still needs agreeing.",
          },
          {
            id: "c",
            text: '"What were the key points?"',
            credit: 0.5,
            reason: "A summary of points is useful context, but it is not an action list with owners and dates.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation: 'The list says "Catering: Priya to confirm the menu by Friday." In the transcript Priya said "I might be able to get that done by Friday."',
        question: "How do you check the list?",
        options: [
          {
            id: "a",
            text: "Trust the list; the tool was there and you were distracted for part of the meeting.",
            credit: 0,
            reason: "The transcript shows it turned a maybe into a commitment; the list is only as good as your check.",
          },
          {
            id: "b",
            text: "Send it and let people object if something is wrong.",
            credit: 0.5,
            reason: "People will correct some errors, but others will quietly miss a deadline they never agreed to.",
          },
          {
            id: "c",
            text: "Check each action against the transcript, and confirm unclear ones with the owner.",
            credit: 1,
            reason: "Every owner and date should trace to what was said, and unclear ones get confirmed before they go out.",
          },
          {
            id: "d",
            text: "Ask the assistant whether its list is accurate.",
            credit: 0,
            reason: "It will usually say yes; the transcript is the check.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation: "The signage permit was discussed at length but nobody took it on. The assistant suggests assigning it to the marketing lead.",
        question: "How is the owner settled?",
        options: [
          {
            id: "a",
            text: "You ask the group who takes it and agree it with that person before it goes on the list.",
            credit: 1,
            reason: "Ownership is agreed between people; an action assigned by a tool has no one who agreed to it.",
          },
          {
            id: "b",
            text: "Accept the suggestion; marketing usually handles signs.",
            credit: 0,
            reason: "Assigning work to someone who never agreed to it is how actions get dropped.",
          },
          {
            id: "c",
            text: "Leave it off the list until the next meeting.",
            credit: 0,
            reason: "A permit with no owner is the kind of gap that stops an event; it must be visible now.",
          },
          {
            id: "d",
            text: 'List it as "owner to be agreed" and raise it at the next meeting.',
            credit: 0.5,
            reason: "Visible and honest, but a permit may not wait a week; settle it today if you can.",
          },
        ],
      },
      {
        id: "p6",
        skill: "context",
        situation: "The attendees include two outside partners who read on their phones.",
        question: "What does the summary look like?",
        options: [
          {
            id: "a",
            text: "The full transcript attached, with a short note thanking everyone for their time and asking them to find their own actions.",
            credit: 0,
            reason: "Nobody will read a transcript to find their actions.",
          },
          {
            id: "b",
            text: "A narrative of the discussion in the order it happened.",
            credit: 0,
            reason: "The meeting jumped between topics; retelling it keeps the mess.",
          },
          {
            id: "c",
            text: "The action list only.",
            credit: 0.5,
            reason: "Useful, but without the decisions and open questions people lose why the actions exist.",
          },
          {
            id: "d",
            text: "Decisions, an action table (owner, date), open questions and the next meeting.",
            credit: 1,
            reason: "A short structured summary lets everyone find their part quickly, on any screen.",
          },
        ],
      },
      {
        id: "p7",
        skill: "human-in-the-loop",
        situation: "The notes tool offers to create the tasks in your project tool and email each owner automatically.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Turn it on for all future meetings.",
            credit: 0,
            reason: "Tasks created from unchecked lists would spread errors like the Friday menu into the plan.",
          },
          {
            id: "b",
            text: "Use it after your check, so only the confirmed actions are created.",
            credit: 1,
            reason: "Automation after a human check saves typing without turning a guess into an assigned task.",
          },
          {
            id: "c",
            text: "Never use it; type every task by hand.",
            credit: 0.5,
            reason: "Safe but slow; the problem is unchecked input, not the automation itself.",
          },
        ],
      },
    ],
  },
];

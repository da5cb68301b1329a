// Level 5's four closing simulations (issue 27): one short scenario per lesson, on that lesson's
// skill, played and scored by the job simulation's engine (app/content/simulations/types.ts,
// app/lib/simulation-scoring.ts). Five decisions each, about four minutes. The learner leads a small
// team, or is the senior person others turn to, in their own kind of work; slots as in the lessons.
import type { LessonSimulation } from "./types";

const MINUTES = 4;

export const LEVEL_FIVE_SIMULATIONS: Record<number, LessonSimulation> = {
  1: {
    title: "Choosing where AI helps the team first",
    brief:
      "You are the senior {role} in a small team whose week goes on work such as {activity}, {activity2} and {activity3}. Your manager has asked you to propose where AI could help the team this quarter. The team has {tool} and {tool2} available. Decide where to start and what makes the list.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "opportunity",
        situation: "A keen colleague suggests you start by going through everything {tool} can do and matching its features to the team's tasks.",
        question: "How do you begin finding the opportunities?",
        options: [
          {
            id: "a",
            text: "Work through the features of {tool} and {tool2} together, listing a task of the team that each feature could take on.",
            credit: 0.5,
            reason: "It will find some uses, but starting from the tool misses where the team's time and trouble really are.",
          },
          {
            id: "b",
            text: "Ask each colleague where their week goes, where work waits and which part they would gladly hand over.",
            credit: 1,
            reason: "The people who do the work know where time is lost; the uses worth having start from there.",
          },
          {
            id: "c",
            text: "Start a trial on the task you personally find most tedious, since you know it best and can judge the result.",
            credit: 0,
            reason: "One person's dislike is not the team's priority; the biggest gains may sit in work you do not do yourself.",
          },
        ],
      },
      {
        id: "p2",
        skill: "opportunity",
        situation:
          "Two candidates lead the list. One is using a general AI assistant to rank which incoming requests or cases the team deals with first. The other is preparing first drafts of routine material that a colleague already reviews before it goes anywhere.",
        question: "Which goes into the plan first?",
        options: [
          {
            id: "a",
            text: "The drafts: real time saved, and the review that already exists catches the tool's errors.",
            credit: 1,
            reason: "High value with low risk is where a team starts; the review is already in place.",
          },
          {
            id: "b",
            text: "The ranking, because deciding the order of the work is what takes the team the most thought each day.",
            credit: 0,
            reason: "Letting a general AI tool decide who or what is dealt with first puts judgement about people and risk in the wrong hands.",
          },
          {
            id: "c",
            text: "Run both side by side for a month and keep whichever colleagues like better.",
            credit: 0.5,
            reason: "Trying things has its place, but the ranking's risk should keep it off a first trial, and liking is not the test.",
          },
        ],
      },
      {
        id: "p3",
        skill: "opportunity",
        situation:
          "A strong candidate, drafting the records that go with {activity2}, involves personal or confidential details, and {tool} is not approved for that information at your organisation.",
        question: "What do you do with it?",
        options: [
          {
            id: "a",
            text: "Keep it, with a line in the plan asking colleagues to take extra care over what they paste.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Care does not make an unapproved tool approved; the data would still leave the organisation's control.",
          },
          {
            id: "b",
            text: "Take it off the list altogether: anything that touches personal or confidential details is too risky to give to AI.",
            credit: 0.5,
            reason: "Safe, but it may be possible later with an approved tool or with placeholders, so it belongs on the parked list.",
          },
          {
            id: "c",
            text: "Park it, and ask whoever looks after data whether an approved tool or placeholders would make it possible.",
            credit: 1,
            reason: "The value is recorded, the risk is respected, and the people who own the policy decide.",
          },
        ],
      },
      {
        id: "p4",
        skill: "opportunity",
        situation: "After a team meeting the list has grown to ten uses that colleagues want to try, all at once.",
        question: "What goes into the plan?",
        options: [
          {
            id: "a",
            text: "All ten, so nobody's idea is lost and the team shows it is taking AI seriously.",
            credit: 0,
            reason: "Ten changes at once leave no one able to learn, check or measure any of them well.",
          },
          {
            id: "b",
            text: "Just one use to begin with, and nothing else added until it has proven itself over several months.",
            credit: 0.5,
            reason: "Careful, but slow: a small team can usually learn a few well-chosen uses together.",
          },
          {
            id: "c",
            text: "Three priority uses, with the other seven on a parked list that gives each one's reason.",
            credit: 1,
            reason: "A few uses can be learned and measured properly, and the parked list keeps the other ideas visible.",
          },
        ],
      },
      {
        id: "p5",
        skill: "opportunity",
        situation: "You write the first priority use into the plan for your manager.",
        question: "Which description belongs in the plan?",
        options: [
          {
            id: "a",
            text: "“Encourage the whole team to use {tool} more in their daily work, starting this month, and share tips at team meetings.”",
            credit: 0,
            reason: "It names a tool, not a use: no task, no step, no check and no gain.",
          },
          {
            id: "b",
            text: "“For the reports on {activity}, an approved AI tool drafts from the colleague's notes; they check it before it goes; we expect shorter waits.”",
            credit: 1,
            reason: "It names the task, the AI step, the check and the gain, which is what makes it a plan.",
          },
          {
            id: "c",
            text: "“Buy licences for {tool} and {tool2} for every member of the team, with the cost of each and a start date for all.”",
            credit: 0.5,
            reason: "The cost matters to a manager, but it says nothing about which work changes or how.",
          },
        ],
      },
    ],
  },
  2: {
    title: "Setting the team's guardrails",
    brief:
      "You are the senior {role} in a small team. The team has agreed three priority uses of AI, one of them for the reports that go with {activity}. Before anyone starts, you write the guardrails: what information may go where, who checks what, and what stays with people.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "guardrails",
        situation:
          "A colleague asks whether they can paste real personal details from the team's work into the team's chat assistant. Your organisation's policy approves that assistant only for material with no personal details in it.",
        question: "Which data rule do you write?",
        options: [
          {
            id: "a",
            text: "“Take great care with personal data in AI tools: think before you paste, and use your professional judgement about what to share.”",
            credit: 0,
            reason: "It tells nobody what to do; each colleague would draw the line in a different place.",
          },
          {
            id: "b",
            text: "“Colleagues who have finished the team's AI training may paste personal details into the assistant.”",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Training does not change what the tool is approved for; the rule would break the policy.",
          },
          {
            id: "c",
            text: "“Nothing that could identify a person goes in: use placeholders, and put the real details back in your own copy. Unsure? Ask first.”",
            credit: 1,
            reason: "It follows the policy, says exactly what to do, and gives a route for doubt.",
          },
        ],
      },
      {
        id: "p2",
        skill: "guardrails",
        situation: "Work prepared with AI help will go from the team to people outside it, who will rely on it.",
        question: "Which quality guardrail do you set?",
        options: [
          {
            id: "a",
            text: "The sender checks names, figures and dates against the source; anything that commits the team gets a second reader.",
            credit: 1,
            reason: "The check sits with the person accountable, and the riskiest work gets a second pair of eyes.",
          },
          {
            id: "b",
            text: "You personally review every piece of AI-assisted work before it leaves the team, whatever it is and whoever prepared it.",
            credit: 0.5,
            reason: "Thorough, but you become the bottleneck and colleagues stop owning their own checks.",
          },
          {
            id: "c",
            text: "No extra check is needed for output from an approved tool.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Approval covers where data may go, not whether the output is right.",
          },
        ],
      },
      {
        id: "p3",
        skill: "guardrails",
        situation: "A colleague proposes letting a chat assistant read the incoming messages and rank which people should be contacted first.",
        question: "What does the ethics guardrail say?",
        options: [
          {
            id: "a",
            text: "That is fine, provided a colleague looks over the ranking at the end of each day and changes anything that seems odd.",
            credit: 0,
            reason: "A glance at a finished ranking leaves the tool's judgement about people in place, with any bias it carries.",
          },
          {
            id: "b",
            text: "An approved assistant may summarise the messages; a person decides the order.",
            credit: 1,
            reason: "The tool saves reading time while the judgement about people stays with a person.",
          },
          {
            id: "c",
            text: "AI is not to be used for any task that involves the people the team serves.",
            credit: 0.5,
            reason: "It avoids the risk but also rules out safe, useful help such as summaries and drafts.",
          },
        ],
      },
      {
        id: "p4",
        skill: "guardrails",
        situation:
          "A colleague wants to ask a chat assistant what a rule or standard governing the team's work requires, and quote the answer to someone outside the team.",
        question: "What does the guardrail say?",
        options: [
          {
            id: "a",
            text: "Allowed, as long as the colleague asks the tool to name the source it took its answer from and quotes that too.",
            credit: 0.5,
            reason: "Better than nothing, but a named source can be wrong or invented until someone opens and reads it.",
          },
          {
            id: "b",
            text: "Allowed: the tool is usually right on well-known rules, and the colleague can correct it later.",
            credit: 0,
            safety: "skips-human-check",
            reason: "A quoted mistake about a rule can do real harm before anyone corrects it.",
          },
          {
            id: "c",
            text: "AI may help find where to look; the answer comes from the official source or a qualified person.",
            credit: 1,
            reason: "The professional stays accountable, and the answer rests on a source someone has read.",
          },
        ],
      },
      {
        id: "p5",
        skill: "guardrails",
        situation:
          "Two weeks in, a colleague tells you that a piece of work went out with a wrong figure taken from an AI summary. It was caught and no harm was done.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Remind the colleague privately to be more careful, and leave the guardrails as they are.",
            credit: 0,
            reason: "It treats a gap in the rules as one person's slip, and makes the next mistake less likely to be reported.",
          },
          {
            id: "b",
            text: "Thank them, find where the check failed, tighten that rule and tell the team what changed.",
            credit: 1,
            reason: "Reporting is rewarded, and the guardrail improves where it proved weak.",
          },
          {
            id: "c",
            text: "Stop AI use on that task straight away, until you have had time to look into what happened and why.",
            credit: 0.5,
            reason: "A pause can be sensible after a serious error, but here the fix is a better check, not losing the use.",
          },
        ],
      },
    ],
  },
  3: {
    title: "Showing whether it works",
    brief:
      "You are the senior {role} in a small team. A month ago the team began using AI to draft the reports that go with {activity}, under the plan's guardrails. Your manager asks whether it is working, and whether to extend it to work such as {activity2}. Decide what to measure and what to report.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "measurement",
        situation: "You can easily find out how many colleagues used {tool} each week and how often.",
        question: "What do you use to judge whether the change works?",
        options: [
          {
            id: "a",
            text: "How often each colleague used the tool each week, since regular use shows the team has taken it up.",
            credit: 0,
            reason: "Use shows activity, not effect: a tool used daily can leave the work no better.",
          },
          {
            id: "b",
            text: "A quick survey asking colleagues whether they like working with the tool.",
            credit: 0.5,
            reason: "Colleagues' experience matters, but it does not show whether the work got quicker or better.",
          },
          {
            id: "c",
            text: "Time from start to signed-off work, and corrections at review, against how it was before.",
            credit: 1,
            reason: "These measure what the work is for, against a baseline.",
          },
        ],
      },
      {
        id: "p2",
        skill: "measurement",
        situation: "You realise nobody recorded how long the work took, or how much was corrected, before the change.",
        question: "How do you get a fair comparison?",
        options: [
          {
            id: "a",
            text: "For the next few weeks, record the same measures on comparable work done with and without the AI step.",
            credit: 1,
            reason: "A baseline recorded now, the same way, makes the comparison fair.",
          },
          {
            id: "b",
            text: "Ask each colleague to estimate from memory how long the work used to take them, and compare that with now.",
            credit: 0.5,
            reason: "Memories are a start, but they are rough and tend to favour whatever people prefer.",
          },
          {
            id: "c",
            text: "Leave the comparison out and report that the whole team is now using the tool every week.",
            credit: 0,
            reason: "That reports use, which is not what your manager asked about.",
          },
        ],
      },
      {
        id: "p3",
        skill: "measurement",
        situation: "Colleagues say the first draft now comes much faster, but the reviewers say they are spending longer correcting it.",
        question: "How do you count the time?",
        options: [
          {
            id: "a",
            text: "Count the drafting time only, because reviewing is a separate job done by different people.",
            credit: 0,
            reason: "Time moved from drafting to correcting is not saved; the team pays for both.",
          },
          {
            id: "b",
            text: "Report the drafting and the review figures separately and let your manager weigh them up.",
            credit: 0.5,
            reason: "Honest, but it leaves the conclusion to someone with less sight of the work.",
          },
          {
            id: "c",
            text: "Count from start to sign-off, review included, and look at what is being corrected.",
            credit: 1,
            reason: "The whole cost shows the real effect, and the corrections show what to fix.",
          },
        ],
      },
      {
        id: "p4",
        skill: "measurement",
        situation: "The work is now finished sooner. You have not yet looked at whether more errors reach the people who receive it.",
        question: "What do you add to the measures?",
        options: [
          {
            id: "a",
            text: "Nothing more: finishing sooner was the aim of the change, and nobody has complained so far.",
            credit: 0,
            reason: "Silence is not evidence; errors can reach people without a complaint.",
          },
          {
            id: "b",
            text: "Errors found at review and any that reach recipients, with recipients' feedback, before and after.",
            credit: 1,
            reason: "A guardrail measure shows whether speed was bought with quality.",
          },
          {
            id: "c",
            text: "Spot-check a handful of finished pieces yourself at the end of the month and note anything that is wrong.",
            credit: 0.5,
            reason: "A sample helps, but without a before-and-after comparison it cannot show a change.",
          },
        ],
      },
      {
        id: "p5",
        skill: "measurement",
        situation:
          "For the reports on {activity}, the whole time to sign-off is down and corrections have not risen. For a second use, the time saved in drafting is used up in checking.",
        question: "What do you recommend to your manager?",
        options: [
          {
            id: "a",
            text: "Keep both uses: colleagues use them every day and most say they like them.",
            credit: 0,
            reason: "Use and liking do not outweigh a use that saves nothing once checking is counted.",
          },
          {
            id: "b",
            text: "Pause both uses until a longer trial has run, so that the decision rests on more evidence.",
            credit: 0.5,
            reason: "More evidence is useful, but the first use has shown its worth and need not stop.",
          },
          {
            id: "c",
            text: "Keep the first, change or stop the second, and report what changed in the work.",
            credit: 1,
            reason: "Each use is judged on its outcome, and the report is about the work, not the tool.",
          },
        ],
      },
    ],
  },
  4: {
    title: "Bringing the team with you",
    brief:
      "You are the senior {role} in a small team. The adoption plan is agreed, and colleagues start on the first priority use: drafting the reports that go with {activity} with an approved AI tool. Help them learn it, meet their concerns, and spread what works.",
    minutes: MINUTES,
    points: [
      {
        id: "p1",
        skill: "coaching",
        situation: "You have an hour with the team to launch the first priority use.",
        question: "How do you use the hour?",
        options: [
          {
            id: "a",
            text: "Walk through the guardrails and a vendor's video tutorial on {tool}, then share the slides afterwards.",
            credit: 0.5,
            reason: "The guardrails need covering, but nobody practises on their own work.",
          },
          {
            id: "b",
            text: "Do a real piece of the work live, check included, then each colleague does one while you help.",
            credit: 1,
            reason: "People learn a way of working by doing it on their own tasks, with help at hand.",
          },
          {
            id: "c",
            text: "Keep it short: announce the change, say it starts on Monday and ask people to come to you if they get stuck.",
            credit: 0,
            reason: "Without practice, colleagues either avoid the change or improvise without the checks.",
          },
        ],
      },
      {
        id: "p2",
        skill: "coaching",
        situation: "An experienced colleague says AI output cannot be trusted for their kind of work and they will carry on the old way.",
        question: "How do you respond?",
        options: [
          {
            id: "a",
            text: "Remind them that the team agreed the plan together and that everyone is expected to follow it from now on.",
            credit: 0,
            reason: "Pressure may get compliance, but it loses the risks they have seen and their goodwill.",
          },
          {
            id: "b",
            text: "Leave them to it and put your effort into the colleagues who are keen to start.",
            credit: 0.5,
            reason: "It avoids a conflict, but it leaves their concerns unheard and the team divided.",
          },
          {
            id: "c",
            text: "Ask what they have seen go wrong, and invite them to test the checks in the guardrails.",
            credit: 1,
            reason: "Sceptics often spot real risks; giving them a role in the checks uses their experience.",
          },
        ],
      },
      {
        id: "p3",
        skill: "coaching",
        situation: "A colleague asks you quietly whether this is the first step towards cutting jobs in the team.",
        question: "What do you say?",
        options: [
          {
            id: "a",
            text: "Say honestly what you know and do not know, what the plan is for, and take the question to your manager.",
            credit: 1,
            reason: "Honesty about the limits of what you know keeps trust; a question you cannot answer goes to who can.",
          },
          {
            id: "b",
            text: "Reassure them that nobody's job will change because of AI, so they can put the worry aside and focus on learning.",
            credit: 0,
            reason: "A promise you cannot keep costs more trust than an honest “I don't know yet”.",
          },
          {
            id: "c",
            text: "Point them to the organisation's published statement on AI and jobs, as the most reliable answer available.",
            credit: 0.5,
            reason: "The statement may help, but it leaves their worry unanswered by you, and you cannot know it covers their question.",
          },
        ],
      },
      {
        id: "p4",
        skill: "coaching",
        situation: "A colleague has found a way of using the tool for the paperwork around {activity2} that saves time and passes every check.",
        question: "What do you do with it?",
        options: [
          {
            id: "a",
            text: "Leave it with them; everyone finds the way of working that suits them best in the end.",
            credit: 0,
            reason: "What works stays with one person, and others keep repeating the same trial and error.",
          },
          {
            id: "b",
            text: "Ask them to email the details to the whole team so that everybody can try it out this week.",
            credit: 0.5,
            reason: "It spreads the idea, but an email gets lost and carries no example or checks.",
          },
          {
            id: "c",
            text: "Put it on the team's shared page with an example and the checks, and ask them to show it.",
            credit: 1,
            reason: "A tested routine in one place, shown by a peer, is what spreads good practice.",
          },
        ],
      },
      {
        id: "p5",
        skill: "coaching",
        situation: "Reviewing a colleague's AI-assisted work, you notice they have twice skipped the check of figures the guardrails ask for.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Correct the figures yourself this time so that the work goes out on schedule, and say nothing to them about it.",
            credit: 0,
            reason: "The colleague learns nothing, and the skipped check will happen again.",
          },
          {
            id: "b",
            text: "Sit with them on the next piece, ask them to talk you through the check, and find what gets in the way.",
            credit: 1,
            reason: "Coaching finds the cause, such as time pressure or an unclear rule, and fixes it with them.",
          },
          {
            id: "c",
            text: "Send the whole team a reminder of the figures check.",
            credit: 0.5,
            reason: "A reminder helps a little, but it does not find out why this colleague skipped it.",
          },
        ],
      },
    ],
  },
};

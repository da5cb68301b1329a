// The email coach's challenge bank (issue 29): realistic workplace moments, each asking for one
// short piece of writing or speech, grouped by the skill they practise. The coach sends them in
// the order below (challengeForNumber): challenges next to each other mostly practise
// different skills, and after the last one the list starts again. Each challenge's `id` is stable:
// replies, scores and benchmarks are kept against it, so an id is never reused or renamed.
//
// The scorer (app/lib/coach-scoring.ts) reads the task's own length ("in five sentences or fewer",
// "about 30 seconds", "a single paragraph") and scores against it.

/** The skills the bank practises, in the order they are shown. */
export const COACH_SKILLS = {
  updates: "Updates that land",
  "saying-no": "Saying no and negotiating",
  feedback: "Feedback",
  persuading: "Persuading",
  explaining: "Explaining simply",
  "hard-conversations": "Difficult conversations",
  meetings: "Meetings and introductions",
} as const;

export type CoachSkill = keyof typeof COACH_SKILLS;

/** A performance challenge as emailed: one situation, one task, and what the coach looks for. */
export interface CoachChallenge {
  /** Stable slug: scores and benchmarks are kept against it. */
  id: string;
  skill: CoachSkill;
  title: string;
  situation: string;
  task: string;
  lookFor: string;
}

/** Sent in this order (challengeForNumber below); after the last one the list starts again. */
export const COACH_CHALLENGES: readonly CoachChallenge[] = [
  {
    id: "lift-pitch",
    skill: "updates",
    title: "The lift pitch",
    situation:
      "You step into the lift with your department head. She asks why the project you lead is two weeks behind. You have until the doors open: about 30 seconds.",
    task: "Write exactly what you would say.",
    lookFor: "A clear reason, the new date, and what you are doing about it, without over-apologising.",
  },
  {
    id: "one-paragraph-update",
    skill: "updates",
    title: "The one-paragraph update",
    situation: "Your manager is between meetings all day and asks for a status update on your main piece of work. She will read it on her phone.",
    task: "Write the update as a single paragraph she can read in under a minute.",
    lookFor: "The headline first, one risk if there is one, and exactly what you need from her, if anything.",
  },
  {
    id: "push-back-deadline",
    skill: "saying-no",
    title: "Pushing back on a deadline",
    situation: "A senior stakeholder asks for a report by tomorrow morning. Doing it well needs three days, and rushing it risks errors in the numbers.",
    task: "Write your reply to the stakeholder.",
    lookFor: "A firm, friendly no to the impossible, and a useful yes to something you can deliver.",
  },
  {
    id: "feedback-that-lands",
    skill: "feedback",
    title: "Feedback that lands",
    situation: "A colleague's slides for tomorrow's client meeting are cluttered and bury the key recommendation on slide 14. They asked for your honest view.",
    task: "Write the message you would send them.",
    lookFor: "Specific, kind and actionable: what works, what to change first, and why it matters to the client.",
  },
  {
    id: "explain-ai-sceptic",
    skill: "explaining",
    title: "Explaining AI to a sceptic",
    situation: 'A long-serving teammate says AI tools are "just a fad that makes things up" and refuses to try the assistant your team now uses.',
    task: "Write what you would say to bring them round, in five sentences or fewer.",
    lookFor:
      "Agrees honestly that it can get things wrong and its output needs checking, gives one concrete example from their own work where it saves time, and suggests a low-risk first step.",
  },
  {
    id: "tough-question",
    skill: "persuading",
    title: "The tough question",
    situation: 'At the end of your presentation to the leadership team, someone asks: "Why should we fund this instead of the other proposal?"',
    task: "Write your answer as you would say it out loud.",
    lookFor: "A direct answer in the first sentence, one piece of evidence, and a calm close.",
  },
  {
    id: "ask-pay-rise",
    skill: "saying-no",
    title: "Asking for what you're worth",
    situation: "Your yearly review is next week. You took on a second team's work for six months and it went well. You want a pay rise.",
    task: "Write the opening two or three sentences you would use to raise it.",
    lookFor: "Results before requests, a specific ask, and a tone that is confident rather than apologetic.",
  },
  {
    id: "meeting-went-nowhere",
    skill: "meetings",
    title: "The meeting that went nowhere",
    situation: "An hour-long meeting with six people ended without a decision. You want to move things forward without blaming anyone.",
    task: "Write the follow-up email to everyone who attended.",
    lookFor: "A short recap, the decision still needed, a proposed option, and a clear deadline.",
  },
  {
    id: "sorry-to-customer",
    skill: "hard-conversations",
    title: "Saying sorry to a customer",
    situation: "A customer's order was shipped to the wrong address because of a mistake on your side. They are upset and have posted about it publicly.",
    task: "Write your public reply to the customer's post.",
    lookFor: "A real apology, what happens next and when, an offer to sort the details privately, and no excuses or jargon.",
  },
  {
    id: "introduce-yourself",
    skill: "meetings",
    title: "Introduce yourself",
    situation: "You join a cross-team project and are asked to introduce yourself in the kick-off meeting. Everyone else kept it to about 20 seconds.",
    task: "Write your introduction as you would say it.",
    lookFor: "Who you are, what you bring to this project, and one thing people can come to you for.",
  },
  {
    id: "handover-feedback",
    skill: "feedback",
    title: "Feedback on a rushed handover",
    situation:
      "You are a ward nurse. A newer colleague's end-of-shift handover to you left out which two patients were still waiting for a doctor's review, and you only found out an hour later. They are on shift with you again tomorrow.",
    task: "Write exactly what you would say to them at a quiet moment early in tomorrow's shift, in four sentences or fewer.",
    lookFor:
      "The specific gap and why it matters, one simple fix for next time (such as using the ward's usual handover structure, pending reviews included), and a tone that keeps them coming to you with questions.",
  },
  {
    id: "delay-news",
    skill: "updates",
    title: "Delay news for a homeowner",
    situation:
      "You run the building crew on a kitchen extension. The steel delivery has slipped from Tuesday to the following Monday, which pushes the finish date back a week, and the homeowner is hosting family the weekend after the original finish date.",
    task: "Write the text message you would send the homeowner today, in three sentences or fewer.",
    lookFor:
      "The news and the new date up front, an honest word on the family weekend (what will and won't be usable), what you are doing to limit the knock-on, and when they will next hear from you.",
  },
  {
    id: "role-decision",
    skill: "hard-conversations",
    title: "Telling someone they didn't get the role",
    situation:
      "You manage a busy shop. Sam, who has worked there for four years and is well liked, applied for the new supervisor role, but you have offered it to someone else. You are meeting Sam in the stockroom before the shop opens.",
    task: "Write exactly what you would say to open the conversation, in about 45 seconds.",
    lookFor: "The decision early and clearly, an honest reason, real recognition of Sam's work, and a concrete next step for their development.",
  },
  {
    id: "early-paperwork-case",
    skill: "persuading",
    title: "Making the case for an early start",
    situation:
      "You work at a small accountancy practice. Every January most clients send their tax paperwork in the last fortnight before the deadline, and the team works late for weeks. You want the two partners to agree to send every client a checklist and a reminder in October.",
    task: "Write the email to the two partners making the case.",
    lookFor: "The problem in the partners' own terms, a small and specific proposal, what it would take, and a clear yes-or-no ask.",
  },
  {
    id: "two-documents",
    skill: "explaining",
    title: "Why two documents?",
    situation:
      'You work on the front desk of a council office. A resident applying for a parking permit is frustrated that they need a proof of address as well as their driving licence, and asks why they need "two bits of paper to prove one thing".',
    task: "Write exactly what you would say to them at the desk, in three sentences or fewer.",
    lookFor: "Plain words, the reason framed as what it protects for them, and the quickest way to get the permit sorted.",
  },
  {
    id: "not-this-release",
    skill: "saying-no",
    title: "Not in this release",
    situation:
      'A product manager asks your software team to squeeze a "quick" extra feature into the release going out on Thursday. The team has already committed to fixing two bugs that customers keep reporting, and there is no slack left.',
    task: "Write your reply in the team chat, in four sentences or fewer.",
    lookFor: "A clear no for this release, the reason in terms of what would slip, and a concrete offer of when it could be done instead.",
  },
  {
    id: "feedback-upwards",
    skill: "feedback",
    title: "Feedback for your manager",
    situation:
      "Your manager often changes the team's priorities at the Monday meeting without warning, and twice this month you have had to drop half-finished work. She has asked everyone for honest feedback at their one-to-ones.",
    task: "Write exactly what you would say in your one-to-one, in five sentences or fewer.",
    lookFor: "One specific example, its effect on the work, and a practical request, put so that it is easy for her to say yes.",
  },
  {
    id: "open-the-meeting",
    skill: "meetings",
    title: "Keeping a meeting on track",
    situation:
      "You are chairing a meeting of parents, teachers and the caretaker about new school drop-off arrangements. The last one overran by 40 minutes and went off topic.",
    task: "Write exactly what you would say to open the meeting, in about 30 seconds.",
    lookFor: "The purpose and the decision needed by the end, how time will be kept, and a fair way for everyone to be heard.",
  },
  {
    id: "training-budget",
    skill: "persuading",
    title: "Asking for a training budget",
    situation:
      "You run the kitchen at a busy café. You want the owner to pay for two of your cooks to take a half-day allergy awareness course before the new menu launches on 3 March. The course costs £60 per person and runs on a weekday morning.",
    task: "Write the message to the owner as a single paragraph.",
    lookFor:
      "The benefit first (customer safety and protecting the business), the cost and timing stated plainly, and an ask the owner can say yes to straight away.",
  },
  {
    id: "credit-where-due",
    skill: "hard-conversations",
    title: "When someone takes the credit",
    situation:
      "In the weekly team meeting, a colleague presented the cost analysis you built as their own work, for the second time this month. You have asked to speak to them privately afterwards.",
    task: "Write exactly what you would say to them, in four sentences or fewer.",
    lookFor: "The facts without accusation, the effect on you, and a clear, reasonable request for next time.",
  },
  {
    id: "careers-day",
    skill: "explaining",
    title: "What do you actually do?",
    situation:
      'You are invited to your old school\'s careers morning to talk about your job. A 14-year-old puts up a hand and asks, "But what do you actually do all day?"',
    task: "Write your answer as you would say it, in about 30 seconds.",
    lookFor: "Everyday words, one concrete example of a real task, and why it matters to someone outside your workplace.",
  },
  {
    id: "holiday-handover",
    skill: "updates",
    title: "The holiday handover",
    situation:
      "You start two weeks' annual leave tomorrow. A colleague will cover your main piece of work, renewing the contract with the office cleaning supplier, which has to be signed by the 20th.",
    task: "Write the handover email to your colleague.",
    lookFor: "Where things stand, the dates that matter, who is authorised to sign, who to contact for what, and what can safely wait until you are back.",
  },
  {
    id: "specific-praise",
    skill: "feedback",
    title: "Praise that sticks",
    situation:
      "An apprentice on your electrical crew calmly talked an anxious customer through why their power would be off for two hours, and the customer later rang the office to say thank you.",
    task: "Write the message you would send the apprentice, in three sentences or fewer.",
    lookFor: 'Praise for the specific behaviour rather than a general "well done", and why it mattered, so they know to do it again.',
  },
  {
    id: "discount-ask",
    skill: "saying-no",
    title: "When a customer asks for a discount",
    situation:
      "You run a small printing business. A regular customer asks for 20% off an order of 500 brochures due next Friday, saying another printer quoted less.",
    task: "Write your reply to the customer.",
    lookFor: "A polite no to the full discount, what you can offer instead and why, and a clear next step that keeps the order.",
  },
  {
    id: "find-volunteers",
    skill: "persuading",
    title: "Finding volunteers",
    situation:
      "Your outpatients team is running a health information stand at the town fair on a Saturday in May and needs two more volunteers for three-hour slots. Nobody answered the last email asking.",
    task: "Write the message you would post in the team's group chat, in four sentences or fewer.",
    lookFor: "Why it matters, exactly what is involved and for how long, and an easy way to say yes.",
  },
  {
    id: "new-timesheets",
    skill: "explaining",
    title: "Explaining a new way of working",
    situation:
      "From 1 October, the warehouse where you are a team leader is replacing paper timesheets with a short form on the shared tablets by the door, to cut down on lost or misread sheets. Several staff have told you they are worried it will be complicated or get their pay wrong.",
    task: "Write the note for the staff noticeboard as a single paragraph.",
    lookFor: "What changes and when, why, the first step in plain words, how to check their hours and get a mistake put right, and who to ask for help.",
  },
  {
    id: "late-arrivals",
    skill: "hard-conversations",
    title: "The colleague who keeps arriving late",
    situation:
      "Jordan, on your reception team, has arrived 15 to 20 minutes late four times in the last two weeks, and colleagues have been covering the phones. You have asked Jordan for a quiet word.",
    task: "Write exactly what you would say to open the conversation, in four sentences or fewer.",
    lookFor: "The facts without judgement, the effect on the team, a question that invites their side, and a clear expectation from here on.",
  },
  {
    id: "double-intro",
    skill: "meetings",
    title: "Introducing two people",
    situation:
      "Priya, your new contact at a furniture supplier, and Tom in your finance team need to sort out an invoice that was paid twice. You have been passing messages between them for a week.",
    task: "Write the email introducing them, in five sentences or fewer.",
    lookFor: "Who each person is, the one thing they need to sort out together, and a clear hand-off so you are no longer in the middle.",
  },
  {
    id: "mentor-feedback",
    skill: "feedback",
    title: "Feedback for a trainee",
    situation:
      "You are mentoring a trainee teacher. In the lesson you watched, their explanations were clear, but by the last 15 minutes most of the class was chatting and they did not seem to notice.",
    task: "Write exactly what you would say when you sit down together afterwards, in about 45 seconds.",
    lookFor: "One genuine strength, one thing to work on tied to a specific moment in the lesson, and a question that gets them thinking.",
  },
  {
    id: "outage-update",
    skill: "updates",
    title: "The outage update",
    situation:
      "The online booking system at the leisure centre you help run was down for three hours this morning, and some customers were turned away at the door. It is working again, but the cause is not yet known.",
    task: "Write the update email to your manager before the end of the day.",
    lookFor: "What happened and its effect, what is fixed and what is not, what you are doing next, and when you will report again.",
  },
  {
    id: "shared-files",
    skill: "persuading",
    title: "Winning the team round",
    situation:
      "On your team of six case workers, each person keeps client files in their own folders, so when someone is off sick nobody can find what they need. You want everyone to save to the shared drive instead.",
    task: "Write exactly what you would say at Monday's team meeting, in about 30 seconds.",
    lookFor: "A real example of the problem, what you want people to do and from when, and why it makes their own week easier.",
  },
  {
    id: "chase-supplier",
    skill: "hard-conversations",
    title: "Chasing a slow reply",
    situation:
      "You buy stock for a small printing business. Your paper supplier's account manager has not answered your last three emails over two weeks, and a customer order due on 28 June is at risk unless the paper is confirmed this week.",
    task: "Write the email to the account manager.",
    lookFor: "The facts and dates, the impact on your business, a specific request with a deadline, and a firm tone without hostility.",
  },
  {
    id: "friday-shift",
    skill: "saying-no",
    title: "Turning down an extra shift",
    situation:
      "Your manager asks if you can cover the Friday late shift every week for the next month. You already cover two evenings a week, and on Fridays you attend a college course you have paid for.",
    task: "Write exactly what you would say when she asks, in three sentences or fewer.",
    lookFor: "A clear no without over-explaining, a brief honest reason, and an alternative you can genuinely offer.",
  },
  {
    id: "held-back-update",
    skill: "explaining",
    title: "Why the update is late",
    situation:
      'Your software team has held back an app update promised to customers this week. The engineers\' note says "regression in session handling causing data loss on forced logout", which in plain terms means it could sign some people out and lose work they had not saved. A customer emails to ask why it is late.',
    task: "Write your reply to the customer, in four sentences or fewer.",
    lookFor: "The reason in everyday words, what the delay protects them from, and when they can expect the update, or when you'll next update them.",
  },
];

/** The nth challenge a person receives (1 for the first). */
export function challengeForNumber(number: number): CoachChallenge {
  return COACH_CHALLENGES[(Math.max(1, number) - 1) % COACH_CHALLENGES.length]!;
}

export function challengeById(id: string): CoachChallenge | undefined {
  return COACH_CHALLENGES.find((c) => c.id === id);
}

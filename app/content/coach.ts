// The email coach, /coach (visitor-side.md §2 "Email coach", §4, §5, §8, §9): the page's texts,
// the ten rotating 'I want to ...' phrases, the example challenge with its sample score card, and
// the performance challenges the coach emails (app/services/delivery/emails/coach.server.ts). Texts the
// spec quotes are kept word for word; the rest is ours and makes no numeric claims.

/** visitor-side.md §9: ten phrases, a new one every 2 seconds. */
export const ROTATING_PHRASES = [
  // Short enough to take at most two lines of the headline on a phone, so it does not jump.
  "nail my next presentation",
  "write emails people read",
  "make complex ideas simple",
  "pitch ideas to leadership",
  "give feedback that lands",
  "handle tough questions",
  "ask for a pay rise",
  "explain AI to my team",
  "push back on deadlines",
  "ace my next interview",
] as const;

export const PHRASE_INTERVAL_MS = 2_000;

export const COACH_HERO = {
  backLabel: "Back to Training Hub",
  eyebrow: "Your performance coach, by email",
  lead: "I want to",
  text: "One realistic workplace challenge at a time. Reply with what you would say or write, and your coach scores it for Clarity, Impact and Confidence.",
  emailLabel: "Your email",
  placeholder: "you@company.com",
  submitLabel: "Challenge Me",
  sendingLabel: "Sending...",
  note: "Free. Just your email: no account, no password, no app.",
} as const;

export const HOW_IT_WORKS = {
  heading: "How It Works",
  steps: [
    {
      title: "You Send",
      text: "Your challenge arrives by email: a real workplace moment and what's asked of you. Reply with your answer, written the way you'd really say or send it.",
    },
    {
      title: "Coach Replies",
      text: "Your coach reads your answer and writes back: what landed, what didn't, and one change that would make it stronger.",
    },
    {
      title: "Get Scored",
      text: "Every answer gets a score card: Clarity, Impact and Confidence, each out of 10, plus an overall score.",
    },
  ],
} as const;

export interface ScoreCriterion {
  name: "Clarity" | "Impact" | "Confidence";
  score: number;
  comment: string;
}

/** The example on the page: clearly an illustration, not a real person's result. */
export const EXAMPLE_CHALLENGE = {
  heading: "See an Example Challenge",
  badge: "Example",
  challengeTitle: "The lift pitch",
  challenge:
    'You step into the lift with your department head. She asks: "Why is the customer portal two weeks late?" You have until the doors open, about 30 seconds. What do you say?',
  answerLabel: "A sample answer",
  answer:
    "\"We found a security gap in the login flow during testing, so we paused the launch to fix it properly. The fix is done and testing finishes on Friday, so we'll launch on the 14th. I'll send you a one-line update on Friday either way.\"",
  cardTitle: "Example score card",
  cardNote: "An illustration of the card your coach sends back, not a real result.",
  criteria: [
    { name: "Clarity", score: 8, comment: "Cause, fix and new date in three sentences." },
    { name: "Impact", score: 7, comment: "Say what the delay protects: customer data and trust." },
    { name: "Confidence", score: 9, comment: "Owns the delay and commits to a follow-up." },
  ] satisfies ScoreCriterion[],
  coachTip: "Coach's tip: lead with the new date, then the reason. Busy people remember the first thing they hear.",
} as const;

/** The overall score on a card: the mean of the three criteria, to one decimal. */
export function overallScore(criteria: readonly { score: number }[]): number {
  if (criteria.length === 0) return 0;
  return Math.round((criteria.reduce((sum, c) => sum + c.score, 0) / criteria.length) * 10) / 10;
}

export const WHY_DIFFERENT = {
  heading: "Why It's Different",
  points: [
    { title: "No Signups", text: "No account, no password, no app to install. Everything happens in your inbox." },
    {
      title: "Growth Tracking",
      text: "Every score card lands in the same email thread, so your progress across challenges is there to scroll back through.",
    },
    {
      title: "Benchmarking",
      text: "The same three criteria every time, so you can see how each answer measures against your last ones and against what a strong answer does.",
    },
    { title: "Addictive", text: "Each challenge takes a few minutes. Short enough to do with your coffee, satisfying enough to want the next one." },
  ],
} as const;

export const CHALLENGE_OTHERS = {
  heading: "Challenge Others",
  text: "Know a colleague who'd enjoy a challenge? Send them this page and compare score cards.",
  linkLabel: "Challenge a colleague by email",
  mailSubject: "A challenge for you",
  mailBody: (coachUrl: string) =>
    `I've been trying an email performance coach: it sends you a workplace challenge, you reply, and it scores your answer for Clarity, Impact and Confidence. Try it: ${coachUrl}`,
} as const;

export const CLOSING_FORM = {
  heading: "Ready for Your First Challenge?",
  text: "Enter your email and your first performance challenge is on its way.",
  submitLabel: "Send Me a Challenge",
} as const;

/** A performance challenge as emailed: one situation, one task, and what the coach looks for. */
export interface CoachChallenge {
  title: string;
  situation: string;
  task: string;
  lookFor: string;
}

/**
 * Sent in this order: the first sign-up gets the first, each later request the next (see
 * app/services/marketing/coach.server.ts), and after the last one the list starts again.
 */
export const COACH_CHALLENGES: readonly CoachChallenge[] = [
  {
    title: "The lift pitch",
    situation:
      "You step into the lift with your department head. She asks why the project you lead is two weeks behind. You have until the doors open: about 30 seconds.",
    task: "Write exactly what you would say.",
    lookFor: "A clear reason, the new date, and what you are doing about it, without over-apologising.",
  },
  {
    title: "The one-paragraph update",
    situation: "Your manager is between meetings all day and asks for a status update on your main piece of work. She will read it on her phone.",
    task: "Write the update as a single paragraph she can read in under a minute.",
    lookFor: "The headline first, one risk if there is one, and exactly what you need from her.",
  },
  {
    title: "Pushing back on a deadline",
    situation: "A senior stakeholder asks for a report by tomorrow morning. Doing it well needs three days, and rushing it risks errors in the numbers.",
    task: "Write your reply to the stakeholder.",
    lookFor: "A firm, friendly no to the impossible, and a useful yes to something you can deliver.",
  },
  {
    title: "Feedback that lands",
    situation: "A colleague's slides for tomorrow's client meeting are cluttered and bury the key recommendation on slide 14. They asked for your honest view.",
    task: "Write the message you would send them.",
    lookFor: "Specific, kind and actionable: what works, what to change first, and why it matters to the client.",
  },
  {
    title: "Explaining AI to a sceptic",
    situation: 'A long-serving teammate says AI tools are "just a fad that makes things up" and refuses to try the assistant your team now uses.',
    task: "Write what you would say to bring them round, in five sentences or fewer.",
    lookFor: "Respect for their concern, one concrete example from their own work, and a low-risk first step.",
  },
  {
    title: "The tough question",
    situation: 'At the end of your presentation to the leadership team, someone asks: "Why should we fund this instead of the other proposal?"',
    task: "Write your answer as you would say it out loud.",
    lookFor: "A direct answer in the first sentence, one piece of evidence, and a calm close.",
  },
  {
    title: "Asking for what you're worth",
    situation: "Your yearly review is next week. You took on a second team's work for six months and it went well. You want a pay rise.",
    task: "Write the opening two or three sentences you would use to raise it.",
    lookFor: "Results before requests, a specific ask, and a tone that is confident rather than apologetic.",
  },
  {
    title: "The meeting that went nowhere",
    situation: "An hour-long meeting with six people ended without a decision. You want to move things forward without blaming anyone.",
    task: "Write the follow-up email to everyone who attended.",
    lookFor: "A short recap, the decision still needed, a proposed option, and a clear deadline.",
  },
  {
    title: "Saying sorry to a customer",
    situation: "A customer's order was shipped to the wrong address because of a mistake on your side. They are upset and have posted about it publicly.",
    task: "Write your reply to the customer.",
    lookFor: "A real apology, what happens next and when, and no excuses or jargon.",
  },
  {
    title: "Introduce yourself",
    situation: "You join a cross-team project and are asked to introduce yourself in the kick-off meeting. Everyone else kept it to about 20 seconds.",
    task: "Write your introduction as you would say it.",
    lookFor: "Who you are, what you bring to this project, and one thing people can come to you for.",
  },
];

/** visitor-side.md §5 and §8. */
export const COACH_MESSAGES = {
  emailRequired: { title: "Email Required", description: "Please enter your email to get started." },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address, like name@company.com." },
  tooLong: { title: "Email Too Long", description: "Please use an email address of at most 254 characters." },
  /** §8, the first challenge. */
  sent: { title: "Challenge Incoming!", description: "Check your email for your first performance challenge." },
  /** A repeat sign-up a day or more after the last challenge gets the next one. */
  sentNext: { title: "Challenge Incoming!", description: "Check your email for your next performance challenge." },
  /** A repeat sign-up within a day: nothing is sent, and the page says so. */
  alreadySent: {
    title: "Challenge Already Sent",
    description: "We emailed a challenge to this address in the last 24 hours. Check your inbox (and spam folder), then reply to that email with your answer.",
  },
  failed: { title: "Error", description: "Something went wrong. Please try again." },
} as const;

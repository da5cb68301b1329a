// The email coach, /coach (visitor-side.md §2 "Email coach", §4, §5, §8, §9): the page's texts,
// the ten rotating 'I want to ...' phrases, the example challenge with its sample score card, and
// the performance challenges the coach emails (app/services/delivery/emails/coach.server.ts). Texts the
// spec quotes are kept word for word; the rest is ours and makes no numeric claims beyond the
// rules' own constants (the benchmark's minimum, the invitations a day), imported, not copied. The
// private progress page (/coach/progress/:token) and the "Challenge Others" invitation have their
// texts here too.
import { MIN_BENCHMARK_OTHERS } from "~/lib/coach-progress";
import { INVITATIONS_PER_DAY } from "~/lib/coach-signup";

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
      text: "Every score card links to your private progress page, where your overall scores are charted challenge by challenge, so you can see whether you're getting better.",
    },
    {
      title: "Benchmarking",
      text: `Once ${MIN_BENCHMARK_OTHERS} other people have answered the same challenge, your card and progress page show how your overall score compares with theirs: the share of their first answers it beats.`,
    },
    { title: "Addictive", text: "Each challenge takes a few minutes. Short enough to do with your coffee, satisfying enough to want the next one." },
  ],
} as const;

export const CHALLENGE_OTHERS = {
  heading: "Challenge Others",
  text: "Know a colleague who'd enjoy a challenge? Invite them from your progress page (the link is in every email from your coach): they get one email asking them to confirm, and nothing else from us unless they do. Or send them this page yourself.",
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

export { COACH_CHALLENGES, COACH_SKILLS, type CoachChallenge, type CoachSkill } from "./coach-challenges";

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

/** The private progress page, /coach/progress/:token (issue 29 item 3), linked from every email of the coach. */
export const COACH_PROGRESS = {
  backLabel: "Email coach",
  eyebrow: "Your private progress page",
  heading: "Your coaching progress",
  /** Shown under the heading with the masked address. */
  privacy: "Anyone with this page's link can see it, so keep the link to yourself. It is in every email from your coach.",
  growthHeading: "Growth Tracking",
  growthIntro: "The overall score of your first answer to each challenge, oldest first. Practice tries are not counted.",
  noScores: "No scored answers yet. Reply to your challenge email with your answer, and your first score shows here.",
  chartTitle: "Your overall scores over time",
  tableCaption: "Overall score of each first answer, oldest first",
  benchmarkHeading: "Benchmarking",
  benchmarkIntro:
    "Your first answer to each challenge against everyone else's first answer to the same challenge. It is shown once enough others have answered for the comparison to mean something.",
  answersHeading: "Your answers",
  waitingHeading: "Waiting for your reply",
  waitingText: "Answer it by replying to its email. Your score card arrives by email a minute or so later.",
  scoringText: "Your reply is being scored: the card will reach your inbox shortly.",
  practiceHeading: "Practice tries",
  practiceNote: "Practice: only your first answer counts for your growth and benchmarks.",
  betterLabel: "To do better",
  methodology: "How the scores are worked out:",
  methodologyLink: "the method, step by step",
} as const;

/** "Challenge Others" on the progress page: one invitation, confirmed by the colleague, or nothing. */
export const COACH_INVITE = {
  heading: "Challenge Others",
  text: "Invite a colleague to the coach. We send them one email that names you and asks them to confirm; nothing else goes to them unless they do. Once they confirm, their first challenge is on its way.",
  emailLabel: "Your colleague's email",
  placeholder: "colleague@company.com",
  submitLabel: "Send Invitation",
  sendingLabel: "Sending...",
  listHeading: "Your invitations",
  none: "You haven't invited anyone yet.",
  status: { invited: "Invited", joined: "Joined" },
} as const;

/** What inviting a colleague answers, by what happened. */
export const COACH_INVITE_MESSAGES = {
  sent: { title: "Invitation Sent", description: "We emailed your colleague one invitation. Nothing more goes to them unless they confirm." },
  alreadyInvited: {
    title: "Already Invited",
    description: "This address has already had an invitation to the coach, and we send only one to any address, so nothing was sent.",
  },
  notSent: {
    title: "Nothing Was Sent",
    description: "We can't send an invitation to this address, so nothing was sent. Your colleague can still sign up on the coach page.",
  },
  ownAddress: { title: "That's Your Address", description: "Enter your colleague's email address, not your own." },
  tooManyInvitations: {
    title: "Invitation Limit Reached",
    description: `You've sent ${INVITATIONS_PER_DAY} invitations in the last 24 hours, the most we send for one person. Please try again tomorrow.`,
  },
} as const;

/** The invitation's confirmation page, /coach/invitations/:token. */
export const COACH_INVITATION_PAGE = {
  eyebrow: "Invitation",
  heading: "You're invited to the email coach",
  invitedYou: "invited you to try it.",
  text: "Your coach emails you a realistic workplace challenge. Reply with what you would say or write, and it scores your answer for Clarity, Impact and Confidence, with one change that would make it stronger. Free, no account.",
  confirmLabel: "Confirm and Send My First Challenge",
  confirmingLabel: "Confirming...",
  ignore: "Not interested? Just close this page: we won't email you again.",
  alreadyHeading: "Invitation Already Confirmed",
  alreadyText: "This invitation has been confirmed and its challenge was sent. Reply to that email with your answer, and your score card comes back.",
  coachLink: "About the email coach",
} as const;

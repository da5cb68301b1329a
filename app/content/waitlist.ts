// The waitlist page, /toolkit-landing (visitor-side.md §2 "Waitlist", §4 "Waitlist dialog", §5,
// §8). Texts the spec quotes are kept word for word; the rest is ours and makes no numeric claims.

export const WAITLIST_HERO = {
  topBarLabel: "Tailored AI Toolkit",
  badge: "Coming Soon",
  heading: "Your Tailored AI Toolkit",
  text: "We're building an AI toolkit shaped around your role, your company and the tools you already use: the right AI tools, with prompts and step-by-step workflows ready to use in your day.",
  earlyAccessLabel: "Get Early Access",
  subscribeLabel: "Subscribe",
  freeToolkitNote: "Can't wait? Our free AI toolkit for your job title is ready today.",
  freeToolkitLink: { label: "Get your free AI toolkit", to: "/aitoolkit" },
} as const;

export interface WaitlistFeature {
  title: string;
  text: string;
  /** An SVG path (24×24 viewBox, stroked). */
  icon: string;
}

export const WAITLIST_FEATURES_HEADING = "What's Coming";

export const WAITLIST_FEATURES: readonly WaitlistFeature[] = [
  {
    title: "Built Around Your Role",
    text: "Tools chosen for the tasks of your job and the context of your company, not a generic top-ten list.",
    icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  },
  {
    title: "Ready-to-Use Workflows",
    text: "Step-by-step workflows and prompts for your everyday tasks, so you know exactly how to put each tool to work.",
    icon: "M4 6h10M4 12h16M4 18h7M17 4l3 2-3 2",
  },
  {
    title: "Kept Up to Date",
    text: "AI tools change quickly. Your toolkit changes with them, and we tell you what's new for your role.",
    icon: "M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7",
  },
];

export const WAITLIST_VIDEO = {
  heading: "See It in Action",
  text: "A short look at how the toolkit turns your job title into tools and training.",
} as const;

/** The dialog, and the page section that stands in for it without JavaScript. */
export const WAITLIST_FORM = {
  heading: "Join the Waitlist",
  text: "Be the first to get the tailored AI Toolkit. We'll email you as soon as it's ready.",
  nameLabel: "Name",
  emailLabel: "Email",
  submitLabel: "Subscribe to Waitlist",
  submittingLabel: "Subscribing...",
  successHeading: "You're on the list!",
  successText: "We'll email you as soon as the AI Toolkit is ready.",
  doneLabel: "Done",
} as const;

/** §8 and §5: the toasts and the refusals, shared by the dialog, the page and the API. */
export const WAITLIST_MESSAGES = {
  success: { title: "Success!", description: "You'll be the first to know when our toolkit is ready." },
  failed: { title: "Something went wrong", description: "Please try again later." },
  missing: { title: "Please fill in all fields", description: "Enter your name and email address to join the waitlist." },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  tooLong: { title: "Too Long", description: "Please keep your name under 120 and your email under 254 characters." },
} as const;

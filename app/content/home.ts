// The academy home page, / (visitor-side.md §1 pitch, §2 "Academy home"). Texts the spec quotes
// are kept word for word; the rest is ours, and makes no numeric claims.

export const ACADEMY_NAME = "Upskill Academy";
export const ACADEMY_TAGLINE = "Adaptive Training That Starts With You";

/**
 * Where 'Explore Courses' leads. The spec's original linked out to another site; our course
 * catalogue is our own page now (/aiupskill/training), so the link stays on the site rather than
 * pointing at an address we cannot vouch for.
 */
export const EXPLORE_COURSES_PATH = "/aiupskill/training";

export const HOME_INTRO =
  "Training that begins with how you work today: a simulation of your own job shows what you already do well with AI and where you can grow, and the course adapts to you.";

export const FEATURED_TRAINING = {
  eyebrow: "Featured Training",
  badge: "Available Now",
  title: "AI Upskilling for Your Job Role",
  text: "AI training tailored to your job. Start with a free, job-specific AI toolkit: the tools that fit your role, with research-based estimates of the time they can save.",
  cta: { label: "Get Your Free Toolkit", to: "/aiupskill" },
} as const;

export const ATHLETE_SECTION = {
  heading: "Train Like a Pro Athlete",
  intro:
    "Professional athletes do not follow a generic plan. Their coaches measure how they perform, find the weak spots and build every session around them, and progress is proven in competition. We train your AI skills the same way.",
  points: [
    {
      title: "Measured, not assumed",
      text: "You start in a simulation of your own job, so training begins from what you actually do, not from a guess.",
    },
    {
      title: "Coached on your blind spots",
      text: "Practice goes where it makes the most difference, instead of repeating what you already know.",
    },
    {
      title: "Practice that feels like game day",
      text: "Challenges use the tasks and tools of your role, under the same kind of pressure as a real working week.",
    },
    {
      title: "Results you can show",
      text: "You finish with evidence of performance that a manager or employer can check.",
    },
  ],
} as const;

export interface ComparisonRow {
  aspect: string;
  oldModel: string;
  academy: string;
}

export const COMPARISON = {
  heading: "The Old Model vs. Upskill Academy",
  intro: "Most courses teach everyone the same thing at the same pace. Adaptive training starts from you.",
  columns: { aspect: "What matters", oldModel: "The old model", academy: "Upskill Academy" },
  rows: [
    {
      aspect: "Starting point",
      oldModel: "The same syllabus for everyone",
      academy: "Your job role and how you perform today",
    },
    {
      aspect: "Practice",
      oldModel: "Videos and multiple-choice quizzes",
      academy: "Job-specific simulations of real tasks",
    },
    {
      aspect: "Path and pace",
      oldModel: "Fixed, one speed for all",
      academy: "Adapts to your strengths and blind spots",
    },
    {
      aspect: "Feedback",
      oldModel: "A test at the end",
      academy: "A diagnosis after every simulation",
    },
    {
      aspect: "AI tools",
      oldModel: "Generic demonstrations",
      academy: "Tools chosen for the work you do",
    },
    {
      aspect: "What you leave with",
      oldModel: "A certificate of attendance",
      academy: "Proof of Performance: a performance report, a certificate and a recommendation on a professional network",
    },
  ] as readonly ComparisonRow[],
} as const;

export const HOW_IT_WORKS = {
  heading: "How It Works",
  steps: [
    {
      title: "Analyse",
      text: "We analyse how you perform in a simulation built around your own job: how you use AI on real tasks, not how well you remember a video.",
    },
    {
      title: "Diagnose",
      text: "Your results show your strengths and your blind spots, skill by skill.",
    },
    {
      title: "Adapt",
      text: "The training adapts to your role and to what the diagnosis found, so your time goes where it counts.",
    },
    {
      title: "Train for Proof of Performance",
      text: "Finish with a performance report, a certificate and a recommendation on a professional network that show what you can do.",
    },
  ],
} as const;

export const CLOSING = {
  heading: "Start Where You Are",
  text: "Begin with a free AI toolkit for your job, or browse everything the academy teaches.",
  coursesLabel: "Explore Courses",
} as const;

// The AI upskilling landing and simulation page, /aiupskill (visitor-side.md §2 "AI upskilling
// landing", §9 price and guarantee). Texts the spec quotes are kept word for word; the rest is
// ours and makes no numeric claims. The figures section is app/content/statistics.ts, the
// testimonials app/content/testimonials.ts, the sample scenarios app/content/simulation-scenarios.ts.
import { PRODUCTS } from "./course";

/** visitor-side.md §9: 49, one-time, 30-day money-back guarantee; shown with formatPrice in the course currency. */
export const SIMULATION_PRICE = PRODUCTS.simulation.price;
export const SIMULATION_PRODUCT_CODE = PRODUCTS.simulation.code;

export const AIUPSKILL_HERO = {
  eyebrow: "AI Upskilling",
  heading: "AI Training Tailored to Your Job",
  text: "Learn to use AI on the work you actually do. Practise in a simulation of your own role, find your strengths and blind spots, and train where it counts.",
  // The course page (issue 27): a visitor here has not chosen a level yet; that page shows each one
  // with Buy, Continue or what opens it.
  startTraining: { label: "Start Your Training", to: "/aiupskill/training" },
  previewLabel: "Preview your simulation",
} as const;

export const VIDEO_SECTION = {
  heading: "See How It Works",
  text: "From your job title to your toolkit and your training, in under half a minute.",
} as const;

export const SIMULATION_SECTION = {
  heading: "Try Your AI Simulation",
  text: "Tell us your job title and see the kind of scenarios your simulation will put you through.",
  inputLabel: "Your job title",
  placeholder: "e.g. Marketing Manager",
  submitLabel: "Preview My Simulation",
  readyTitle: (jobTitle: string) => `Your AI simulation for ${jobTitle} is ready`,
  scenariosHeading: "Sample scenarios",
  /** `price` as formatPrice writes it ("AU$49"): the mark of the currency charged. */
  unlockLabel: (price: string) => `Unlock simulation – ${price}`,
  guarantee: "30-day money-back guarantee • Instant access • One-time payment",
  helpHeading: "This simulation will help you",
  help: [
    "Practise using AI on tasks from your own job",
    "See your strengths and blind spots with AI",
    "Learn which tools fit your work, and when to check their output",
    "Build confidence before you use AI on live work",
  ],
  getHeading: "What you get",
  /** visitor-side.md §2, in its words. */
  get: [
    "Interactive simulation tailored to your role",
    "Completion certificate plus performance report",
    "A recommendation on a professional network from Upskill Academy",
  ],
} as const;

export const PURCHASE_SECTION = {
  heading: "Unlock Your AI Simulation",
  text: (jobTitle: string) => `Your simulation for ${jobTitle}, with its certificate and performance report.`,
  priceNote: "One-time payment",
  buyLabel: (price: string) => `Buy Now – ${price}`,
  /** The checkout opens in a new tab (accounts-admin-sales.md §2). */
  newTabNote: "Opens the secure checkout in a new tab.",
} as const;

export const TOOLKIT_SECTION = {
  heading: "Get Your Free AI Toolkit",
  text: "Not ready for the simulation yet? Start with a free toolkit: the AI tools that fit your role, with estimates of the time they can save.",
} as const;

export const BENEFITS = {
  heading: "Why Train With Us",
  items: [
    {
      title: "Tailored to your role",
      text: "Scenarios, tools and examples come from your job, not from a one-size-fits-all syllabus.",
    },
    {
      title: "Learn by doing",
      text: "You practise on realistic tasks in simulations, so new habits carry straight into your week.",
    },
    {
      title: "Adaptive from day one",
      text: "Your results steer the training towards your blind spots instead of what you already know.",
    },
    {
      title: "Proof of Performance",
      text: "A performance report, a certificate and a recommendation on a professional network show what you can do.",
    },
  ],
} as const;

export const CLOSING_CTA = {
  heading: "Start With Your Free AI Toolkit",
  text: "It takes a job title and a few clicks, and it is free.",
  label: "Free AI Toolkit",
} as const;

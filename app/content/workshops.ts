// The live workshops page, /workshops (visitor-side.md §2 "Workshops", §3 "Workshop", §4, §8, §9).
// The workshop's facts are the spec's, word for word where it quotes them; the descriptions are
// ours and make no numeric claims. The booking page is outside the product: WORKSHOP_BOOKING_URL
// overrides the link below, NEWSLETTER_DISCOUNT_CODE the welcome email's code
// (app/services/sales/workshops.server.ts, app/services/marketing/newsletter.server.ts).

export interface WorkshopCurriculum {
  title: string;
  description: string;
  modules: readonly string[];
}

/** What a participant takes away besides the day itself (§3 benefits flags). */
export interface WorkshopBenefits {
  certificate: boolean;
  performanceReport: boolean;
  linkedinRecommendation: boolean;
}

export interface Workshop {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  /** The day, as an ISO date (yyyy-mm-dd) in the workshop's own time zone. */
  date: string;
  time: string;
  duration: string;
  location: string;
  city: string;
  /** Whole dollars. */
  price: number;
  originalPrice: number;
  capacity: number;
  spotsLeft: number;
  includes: readonly string[];
  curriculum: WorkshopCurriculum;
  benefits: WorkshopBenefits;
  /** The AI Readiness Rubric level the workshop teaches (/aiupskill/rubric): 1 to 5. */
  level: number;
  featured: boolean;
  /** The external booking page 'Reserve Your Spot' opens (in a new tab). */
  bookingUrl: string;
}

/** §3: the one listed workshop. */
export const WORKSHOPS: readonly Workshop[] = [
  {
    id: "awareness-in-action-melbourne-2025-08-22",
    title: "Awareness in Action",
    subtitle: "A hands-on morning on using AI tools well in your own work",
    description:
      "Learn how today's AI tools think, how to brief them, and when to trust what they give back. You work on tasks from your own job, with an instructor beside you, and leave with a toolkit you can use on Monday.",
    date: "2025-08-22",
    time: "9:00 AM - 1:00 PM",
    duration: "4 hours",
    location: "Melbourne CBD",
    city: "Melbourne",
    price: 249,
    originalPrice: 349,
    capacity: 20,
    spotsLeft: 12,
    includes: ["Light lunch", "Take-home AI toolkit", "Digital certificate", "Performance report"],
    curriculum: {
      title: "What you'll cover",
      description: "Six modules, each with practice on tasks from your own role.",
      modules: [
        "AI tool types and mental model",
        "Prompting and context",
        "Human in the loop",
        "Output verification and fact-checking",
        "Data privacy and security",
        "Ethical use and bias awareness",
      ],
    },
    benefits: { certificate: true, performanceReport: true, linkedinRecommendation: false },
    level: 1,
    featured: true,
    bookingUrl: "https://www.upskill.academy/workshops/awareness-in-action-melbourne",
  },
];

/** The card shows this many modules, then '+N more modules' (§3). */
export const MODULES_SHOWN = 3;

/** §9: the newsletter pop-up opens once, 60,000 ms after a first visit to the page. */
export const NEWSLETTER_POPUP_DELAY_MS = 60_000;
/** Remembered in the browser once the pop-up was shown, so it never opens by itself again. */
export const NEWSLETTER_POPUP_STORAGE_KEY = "workshopsNewsletterShown";

/** §9: the newsletter's welcome discount. */
export const NEWSLETTER_DISCOUNT_PERCENT = 10;
/** The welcome email's code when NEWSLETTER_DISCOUNT_CODE is not set. */
export const DEFAULT_NEWSLETTER_DISCOUNT_CODE = "WORKSHOP10";

export const WORKSHOPS_PAGE = {
  eyebrow: "In person",
  heading: "Live AI Workshops",
  intro:
    "Small-group, hands-on sessions where you practise with AI tools on the work you do, guided by an instructor, and leave with a certificate and a report of how you did.",
  upcomingHeading: "Upcoming Workshops",
  /** When every listed workshop's day is over. */
  recentHeading: "Recent Workshops",
  pastBadge: "Taken place",
  bookingClosed: "This workshop has taken place. Use 'Get Notified' below to hear about the next one.",
  featuredBadge: "Featured",
  reserveLabel: "Reserve Your Spot",
  newTabNote: "(opens the booking page in a new tab)",
  includesHeading: "What's included",
  moreModules: (count: number) => `+${count} more ${count === 1 ? "module" : "modules"}`,
  spotsLeft: (left: number, capacity: number) => `${left} of ${capacity} places left`,
  cityHeading: "Don't See Your City?",
  cityText:
    "We're planning workshops in more cities. Join our newsletter and we'll let you know when one comes to you, with a 10% discount code for your first workshop.",
  notifyLabel: "Get Notified",
} as const;

/** The newsletter dialog and its no-JavaScript section (§2, §4, §5, §8). */
export const NEWSLETTER_FORM = {
  heading: "Get Notified About New Workshops",
  text: "Subscribe to our newsletter to hear when a workshop comes to your city. We'll email you a 10% discount code for your first workshop.",
  nameLabel: "Name",
  emailLabel: "Email",
  cityLabel: "City (optional)",
  submitLabel: "Subscribe",
  submittingLabel: "Subscribing...",
  cancelLabel: "Cancel",
} as const;

export const NEWSLETTER_MESSAGES = {
  success: { title: "Success!", description: "You've been subscribed to our newsletter. Check your email for a 10% discount code!" },
  failed: { title: "Error", description: "Something went wrong. Please try again." },
  missing: { title: "Missing Information", description: "Please enter both your name and email address." },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  tooLong: { title: "Too Long", description: "Please keep your name and city under 120 and your email under 254 characters." },
} as const;

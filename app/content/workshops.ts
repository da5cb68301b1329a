// The live workshops page, /workshops (visitor-side.md §2 "Workshops", §3 "Workshop", §4, §8, §9).
// The workshop's facts are the spec's, word for word where it quotes them; the descriptions are
// ours and make no numeric claims. The workshops themselves live in the database (db/schema/workshops.ts,
// issue 30): this file holds the page's words and the spec's workshop the seed adds.
// NEWSLETTER_DISCOUNT_CODE overrides the welcome email's code (app/services/marketing/newsletter.server.ts).

/**
 * §3: the spec's one listed workshop, as its fields (app/lib/schemas/workshop.ts): db/seed.ts adds
 * it once to a database with no workshops. Its day (22 August 2025) has passed, so it shows in the
 * page's archive, not as bookable: operators add the next ones on the admin Workshops tab or with
 * `academy workshops add`.
 */
export const SPEC_WORKSHOP = {
  title: "Awareness in Action",
  subtitle: "A hands-on morning on using AI tools well in your own work",
  description:
    "Learn how today's AI tools think, how to brief them, and when to trust what they give back. You work on tasks from your own job, with an instructor beside you, and leave with a toolkit you can use on Monday.",
  date: "2025-08-22",
  startTime: "09:00",
  endTime: "13:00",
  timeZone: "Australia/Melbourne",
  location: "Melbourne CBD",
  city: "Melbourne",
  price: "249",
  originalPrice: "349",
  capacity: "20",
  placesTaken: "8",
  includes: ["Light lunch", "Take-home AI toolkit", "Digital certificate", "Performance report"],
  curriculumTitle: "What you'll cover",
  curriculumDescription: "Six modules, each with practice on tasks from your own role.",
  modules: [
    "AI tool types and mental model",
    "Prompting and context",
    "Human in the loop",
    "Output verification and fact-checking",
    "Data privacy and security",
    "Ethical use and bias awareness",
  ],
  certificate: true,
  performanceReport: true,
  linkedinRecommendation: false,
  level: "1",
  featured: true,
  bookingUrl: "https://www.upskill.academy/workshops/awareness-in-action-melbourne",
};

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
  /** With no upcoming workshop: said plainly, with the way to hear about the next one. */
  noneUpcoming: "No workshops are scheduled right now. Use 'Get Notified' below and we'll email you as soon as the next one is announced.",
  /** The archive: past workshops, the latest first, never bookable. */
  pastHeading: "Past Workshops",
  pastBadge: "Taken place",
  fullyBooked: "Fully booked. Use 'Get Notified' below to hear about the next one.",
  featuredBadge: "Featured",
  reserveLabel: "Reserve Your Spot",
  newTabNote: "(opens the booking page in a new tab)",
  includesHeading: "What's included",
  /** When a workshop's curriculum has no title of its own. */
  curriculumHeading: "What you'll cover",
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

// The testimonial cards of /aiupskill (visitor-side.md §1: three cards, each with a first name and
// a job title). The spec gives no quotes and the course has no learners yet, so the cards are
// labelled on the page as illustrative learners, not customer quotes. Replace them with learners'
// own words (with their consent) once the course has run.

export interface Testimonial {
  quote: string;
  firstName: string;
  jobTitle: string;
}

export const TESTIMONIALS_HEADING = "Built for Professionals Like These";
export const TESTIMONIALS_NOTE = "Illustrative learners and what they want from AI training, not quotes from customers.";

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: "I want practice on my actual week: campaign briefs, reports, a launch under pressure. Then I'll know which tool to reach for, and when.",
    firstName: "Sarah",
    jobTitle: "Marketing Manager",
  },
  {
    quote: "I don't need to be taught to code. I want to see where an AI assistant helps in my work, and where I still have to check everything myself.",
    firstName: "James",
    jobTitle: "Software Developer",
  },
  {
    quote: "Start from my own job and go straight at my blind spots, instead of repeating what I already know.",
    firstName: "Priya",
    jobTitle: "HR Manager",
  },
];

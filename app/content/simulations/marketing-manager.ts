// Playable versions of the marketing manager's sample scenarios.
import type { PlayableScenario } from "./types";

export const MARKETING_MANAGER_PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  {
    id: "marketing-manager-1",
    roleKey: "marketing-manager",
    title: "Launch a Campaign Against the Clock",
    brief:
      "You are the marketing manager at Brightwell Outdoor, a fictional maker of hiking gear, and the new Drift rain jacket launches next Thursday. The campaign brief is half-written, the creative review with your director is tomorrow morning, and you need a core message plus versions for email, social and the website. Your company allows an approved AI chat assistant and an image generator for internal drafts.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You have the product sheet, the audience notes and an empty page where the core message should be.",
        question: "Which kind of tool do you start with to get three directions for the core message?",
        options: [
          {
            id: "a",
            text: "An image generator, so the message comes from a striking picture first.",
            credit: 0,
            reason: "A picture can inspire, but it does not write or compare messages; you would still have the empty page.",
          },
          {
            id: "b",
            text: "A chat assistant.",
            credit: 1,
            reason: "Drafting and comparing short pieces of text from your notes is what a chat assistant does best.",
          },
          {
            id: "c",
            text: "The spreadsheet with AI where last year's campaign results live, asking it which words performed best.",
            credit: 0.5,
            reason: "Past results can inform the message later, but a results sheet is not the place to draft new copy.",
          },
          {
            id: "d",
            text: "A meeting-notes tool running while you talk the idea through with yourself.",
            credit: 0,
            reason: "It records and summarises speech; it will not propose message directions.",
          },
        ],
      },
      {
        id: "p2",
        skill: "context",
        situation: 'Your first prompt, "write a slogan for a rain jacket", gave lines that could fit any brand.',
        question: "Which prompt gives the assistant the context it needs?",
        options: [
          {
            id: "a",
            text: '"Write a better slogan, more creative this time, something that will go viral."',
            credit: 0,
            reason: "It asks for more effort without giving any new information, so the lines stay generic.",
          },
          {
            id: "b",
            text: '"Write ten slogans for Brightwell\'s rain jacket."',
            credit: 0,
            reason: "More options from the same thin context are more of the same.",
          },
          {
            id: "c",
            text: '"Write slogans for a rain jacket. Our customers like the outdoors and we care about the planet."',
            credit: 0.5,
            reason: "Some audience and value context, but vague; no product facts, tone or limits to steer by.",
          },
          {
            id: "d",
            text: "Paste the product facts and the brand-voice page, name the audience (weekend hikers), and ask for three directions of one line each with the reasoning.",
            credit: 1,
            reason: "Product facts, voice, audience and the format you want are the context that turns a generic line into one that fits Brightwell.",
          },
        ],
      },
      {
        id: "p3",
        skill: "privacy",
        situation: "You want the email version to speak to past jacket buyers. The loyalty export has names, emails and purchase histories.",
        question: "What do you give the assistant?",
        options: [
          {
            id: "a",
            text: 'A description of the segment in words, such as "bought a jacket in the last two years, mostly hikes in spring".',
            credit: 1,
            reason: "The assistant needs the profile of the audience, not the people; customer records stay in the systems approved for them.",
          },
          {
            id: "b",
            text: "The full export, so that it can personalise every email with each customer's first name, home town and the last item they bought.",
            credit: 0,
            safety: "leaks-personal-data",
            reason:
              "Pasting customer personal data into a drafting tool is unnecessary and is exactly what data-protection rules forbid; personalisation happens in the email platform.",
          },
          {
            id: "c",
            text: "The export with the email column deleted but names and purchases kept.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Names with purchase histories still identify people; removing one column does not make it anonymous.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation:
          'The favourite draft says the Drift jacket is "made from 100% recycled materials" and "carbon neutral". The product sheet says the shell fabric is partly recycled polyester and mentions nothing about carbon.',
        question: "What do you do with those claims?",
        options: [
          {
            id: "a",
            text: "Keep them: customers expect sustainability language and the competition uses it.",
            credit: 0,
            reason: "Unsupported environmental claims mislead customers and can breach advertising rules; other brands' copy is no defence.",
          },
          {
            id: "b",
            text: "Ask the assistant to confirm the claims are true.",
            credit: 0,
            reason: "It cannot know your supply chain; it may simply repeat its own invention with more confidence.",
          },
          {
            id: "c",
            text: "Rewrite them to match the product sheet exactly, and check every product claim in each channel version against it.",
            credit: 1,
            reason: "The sheet is the source of truth; an invented claim in one version means every version needs the same check.",
          },
          {
            id: "d",
            text: 'Soften them to general phrases such as "eco-friendly" and "kinder to the planet", which are harder for anyone to challenge.',
            credit: 0.5,
            reason: "Less specific, but still vague green claims that the product sheet does not support; precise, sourced wording is safer.",
          },
        ],
      },
      {
        id: "p5",
        skill: "tool-choice",
        situation: "Social posts need visuals, but the product photoshoot is only on Monday.",
        question: "How do you use the image generator?",
        options: [
          {
            id: "a",
            text: "Generate a jacket that looks like the Drift and publish those images at launch.",
            credit: 0,
            reason: "A generated jacket will differ from the real product in details customers rely on; showing it as the product misleads them.",
          },
          {
            id: "b",
            text: "Generate mood concepts for the review, labelled as concepts, and use the real photos for what is published.",
            credit: 1,
            reason: "Quick concepts help the review decide on a look, while the published images show the real product.",
          },
          {
            id: "c",
            text: "Skip visuals for the review entirely and wait for Monday's shoot before anyone sees a layout.",
            credit: 0.5,
            reason: "Safe, but the review then judges copy without any sense of the look, and a day is lost.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation: "The scheduling tool offers to generate and auto-publish posts for every channel from your core message.",
        question: "Where do people stay in the loop?",
        options: [
          {
            id: "a",
            text: "Turn it on; you can delete any bad post after it appears.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Once a post is public, deleting it does not undo screenshots or replies; review has to happen before publishing.",
          },
          {
            id: "b",
            text: "Ask the AI to check its own posts against the brand voice and publish those it approves.",
            credit: 0,
            safety: "skips-human-check",
            reason: "A self-check by the same tool is not a review; a person still has to own what goes out under the brand.",
          },
          {
            id: "c",
            text: "Let it publish on the smaller channels automatically, where a mistake reaches fewer people, and review only the website copy yourself.",
            credit: 0.5,
            reason: "Better than no review, but the smaller channels carry the same claims and the same brand.",
          },
          {
            id: "d",
            text: "Use the drafts, but you approve each channel version before it is scheduled, with product claims signed off.",
            credit: 1,
            reason: "The tool saves the drafting time; a named person approves what is published and the claims in it.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "Tomorrow your director has fifteen minutes for the creative review.",
        question: "How do you present the campaign?",
        options: [
          {
            id: "a",
            text: "One page: the core message, the channel versions side by side, and a note of which claims were checked against the product sheet.",
            credit: 1,
            reason: "It fits the time and the decision to be made, and shows the director the work was checked.",
          },
          {
            id: "b",
            text: "All the directions the assistant produced, so the director can choose.",
            credit: 0,
            reason: "Choosing among dozens of raw drafts is your job; it wastes the review.",
          },
          {
            id: "c",
            text: "The final copy only, with no mention that AI was used or what was checked.",
            credit: 0.5,
            reason: "Clear, but it hides how claims were verified, which a director signing off a launch wants to know.",
          },
          {
            id: "d",
            text: "A long deck about how the AI tools work.",
            credit: 0,
            reason: "The review is about the campaign; the tooling is a footnote at most.",
          },
        ],
      },
    ],
  },
  {
    id: "marketing-manager-2",
    roleKey: "marketing-manager",
    title: "Turn Campaign Results into a Budget Decision",
    brief:
      "You run marketing at Quillon Coffee, a fictional online coffee subscription. Last quarter's results sit in exports from the search-ads and social-ads platforms, the email tool and a finance spreadsheet. Your director wants a one-page recommendation by Friday on how to split next quarter's budget, which stays the same size.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You need to combine four exports and work out the cost of each new subscriber per channel.",
        question: "Which kind of tool should do the sums?",
        options: [
          {
            id: "a",
            text: "A chat assistant: paste all four exports and ask it for the cost per subscriber.",
            credit: 0.5,
            reason:
              "It can suggest the method, but arithmetic in a chat reply can be wrong without any sign of it; the figures need a tool that shows its formulas.",
          },
          {
            id: "b",
            text: "An image generator, to turn the exports into an infographic.",
            credit: 0,
            reason: "It draws; it does not calculate, and its numbers would be decoration.",
          },
          {
            id: "c",
            text: "A spreadsheet, with the AI helper used to write and explain the formulas.",
            credit: 1,
            reason: "Formulas you can see and re-run give exact, checkable figures; the AI helps you write them faster.",
          },
          {
            id: "d",
            text: "Each platform's own dashboard, one by one.",
            credit: 0,
            reason: "Each platform counts conversions its own way and none shows the others, so the channels cannot be compared fairly.",
          },
        ],
      },
      {
        id: "p2",
        skill: "privacy",
        situation: "The email tool's export has a row per subscriber, with email address, postcode and order history.",
        question: "What do you share with the AI helper?",
        options: [
          {
            id: "a",
            text: "Totals per channel and month: spend, new subscribers, cancellations.",
            credit: 1,
            reason: "The decision is about channels, so aggregated figures are all the analysis needs; personal rows stay where they are.",
          },
          {
            id: "b",
            text: "The full export as it is, because more detail per customer lets the analysis find more patterns in who signs up.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Customer-level personal data adds risk and nothing the budget decision needs.",
          },
          {
            id: "c",
            text: "The export with postcodes removed.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Email addresses and order histories are still personal data.",
          },
        ],
      },
      {
        id: "p3",
        skill: "context",
        situation: "Your table of totals is ready and you ask the assistant to help you read it.",
        question: "Which request will give the most useful analysis?",
        options: [
          {
            id: "a",
            text: '"Which channel is best?"',
            credit: 0,
            reason: '"Best" is undefined: cheapest sign-up, most loyal subscriber or most revenue give different answers.',
          },
          {
            id: "b",
            text: '"You are a senior data analyst. Analyse this data in as much detail as possible and tell me everything interesting you can find in it."',
            credit: 0,
            reason: "No goal or constraint, so you get a long tour of the data instead of help with the decision.",
          },
          {
            id: "c",
            text: '"Summarise the table and suggest a budget split."',
            credit: 0.5,
            reason: "It asks for the right output but leaves the goal and the fixed budget unstated, so the split rests on the assistant's guesses.",
          },
          {
            id: "d",
            text: "State the goal (subscribers still active after three months), the fixed budget, and ask what worked, what did not and what the data cannot tell you.",
            credit: 1,
            reason: "A defined goal and constraint make the analysis answer your actual question, and asking about limits exposes gaps early.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation:
          "The assistant's summary says social ads gave the cheapest subscribers of any channel. Your spreadsheet's formula column shows search ads cheaper.",
        question: "What is the right next step?",
        options: [
          {
            id: "a",
            text: "Go with the assistant; it has read more marketing data than you.",
            credit: 0,
            reason: "General reading does not make it right about your numbers; your spreadsheet is the record.",
          },
          {
            id: "b",
            text: "Recompute from the sheet, check that both use the same definition of a subscriber, and correct the summary.",
            credit: 1,
            reason: "The conflict is settled by the source figures and consistent definitions, not by who sounds more certain.",
          },
          {
            id: "c",
            text: "Drop the comparison from the report so nobody asks about it.",
            credit: 0,
            reason: "Channel cost is central to the decision; hiding a discrepancy you have not resolved is worse than resolving it.",
          },
        ],
      },
      {
        id: "p5",
        skill: "verification",
        situation:
          "The assistant also concludes that the spring email series caused the jump in sign-ups in April. April was also the month of the half-price first-bag offer.",
        question: "How do you treat that conclusion?",
        options: [
          {
            id: "a",
            text: "Quote it in the report: it sounds plausible, the timing fits, and it gives the email team credit for a strong quarter.",
            credit: 0,
            reason: "Two things happening together does not show that one caused the other; the offer is an obvious alternative explanation.",
          },
          {
            id: "b",
            text: "Ask it to rewrite the conclusion more cautiously.",
            credit: 0.5,
            reason: "Caution helps, but the wording is not the problem; the question is what the data shows once the offer is considered.",
          },
          {
            id: "c",
            text: "Challenge it: compare sign-ups by source during the offer, and say in the report what the data cannot separate.",
            credit: 1,
            reason: "Testing the claim against an alternative explanation, and stating the limits, is how a conclusion earns a place in a budget decision.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation: "The assistant recommends cutting the podcast sponsorship completely because it shows few tracked sign-ups.",
        question: "Who decides, and how?",
        options: [
          {
            id: "a",
            text: "You do, weighing what the tracking misses (people who heard the ad and signed up later) and the contract terms, and you say why in the report.",
            credit: 1,
            reason:
              "The recommendation is yours to defend; you know things the data and the assistant do not, such as notice periods and how listeners arrive.",
          },
          {
            id: "b",
            text: "Follow the assistant: it is neutral and has no favourite channel.",
            credit: 0,
            reason: "Neutral is not informed; it only sees what is tracked, which undercounts channels like podcasts.",
          },
          {
            id: "c",
            text: "Ask it to run the analysis three more times and follow the majority.",
            credit: 0,
            reason: "Repeating the same analysis on the same incomplete data does not add knowledge.",
          },
          {
            id: "d",
            text: "Keep the podcast unchanged to avoid a difficult conversation with the host.",
            credit: 0,
            reason: "Avoiding the question is not a decision; weigh the evidence and decide.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "The director reads the recommendation before the Monday budget meeting.",
        question: "What should the page look like?",
        options: [
          {
            id: "a",
            text: "The assistant's analysis, pasted whole.",
            credit: 0,
            reason: "It answers the assistant's questions, not the director's, and includes the claims you have since corrected.",
          },
          {
            id: "b",
            text: "A table of every metric for every channel and month, with no recommendation at all, so that the director can weigh it and decide freely.",
            credit: 0.5,
            reason: "Accurate and complete, but the director asked for a recommendation, not raw data.",
          },
          {
            id: "c",
            text: "A narrative of how you did the analysis, step by step.",
            credit: 0,
            reason: "Method matters less than the result; put it in an appendix if at all.",
          },
          {
            id: "d",
            text: "The proposed split first, then three figures that support it with their source, the main risk and what you will test next quarter.",
            credit: 1,
            reason: "A decision-first page fits a busy reader, and sourced figures and stated risks let the director trust it.",
          },
        ],
      },
    ],
  },
];

// Playable versions of the sales representative's sample scenarios.
import type { PlayableScenario } from "./types";

export const SALES_REPRESENTATIVE_PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  {
    id: "sales-representative-1",
    roleKey: "sales-representative",
    title: "Prepare a Discovery Call",
    brief:
      "You are an account executive at Tallyworks, a fictional payroll software company. Tomorrow at 10 you have a first call with the operations director of Pennant Freight, a fictional haulage firm of a few hundred staff that filled in a demo request. You have one hour to prepare, and you want AI to speed up the research without walking into the call with a wrong fact.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You want a picture of Pennant Freight's recent news, size and likely priorities.",
        question: "Which kind of tool fits the research?",
        options: [
          {
            id: "a",
            text: "A chat assistant without web access, asked to tell you everything it knows about the company.",
            credit: 0.5,
            reason:
              "It may know something about the sector, but its knowledge of a small firm is likely thin or out of date, and it gives no sources to check.",
          },
          {
            id: "b",
            text: "An image generator, to make a slide of the prospect's logo and fleet for the call.",
            credit: 0,
            reason: "A decorative slide adds nothing to your understanding of the prospect, and a generated logo is not theirs.",
          },
          {
            id: "c",
            text: "A meeting-notes tool set to listen in to tomorrow's call and research as it goes.",
            credit: 0,
            reason: "It captures the call; it does not prepare you for it.",
          },
          {
            id: "d",
            text: "An assistant that searches the web and links its sources.",
            credit: 1,
            reason: "Current information with links lets you open each source and confirm the facts before you rely on them.",
          },
        ],
      },
      {
        id: "p2",
        skill: "context",
        situation: 'You ask for discovery questions. The first list is generic: "What are your goals?", "What keeps you up at night?"',
        question: "What do you add to the prompt?",
        options: [
          {
            id: "a",
            text: '"Make the questions sharper and more insightful, like a top-performing sales professional would ask them."',
            credit: 0,
            reason: "It asks for quality without giving the facts that would make the questions specific.",
          },
          {
            id: "b",
            text: "What Tallyworks solves, the prospect's sector and size, what the demo form said, and a 30-minute call; ask for open questions grouped by topic.",
            credit: 1,
            reason:
              "Your product, their situation, the call's length and the format you want are the context that turns generic questions into ones this buyer will engage with.",
          },
          {
            id: "c",
            text: '"Give me fifty questions so I have plenty to choose from during the call."',
            credit: 0,
            reason: "Quantity does not fix a missing context, and fifty generic questions are harder to use than ten specific ones.",
          },
          {
            id: "d",
            text: "Only the prospect's name and sector.",
            credit: 0.5,
            reason: "Sector helps a little, but without your product and the demo form the questions cannot connect their needs to what you sell.",
          },
        ],
      },
      {
        id: "p3",
        skill: "verification",
        situation: "The research says Pennant Freight recently bought a smaller rival, named a new finance director and moved to a four-day week.",
        question: "What do you do with these facts before the call?",
        options: [
          {
            id: "a",
            text: "Confirm each one in the linked sources or the company's own pages, and drop what you cannot confirm.",
            credit: 1,
            reason:
              "Mentioning a wrong acquisition or a wrong name in a first call costs credibility; only facts you have seen at the source make it into your notes.",
          },
          {
            id: "b",
            text: "Use them all; they make you sound well prepared and the prospect will correct you if needed.",
            credit: 0,
            reason: "Being corrected on basic facts in a first call signals poor preparation, and some prospects will not bother to correct you.",
          },
          {
            id: "c",
            text: "Ask the assistant to double-check its own research.",
            credit: 0,
            reason: "A second answer from the same tool is not independent confirmation.",
          },
          {
            id: "d",
            text: 'Keep the facts but turn them into questions, such as "I read you moved to a four-day week?"',
            credit: 0.5,
            reason: "Asking is safer than asserting, but an unchecked fact still shapes your call plan; check first, then decide what to ask.",
          },
        ],
      },
      {
        id: "p4",
        skill: "privacy",
        situation:
          "Your CRM has a record from a lost deal with Pennant Freight two years ago, including the discount your manager approved then and the old contact's personal mobile number.",
        question: "What from the CRM goes into the assistant?",
        options: [
          {
            id: "a",
            text: "The whole record, so the assistant knows the full history, including the old discount and contact details.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Internal pricing approvals and a person's private number are not needed to prepare questions and should not leave your systems.",
          },
          {
            id: "b",
            text: "Nothing at all; you prepare as if there was no history.",
            credit: 0.5,
            reason: "Safe, but you lose the useful fact that they evaluated you before, which a short summary could carry without any sensitive detail.",
          },
          {
            id: "c",
            text: "A one-line summary: they evaluated us two years ago and chose another supplier over rollout time.",
            credit: 1,
            reason: "It gives the assistant the business context that matters while the confidential and personal details stay in the CRM.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation: "A call-assistant tool offers to record the call and automatically email the prospect a summary and a proposal when you hang up.",
        question: "How do you use it?",
        options: [
          {
            id: "a",
            text: "Switch it on silently; recording helps you remember everything and the prospect will not mind.",
            credit: 0,
            reason: "Recording without telling people breaks trust and often the law; consent comes first.",
          },
          {
            id: "b",
            text: "Let it record and send everything automatically, so the prospect gets a proposal while the call is fresh.",
            credit: 0,
            safety: "skips-human-check",
            reason: "An unchecked summary and proposal can misstate what was agreed or promise what you cannot deliver.",
          },
          {
            id: "c",
            text: "Ask the prospect's consent to record, then review the summary and write the follow-up yourself.",
            credit: 1,
            reason: "Consent respects the prospect, and your review means what they receive reflects the call and what you can actually offer.",
          },
          {
            id: "d",
            text: "Take notes by hand only.",
            credit: 0.5,
            reason: "Fine, but you give up an accurate record that, with consent and your review, would have helped.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation:
          "During the call the prospect asks whether Tallyworks handles their drivers' overnight allowance rules. The assistant's sidebar suggests \"Yes, fully supported\".",
        question: "What do you say?",
        options: [
          {
            id: "a",
            text: '"Yes, fully supported," as the sidebar says; you can check the details after the call.',
            credit: 0,
            safety: "skips-human-check",
            reason: "A commitment made on an unchecked suggestion becomes your promise, and a wrong one surfaces at the worst time in the deal.",
          },
          {
            id: "b",
            text: '"No," to be safe.',
            credit: 0,
            reason: "Guessing in the other direction can lose the deal for no reason.",
          },
          {
            id: "c",
            text: "Read out the sidebar's full explanation to sound authoritative.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Reading an unverified answer aloud does not make it true; it just makes the mistake longer.",
          },
          {
            id: "d",
            text: "Say you will confirm with the product team and reply in writing by tomorrow.",
            credit: 1,
            reason: 'An honest "I will confirm" keeps trust, and the written answer will be checked by the people who know.',
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "A sales engineer colleague joins the call and asks for your plan tonight.",
        question: "What do you send?",
        options: [
          {
            id: "a",
            text: "A short call plan: the goal, three confirmed facts with links, the top questions and who covers what.",
            credit: 1,
            reason: "It gives your colleague what they need to play their part, and the links show which facts are confirmed.",
          },
          {
            id: "b",
            text: "The assistant's full research transcript, all of it, so your colleague can read exactly what you read and draw their own conclusions.",
            credit: 0,
            reason: "It includes the unconfirmed claims you dropped and leaves your colleague to do the sorting again.",
          },
          {
            id: "c",
            text: "Nothing; you will brief them in the five minutes before the call.",
            credit: 0,
            reason: "Too late for them to prepare or to spot a gap in your plan.",
          },
          {
            id: "d",
            text: "The list of questions only.",
            credit: 0.5,
            reason: "Useful, but without the goal and the split of roles you risk both asking the same things.",
          },
        ],
      },
    ],
  },
  {
    id: "sales-representative-2",
    roleKey: "sales-representative",
    title: "Answer a Price Objection by Email",
    brief:
      "You sell Fernbrook, a fictional stock-forecasting tool for food retailers. The procurement lead at Hollis & Grey, a fictional chain of bakeries, writes after a good demo that your quote is well above another supplier's and asks whether you can do better. Your pricing policy allows a phased rollout but no discount without your manager's approval.",
    minutes: 15,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You need a first draft of the reply within the hour.",
        question: "Which tool do you reach for?",
        options: [
          {
            id: "a",
            text: "The CRM's automatic reply template for price objections, which offers the standard end-of-quarter discount straight away.",
            credit: 0,
            reason: "A canned discount ignores this buyer and your policy, and it gives away margin before you have restated the value.",
          },
          {
            id: "b",
            text: "A chat assistant for the draft.",
            credit: 1,
            reason: "Drafting a tailored reply from your notes is a writing task a chat assistant handles well; you then edit it.",
          },
          {
            id: "c",
            text: "The spreadsheet's AI to build a return-on-investment table and send the table alone as the reply.",
            credit: 0.5,
            reason: "Figures can support the reply, but a table without words does not answer the buyer's concern.",
          },
          {
            id: "d",
            text: "An image generator, to create a comparison graphic of both suppliers.",
            credit: 0,
            reason: "A drawn comparison invites invented figures and says nothing the buyer can rely on.",
          },
        ],
      },
      {
        id: "p2",
        skill: "context",
        situation: "You are writing the prompt.",
        question: "Which context matters most for a good draft?",
        options: [
          {
            id: "a",
            text: '"Write a persuasive email to a bakery that thinks we are too expensive."',
            credit: 0.5,
            reason: "Topic and goal are there, but not what the buyer valued in the demo or what you may and may not offer.",
          },
          {
            id: "b",
            text: '"Write a reply to a price objection in the style of the best salesperson in the world."',
            credit: 0,
            reason: "Style instructions without facts produce confident, empty copy.",
          },
          {
            id: "c",
            text: "The buyer's words, what they valued in the demo, your policy (phased rollout, no discount), and the tone: plain and brief.",
            credit: 1,
            reason: "The objection, the value the buyer saw and the limits you work within let the draft restate value without promising what you cannot give.",
          },
        ],
      },
      {
        id: "p3",
        skill: "privacy",
        situation: "The buyer forwarded the other supplier's quote, marked confidential. You also have your internal margin sheet open.",
        question: "What do you paste into the assistant?",
        options: [
          {
            id: "a",
            text: "Neither: just that a competitor quoted lower.",
            credit: 1,
            reason: "The draft only needs the fact of the objection; a third party's confidential quote and your own margins stay out.",
          },
          {
            id: "b",
            text: "Both documents, so that the assistant can work out exactly how far you could go on price.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "That exposes a third party's confidential document and your internal margins, and invites the draft to negotiate against yourself.",
          },
          {
            id: "c",
            text: "The competitor's quote only, so the draft can compare feature by feature.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "The quote was shared in confidence; using it in an outside tool misuses the buyer's trust.",
          },
          {
            id: "d",
            text: "The margin sheet only; it is your own company's data.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Internal financials are confidential too, and the reply does not need them.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation: 'The draft says "customers typically cut waste by a quarter within three months" and cites "a leading national bakery chain".',
        question: "What do you do with these lines?",
        options: [
          {
            id: "a",
            text: "Keep them; buyers expect a figure and a reference customer in a reply like this.",
            credit: 0,
            reason: "A made-up figure or customer is a false claim in writing, and a procurement lead may ask for proof.",
          },
          {
            id: "b",
            text: "Keep the figure but drop the customer, since only names can be checked.",
            credit: 0,
            reason: "The figure is just as unsupported; numbers can be checked and challenged too.",
          },
          {
            id: "c",
            text: 'Change "a quarter" to "significantly".',
            credit: 0.5,
            reason: "Vaguer wording is less risky but still a claim with no evidence behind it.",
          },
          {
            id: "d",
            text: "Remove both unless you have a documented result and a customer who agreed to be named.",
            credit: 1,
            reason: "Only evidence you can show belongs in the reply; the assistant invented both.",
          },
        ],
      },
      {
        id: "p5",
        skill: "context",
        situation: "The draft is warm and full of exclamation marks. The buyer's emails are short, formal and about numbers.",
        question: "How do you adjust the draft?",
        options: [
          {
            id: "a",
            text: "Match them: short paragraphs, the total cost over a year first, then the phased-rollout option.",
            credit: 1,
            reason: "Writing in the buyer's register and leading with what they care about makes the value easier to accept.",
          },
          {
            id: "b",
            text: "Keep the enthusiasm; energy wins deals, and a buyer who is hesitating needs to feel your excitement about the product.",
            credit: 0,
            reason: "A tone that clashes with the reader's makes the message feel like a sales pitch rather than an answer.",
          },
          {
            id: "c",
            text: 'Ask the assistant to make it "more professional".',
            credit: 0.5,
            reason: "It will remove the exclamation marks, but without knowing the buyer's style and priorities the structure stays wrong.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation: 'The assistant suggests closing with "If you sign this month, we can offer a special discount."',
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Keep it: a deadline and a discount create urgency.",
            credit: 0,
            reason: "You would be offering something only your manager can approve, in writing.",
          },
          {
            id: "b",
            text: "Keep it but leave the amount vague.",
            credit: 0,
            reason: "A vague discount is still a promise, and the buyer will ask for the number.",
          },
          {
            id: "c",
            text: "Remove it; if a concession seems worth it, ask your manager first.",
            credit: 1,
            reason: "Pricing concessions are a human decision under your policy, not something a draft decides for you.",
          },
          {
            id: "d",
            text: "Replace it with a longer free trial, which needs no approval.",
            credit: 0.5,
            reason: "Better than an unapproved discount, but still a concession you chose in passing; check it fits the policy before offering it.",
          },
        ],
      },
      {
        id: "p7",
        skill: "verification",
        situation: "The final draft compares your total yearly cost with the other supplier's, based on numbers the buyer gave on the call.",
        question: "Before sending, what do you check?",
        options: [
          {
            id: "a",
            text: "The spelling, the greeting and the signature, since the numbers came from the buyer anyway.",
            credit: 0,
            reason: "The buyer gave inputs; the assistant did the arithmetic, which is where errors hide.",
          },
          {
            id: "b",
            text: "Redo the comparison yourself from the call notes and make sure every figure matches.",
            credit: 1,
            reason: "A wrong number in a price discussion undermines the whole reply; recomputing it is quick and certain.",
          },
          {
            id: "c",
            text: "Ask the assistant whether the maths is right.",
            credit: 0,
            reason: "It tends to agree with itself; recompute the figures independently.",
          },
        ],
      },
    ],
  },
];

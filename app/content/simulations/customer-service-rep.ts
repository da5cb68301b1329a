// Playable versions of the customer service representative's sample scenarios.
import type { PlayableScenario } from "./types";

export const CUSTOMER_SERVICE_REP_PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  {
    id: "customer-service-rep-1",
    roleKey: "customer-service-rep",
    title: "Calm an Escalated Complaint",
    brief:
      "You work on the support team at Pebblecart, a fictional online homeware shop. A customer has written for the third time: she returned a lamp two weeks ago and her refund has not arrived, and her latest message is angry. Your helpdesk has a built-in AI assistant approved by the company, and the refund policy is in the knowledge base.",
    minutes: 15,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "The ticket has a long thread of messages from the customer, two colleagues and the courier.",
        question: "How do you get a quick, reliable picture of the history?",
        options: [
          {
            id: "a",
            text: "Copy the thread into a free chatbot on your phone, which gives shorter answers than the helpdesk assistant.",
            credit: 0,
            reason: "It moves a customer's details into an unapproved tool, for no gain over the one built into your helpdesk.",
          },
          {
            id: "b",
            text: "Read every message yourself from the top.",
            credit: 0.5,
            reason: "Accurate, but slow while an angry customer waits; a summary you then check against key messages is quicker and just as safe.",
          },
          {
            id: "c",
            text: "The helpdesk's built-in summary.",
            credit: 1,
            reason: "It works inside the system that already holds the data, under the company's approval, and gives you the history in seconds to check.",
          },
          {
            id: "d",
            text: "A meeting-notes tool, by reading the thread aloud to it.",
            credit: 0,
            reason: "A roundabout way to get a summary, with more chances for errors and no benefit.",
          },
        ],
      },
      {
        id: "p2",
        skill: "privacy",
        situation:
          "You want to try a general chat assistant for ideas on wording. The thread includes her home address, phone number and the last digits of her card.",
        question: "What goes into the general assistant?",
        options: [
          {
            id: "a",
            text: "A description of the situation with no personal details: a third contact about a refund for a returned item.",
            credit: 1,
            reason: "Wording advice needs the situation, not the person; her details stay inside the helpdesk.",
          },
          {
            id: "b",
            text: "The full thread, since she wants her problem solved and would surely agree to anything that helps.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "You cannot assume consent, and none of her details help with wording.",
          },
          {
            id: "c",
            text: "The thread with only the card digits removed.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Her name, address and phone number are still personal data in an unapproved tool.",
          },
        ],
      },
      {
        id: "p3",
        skill: "verification",
        situation: 'The summary says "Refund issued on the 3rd." The payments screen shows the refund as pending approval.',
        question: "What do you rely on?",
        options: [
          {
            id: "a",
            text: "The summary: it read the whole thread and the payments screen often lags behind.",
            credit: 0,
            reason: "The summary probably picked up a colleague's \"I'll issue the refund\" as a fact; the payments system is the record.",
          },
          {
            id: "b",
            text: "Ask the customer whether she has received anything yet.",
            credit: 0.5,
            reason: "Her answer helps, but she has already said it has not arrived; your own system tells you why.",
          },
          {
            id: "c",
            text: 'Both are probably half right, so tell the customer the refund is "on its way".',
            credit: 0,
            reason: "A vague reassurance on an unresolved fact is how a third complaint becomes a fourth.",
          },
          {
            id: "d",
            text: "The payments system.",
            credit: 1,
            reason: "The summary is a reading of messages; the payments system records what actually happened to the money.",
          },
        ],
      },
      {
        id: "p4",
        skill: "context",
        situation: "You now know the refund is stuck awaiting approval. You ask the assistant for a draft reply.",
        question: "Which request gives the best draft?",
        options: [
          {
            id: "a",
            text: '"Write an apology to an angry customer."',
            credit: 0,
            reason: "Without the facts the draft can only apologise in general, which angers a customer who has heard it twice.",
          },
          {
            id: "b",
            text: "The facts (third contact, refund stuck awaiting approval, which you are chasing today), the next step and when she will hear; plain, warm, no blame on colleagues, under 120 words.",
            credit: 1,
            reason: "Facts, next step, tone and length give a reply that answers her actual question and respects her time.",
          },
          {
            id: "c",
            text: '"Write a reply that makes her feel heard, using the most empathetic language possible."',
            credit: 0.5,
            reason: "Empathy matters, but without the facts and the next step the reply will be long on feelings and short on answers.",
          },
        ],
      },
      {
        id: "p5",
        skill: "verification",
        situation:
          'The draft promises the money "within 24 hours" and offers a voucher. The policy gives a longer timeframe set by the card provider, and vouchers need a team lead\'s approval.',
        question: "What do you change?",
        options: [
          {
            id: "a",
            text: "Nothing: a generous promise calms the customer, and the team can usually find a way to meet it if pushed.",
            credit: 0,
            reason: "A broken promise on a third contact will make things much worse; the reply must match the policy.",
          },
          {
            id: "b",
            text: "Give the policy's timeframe, and only mention a voucher once it is approved.",
            credit: 1,
            reason: "Checking the draft against the policy keeps every promise one you can keep.",
          },
          {
            id: "c",
            text: "Delete the timeframe and the voucher so nothing can be wrong.",
            credit: 0.5,
            reason: "Safe, but the customer's main question is when; a checked timeframe is what calms her.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation: 'The helpdesk offers "Send and auto-resolve": it sends the reply and closes the ticket.',
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Send and auto-resolve; the customer can always reopen the ticket if she is still unhappy later.",
            credit: 0,
            reason: "Closing a ticket on an unsolved problem tells the customer her issue is over when it is not.",
          },
          {
            id: "b",
            text: "Let the AI send a series of follow-ups automatically until the refund lands.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Automated messages on a sensitive case risk saying the wrong thing at the wrong moment.",
          },
          {
            id: "c",
            text: "Send it and mark the ticket resolved, then check the refund next week.",
            credit: 0,
            reason: "The same problem as auto-resolve, with a reminder you may forget.",
          },
          {
            id: "d",
            text: "Send the reviewed reply yourself, keep the ticket open and ask the payments team to approve the refund.",
            credit: 1,
            reason: "A person owns the case until the money arrives, which is what the customer has been missing.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "Your team lead asks for a note on the ticket because it has been escalated.",
        question: "What do you write?",
        options: [
          {
            id: "a",
            text: "Four lines: what went wrong, the refund status, what you promised and by when, and the approval you need.",
            credit: 1,
            reason: "A team lead needs the state of the case and the action asked of them, readable in seconds.",
          },
          {
            id: "b",
            text: "The AI's full summary of the thread, which is complete and already written, so nothing can be left out by accident.",
            credit: 0,
            reason: "It repeats the error about the refund being issued, and it makes your lead do the reading.",
          },
          {
            id: "c",
            text: '"Customer angry, please help."',
            credit: 0,
            reason: "No facts, no request; your lead has to start from scratch.",
          },
        ],
      },
    ],
  },
  {
    id: "customer-service-rep-2",
    roleKey: "customer-service-rep",
    title: "Turn Repeat Questions into a Help Article",
    brief:
      "You are a senior support agent at Kestrel Cycles, a fictional e-bike subscription company. Since last month's app update, riders keep writing in because the app will not find their bike's lock. Your team lead wants a help-centre article this week, and you have a few hundred recent tickets and the engineering release notes to work from.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You want to know what the recent tickets are really about before you write anything.",
        question: "How do you group them?",
        options: [
          {
            id: "a",
            text: "Write the article from the release notes and skip the tickets.",
            credit: 0,
            reason: "You would write what engineering changed, not what riders struggle with.",
          },
          {
            id: "b",
            text: "Use the helpdesk's AI tagging (or an approved spreadsheet with AI) to group them, then read samples.",
            credit: 1,
            reason: "Grouping many short texts by theme is a classification job these tools do well, and samples keep it honest.",
          },
          {
            id: "c",
            text: "Read and tag every ticket by hand.",
            credit: 0.5,
            reason: "Thorough, but slow for a few hundred tickets; tag a sample yourself to check the AI's grouping instead.",
          },
          {
            id: "d",
            text: "Ask an image generator for a word cloud.",
            credit: 0,
            reason: "A picture of frequent words hides what the questions are, and a generated one may not even reflect the tickets.",
          },
        ],
      },
      {
        id: "p2",
        skill: "privacy",
        situation: "The tickets include riders' names, emails, home addresses and their bike serial numbers.",
        question: "What do you export for the grouping?",
        options: [
          {
            id: "a",
            text: "Everything, so the AI can spot whether certain neighbourhoods or bike batches have more problems.",
            credit: 0,
            reason: "Patterns by batch can be found from serial ranges in your own systems; names and addresses are not needed.",
          },
          {
            id: "b",
            text: "Everything, because the tool is internal to the company and nobody outside will see the data.",
            credit: 0,
            reason: "Even inside the company, share the minimum the task needs.",
          },
          {
            id: "c",
            text: "The subject and message text, with names, emails, addresses and serial numbers removed.",
            credit: 1,
            reason: "The themes live in what riders wrote; their identities add risk and nothing to the grouping.",
          },
        ],
      },
      {
        id: "p3",
        skill: "verification",
        situation:
          'The grouping says most tickets are about the lock not pairing, and lists a smaller theme called "battery recall". You have never heard of a recall.',
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Read a sample from each theme, and check the recall theme against the tickets it claims.",
            credit: 1,
            reason: "Sampling shows whether themes hold, and an alarming theme you cannot place may be invented or mislabelled.",
          },
          {
            id: "b",
            text: "Write a second article about the recall, since customers clearly want one and the tool found the theme on its own.",
            credit: 0,
            reason: "Publishing about a recall that may not exist would cause real alarm and calls.",
          },
          {
            id: "c",
            text: "Ignore the recall theme; it is probably noise.",
            credit: 0.5,
            reason: 'It probably is, but "probably" is not checked; a real safety issue would be serious to miss.',
          },
        ],
      },
      {
        id: "p4",
        skill: "context",
        situation: "You ask the assistant to draft the article.",
        question: "Which prompt will give the most useful draft?",
        options: [
          {
            id: "a",
            text: '"Write a help article about Bluetooth pairing for e-bike locks."',
            credit: 0,
            reason: "Generic instructions for a generic lock, not the steps of your app.",
          },
          {
            id: "b",
            text: '"Write a thorough, technical article that covers every possible cause of pairing problems, for all our riders."',
            credit: 0,
            reason: 'Thorough and technical is the wrong fit for riders stuck at the bike, and "every cause" invites invented ones.',
          },
          {
            id: "c",
            text: "Paste the release notes and ask for an article.",
            credit: 0.5,
            reason: "The facts are right, but without the audience, the riders' own words and the format, the article will read like release notes.",
          },
          {
            id: "d",
            text: "Release notes as the only source, the riders' own phrases, readers on a phone at the bike, numbered steps, the title as their question.",
            credit: 1,
            reason: "Source, audience, language and format together produce an article riders can follow standing next to the bike.",
          },
        ],
      },
      {
        id: "p5",
        skill: "verification",
        situation: 'One step in the draft says "hold the power button for 10 seconds to reset the lock". The release notes say nothing about it.',
        question: "How do you check the steps?",
        options: [
          {
            id: "a",
            text: "Ask the assistant where the step came from.",
            credit: 0,
            reason: "It may name a plausible but wrong source; the step needs testing, not an explanation.",
          },
          {
            id: "b",
            text: "Follow each step on a real bike and app, and confirm anything not in the notes with engineering.",
            credit: 1,
            reason: "Instructions are checked by doing them; a wrong reset step could lock riders out of their bikes.",
          },
          {
            id: "c",
            text: "Keep the step; resetting rarely hurts anything, and most devices have a button like that somewhere.",
            credit: 0,
            reason: "A step invented from other devices may do nothing, or something worse, on yours.",
          },
          {
            id: "d",
            text: "Delete only that step and publish the rest.",
            credit: 0.5,
            reason: "It removes the obvious problem, but the other steps are unchecked too.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation: "The help centre can publish the article instantly and let its AI answer new tickets with it automatically.",
        question: "What do you set up?",
        options: [
          {
            id: "a",
            text: "Publish instantly and turn on automatic answers for every ticket that mentions the lock in any way.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Riders with a different lock problem would get a confident wrong answer and nobody would notice.",
          },
          {
            id: "b",
            text: "Keep the article internal for now, so that only agents use it when they answer tickets, and decide later whether riders should ever see it.",
            credit: 0.5,
            reason: "Safe, but the point was to let riders help themselves; review it and publish it.",
          },
          {
            id: "c",
            text: "Have a product specialist review it, publish, and let the AI only suggest the article to agents at first.",
            credit: 1,
            reason: "People check the content, and agents see how well the suggestions fit before anything is automated.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: 'The assistant\'s title is "Bluetooth Low Energy Pairing Procedure". In the tickets, riders write "the app can\'t find my bike".',
        question: "How do you make sure riders find and understand the article?",
        options: [
          {
            id: "a",
            text: "Keep the technical title because it is accurate and professional.",
            credit: 0,
            reason: "Accurate to engineers, invisible to riders who search in their own words.",
          },
          {
            id: "b",
            text: "Add every synonym you can think of to the title.",
            credit: 0,
            reason: "A stuffed title is hard to read and looks like spam.",
          },
          {
            id: "c",
            text: "Ask the assistant for a catchier title.",
            credit: 0.5,
            reason: "Catchy is not the goal; matching what riders type is.",
          },
          {
            id: "d",
            text: "Title it with the riders' words and search the help centre with phrases from real tickets to see that it comes up.",
            credit: 1,
            reason: "Testing against the words customers actually use is how you know the article will reach them.",
          },
        ],
      },
    ],
  },
];

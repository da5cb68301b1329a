// Playable versions of the generic pair (any job title that matches no sample role).
import type { PlayableScenario } from "./types";

export const GENERIC_PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  {
    id: "generic-1",
    roleKey: "generic",
    title: "Hand a Weekly Task to AI",
    brief:
      "You coordinate operations at Harrow & Finch, a fictional regional wholesaler of kitchen equipment. Every Monday you spend two hours reading supplier emails and building a table of late or short deliveries for the warehouse team. Your manager has approved the company's AI chat assistant for internal work, and you want to hand the dull parts of this task to it without letting errors reach the warehouse.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation:
          "You list the steps of the Monday task: read about thirty supplier emails, pick out delays and shortages, put them in a table, and flag anything that affects this week's customer orders.",
        question: "Which part is the best first candidate to hand to AI?",
        options: [
          {
            id: "a",
            text: "Deciding which customer orders to delay.",
            credit: 0,
            reason: "That is a judgement with consequences for customers; it needs your knowledge of priorities and stays with you.",
          },
          {
            id: "b",
            text: "Extracting supplier, item, promised date and new date from each email into a table.",
            credit: 1,
            reason:
              "Pulling the same fields out of many similar texts is repetitive and easy to check against the source, which is where an assistant saves the most time.",
          },
          {
            id: "c",
            text: "Writing to suppliers to complain about every delay.",
            credit: 0,
            reason: "Automating complaints without reading them first risks damaging supplier relationships, and it is not the slow part of the task.",
          },
          {
            id: "d",
            text: "Having it read all thirty emails for you and tell you in a short paragraph whether anything matters for the warehouse this week.",
            credit: 0.5,
            reason: "A summary can help, but handing over the whole judgement of what matters skips the structured step you can actually verify.",
          },
        ],
      },
      {
        id: "p2",
        skill: "tool-choice",
        situation: "The extracted rows need to be sorted by date, filtered by warehouse and compared with last week's list.",
        question: "Where should the sorting and comparison happen?",
        options: [
          {
            id: "a",
            text: "Ask the chat assistant to sort the rows and compare them with last week's list in its reply, every week.",
            credit: 0.5,
            reason: "It can work for short lists, but a chat reply can silently drop or reorder rows, and you would have to check it by hand each time.",
          },
          {
            id: "b",
            text: "Ask an image generator for a chart of the delays.",
            credit: 0,
            reason: "An image generator draws pictures; it does not calculate anything, and a drawn chart can show numbers that are not in your data.",
          },
          {
            id: "c",
            text: "Paste the rows into a spreadsheet and use its sorting, filters and a lookup against last week's sheet.",
            credit: 1,
            reason:
              "Sorting, filtering and matching are exact operations a spreadsheet does reliably and repeatably; the assistant's job ends at producing clean rows.",
          },
        ],
      },
      {
        id: "p3",
        skill: "context",
        situation: 'Your first attempt was the prompt "summarise these emails". The answer was a friendly paragraph that mixed up two suppliers.',
        question: "Which prompt is most likely to give you a usable result?",
        options: [
          {
            id: "a",
            text: '"Be more careful this time and summarise them again."',
            credit: 0,
            reason: "Asking for care adds no information; the assistant still does not know what you need or in what form.",
          },
          {
            id: "b",
            text: '"You are an expert logistics analyst. Summarise these emails perfectly."',
            credit: 0,
            reason: 'A grand role without a purpose, fields or format leaves the assistant guessing, and "perfectly" changes nothing.',
          },
          {
            id: "c",
            text: '"Make a table of these emails."',
            credit: 0.5,
            reason: "Asking for a table is a step forward, but without naming the columns and rules you will get a different layout every week.",
          },
          {
            id: "d",
            text: '"For each email, give one row: supplier, item code, quantity short, promised date, new date. Leave a cell blank if the email does not say it. Output a table only."',
            credit: 1,
            reason:
              "It states the purpose, the exact columns, what to do with missing facts and the output format, which makes the result consistent and checkable.",
          },
        ],
      },
      {
        id: "p4",
        skill: "privacy",
        situation: "Some supplier emails contain a driver's mobile number and, in one case, a bank account change request.",
        question: "What do you do before pasting the emails into the assistant?",
        options: [
          {
            id: "a",
            text: "Remove the phone numbers and leave the bank change request out entirely; paste only what the table needs.",
            credit: 1,
            reason:
              "Only the delivery facts are needed, so personal numbers and payment details stay out even of an approved tool; the bank change goes to finance through the usual route.",
          },
          {
            id: "b",
            text: "Paste everything: the tool is approved, so anything is fine.",
            credit: 0,
            reason: "Approval does not make unnecessary personal and payment data safe to share; share the minimum the task needs.",
          },
          {
            id: "c",
            text: "Paste the emails that contain personal data into a free public chatbot instead, so that the company's approved tool never sees them.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "That moves the most sensitive data to the least protected tool, the opposite of what the policy intends.",
          },
        ],
      },
      {
        id: "p5",
        skill: "verification",
        situation: "The assistant returns a neat table of 27 rows. You received 30 emails.",
        question: "What is the right check before the table goes to the warehouse?",
        options: [
          {
            id: "a",
            text: "Trust it: the table looks tidy and the formatting is right.",
            credit: 0,
            reason: "Tidy output is not correct output; a missing row means something went unread.",
          },
          {
            id: "b",
            text: "Ask the assistant whether it made any mistakes.",
            credit: 0.5,
            reason: "It may spot a gap, but it can also confirm its own error with confidence; the real check is against the source emails.",
          },
          {
            id: "c",
            text: "Account for the three missing emails, then spot-check dates and quantities of several rows against the originals.",
            credit: 1,
            reason: "Counting inputs against outputs catches dropped items, and sampling the figures against the source catches invented or swapped values.",
          },
          {
            id: "d",
            text: "Run the same prompt twice and keep the version with more rows.",
            credit: 0,
            reason: "More rows is not more accuracy; the extra rows could be duplicates or invented.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation: "Two rows show that a large restaurant order will be short this week. The assistant offers to draft an email telling the customer.",
        question: "How do you handle the customer message?",
        options: [
          {
            id: "a",
            text: "Let it draft, then you confirm the facts, agree the message with the account manager and send it yourself.",
            credit: 1,
            reason: "The draft saves time while a person who knows the customer checks the facts and owns what is promised.",
          },
          {
            id: "b",
            text: "Let the assistant send it straight away from the shared mailbox, so the customer hears about the shortage as early as possible.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Speed does not justify an unchecked message that could promise the wrong date to an important customer.",
          },
          {
            id: "c",
            text: "Do not tell the customer until the goods actually fail to arrive.",
            credit: 0,
            reason: "Holding back known bad news harms trust; the question is how to send an accurate message, not whether.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "The warehouse lead reads the list on a tablet on the loading bay, between deliveries.",
        question: "How should you present this week's result?",
        options: [
          {
            id: "a",
            text: "Forward the assistant's whole conversation so they can see how you got there.",
            credit: 0,
            reason: "The method is your concern; the reader needs the result in a form they can act on.",
          },
          {
            id: "b",
            text: "A short list sorted by delivery day, with the items that affect customer orders at the top and one line on what changed since last week.",
            credit: 1,
            reason: "It fits the reader, the device and the purpose: what to act on first, in the order they work.",
          },
          {
            id: "c",
            text: "A three-page report with an introduction and a conclusion.",
            credit: 0,
            reason: "Too long for someone reading between deliveries; the key rows get lost.",
          },
          {
            id: "d",
            text: "The full spreadsheet with every column, sorted by supplier.",
            credit: 0.5,
            reason: "Complete and accurate, but the reader has to dig for what matters today.",
          },
        ],
      },
    ],
  },
  {
    id: "generic-2",
    roleKey: "generic",
    title: "Write a Clear Update for Your Manager",
    brief:
      "You are an office administrator at Larkspur Dental Group, a fictional chain of four clinics, and you are moving the booking system to a new supplier. Your manager wants a status update by 4 pm. Your notes are scattered across a notebook, a chat thread and your inbox, and you want AI to help you turn them into something clear without losing accuracy.",
    minutes: 15,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "Part of your notes is a recording of yesterday's call with the supplier, and the rest is typed text.",
        question: "Which kind of tool fits the recorded call?",
        options: [
          {
            id: "a",
            text: "An image generator, to make a visual summary.",
            credit: 0,
            reason: "It produces pictures, not a faithful record of what was said.",
          },
          {
            id: "b",
            text: "Rewatch the whole call and type it up yourself.",
            credit: 0.5,
            reason: "Accurate but slow; a transcript you then check gives the same accuracy in less time.",
          },
          {
            id: "c",
            text: "A meeting-notes or transcription tool approved by your employer, followed by a read-through of the transcript.",
            credit: 1,
            reason: "Turning speech into text is what these tools do well, and reading the transcript lets you catch misheard names and dates.",
          },
        ],
      },
      {
        id: "p2",
        skill: "privacy",
        situation: "Your notes include two patients' names, whose appointments were lost during a test import.",
        question: "What goes into the chat assistant?",
        options: [
          {
            id: "a",
            text: '"Two patients\' appointments were lost in the test import and have been rebooked", with no names.',
            credit: 1,
            reason: "The update needs the fact and the fix, not who the patients are; health-related personal data stays out.",
          },
          {
            id: "b",
            text: "The names, because the manager will want to know who was affected.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "If the manager needs names, you can tell them directly; the assistant does not need them to write the update.",
          },
          {
            id: "c",
            text: "The first names with only the initial of each surname, and the clinic where each appointment was booked.",
            credit: 0.5,
            reason: "Better than full names, but combined with clinic and dates it can still identify patients, and it adds nothing to the update.",
          },
        ],
      },
      {
        id: "p3",
        skill: "context",
        situation: "You are ready to ask for a first draft.",
        question: "Which request gives the assistant what it needs?",
        options: [
          {
            id: "a",
            text: '"Write a status update."',
            credit: 0,
            reason: "No audience, purpose, facts or length: the answer will be generic.",
          },
          {
            id: "b",
            text: '"Write a status update for my manager about the booking migration." followed by all your notes.',
            credit: 0.5,
            reason: "Better, because it names the reader and topic, but it leaves length, structure and the decision needed to chance.",
          },
          {
            id: "c",
            text: '"Write a very professional and impressive update that makes me look good."',
            credit: 0,
            reason: "It asks for polish and spin rather than accuracy, which invites vague, inflated claims.",
          },
          {
            id: "d",
            text: '"Draft a status update for my manager, who reads on her phone. Under 150 words: done, at risk, decision needed from her. Use only the facts in my notes below."',
            credit: 1,
            reason: "It gives the reader, reading conditions, length, structure and the rule to stick to your facts, which is the context a good update needs.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation: 'The draft says "All four clinics will switch over on 3 March." Your notes say two clinics switch on 3 March and two a week later.',
        question: "What does this tell you to do?",
        options: [
          {
            id: "a",
            text: "Fix that sentence and send.",
            credit: 0.5,
            reason: "Fixing it is right, but one confident error is a sign to check every other date, number and name too.",
          },
          {
            id: "b",
            text: "Check every date, number and name in the draft against your notes before using any of it.",
            credit: 1,
            reason: "The assistant smoothed two facts into one; the same can have happened elsewhere, so each fact gets checked at the source.",
          },
          {
            id: "c",
            text: "Keep it: a simpler story is easier for your manager.",
            credit: 0,
            reason: "A wrong go-live date leads to wrong staffing decisions; simplicity never outranks accuracy.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation: 'The draft ends with "We recommend delaying the launch by a month." You never decided that.',
        question: "What do you do with that sentence?",
        options: [
          {
            id: "a",
            text: "Leave it in; the assistant might be right.",
            credit: 0,
            reason: "A recommendation in your name must be your own, based on facts you hold; the assistant has no knowledge of the trade-offs.",
          },
          {
            id: "b",
            text: "Remove it, and state the risk and the decision you need in your own words.",
            credit: 1,
            reason: "The decision belongs to you and your manager; the update should set out the facts and the choice, not an invented conclusion.",
          },
          {
            id: "c",
            text: 'Soften it to "we might consider delaying".',
            credit: 0,
            reason: "It is still a position you did not take, now vaguer; remove it rather than disguise it.",
          },
          {
            id: "d",
            text: "Ask the assistant to justify the recommendation and keep it if the reasons sound good.",
            credit: 0,
            reason: "Persuasive reasons produced after the fact are not evidence; the assistant does not know your budget, contracts or staff.",
          },
        ],
      },
      {
        id: "p6",
        skill: "context",
        situation: "The update is accurate. Your manager reads on her phone between clinic visits.",
        question: "Which format serves her best?",
        options: [
          {
            id: "a",
            text: "A formal letter with a greeting and full paragraphs.",
            credit: 0,
            reason: "Hard to scan on a phone; the decision she must take is buried.",
          },
          {
            id: "b",
            text: "An attached slide deck with a title slide and one slide per topic, so that she can open it later on her laptop.",
            credit: 0,
            reason: "Attachments are awkward on a phone and slides are too much for a short status update.",
          },
          {
            id: "c",
            text: "Three short headed parts (done, at risk, decision needed), with the decision and its deadline first.",
            credit: 1,
            reason: "It puts what she must act on where she sees it first and lets her scan the rest in seconds.",
          },
        ],
      },
    ],
  },
];

// Playable versions of the software developer's sample scenarios.
import type { PlayableScenario } from "./types";

export const SOFTWARE_DEVELOPER_PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  {
    id: "software-developer-1",
    roleKey: "software-developer",
    title: "Debug a Failing Production Job",
    brief:
      "You are a developer at Tidewell, a fictional online grocer. The nightly job that exports yesterday's orders to the accounting system failed, and finance needs the invoices by noon. You have the stack trace, the job's logs and a code assistant in your editor approved by your company.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "privacy",
        situation:
          "The logs contain customers' names, delivery addresses and emails, and one line dumps the job's environment, including the accounting API key.",
        question: "What do you give the assistant?",
        options: [
          {
            id: "a",
            text: "The whole log file, because the bug could be hiding anywhere in it and the assistant is approved by the company anyway.",
            credit: 0,
            safety: "leaks-secret",
            reason: "Customer data and a live API key have no place in a prompt, approved tool or not; the key would also need rotating.",
          },
          {
            id: "b",
            text: "The stack trace and the relevant code, with customer data and secrets removed.",
            credit: 1,
            reason: "The error and the code are what a diagnosis needs; personal data and credentials stay out.",
          },
          {
            id: "c",
            text: "The log with names and emails replaced, but the environment dump kept for context.",
            credit: 0,
            safety: "leaks-secret",
            reason: "You protected customers, but a live API key is still in the prompt: one secret pasted is enough to need the key rotated.",
          },
        ],
      },
      {
        id: "p2",
        skill: "tool-choice",
        situation: "You want help reading the trace and the code around it.",
        question: "Which kind of tool fits best?",
        options: [
          {
            id: "a",
            text: "A meeting-notes tool on a call where you talk it through with a colleague.",
            credit: 0,
            reason: "Talking it through can help, but a transcript does not read code.",
          },
          {
            id: "b",
            text: "A general chat assistant in the browser, pasting snippets one at a time as you find them.",
            credit: 0.5,
            reason: "It can help, but without the surrounding code it guesses more, and copying snippets out is slower and easier to get wrong.",
          },
          {
            id: "c",
            text: "An image generator, to draw a diagram of the job's data flow for the incident review.",
            credit: 0,
            reason: "A generated diagram is decoration; it knows nothing about your code.",
          },
          {
            id: "d",
            text: "The code assistant in your editor.",
            credit: 1,
            reason: "It sees the code the trace points to and its callers, so its suggestions fit your codebase.",
          },
        ],
      },
      {
        id: "p3",
        skill: "context",
        situation: "The trace ends with \"cannot read properties of null (reading 'postcode')\". Yesterday a release added click-and-collect orders.",
        question: "Which request is most useful?",
        options: [
          {
            id: "a",
            text: "The trace, the export function, yesterday's release note, and a request for ranked hypotheses, each with a way to confirm it.",
            credit: 1,
            reason: "The recent change is the vital clue, and asking how to confirm each hypothesis keeps you testing rather than guessing.",
          },
          {
            id: "b",
            text: '"Fix this error." with the trace.',
            credit: 0,
            reason: "Without the change or the code, the likely answer is a null check that hides the real question: what should happen to collection orders.",
          },
          {
            id: "c",
            text: '"Explain what this error message means in JavaScript, with examples of when it happens in general."',
            credit: 0.5,
            reason: "A fair start if the message is unfamiliar, but it does not connect the error to your release.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation: "The assistant's top hypothesis is a bug in the database driver, and it suggests upgrading it.",
        question: "How do you find out what is really wrong?",
        options: [
          {
            id: "a",
            text: "Upgrade the driver in production and re-run the job.",
            credit: 0,
            reason: "Changing production on an unconfirmed hypothesis adds risk and may not touch the real cause.",
          },
          {
            id: "b",
            text: "Ask the assistant how confident it is.",
            credit: 0,
            reason: "A confidence statement is not evidence; reproduce the failure instead.",
          },
          {
            id: "c",
            text: "Reproduce it: a failing test with a click-and-collect order that has no delivery address.",
            credit: 1,
            reason: "A failing test confirms the cause and becomes the check that your fix works.",
          },
          {
            id: "d",
            text: "Read the driver's changelog for known bugs.",
            credit: 0.5,
            reason: "Could rule the driver in or out, but it tests the least likely hypothesis first.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation:
          "The test confirms it. The assistant offers two fixes: wrap the export in a try/catch that skips failing orders, or delete orders without an address.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Apply the try/catch; the job will pass tonight.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Skipped orders mean missing invoices that nobody notices until the accounts do not balance.",
          },
          {
            id: "b",
            text: "Reject both: handle collection orders explicitly as accounting expects, and have a colleague review it.",
            credit: 1,
            reason:
              "You decide what is safe: neither losing orders nor deleting data is acceptable, and the right behaviour needs a person who knows the business.",
          },
          {
            id: "c",
            text: "Run the delete on production, since the orders are broken anyway and are only a small share of yesterday's sales.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Deleting real customer orders to make a job pass destroys data you cannot get back.",
          },
          {
            id: "d",
            text: "Apply the try/catch but log the skipped orders.",
            credit: 0.5,
            reason: "Better than silent skipping, but invoices are still missing; the fix should export these orders correctly.",
          },
        ],
      },
      {
        id: "p6",
        skill: "verification",
        situation: 'The assistant writes the fix and says "all tests pass".',
        question: "What do you check before merging?",
        options: [
          {
            id: "a",
            text: "Nothing more; passing tests are the definition of done.",
            credit: 0,
            reason: "Tests only prove what they test; you have not seen them fail for the right reason or run the job end to end.",
          },
          {
            id: "b",
            text: "Read the diff and run the test suite yourself.",
            credit: 0.5,
            reason: "Good habits, but you still have not checked the export output that finance will use.",
          },
          {
            id: "c",
            text: "Ask the assistant to write more tests.",
            credit: 0,
            reason: "More tests of unknown value do not replace checking the output.",
          },
          {
            id: "d",
            text: "See the new test fail without the fix, then run the job on a staging copy and compare the export with what accounting expects.",
            credit: 1,
            reason: "A test that cannot fail proves nothing, and the real output is what must be right.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "The invoices are out. Your team lead and the finance manager both want to know what happened.",
        question: "How do you report it?",
        options: [
          {
            id: "a",
            text: "A short incident note: what failed, which invoices were late, the cause, the fix, anything finance must do, and how you will prevent it.",
            credit: 1,
            reason: "Both readers find what they need: finance sees the impact and actions, your lead sees cause and prevention.",
          },
          {
            id: "b",
            text: "A link to the pull request.",
            credit: 0.5,
            reason: "Fine for your lead, but the finance manager cannot read a diff to find out what it meant for them.",
          },
          {
            id: "c",
            text: "A long technical write-up of the null reference, with the full stack trace, the test output and the whole conversation with the assistant.",
            credit: 0,
            reason: "Detailed but aimed at nobody: finance cannot use it and your lead does not need all of it.",
          },
        ],
      },
    ],
  },
  {
    id: "software-developer-2",
    roleKey: "software-developer",
    title: "Review a Pull Request with an AI Pair",
    brief:
      'You are a developer at Oakhollow, a fictional company selling software to public libraries. A colleague\'s pull request changes how login sessions expire and adds a "remember me" option, in a module you have never worked on. The review is yours, and it must be done today.',
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You want help understanding the change before you judge it.",
        question: "Which kind of tool fits?",
        options: [
          {
            id: "a",
            text: "An automatic AI review bot that approves pull requests when it finds no problems.",
            credit: 0,
            safety: "skips-human-check",
            reason: "An approval with no human reviewer removes the review you were asked to do.",
          },
          {
            id: "b",
            text: "A chat assistant in the browser, pasting in the diff one file at a time.",
            credit: 0.5,
            reason: "It can explain pieces, but without the rest of the code it misses how the change interacts with it.",
          },
          {
            id: "c",
            text: "A code assistant that can read the repository and the diff.",
            credit: 1,
            reason: "It can follow the change into the code around it, which is what you lack in an unfamiliar module.",
          },
          {
            id: "d",
            text: "An image generator, to draw the session flow.",
            credit: 0,
            reason: "A generated picture of a flow is not derived from the code and may be wrong.",
          },
        ],
      },
      {
        id: "p2",
        skill: "privacy",
        situation:
          "The pull request adds a test fixture that looks like an export of real library members, and a test settings file with what looks like a real API secret.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Do not send those files to the assistant; flag them as blocking and ask for the secret to be rotated.",
            credit: 1,
            reason: "Real personal data and live secrets should not be in the repository at all, let alone in a prompt.",
          },
          {
            id: "b",
            text: "Include them in the prompt, so that the assistant can check whether the tests use the fixture data properly.",
            credit: 0,
            safety: "leaks-secret",
            reason: "That spreads the personal data and the secret further, and misses the real problem.",
          },
          {
            id: "c",
            text: "Leave them out of the prompt and say nothing, since test data is the author's business.",
            credit: 0,
            reason: "Real member data and a secret in the repository are a risk the review exists to catch.",
          },
          {
            id: "d",
            text: "Leave them out of the prompt and mention it as a minor comment.",
            credit: 0.5,
            reason: "You kept the data out of the tool, but a leaked secret and real personal data are not minor.",
          },
        ],
      },
      {
        id: "p3",
        skill: "context",
        situation: "You ask the assistant about the change.",
        question: "Which request gives you the most useful explanation?",
        options: [
          {
            id: "a",
            text: '"Is this code good?"',
            credit: 0,
            reason: "Too open; you get general remarks rather than an understanding of the change.",
          },
          {
            id: "b",
            text: '"Review this pull request thoroughly and list absolutely every problem you can find, however small it is."',
            credit: 0,
            reason: "A long undifferentiated list buries the few things that matter.",
          },
          {
            id: "c",
            text: '"Explain this diff."',
            credit: 0.5,
            reason: "A start, but without the focus on user behaviour and edge cases the explanation stays at code level.",
          },
          {
            id: "d",
            text: "What changes for users, which code paths are touched, edge cases (expiry, clock changes, several devices), and file and line for each claim.",
            credit: 1,
            reason: "A focused question on behaviour and risks, with references, gives you claims you can verify.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation: 'The assistant says "Sessions still expire after 30 days; the change is safe."',
        question: "How do you confirm it?",
        options: [
          {
            id: "a",
            text: "Accept it; it has read the whole module, more carefully than you could in the time you have.",
            credit: 0,
            reason: "Reading fast is not reading right; a session bug is a security bug.",
          },
          {
            id: "b",
            text: 'Read the expiry code yourself and write a test with a "remember me" session just past 30 days.',
            credit: 1,
            reason: "Your own reading plus a test at the boundary turns a claim into evidence.",
          },
          {
            id: "c",
            text: "Ask the author of the pull request to confirm that it is safe, since they wrote it and know what they meant it to do.",
            credit: 0.5,
            reason: "The author knows the intent, but the review exists to check it independently.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation:
          'The assistant lists a dozen issues: naming nits, a claimed SQL injection in a query that uses bound parameters, and a note that "remember me" sessions survive a password change.',
        question: "What goes into your review?",
        options: [
          {
            id: "a",
            text: "All twelve, so nothing is missed.",
            credit: 0,
            reason: "A false alarm and nits drown the one serious problem and waste the author's time.",
          },
          {
            id: "b",
            text: "The SQL injection warning first, since security matters most.",
            credit: 0,
            reason: "It is a false positive: bound parameters prevent injection. Check before you flag.",
          },
          {
            id: "c",
            text: "Only what you can confirm yourself, nits included.",
            credit: 0.5,
            reason: "Confirming is right, but you still need to decide what matters and mark the nits as optional.",
          },
          {
            id: "d",
            text: "Sessions surviving a password change, once you confirm it, as blocking; drop the false alarm; nits optional.",
            credit: 1,
            reason: "You decide what matters after checking each claim; the serious issue leads and the rest is in proportion.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation: "The tool offers to post its review as comments under your name and approve the pull request.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Write the review yourself from what you checked, and approve only when the blocking issue is fixed.",
            credit: 1,
            reason: "Your name on a review means you checked it; the approval is your decision.",
          },
          {
            id: "b",
            text: "Post its comments and approve; the author can ignore any that are wrong.",
            credit: 0,
            safety: "skips-human-check",
            reason: "It would approve a change with a session bug and post a false security alarm in your name.",
          },
          {
            id: "c",
            text: "Post its comments but leave approval to someone else.",
            credit: 0,
            safety: "skips-human-check",
            reason: "The comments still carry errors you did not check, under your name.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "Your colleague is new and this is their first change to the login code.",
        question: "How do you write the review?",
        options: [
          {
            id: "a",
            text: '"Needs work", with no details, and a request to talk tomorrow.',
            credit: 0,
            reason: "It gives the author nothing to act on and delays the fix.",
          },
          {
            id: "b",
            text: "Blocking and optional comments marked as such, each saying why, with a suggested test for the session issue.",
            credit: 1,
            reason: "Clear priorities and reasons help a new colleague fix the right thing and learn the module.",
          },
          {
            id: "c",
            text: "A long list of every comment in the order you found them, without marking which ones must be fixed before merging.",
            credit: 0,
            reason: "Without priorities the author cannot tell the session bug from a naming preference.",
          },
          {
            id: "d",
            text: "A friendly summary comment with the main problem, and no inline comments.",
            credit: 0.5,
            reason: "Kind and focused, but inline comments show exactly where to change things.",
          },
        ],
      },
    ],
  },
];

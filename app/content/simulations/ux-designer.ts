// Playable versions of the UX designer's sample scenarios.
import type { PlayableScenario } from "./types";

export const UX_DESIGNER_PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  {
    id: "ux-designer-1",
    roleKey: "ux-designer",
    title: "Synthesise User Interview Notes",
    brief:
      "You are a UX designer at Saltmarsh Energy, a fictional home-energy supplier. You ran twelve interviews about the screen that explains customers' bills, and tomorrow morning you present the findings to the product team. You have one afternoon and an AI assistant approved for internal documents.",
    minutes: 25,
    points: [
      {
        id: "p1",
        skill: "privacy",
        situation:
          "The transcripts include participants' names, home addresses, account numbers and, in one, a health condition that affects how they heat their home.",
        question: "What do you do before the transcripts go into the assistant?",
        options: [
          {
            id: "a",
            text: "Replace names with participant codes and remove addresses, account numbers and the health detail, within what the consent form allows.",
            credit: 1,
            reason:
              "Themes come from what people said about the screen; identities and sensitive details are not needed, and the consent form sets the limits.",
          },
          {
            id: "b",
            text: "Nothing; the tool is approved for internal documents.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Approval for internal documents does not cover sharing participants' personal and health data without need.",
          },
          {
            id: "c",
            text: "Remove the names only.",
            credit: 0.5,
            reason: "A start, but addresses, account numbers and a health condition still identify people and are sensitive.",
          },
        ],
      },
      {
        id: "p2",
        skill: "tool-choice",
        situation: "You want candidate themes across all twelve transcripts.",
        question: "Which kind of tool fits?",
        options: [
          {
            id: "a",
            text: "An image generator, to produce an affinity-map picture for the presentation.",
            credit: 0,
            reason: "A generated picture of sticky notes has no connection to what participants said.",
          },
          {
            id: "b",
            text: "A spreadsheet AI feature that gives each transcript a positive or negative score.",
            credit: 0.5,
            reason: "Sentiment can be a small signal, but a score per transcript hides the reasons, which are what the team needs.",
          },
          {
            id: "c",
            text: "A chat assistant that can read long documents.",
            credit: 1,
            reason: "Reading long texts and proposing themes with quotes is a good fit, as long as you check the themes against the source.",
          },
          {
            id: "d",
            text: "A meeting-notes tool, playing the interview recordings to it again.",
            credit: 0,
            reason: "You already have transcripts; another transcription does not find themes.",
          },
        ],
      },
      {
        id: "p3",
        skill: "context",
        situation: "You are writing the prompt for the synthesis.",
        question: "Which request gives the most trustworthy result?",
        options: [
          {
            id: "a",
            text: '"Summarise these interviews."',
            credit: 0,
            reason: "A summary without a question blends everyone into one voice and drops the evidence.",
          },
          {
            id: "b",
            text: "The research question, then: themes, each with participant codes and exact quotes, any disagreements, and no recommendations yet.",
            credit: 1,
            reason: "A clear question and a demand for traceable quotes make every theme checkable and keep findings apart from solutions.",
          },
          {
            id: "c",
            text: '"You are a world-class UX researcher. Tell me the top insights and what we should build next."',
            credit: 0,
            reason: "It jumps to solutions and gives you no way to trace an insight to a participant.",
          },
          {
            id: "d",
            text: '"Group the pain points into themes."',
            credit: 0.5,
            reason: "Closer, but without quotes and codes you cannot check which participants each theme rests on.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation: 'One theme, "customers want a dark mode", is supported by a quote you do not remember hearing.',
        question: "How do you check the themes?",
        options: [
          {
            id: "a",
            text: "Ask the assistant to confirm that the quote is genuine and comes from one of the transcripts you gave it.",
            credit: 0,
            reason: "It may confirm a quote it invented; only the transcript can settle it.",
          },
          {
            id: "b",
            text: "Keep the theme; it is plausible and a common request in apps, so users probably said it somewhere.",
            credit: 0,
            reason: "Plausible is not evidence; presenting an invented finding misleads the product team.",
          },
          {
            id: "c",
            text: "Drop the dark-mode theme and keep the others as they are.",
            credit: 0.5,
            reason: "Right for that theme, but the others may have the same problem.",
          },
          {
            id: "d",
            text: "Search the transcripts for every quote, and drop any theme without real quotes behind it.",
            credit: 1,
            reason: "Each quote checked at the source is what makes the synthesis something the team can rely on.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation: "The assistant adds a ranked list of features to build, starting with a redesign of the whole bill page.",
        question: "What do you do with the ranking?",
        options: [
          {
            id: "a",
            text: "Present it to the team as the research recommendation, since it follows logically from the themes you found.",
            credit: 0,
            reason: "Priorities depend on effort, strategy and evidence beyond twelve interviews, which the assistant does not have.",
          },
          {
            id: "b",
            text: "Delete it and never ask for ideas.",
            credit: 0.5,
            reason: "Keeping findings separate is right, but ideas can still be a useful input for the team's own discussion.",
          },
          {
            id: "c",
            text: "Keep it out of the findings; prioritising is for you and the team, with the other evidence you have.",
            credit: 1,
            reason: "The synthesis reports what users said; deciding what to build is a team judgement that people own.",
          },
        ],
      },
      {
        id: "p6",
        skill: "verification",
        situation: "Most quotes come from four talkative participants. Two older participants who struggled with the screen said little and barely appear.",
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Nothing; the themes reflect what was said most often across the interviews, which is what a synthesis is for.",
            credit: 0,
            reason: "How much someone talks is not how much their problem matters; the quiet participants may show the biggest barriers.",
          },
          {
            id: "b",
            text: "Read the quieter participants' transcripts yourself and add what the themes missed.",
            credit: 1,
            reason: "AI synthesis tends to follow volume; your own reading restores the perspectives it left out.",
          },
          {
            id: "c",
            text: "Ask the assistant to include more older users' quotes.",
            credit: 0.5,
            reason: "It may help, but you still need to read those transcripts to know the quotes are fair and complete.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "You have twenty minutes with the product team tomorrow.",
        question: "How do you present the findings?",
        options: [
          {
            id: "a",
            text: "All the assistant's themes and quotes as a long document, so nothing is left out.",
            credit: 0,
            reason: "Too much to absorb in twenty minutes, and it still mixes checked and unchecked material.",
          },
          {
            id: "b",
            text: "Say that AI did the synthesis and leave the team to judge.",
            credit: 0,
            reason: "How it was made matters less than whether it was checked; you are presenting findings you stand behind.",
          },
          {
            id: "c",
            text: "A slide of your own recommendations with no quotes.",
            credit: 0.5,
            reason: "Clear, but without evidence the team cannot weigh the findings.",
          },
          {
            id: "d",
            text: "Four or five themes, each with how many participants raised it, one or two real quotes, and what you do not know yet.",
            credit: 1,
            reason: "Counts, real voices and stated gaps fit the time and let the team judge how much weight each finding bears.",
          },
        ],
      },
    ],
  },
  {
    id: "ux-designer-2",
    roleKey: "ux-designer",
    title: "Write the Microcopy for an Onboarding Flow",
    brief:
      "You design for Pawprint, a fictional app for booking pet sitters. The new onboarding flow (sign up, add your pet, book a first visit) needs button labels, empty states and error messages before the developers start on Monday. You want AI to generate options quickly, then judge each one for clarity, tone and accessibility.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You need several options for each piece of text on about ten screens.",
        question: "Which kind of tool do you use?",
        options: [
          {
            id: "a",
            text: "An image generator, asking for finished screens with the text already in them.",
            credit: 0,
            reason: "Generated screens get text wrong and give you nothing to edit or hand over.",
          },
          {
            id: "b",
            text: "A chat assistant.",
            credit: 1,
            reason: "Producing and comparing many short text options is exactly what a chat assistant is quick at.",
          },
          {
            id: "c",
            text: "Your design tool's AI feature that fills frames with placeholder text automatically as you build the screens.",
            credit: 0.5,
            reason: "Handy for layout, but placeholder text is not written for your users; you still need real options to judge.",
          },
          {
            id: "d",
            text: "A translation tool, to write the English once and check it reads well in other languages.",
            credit: 0,
            reason: "Useful later for localisation, but it does not write the copy.",
          },
        ],
      },
      {
        id: "p2",
        skill: "context",
        situation: 'The first error messages are generic: "An error occurred. Please try again."',
        question: "What do you give the assistant for the error messages?",
        options: [
          {
            id: "a",
            text: '"Make the errors friendlier."',
            credit: 0,
            reason: "Friendlier generic text is still generic; the assistant needs to know what went wrong.",
          },
          {
            id: "b",
            text: '"Write error messages like a famous tech company would, short and playful, with a bit of personality."',
            credit: 0,
            reason: "Copying another brand's tone ignores your users and your voice, and playful errors can frustrate.",
          },
          {
            id: "c",
            text: "A list of the screens.",
            credit: 0.5,
            reason: "Helps with placement, but not with what each error means or how to fix it.",
          },
          {
            id: "d",
            text: "For each error: what happened, what the user can do, your voice guidelines, the character limit, and five options.",
            credit: 1,
            reason: "Cause, remedy, voice and limits are what a helpful error message needs; options let you compare.",
          },
        ],
      },
      {
        id: "p3",
        skill: "privacy",
        situation:
          "To make the empty states realistic, you consider pasting real bookings and support messages, which include owners' names, addresses and pets' medical notes.",
        question: "What do you use instead?",
        options: [
          {
            id: "a",
            text: "Made-up examples that look realistic.",
            credit: 1,
            reason: "Invented examples serve the design just as well, with no customer data leaving your systems.",
          },
          {
            id: "b",
            text: "The real messages with the owners' surnames removed.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Addresses and medical notes still identify customers and are not needed.",
          },
          {
            id: "c",
            text: "The real data, because the assistant will give more realistic options if it sees how real customers actually write.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Realism is not worth exposing customer data; you can describe how customers write without pasting it.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation:
          'For a failed payment the assistant wrote "Your bank declined this card." The payment service only tells the app that the payment failed, not why.',
        question: "How do you check the messages?",
        options: [
          {
            id: "a",
            text: "Keep it; it sounds specific and helpful, and a declined card is by far the most likely reason.",
            credit: 0,
            reason: "When the cause is different, it tells the user something false and sends them to the wrong place.",
          },
          {
            id: "b",
            text: "Ask the assistant which error causes are likely.",
            credit: 0.5,
            reason: "It can suggest causes, but only your system knows which ones it can detect.",
          },
          {
            id: "c",
            text: "Check each message with a developer against what the system actually knows at that moment.",
            credit: 1,
            reason: "A message can only state what the app can tell; the developer knows which errors exist.",
          },
        ],
      },
      {
        id: "p5",
        skill: "verification",
        situation: 'Among the options: a button "Click here", an error shown only by turning the field red, and "Oops! Something broke".',
        question: "Which judgement is right?",
        options: [
          {
            id: "a",
            text: "All fine; they are short and friendly, and short copy is always easier to read.",
            credit: 0,
            reason: "Short is not clear: each fails someone, such as screen-reader users or people who cannot tell red from green.",
          },
          {
            id: "b",
            text: "Reject all three: labels must say what they do, errors need words as well as colour, and messages must say what to do next.",
            credit: 1,
            reason: "Descriptive labels, text that does not rely on colour and actionable messages are basic accessibility and clarity checks.",
          },
          {
            id: "c",
            text: 'Keep "Oops! Something broke" for its tone.',
            credit: 0,
            reason: "Tone does not make up for saying nothing useful.",
          },
          {
            id: "d",
            text: "Fix only the red-only error.",
            credit: 0.5,
            reason: "It is the most serious accessibility fault, but the other two also leave users guessing.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation: "The product analytics tool offers to run all twenty AI options as live experiments and ship whichever wins automatically.",
        question: "How do you decide on the final copy?",
        options: [
          {
            id: "a",
            text: "Shortlist the strongest two per screen yourself, test them with real users, and decide with the team.",
            credit: 1,
            reason: "Your judgement removes weak or inaccessible options first, and people make the final call with evidence.",
          },
          {
            id: "b",
            text: "Run all twenty live and ship the winner.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Inaccessible or misleading options would reach real users, and clicks do not show whether people understood.",
          },
          {
            id: "c",
            text: "Pick your favourites and skip testing.",
            credit: 0.5,
            reason: "Your judgement is the right filter, but a quick test with users catches what you cannot see.",
          },
          {
            id: "d",
            text: "Let the assistant choose.",
            credit: 0,
            safety: "skips-human-check",
            reason: "It does not know your users or the results; the choice is yours and the team's.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "The developers start on Monday and the content lead signs off the copy.",
        question: "How do you hand the copy over?",
        options: [
          {
            id: "a",
            text: "The whole chat with the assistant, so everyone can see every option that was considered.",
            credit: 0,
            reason: "Developers would have to guess which option won and where it goes.",
          },
          {
            id: "b",
            text: "Screenshots of the designs with the text in them.",
            credit: 0.5,
            reason: "Shows placement, but text must be copied by hand and error states are easy to miss.",
          },
          {
            id: "c",
            text: "A message saying the copy is in the design file somewhere.",
            credit: 0,
            reason: "Leaves the developers hunting and the content lead without a clear list to approve.",
          },
          {
            id: "d",
            text: "A copy table: screen, element, state, final text, character count and notes.",
            credit: 1,
            reason: "It fits both readers: developers can build from it and the content lead can review every string in one place.",
          },
        ],
      },
    ],
  },
];

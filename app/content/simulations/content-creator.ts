// Playable versions of the content creator's sample scenarios.
import type { PlayableScenario } from "./types";

export const CONTENT_CREATOR_PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  {
    id: "content-creator-1",
    roleKey: "content-creator",
    title: "Repurpose One Piece Across Channels",
    brief:
      "You run Fieldnote Kitchen, a fictional food blog with a newsletter and a video channel. Your long article on fermenting vegetables at home did well, and you want a short video script, a newsletter introduction and a few social posts from it this week. Readers follow you for your voice and trust you on food safety, so both have to survive the rewrite.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You want first drafts of the script, the newsletter intro and the posts from the article.",
        question: "Which tool fits?",
        options: [
          {
            id: "a",
            text: "A chat assistant, given the article.",
            credit: 1,
            reason: "Rewriting one text into several shorter formats is a drafting task a chat assistant does quickly, and you stay the editor.",
          },
          {
            id: "b",
            text: "A video generator that makes an AI presenter who looks and sounds like you, so you never have to film.",
            credit: 0,
            reason: "Your audience expects you; a synthetic you, undisclosed, breaks the trust your channel rests on.",
          },
          {
            id: "c",
            text: "A scheduling tool's feature that repurposes the article and publishes the results automatically.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Publishing drafts nobody has read, about food safety, is a risk you do not need to take.",
          },
          {
            id: "d",
            text: "A summarising tool that produces one short summary to use everywhere.",
            credit: 0.5,
            reason: "It saves time, but one summary ignores what each channel needs.",
          },
        ],
      },
      {
        id: "p2",
        skill: "context",
        situation: "The first drafts sound like a generic cooking brand.",
        question: "What do you give the assistant to keep your voice?",
        options: [
          {
            id: "a",
            text: '"Write it in a friendly, engaging, authentic tone that readers will love."',
            credit: 0,
            reason: "Everyone's brief says friendly and authentic; it tells the assistant nothing about you.",
          },
          {
            id: "b",
            text: '"Make it sound more like a real person and less like a company."',
            credit: 0.5,
            reason: "The right direction, but without examples the assistant cannot know which real person.",
          },
          {
            id: "c",
            text: "Two past newsletters as voice examples, a note on your audience, each channel's length, and a request to reuse your own phrases from the article.",
            credit: 1,
            reason: "Examples of your writing, the audience and the formats are the context that makes drafts sound like you.",
          },
          {
            id: "d",
            text: '"Use lots of emojis and hashtags."',
            credit: 0,
            reason: "Decoration is not voice, and it may not suit your readers at all.",
          },
        ],
      },
      {
        id: "p3",
        skill: "verification",
        situation:
          'The script says fermenting at room temperature for "as long as you like" is always safe, and that fermented food "cures gut problems". The article said neither.',
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Keep them; bold claims do well on video, and viewers know not to take short videos literally.",
            credit: 0,
            reason: "Unsafe advice and health claims can hurt viewers and your credibility; engagement does not excuse them.",
          },
          {
            id: "b",
            text: "Check every claim in every piece against the article and its sources, and cut or correct anything that does not match.",
            credit: 1,
            reason: "Shortening invents and exaggerates; the article's checked facts are the standard for all the pieces.",
          },
          {
            id: "c",
            text: 'Add "this is not medical advice" and keep the lines.',
            credit: 0,
            reason: "A disclaimer does not make an unsafe instruction safe.",
          },
          {
            id: "d",
            text: "Fix those two lines only.",
            credit: 0.5,
            reason: "Right for those lines, but the newsletter and posts may have the same problem.",
          },
        ],
      },
      {
        id: "p4",
        skill: "privacy",
        situation: "The article quotes a reader's email with her full name and town. Your newsletter platform also offers an export of your subscribers.",
        question: "What goes into the assistant?",
        options: [
          {
            id: "a",
            text: "The article as published plus the subscriber export, so that posts and newsletter lines can be personalised.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "Subscribers' details have no place in a drafting tool, and personalisation is the newsletter platform's job.",
          },
          {
            id: "b",
            text: "The reader's full original email, so the assistant can quote more of her story.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "She agreed to a quote in one article, not to her full message going into other tools and channels.",
          },
          {
            id: "c",
            text: "The article with her name kept, since it was already published.",
            credit: 0.5,
            reason: "It is public in the article, but reusing her name in new pieces goes beyond what she agreed to; ask or leave it out.",
          },
          {
            id: "d",
            text: "The article with the reader's name and town removed.",
            credit: 1,
            reason: "The drafts need the content, not the reader's identity, and no subscriber data is needed at all.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation: "The drafts are accurate now but still read as someone else's.",
        question: "How do you finish them?",
        options: [
          {
            id: "a",
            text: "Edit each piece yourself and read the script aloud until it sounds like you.",
            credit: 1,
            reason: "Your voice is the thing your audience follows; the final pass is yours.",
          },
          {
            id: "b",
            text: "Ask the assistant for more versions until one sounds right, and publish that one without further changes.",
            credit: 0.5,
            reason: "A closer version helps, but someone still has to make it yours, and that is you.",
          },
          {
            id: "c",
            text: "Publish them as they are; nobody will notice.",
            credit: 0,
            reason: "Regular readers notice, and a channel built on voice loses what makes it worth following.",
          },
        ],
      },
      {
        id: "p6",
        skill: "context",
        situation: "You have checked, edited text for all three channels.",
        question: "How do you present each piece?",
        options: [
          {
            id: "a",
            text: "The same text everywhere, so your message stays consistent across your channels and readers see it repeated.",
            credit: 0,
            reason: "Consistency of message does not mean the same text; each format has its own reader and length.",
          },
          {
            id: "b",
            text: "Everything as one long thread on every platform.",
            credit: 0,
            reason: "It ignores how each channel is read.",
          },
          {
            id: "c",
            text: "A hook in the first seconds of the video, a personal newsletter intro linking to the article, and posts that each stand alone with one tip.",
            credit: 1,
            reason: "Each piece fits how its channel is read and leads people back to the full article.",
          },
          {
            id: "d",
            text: "Short versions everywhere with a link to the article.",
            credit: 0.5,
            reason: "Sensible, but the video and newsletter each need more than a short version to work.",
          },
        ],
      },
      {
        id: "p7",
        skill: "tool-choice",
        situation: "The video needs a thumbnail. An image generator can make a perfect jar of fermented vegetables in seconds.",
        question: "What do you use?",
        options: [
          {
            id: "a",
            text: "The generated jar, presented as your own food photo.",
            credit: 0,
            reason: "Showing a generated dish as yours misleads viewers who trust your results.",
          },
          {
            id: "b",
            text: "A stock photo of someone else's ferment, with no credit, since it looks better than yours.",
            credit: 0,
            reason: "Uncredited stock passed off as your work has the same problem, and may break the licence.",
          },
          {
            id: "c",
            text: "A generated image, with a small disclosure in the description.",
            credit: 0.5,
            reason: "Disclosure helps, but a food channel's thumbnail is a promise of what viewers will see you make.",
          },
          {
            id: "d",
            text: "A photo of your real jar.",
            credit: 1,
            reason: "For a food channel, a real photo of what you made is the honest choice; generated art suits ideas, not results.",
          },
        ],
      },
    ],
  },
  {
    id: "content-creator-2",
    roleKey: "content-creator",
    title: "Plan a Month of Content",
    brief:
      "You run Ledger & Latte, a fictional personal-finance channel and newsletter for people in their twenties. You want next month's plan done today: topics drawn from your audience's real questions, a publishing calendar and outlines for each piece. Your brand is practical and honest, with no get-rich-quick promises.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "Your audience's questions are spread across video comments, newsletter replies and direct messages.",
        question: "How do you find the questions that come up most?",
        options: [
          {
            id: "a",
            text: "Ask a chat assistant what young people usually ask about money.",
            credit: 0.5,
            reason: "You get common questions, but not your audience's; their own words are what make topics land.",
          },
          {
            id: "b",
            text: "An image generator, to make a mood board of finance topics.",
            credit: 0,
            reason: "A picture does not count or group questions.",
          },
          {
            id: "c",
            text: "A trending-topics tool, and plan around whatever is trending.",
            credit: 0,
            reason: "Trends are everyone's topics; the brief is your audience's questions.",
          },
          {
            id: "d",
            text: "Export the comments and replies and group them with a spreadsheet's AI feature or an approved assistant, then read a sample.",
            credit: 1,
            reason: "Grouping many short texts is a good AI task, and starting from your audience's own words keeps the plan relevant.",
          },
        ],
      },
      {
        id: "p2",
        skill: "privacy",
        situation: "Many messages include people's names, salaries and debts.",
        question: "How do you handle them?",
        options: [
          {
            id: "a",
            text: "Paste them in full; the stories will make great examples in your videos and the assistant can pick out the best ones.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "These are private money details sent to you in trust; they do not go into tools or onto your channel without consent.",
          },
          {
            id: "b",
            text: "Remove names but keep the amounts, which make the questions concrete.",
            credit: 0.5,
            reason: "Better, but exact salaries and debts with other details can still identify people, and grouping works without them.",
          },
          {
            id: "c",
            text: "Strip names and personal figures; keep only the questions themselves.",
            credit: 1,
            reason: "The topics come from what people ask, not who they are or what they owe.",
          },
        ],
      },
      {
        id: "p3",
        skill: "context",
        situation: "You have the grouped questions. You ask for topic ideas.",
        question: "Which prompt gives ideas you can use?",
        options: [
          {
            id: "a",
            text: '"Give me 30 viral finance video ideas."',
            credit: 0,
            reason: '"Viral" pulls towards sensational ideas that clash with your brand, and the questions are not used.',
          },
          {
            id: "b",
            text: "The grouped questions, your audience, your three content pillars, what you never cover, and your schedule; ask for ideas tied to a question.",
            credit: 1,
            reason: "Audience, brand limits and cadence shape ideas that fit, and tying each to a question keeps them grounded.",
          },
          {
            id: "c",
            text: '"Here are my audience\'s questions. Suggest content."',
            credit: 0.5,
            reason: "Grounded in the questions, but without your brand limits and formats you will cut many ideas.",
          },
          {
            id: "d",
            text: '"Act as a top finance influencer and plan my month."',
            credit: 0,
            reason: "Borrowing someone else's persona gives you their plan, not yours.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation: 'One idea is built on "a new rule that lets under-25s save more tax-free". You have not heard of it.',
        question: "What do you do before it goes in the calendar?",
        options: [
          {
            id: "a",
            text: "Check the official government source for current rules; drop or rework the idea if the rule is not real.",
            credit: 1,
            reason: "Money rules change and AI mixes countries and years; a video on a rule that does not exist would mislead your audience.",
          },
          {
            id: "b",
            text: "Keep it in the calendar for now; you will research the details properly when you write the script next month.",
            credit: 0.5,
            reason: "You would check eventually, but planning around an unchecked premise risks a hole in the calendar later.",
          },
          {
            id: "c",
            text: "Ask the assistant to confirm the rule.",
            credit: 0,
            reason: "It may confirm its own mistake; the official source decides.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation: 'The idea the assistant predicts will get the most views is "I tried a get-rich-quick scheme for a month", framed as a success story.',
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Keep it; views pay the bills.",
            credit: 0,
            reason: "A success story about a scheme you warn against betrays the audience that trusts you.",
          },
          {
            id: "b",
            text: "Let the assistant decide which ideas fit the brand, since it has your pillars and the full list of ideas in front of it.",
            credit: 0,
            reason: "Knowing your pillars is not owning your brand; the cut is yours.",
          },
          {
            id: "c",
            text: "Keep it but add a warning at the end.",
            credit: 0.5,
            reason: "Better, but a warning after a success framing is easy to miss.",
          },
          {
            id: "d",
            text: "Cut it, or rework it as an honest look at why such schemes fail.",
            credit: 1,
            reason: "What fits your brand and values is your judgement, whatever a view prediction says.",
          },
        ],
      },
      {
        id: "p6",
        skill: "context",
        situation: "A freelance editor helps with your videos and needs the plan.",
        question: "How do you share it?",
        options: [
          {
            id: "a",
            text: "The chat with the assistant.",
            credit: 0,
            reason: "The editor would have to dig through ideas you already cut.",
          },
          {
            id: "b",
            text: "A calendar table: date, channel, topic, the audience question it answers, outline link, sources to check and status.",
            credit: 1,
            reason: "It gives the editor what to prepare and when, and keeps track of what still needs checking.",
          },
          {
            id: "c",
            text: "A list of titles.",
            credit: 0.5,
            reason: "A start, but without dates, formats and outlines the editor cannot plan their time.",
          },
        ],
      },
      {
        id: "p7",
        skill: "verification",
        situation: 'The outlines include lines such as "most young adults have no savings at all" and "the average person wastes a fortune on subscriptions".',
        question: "How do you treat these?",
        options: [
          {
            id: "a",
            text: "Keep them; they are the kind of thing everyone says and they make a strong opening for a video.",
            credit: 0,
            reason: "Common sayings are not evidence; an invented figure in a finance video undermines everything else in it.",
          },
          {
            id: "b",
            text: "Replace them with precise-sounding numbers from the assistant.",
            credit: 0,
            reason: "Precise-looking invented numbers are worse, not better.",
          },
          {
            id: "c",
            text: "Mark each as needing a source; keep only those you can support with a named, current source.",
            credit: 1,
            reason: "Every figure you publish should trace to a source you have read; the rest is cut.",
          },
          {
            id: "d",
            text: "Remove all figures from the outlines.",
            credit: 0.5,
            reason: "Safe, but sourced figures can make a point stronger; check rather than drop them all.",
          },
        ],
      },
    ],
  },
];

// Playable versions of the HR manager's sample scenarios.
import type { PlayableScenario } from "./types";

export const HR_MANAGER_PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  {
    id: "hr-manager-1",
    roleKey: "hr-manager",
    title: "Write an Inclusive Job Advertisement",
    brief:
      "You are the HR manager at Ashgrove Homes, a fictional housing association, and you need an advert for a Tenancy Support Officer by the end of the day. The hiring manager has sent the job description and some notes. Your aim is an advert that attracts a wide range of good candidates and says honestly what the job is.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "tool-choice",
        situation: "You want a first draft of the advert from the job description.",
        question: "Which tool do you use?",
        options: [
          {
            id: "a",
            text: "The applicant tracking system's AI screening feature, since it already knows what good candidates look like.",
            credit: 0,
            reason: "Screening ranks applicants; it does not write adverts, and it is a different, higher-risk use of AI.",
          },
          {
            id: "b",
            text: "Last year's advert for a similar role, lightly edited.",
            credit: 0.5,
            reason: "Quick, but it carries over whatever was wrong with the old advert and may not match this job.",
          },
          {
            id: "c",
            text: "An image generator, to create an eye-catching picture of the team for the advert.",
            credit: 0,
            reason: "A generated team photo misrepresents who works there; the text is what needs work.",
          },
          {
            id: "d",
            text: "A chat assistant approved by your organisation.",
            credit: 1,
            reason: "Turning a job description into a readable advert is a writing task, and an approved assistant keeps the drafting within policy.",
          },
        ],
      },
      {
        id: "p2",
        skill: "context",
        situation: "You are writing the prompt.",
        question: "Which request will give the best first draft?",
        options: [
          {
            id: "a",
            text: "The job description, which requirements are essential, the salary band and flexible working, with plain inclusive language and under 400 words.",
            credit: 1,
            reason: "The real duties, the real requirements and the terms, plus tone and length, give a draft that is honest and readable.",
          },
          {
            id: "b",
            text: '"Write a job ad for a Tenancy Support Officer that will attract the best candidates."',
            credit: 0,
            reason: "No duties, requirements or terms: the assistant will fill the gaps with generic, often inflated, demands.",
          },
          {
            id: "c",
            text: '"Write a job ad using the job description below. Make it inclusive."',
            credit: 0.5,
            reason: "The source is there, but which requirements are essential, the terms and the format are left to guesswork.",
          },
        ],
      },
      {
        id: "p3",
        skill: "privacy",
        situation: "The hiring manager's notes explain that the previous post-holder left after a long illness, and list the current team members by name.",
        question: "What do you include in the prompt?",
        options: [
          {
            id: "a",
            text: "The notes in full, because the background will help the assistant understand exactly why the team needs this hire.",
            credit: 0,
            safety: "leaks-personal-data",
            reason: "A former employee's health and colleagues' names are personal data the advert does not need.",
          },
          {
            id: "b",
            text: "The notes with the names replaced by job titles.",
            credit: 0.5,
            reason: "Better, but the former post-holder's illness is still there and could identify them.",
          },
          {
            id: "c",
            text: "Only the job description and the facts about the role.",
            credit: 1,
            reason: "The advert is about the job, so nothing about past or present staff goes into the tool.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation: 'The draft asks for a "young, dynamic team player", a "digital native" and "native-level English".',
        question: "What do you do with these phrases?",
        options: [
          {
            id: "a",
            text: "Keep them; they are common in adverts and candidates understand them.",
            credit: 0,
            reason: "Common is not fair: these phrases point at age and nationality, which puts good candidates off and can be unlawful.",
          },
          {
            id: "b",
            text: 'Replace them with what the job needs, such as "confident using case-management software" and "clear written English", and check the rest the same way.',
            credit: 1,
            reason: "Describing the skill instead of the person removes the bias, and one biased phrase is a reason to check every line.",
          },
          {
            id: "c",
            text: 'Ask the assistant to make the advert "more inclusive" and trust the result.',
            credit: 0.5,
            reason: "A rewrite may catch these phrases, but you still need to read the result yourself; it can miss or introduce others.",
          },
          {
            id: "d",
            text: "Delete the three phrases and publish.",
            credit: 0,
            reason: "The same draft may have other biased wording you have not looked for.",
          },
        ],
      },
      {
        id: "p5",
        skill: "verification",
        situation: "The draft lists a degree, five years' experience and a driving licence as essential. The job description asks for none of these.",
        question: "How do you check the requirements?",
        options: [
          {
            id: "a",
            text: "Keep them; high standards attract better candidates and you can always relax them later in the process.",
            credit: 0,
            reason: "Unneeded requirements shut out capable people, often those with fewer chances to gain them.",
          },
          {
            id: "b",
            text: 'Move them to "desirable".',
            credit: 0.5,
            reason: "Less exclusionary, but they still were not asked for; many candidates read desirable as required.",
          },
          {
            id: "c",
            text: "Ask the hiring manager to approve whatever the assistant wrote.",
            credit: 0,
            reason: "It passes the checking to someone else without pointing out the mismatch.",
          },
          {
            id: "d",
            text: "Trace each requirement back to the job description and remove any that are not there.",
            credit: 1,
            reason: "The job description is the source; anything the assistant added must be justified or removed.",
          },
        ],
      },
      {
        id: "p6",
        skill: "human-in-the-loop",
        situation: "When the advert goes live, the applicant tracking system offers to reject automatically everyone whose CV misses the advert's keywords.",
        question: "What do you decide?",
        options: [
          {
            id: "a",
            text: "Decline it: people assess applications against the published criteria.",
            credit: 1,
            reason: "Keyword filters reject good candidates who describe their experience differently; decisions about people stay with people.",
          },
          {
            id: "b",
            text: "Turn it on to save time, and review only the candidates it lets through to the shortlist.",
            credit: 0,
            safety: "skips-human-check",
            reason: "Nobody would ever see the people it wrongly rejected, so its mistakes could never be caught.",
          },
          {
            id: "c",
            text: "Turn it on but tell candidates which keywords to use.",
            credit: 0,
            safety: "skips-human-check",
            reason: "It rewards keyword matching rather than ability, and still removes people without a human look.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "The text is agreed. It will go on your careers page and two job boards.",
        question: "How do you present it?",
        options: [
          {
            id: "a",
            text: "One continuous paragraph, so it looks like a letter.",
            credit: 0,
            reason: "Hard to scan, and screen-reader users cannot jump between sections.",
          },
          {
            id: "b",
            text: "Short headed sections (the job, what you need, what we offer), the salary stated, and who to contact about adjustments.",
            credit: 1,
            reason: "Clear structure, visible pay and an adjustments contact help every candidate, including disabled candidates, decide and apply.",
          },
          {
            id: "c",
            text: "A designed image of the advert, with all its text inside the picture.",
            credit: 0,
            reason: "Text inside an image cannot be read by screen readers or found by job-board search.",
          },
          {
            id: "d",
            text: "The draft as the assistant formatted it.",
            credit: 0.5,
            reason: "It may be fine, but formatting is a choice for your audience and your job boards, not a default.",
          },
        ],
      },
    ],
  },
  {
    id: "hr-manager-2",
    roleKey: "hr-manager",
    title: "Prepare a Difficult Conversation",
    brief:
      "You are an HR manager at Thornbury Engineering, a fictional manufacturer. A line manager has asked for help preparing a conversation with an experienced team member whose deadlines have slipped for two months since a team reorganisation. You want to use AI to plan the structure, likely reactions and supportive wording, without giving the tool any personal data about the employee.",
    minutes: 20,
    points: [
      {
        id: "p1",
        skill: "privacy",
        situation: "The line manager has sent the employee's name, absence record, a note about a family bereavement and examples of missed deadlines.",
        question: "What do you tell the assistant?",
        options: [
          {
            id: "a",
            text: "Everything the line manager sent, with the employee's name swapped for a made-up one so that nobody reading it could tell who it is.",
            credit: 0,
            safety: "leaks-personal-data",
            reason:
              "A bereavement and an absence record with a job and a timeline can still identify the person, and health and family matters are especially sensitive.",
          },
          {
            id: "b",
            text: "A general situation: an experienced employee whose deadlines have slipped since a reorganisation.",
            credit: 1,
            reason: "Planning a conversation needs the shape of the situation, not the person; their details stay in the HR system.",
          },
          {
            id: "c",
            text: "The missed deadlines only, with dates and project names.",
            credit: 0.5,
            reason: "Less sensitive, but project names and dates can still point to one person, and the plan does not need them.",
          },
        ],
      },
      {
        id: "p2",
        skill: "tool-choice",
        situation: "You want help with structure and wording, and a chance for the manager to practise.",
        question: "Which use of AI fits?",
        options: [
          {
            id: "a",
            text: "A meeting-notes tool recording the conversation without telling the employee, so you have a record.",
            credit: 0,
            reason: "Secret recording destroys trust and is often unlawful; any record is agreed with the employee.",
          },
          {
            id: "b",
            text: "An AI tool that reads the employee's emails to gauge their mood before the meeting.",
            credit: 0,
            reason: "Monitoring someone's messages to profile their mood is intrusive and out of proportion.",
          },
          {
            id: "c",
            text: "A chat assistant to outline the meeting and role-play likely reactions with the manager.",
            credit: 1,
            reason: "Planning and rehearsal are where a chat assistant helps, and neither needs personal data.",
          },
          {
            id: "d",
            text: "No AI; just hand the manager the performance policy to read.",
            credit: 0.5,
            reason: "The policy is essential, but it does not help the manager find words or rehearse.",
          },
        ],
      },
      {
        id: "p3",
        skill: "context",
        situation: "You are writing the prompt for the plan.",
        question: "Which request is most useful?",
        options: [
          {
            id: "a",
            text: "The aim (agree support and clear expectations), that this is an informal first stage, and a request for a structure, openings and calm replies to likely reactions.",
            credit: 1,
            reason: "Purpose, stage and the output you want steer the assistant away from disciplinary language at an informal stage.",
          },
          {
            id: "b",
            text: '"How do I tell an employee their performance is bad?"',
            credit: 0,
            reason: "The framing invites a blunt script, and the assistant does not know the stage or the aim.",
          },
          {
            id: "c",
            text: '"Write a script for a performance conversation that covers every possible scenario and legal risk."',
            credit: 0,
            reason: "A script for everything is unusable in a real conversation, and legal risk needs your policy and advice, not a guess.",
          },
          {
            id: "d",
            text: '"Give me tips for difficult conversations."',
            credit: 0.5,
            reason: "General tips are useful background, but not a plan for this meeting.",
          },
        ],
      },
      {
        id: "p4",
        skill: "verification",
        situation: 'The assistant says "by law, you must issue a written warning before any improvement plan".',
        question: "What do you do?",
        options: [
          {
            id: "a",
            text: "Follow it; legal statements from AI are usually drawn from real employment law texts.",
            credit: 0,
            reason: "It may mix up countries and procedures; a wrong step here can make the process unfair.",
          },
          {
            id: "b",
            text: "Ask the assistant for its source.",
            credit: 0.5,
            reason: "A source helps you check, but it may be invented or from another country; the check is your policy and qualified advice.",
          },
          {
            id: "c",
            text: "Remove it and carry on.",
            credit: 0,
            reason: "If there is a procedural requirement, you need to know it; check rather than ignore.",
          },
          {
            id: "d",
            text: "Check it against your own procedure and, where unsure, your employment adviser.",
            credit: 1,
            reason: "Your policy and qualified advice for your country decide the procedure, not a general answer.",
          },
        ],
      },
      {
        id: "p5",
        skill: "human-in-the-loop",
        situation: 'The plan gives word-for-word lines and ends with "Conclude that the employee lacks commitment."',
        question: "How should the manager use the plan?",
        options: [
          {
            id: "a",
            text: "As an outline: listen first, respond to what the employee actually says, and reach conclusions only after hearing them.",
            credit: 1,
            reason: "Judging the causes is a human task; the employee may raise things no plan foresaw.",
          },
          {
            id: "b",
            text: "Read the lines exactly as written, so that nothing is said that HR has not approved in advance.",
            credit: 0,
            reason: "A script read aloud sounds cold and stops the manager from responding to the person in front of them.",
          },
          {
            id: "c",
            text: "Keep the conclusion about commitment, since the deadlines were missed.",
            credit: 0,
            reason: "Missed deadlines are a fact; lack of commitment is a judgement made before hearing the employee.",
          },
        ],
      },
      {
        id: "p6",
        skill: "verification",
        situation: 'The list of likely reactions includes "may become emotional, as older staff often resist change".',
        question: "What do you do with that line?",
        options: [
          {
            id: "a",
            text: "Keep it; it prepares the manager for the worst case.",
            credit: 0,
            reason: "It prepares the manager to see the person through a stereotype, which is unfair and risky.",
          },
          {
            id: "b",
            text: 'Remove "older staff" and keep the rest.',
            credit: 0.5,
            reason: "It removes the obvious bias, but read the whole list for other assumptions too.",
          },
          {
            id: "c",
            text: "Remove it, and check the other reactions for assumptions about age, gender or background.",
            credit: 1,
            reason: "AI output can carry stereotypes; one in the list is a reason to check the rest.",
          },
          {
            id: "d",
            text: 'Leave the list as it is: it only says "may", so it does not really claim anything about the employee.',
            credit: 0,
            reason: "A hedged stereotype still shapes how the manager hears the employee.",
          },
        ],
      },
      {
        id: "p7",
        skill: "context",
        situation: "You send the plan to the line manager, who is nervous about the meeting.",
        question: "What do you send?",
        options: [
          {
            id: "a",
            text: "The assistant's full output, which is long but thorough.",
            credit: 0,
            reason: "A long generic document is hard to use under stress and still contains the lines you removed.",
          },
          {
            id: "b",
            text: "A one-page guide: aim, opening, the examples from their own records, support you can offer, next steps, and an offer to rehearse.",
            credit: 1,
            reason: "It fits a nervous reader who needs a clear plan, joins the AI outline to facts only they hold, and keeps you involved.",
          },
          {
            id: "c",
            text: "A link to the performance policy only.",
            credit: 0,
            reason: "Policy tells them the rules, not how to have the conversation.",
          },
          {
            id: "d",
            text: "The outline by email, and you are available for questions.",
            credit: 0.5,
            reason: "Helpful, but without the examples and the support options it leaves the hardest parts to them.",
          },
        ],
      },
    ],
  },
];

// Scenario families of the O*NET major groups 11 to 29 (issue 28 item 5): the situations of each
// group's work, filled with the occupation's own title ({role}, {aRole}) and its largest work
// activities ({activity}, {activity2}) by app/lib/lesson-slots.ts. Workplaces are fictional.
import type { ScenarioKit } from "./kit";

export const FAMILIES_11_TO_29: Record<string, ScenarioKit> = {
  "11": {
    title: "Prepare the Monthly Operations Review",
    brief:
      "You are {aRole} at Caldwell & Price, a fictional company of 300 people. Much of your week goes to {activity} and {activity2}, and at the end of each month you pull five department reports into a review for the directors. The company has approved an AI assistant for internal work, and you want it to take the drafting off your desk without letting a wrong figure reach the board.",
    delegate: {
      situation:
        "You list the steps: read five department reports, compare each with the plan, note what needs a decision, write the review and brief the team leaders.",
      best: "Turning the five reports into one summary of results against plan, under the same headings every month.",
      judgement: "Deciding which team's budget to cut after a weak quarter.",
      whole: "Asking it to read everything and write the whole review, conclusions and recommendations included, for you to sign.",
    },
    prompt: {
      situation: 'Your first try, "write my monthly report", came back as two pages of upbeat generalities with a sales figure you do not recognise.',
      vague: '"Write a better monthly report."',
      grand: '"You are a world-class chief executive. Write an outstanding board report."',
      partial: '"Summarise these department reports for the directors."',
      best: "\"From the five reports below, give each department one row: result against plan, the reason given, any decision needed from the directors. Use only figures in the reports; write 'not stated' where one is missing. Table, then three bullet points.\"",
    },
    personal: {
      situation: "The HR section names two staff members on long-term sick leave, with their diagnoses, and describes a disciplinary case in progress.",
      best: "Leave the names, diagnoses and the disciplinary case out; give only the headcount and absence rate the review needs.",
      leak: "Paste the HR section as it is into the free chatbot on your phone, because the company's tool is slow today and the directors will see the names in the review anyway.",
      half: "Replace the names with initials and keep the diagnoses, so the summary can explain the absences.",
    },
    check: {
      situation: "The draft says revenue is 4% above plan. The finance report you pasted in says 4% below.",
      trust: "Send it: the finance director will catch anything wrong at the meeting.",
      half: "Correct the revenue line and check the two other figures that look surprising.",
      best: "Check every figure in the draft against the five reports, starting with the revenue variance.",
    },
    human: {
      situation: "The draft ends with a recommendation to close the smallest branch, drawn from a single month's figures.",
      half: "Keep the recommendation but add a footnote saying the assistant suggested it.",
      best: "Take it out: a closure is for you and the directors to weigh, with the branch's full figures and its people.",
      skip: "Leave the recommendation in and send the review to the board tonight without reading the reasoning, since the figures came from our own reports.",
      skipReason: "A decision about people's jobs would reach the board as the assistant's conclusion, unread: the human judgement it needs has been skipped.",
    },
    secret: {
      situation: "To save copying, a colleague suggests giving the assistant your login to the finance system so it can pull the figures itself.",
      leak: "Type your finance system username and password into the chat so it can fetch this month's figures.",
      best: "Keep the login to yourself; export the report from the finance system and copy in only its figures.",
    },
    audience: {
      situation: "The same results must reach the team leaders, who read them on their phones before Monday's briefing.",
      best: "A five-line note: what went well, what did not, and the one thing each team changes this month.",
      off: "The full board review with its tables, forwarded unchanged with 'FYI' on top.",
      half: "The board review's summary paragraph, with the tables taken out.",
    },
  },
  "13": {
    title: "Close the Month Without a Wrong Number",
    brief:
      "You are {aRole} at Fernley Supplies, a fictional distributor with 40 staff. Your week is mostly {activity} and {activity2}, and month-end brings a pile of invoices, statements and questions from managers. Your firm allows its approved AI assistant for drafting and summarising, never for posting figures.",
    delegate: {
      situation: "This month you must reconcile supplier statements, explain three budget variances to managers and answer a query from the auditors.",
      best: "Drafting the plain-English explanation of each variance from the figures you have already reconciled.",
      judgement: "Deciding whether a disputed invoice is a liability at month-end.",
      whole: "Giving it the trial balance and the statements and asking it to reconcile them and explain the variances in one go.",
      wholeHalf: true,
    },
    prompt: {
      situation: 'You asked "explain the variances". The answer blamed "inflation" for a travel overspend that was a one-off conference.',
      vague: '"Explain these numbers properly this time."',
      grand: '"Act as a Big Four partner and give me a flawless variance analysis."',
      partial: '"Explain the travel, marketing and IT variances for the managers."',
      best: "\"For each line below (budget, actual, my note of the cause), write two sentences for a non-finance manager: what happened and whether it recurs. Use only my notes for causes; say 'cause not given' otherwise.\"",
    },
    personal: {
      situation: "The supporting file includes employees' names, salaries and bank details for the payroll line, and a supplier's account numbers.",
      best: "Give it only the totals and your notes of the causes; salaries, bank details and account numbers stay in the ledger.",
      leak: "Upload the whole supporting file to a free online AI spreadsheet tool that promises faster answers, since payroll is only one tab of it.",
      half: "Delete the bank details but leave the named salaries, since payroll is one of the variances.",
    },
    check: {
      situation: "The draft explanation says marketing is £12,000 under budget. Your reconciliation shows £1,200.",
      trust: "Use it: the wording is clear and managers only skim these.",
      half: "Fix the marketing figure and move on to the next task.",
      best: "Tie every amount in the draft back to the reconciliation before it goes to anyone.",
    },
    human: {
      situation: "The assistant suggests writing off a £9,800 debt from a customer who has not paid for five months.",
      half: "Write it off now and tell your manager at the next one-to-one.",
      best: "Take the facts to the person who may approve write-offs, and let them decide under the firm's policy.",
      skip: "Accept the suggestion and post the write-off yourself tonight so the month can close on time; the assistant has seen the whole ledger.",
      skipReason:
        "A write-off needs the approval your firm's controls require; posting it on an assistant's say-so skips the check that protects the accounts.",
    },
    secret: {
      situation: "The assistant offers to download the bank statements itself if you give it the online banking login and the card reader code.",
      leak: "Give it the login and the code just this once, to finish before the deadline.",
      best: "Download the statements yourself and paste in only the lines you need; banking credentials never leave you.",
    },
    audience: {
      situation: "The head of sales asks why her department is over budget, by reply to your month-end email.",
      best: "Three sentences in her terms: the overspend, its cause from your notes, and whether it will recur next month.",
      off: "The full variance table and the journal references, with a note to look at rows 14 to 22.",
      half: "A copy of the explanation you wrote for the finance director.",
    },
  },
  "15": {
    title: "Hand Over a Support Queue Without Losing a Ticket",
    brief:
      "You are {aRole} in the IT team of Marlow Health Partners, a fictional group of clinics. Much of your week is {activity} and {activity2}, and on Friday you hand your open tickets to the weekend on-call colleague. The organisation has an approved AI assistant; production systems and patient records are off limits to it.",
    delegate: {
      situation: "Twenty-two tickets are open: printers, access requests, a failing backup and a clinic whose network drops every afternoon.",
      best: "Summarising each ticket's history into status, last action and next step for the handover list.",
      judgement: "Deciding whether the failing backup can wait until Monday.",
      whole: "Exporting the queue and asking it to triage, prioritise and close whatever it judges finished.",
    },
    prompt: {
      situation: 'Your prompt "summarise my tickets" produced a paragraph that left out the ticket numbers and merged two clinics.',
      vague: '"Try again and be more detailed."',
      grand: '"You are a senior site reliability engineer. Produce a perfect handover."',
      partial: '"Make a table of my open tickets with their status."',
      best: "\"For each ticket below, one row: ticket number, site, status, last action, next step, who is waiting. Keep the numbers exactly as given; write 'unknown' rather than guess. Table only.\"",
    },
    personal: {
      situation: "Several tickets quote patients' names and appointment details from screenshots that staff attached.",
      best: "Strip the screenshots and any patient details; the handover needs the fault, not the patient.",
      leak: "Paste the tickets with their screenshots into a free chatbot, since the fault is easier to understand from the screens.",
      half: "Keep the screenshots but blur the names in the ones you notice.",
    },
    check: {
      situation: "The handover list has 21 rows. The queue has 22 open tickets.",
      trust: "Send it: one missing printer ticket will not matter over a weekend.",
      half: "Check that the backup ticket is in the list, since that one matters.",
      best: "Match the list to the queue ticket by ticket, find the missing one and check each next step.",
    },
    human: {
      situation: "The assistant proposes a fix for the failing backup: a script that deletes old backup sets to free space.",
      half: "Run it on the smaller clinic's server first and see what happens.",
      best: "Do not run it; write it into the handover for a person who knows the backup system to review and test.",
      skip: "Run the script now on the main backup server so the on-call colleague has a clean weekend; the assistant says it is safe.",
      skipReason: "Deleting backup sets on an assistant's word, untested and unreviewed, can destroy the only copy of records: that review is not optional.",
    },
    secret: {
      situation: "One ticket contains the admin password for the clinic's firewall, pasted by a colleague last month.",
      leak: "Leave the password in the ticket text you paste, since the assistant needs the full history to summarise.",
      best: "Remove it from what you paste, and tell the security lead the password was shared so it can be changed.",
      bestReason: "A password in a ticket is already a leak; it must not travel further, and it must be changed by the person who owns the firewall.",
    },
    audience: {
      situation: "The practice managers ask whether their clinics will be affected over the weekend.",
      best: "A short note per clinic in plain words: what is fixed, what is not, and who to call if it stops working.",
      off: "The technical handover list with ticket numbers, forwarded to all the practice managers.",
      half: "One general email saying some issues remain open over the weekend.",
    },
  },
  "17": {
    title: "Write Up a Design Change Without Missing a Load",
    brief:
      "You are {aRole} at Penrose Associates, a fictional engineering consultancy. Your week is mostly {activity} and {activity2}, and the client has asked for a change that must be written up before the drawings are revised. The firm allows its approved AI assistant for drafting correspondence and summaries; calculations and sign-off stay with the engineers.",
    delegate: {
      situation: "The change means revising a calculation, updating two drawings, writing the change note and replying to the client's project manager.",
      best: "Drafting the change note from your marked-up drawings and your calculation summary.",
      judgement: "Deciding whether the revised design still meets the code and the client's brief.",
      whole: "Pasting the client's email and asking the assistant to redesign the detail and write the change note.",
    },
    prompt: {
      situation: 'You asked it to "write a change note". It invented a section of the building code and left out the drawing numbers.',
      vague: '"Write a proper change note."',
      grand: '"You are a chartered engineer with thirty years of experience. Write a perfect change note."',
      partial: '"Write a change note for moving the plant room door."',
      best: '"Write a change note from my notes below: what changed, why, drawings affected (numbers as given), calculations revised, open questions for the client. Cite no standard I have not named. Plain headings, under one page."',
    },
    personal: {
      situation: "The client's email thread includes the names and mobile numbers of their site staff and the address of a private residence next door.",
      best: "Give the assistant only the technical facts of the change; names, numbers and the neighbour's address stay out.",
      leak: "Paste the whole thread, signatures and addresses included, so the assistant understands who is involved and can address everyone by name.",
      half: "Paste the thread with the phone numbers removed but the names and the address kept.",
    },
    check: {
      situation: "The draft change note says the beam size is unchanged. Your revised calculation increased it.",
      trust: "Issue it: the drawings will show the right size anyway.",
      half: "Correct the beam line and check the drawing numbers.",
      best: "Read the note against the calculation and each drawing, line by line, before it goes to the checker.",
    },
    human: {
      situation: "The assistant offers a quick check of your revised calculation and says it is fine.",
      half: "Treat its check as the independent check and note it in the file.",
      best: "Send the calculation for checking by a qualified colleague, as the firm's procedure requires.",
      skip: "Sign off the calculation on the strength of the assistant's check and issue the revised drawings for construction today.",
      skipReason:
        "An engineering check is a named, qualified person's responsibility; an assistant's 'it is fine' is not a check and cannot carry that liability.",
    },
    secret: {
      situation: "The client's document portal needs a login. A colleague suggests giving it to the assistant so it can download the latest drawings.",
      leak: "Paste the portal username and password into the chat so it can fetch the drawings itself.",
      best: "Download the drawings yourself; the portal login stays with the people it was issued to.",
    },
    audience: {
      situation: "The client's project manager, not an engineer, needs to approve the change and its cost by Friday.",
      best: "A short email: what changes on site, why, the cost and time effect, and the decision you need by Friday.",
      off: "The change note and the calculation pack, attached without a covering line.",
      half: "The change note, with a line asking for approval.",
    },
  },
  "19": {
    title: "Write Up a Study Without Overstating It",
    brief:
      "You are {aRole} at the Ashdown Institute, a fictional research centre. Much of your week is {activity} and {activity2}, and a funder's progress report is due on Friday. The institute allows its approved AI assistant for drafting and literature searches; data analysis stays in your statistics software.",
    delegate: {
      situation: "You must summarise six months of results, update the literature review, explain a delay and list next steps.",
      best: "Drafting the progress narrative from your own results tables and notes.",
      judgement: "Deciding whether the results support changing the study's method.",
      whole: "Uploading the raw data and asking the assistant to analyse it and write the report.",
    },
    prompt: {
      situation: 'You asked for "a literature review on our topic". It cited a 2021 paper whose authors and journal you cannot find.',
      vague: '"Give me more references."',
      grand: '"You are a Nobel-winning scientist. Write a flawless literature review."',
      partial: '"Summarise recent research on our topic for a funder."',
      best: '"Using only the eight papers pasted below, summarise what each found and how our study differs, for a funder who is not a specialist. Cite each by the authors and year given; add no other sources. 300 words."',
    },
    personal: {
      situation: "Your interview transcripts include participants' names, workplaces and health details, collected under an ethics approval.",
      best: "Keep the transcripts out; quote only the anonymised excerpts your ethics approval allows.",
      leak: "Paste the full transcripts into a public chatbot to pull out themes quickly, since participants agreed to take part in the research.",
      half: "Delete the names from the transcripts and paste the rest, workplaces and health details included.",
    },
    check: {
      situation: "The draft says your intervention 'significantly improved' outcomes. Your analysis found p = 0.08.",
      trust: "Keep it: the funder wants good news and the direction is right.",
      half: "Soften it to 'improved' and keep the rest.",
      best: "Check every claim and figure against your analysis output and write what it shows: a difference that was not statistically significant.",
    },
    human: {
      situation: "The assistant suggests dropping two outlying participants to make the result significant.",
      half: "Drop them and mention it in a footnote.",
      best: "Refuse: exclusions follow the analysis plan you registered, decided by the research team, not by the result they give.",
      skip: "Drop them and report the new p-value to the funder today, because the assistant knows statistics better than most of the team.",
      skipReason: "Changing the data to reach a result, on an assistant's suggestion and without the team's review, is research misconduct, not a shortcut.",
    },
    secret: {
      situation:
        "The analysis server holds the identifiable data. A colleague suggests giving the assistant the server's access key so it can run the statistics.",
      leak: "Paste the access key into the chat so it can connect and run the analysis.",
      best: "Keep the key private and run the analysis yourself; give the assistant only the output tables.",
    },
    audience: {
      situation: "The funder's programme officer, who is not a scientist, needs the report and a two-line summary for their board.",
      best: "Two plain sentences: what you found so far, stated with its uncertainty, and what happens next.",
      off: "The abstract of your draft paper, with its statistics and jargon.",
      half: "The report's executive summary, trimmed to a paragraph.",
    },
  },
  "21": {
    title: "Write Case Notes That Stand Up",
    brief:
      "You are {aRole} at Brookside Community Services, a fictional charity and council partnership. Most of your week is {activity} and {activity2}, and after each visit you write case notes and a referral. Your service allows its approved AI assistant, inside the case system, for drafting; people's details may go nowhere else.",
    delegate: {
      situation: "After three home visits today you need case notes, a referral to a housing team and a letter to one client about their support plan.",
      best: "Turning your handwritten visit notes into the case-note format, for you to check and sign.",
      judgement: "Deciding whether a child in one household is at risk and needs a safeguarding referral.",
      whole: "Dictating everything from the day and letting the assistant write and file the notes and referrals.",
    },
    prompt: {
      situation: 'You asked it to "write up the visit". It added that the client "seemed depressed", which you never said.',
      vague: '"Write it up better."',
      grand: '"You are an expert social worker. Write perfect case notes."',
      partial: '"Write case notes from these visit notes."',
      best: '"Turn my notes below into case notes under: date, who was present, what was observed, what was said, actions agreed. Use only what my notes say, keep quotes as quotes, add no opinions or diagnoses. Mark anything unclear with [check]."',
    },
    personal: {
      situation: "Your notes include the client's name, address, children's names and a history of domestic abuse.",
      best: "Use only the approved tool inside the case system, and only the notes needed for this record.",
      leak: "Paste the notes into a free chatbot on your own phone on the bus home, since the case system is slow and you are finishing late.",
      half: "Use the free chatbot but replace the client's name with 'Client A', keeping the address and history.",
      leakReason: "A survivor's address and history in an unapproved tool could put them in danger, and it is a breach you would have to report.",
    },
    check: {
      situation: "The draft case note says the client agreed to a budgeting course. Your notes say she refused.",
      trust: "File it: she can correct it if she ever asks to see her record.",
      half: "Fix that sentence and file the rest.",
      best: "Read every line against your notes before signing, because records are relied on by others and by courts.",
    },
    human: {
      situation: "The assistant rates the risk to the children in one household as 'low' from your notes.",
      half: "Record the 'low' rating and mention it at next week's supervision.",
      best: "Make the risk judgement yourself and discuss it with your safeguarding lead today, as your procedures require.",
      skip: "Record the assistant's 'low' rating and close the safeguarding question; it read all of your notes.",
      skipReason:
        "A child's safety is decided by a trained person under safeguarding procedures; an assistant's rating cannot replace that judgement or the lead's review.",
    },
    secret: {
      situation: "A colleague suggests sharing her case system login with the assistant so it can read older records for context.",
      leak: "Paste her username and password into the chat so it can open the history.",
      best: "Decline; read the history yourself with your own access and bring only what the note needs.",
    },
    audience: {
      situation: "The client asked for a letter explaining her support plan. She reads English as a second language.",
      best: "A short letter in plain words: what support she will get, from whom, when, and who to call.",
      off: "A copy of the case note, which lists the support plan in full.",
      half: "The formal support plan letter the template produces, with her name added.",
    },
  },
  "23": {
    title: "Prepare a Case Chronology for Counsel",
    brief:
      "You are {aRole} at Hale & Moreton, a fictional law firm. Much of your week is {activity} and {activity2}, and a partner needs a chronology of a contract dispute before a conference with counsel. The firm allows its approved AI tool, which keeps client documents inside the firm; nothing goes to public chatbots.",
    delegate: {
      situation: "The file holds 300 emails, a contract and its variations, meeting notes and the other side's letter of claim.",
      best: "Extracting dated events from the emails into a draft chronology, each with its document reference.",
      judgement: "Advising the client whether to settle or defend the claim.",
      whole: "Asking the tool to read the file and write the chronology, the advice on merits and the reply to the letter of claim.",
    },
    prompt: {
      situation: 'Your prompt "make a timeline of this dispute" gave a tidy list with no document references and two events in the wrong year.',
      vague: '"Be more accurate this time."',
      grand: '"You are a senior litigation partner. Produce a flawless chronology."',
      partial: '"Make a chronology of these emails for counsel."',
      best: "\"From the documents below, list each dated event: date, what happened, who, the document reference and a short quote. Use only these documents; mark undated events 'date unclear'. Table, oldest first.\"",
    },
    personal: {
      situation: "The file includes the client's director's medical absence and personal emails of the other side's staff.",
      best: "Work only in the firm's approved tool, and leave out personal material the chronology does not need.",
      leak: "Paste the emails into a free public chatbot because the firm's tool has a queue today and the chronology is due at five.",
      half: "Use the public chatbot but remove the names from the emails first.",
      leakReason: "Client documents in a public tool break confidentiality and may waive privilege; removing names does not make a matter anonymous.",
    },
    check: {
      situation: "The chronology says the contract variation was signed on 3 March. The signed copy is dated 13 March.",
      trust: "Send it to the partner: counsel will check the dates anyway.",
      half: "Correct that date and check the three other key dates.",
      best: "Check every entry against the document it cites, and every quote word for word.",
    },
    human: {
      situation: "The tool drafts a paragraph on limitation saying the claim is out of time, citing a case.",
      half: "Keep the paragraph and add 'subject to checking' at the end.",
      best: "Treat it as a lead only: find the case in a law report yourself, and leave the limitation view to the solicitor responsible.",
      skip: "Put the paragraph in the note to counsel as the firm's view; the tool cited a case, so it must exist.",
      skipReason: "AI tools invent cases; lawyers have been sanctioned for filing them. Legal advice needs a qualified person who has read the authority.",
    },
    secret: {
      situation: "The court's e-filing portal and the firm's case system both need logins. A colleague suggests giving them to the tool to fetch documents.",
      leak: "Paste both logins into the tool so it can collect the documents and file the bundle.",
      best: "Keep the logins personal; download what you need yourself and give the tool only the documents.",
    },
    audience: {
      situation: "The client's managing director asks for an update on where the case stands.",
      best: "A short letter in plain words: what has happened, what happens next, the decision needed from them and when.",
      off: "The chronology table and the draft note to counsel, forwarded as they are.",
      half: "The chronology with a covering line saying it is self-explanatory.",
      offReason: "The note to counsel is privileged working material written for a lawyer; the client needs an explanation, not the file.",
    },
  },
  "25": {
    title: "Plan a Unit and Write the Reports",
    brief:
      "You are {aRole} at Westfield School, a fictional school. Your week is mostly {activity} and {activity2}, and this half-term you must plan a new unit and write progress comments for every learner. The school allows its approved AI assistant for planning and drafting; learners' data stays in the school's systems.",
    delegate: {
      situation: "You need lesson plans for the unit, a worksheet in two levels of difficulty, and 60 progress comments from your markbook.",
      best: "Drafting the worksheet at two levels of difficulty from your own lesson objectives.",
      judgement: "Deciding which learners need extra support or a referral for assessment.",
      whole: "Asking it to plan the unit, make the resources and write all the report comments from the markbook.",
      wholeHalf: true,
    },
    prompt: {
      situation: 'You asked for "a worksheet on fractions". It pitched the questions two years above your class.',
      vague: '"Make it easier."',
      grand: '"You are an award-winning teacher. Create the perfect worksheet."',
      partial: '"Make a fractions worksheet for my class."',
      best: '"Write ten questions on adding fractions with the same denominator, for 9-year-olds working at the expected level, then five easier ones with pictures described. Use everyday contexts, no trick questions, and give an answer key."',
    },
    personal: {
      situation: "Your markbook has learners' names, grades, attendance, and notes about special educational needs and home circumstances.",
      best: "Draft comment sentences from the grades alone, without names or notes, and add the personal touches yourself.",
      leak: "Upload the whole markbook to a free AI report writer you found online, since it promises personalised comments in seconds.",
      half: "Use first names only but keep the notes about needs and home circumstances.",
    },
    check: {
      situation: "The answer key gives 2/4 + 1/4 = 3/8.",
      trust: "Print it: the class will be working on it with you there anyway.",
      half: "Fix that answer and check a few others.",
      best: "Work every question and answer yourself before it reaches a learner.",
    },
    human: {
      situation: "The assistant's draft comment for one learner says he 'shows signs of dyslexia'.",
      half: "Soften it to 'may have difficulties with reading' and keep it in the report.",
      best: "Remove it; share your observations with the special needs coordinator, who decides on any assessment.",
      skip: "Keep the sentence: the assistant saw his marks, and parents like to know early, so send the reports out today.",
      skipReason: "A report is not the place for a diagnosis nobody qualified has made; concerns go to the person responsible for assessment.",
    },
    secret: {
      situation: "A colleague offers her login to the school's management system so the assistant can pull grades for your comments.",
      leak: "Type her username and password into the chat so the assistant can fetch the grades.",
      best: "Decline; export the grades you need with your own access and remove the names before drafting.",
    },
    audience: {
      situation: "A parent emails asking how their daughter is doing in maths. English is not their first language.",
      best: "A short, warm reply in plain words: what she does well, one thing to practise and how to help at home.",
      off: "The markbook extract with her grades and the curriculum codes.",
      half: "Her report comment, copied into an email.",
    },
  },
  "27": {
    title: "Pitch and Deliver a Client Project",
    brief:
      "You are {aRole} working with Lantern Studio, a fictional creative agency. Your week is mostly {activity} and {activity2}, and a client wants a proposal and first drafts for a new campaign. The studio uses approved AI tools for research and drafts, and the client's contract says who owns the work.",
    delegate: {
      situation: "You need a proposal, a mood board, three concepts and a schedule, all by Thursday.",
      best: "Summarising the client's brief and past feedback into a checklist of what they asked for.",
      judgement: "Choosing which concept the studio stands behind in the pitch.",
      whole: "Letting a generator produce the concepts and the proposal and sending them as the studio's work.",
    },
    prompt: {
      situation: 'You asked for "campaign ideas for a bakery". The ideas would fit any bakery in any town.',
      vague: '"More creative, please."',
      grand: '"You are the world\'s best creative director. Give me award-winning ideas."',
      partial: '"Give me ten campaign ideas for a family bakery."',
      best: '"Give ten campaign ideas for a family bakery in a seaside town whose customers are locals over 50 and summer visitors. Brief below: budget, channels, tone. Each idea: one line and why it fits. No slogans that mention price."',
    },
    personal: {
      situation: "The client sent photos of their staff and customers for the campaign, and a spreadsheet of customer emails.",
      best: "Keep the customer list out entirely; use the photos only in the way the people in them agreed to.",
      leak: "Upload the photos and the customer spreadsheet to a free AI tool to make personalised mock-ups, since the client sent them to you.",
      half: "Upload the photos but not the spreadsheet, without checking what the people pictured agreed to.",
    },
    check: {
      situation: "A generated image for the mood board shows a shop front with a real competitor's logo on it.",
      trust: "Use it: it is only a mood board for the client.",
      half: "Crop the logo out and keep the image.",
      best: "Check every generated image and line for logos, lookalikes and claims before anything leaves the studio.",
    },
    human: {
      situation: "The client asks whether the concepts are original and whether they will own them.",
      half: "Say yes: the tools' terms give users the output.",
      best: "Tell them which parts used AI tools and check ownership against the contract and the tools' terms with your manager.",
      skip: "Say the work is entirely the studio's own and sign the assignment of rights today, without mentioning the AI tools.",
      skipReason: "Ownership of AI-made work is not settled everywhere; promising it without a check, and hiding the tools, exposes the studio and the client.",
    },
    secret: {
      situation: "To post the approved campaign, a colleague suggests giving an AI scheduling plug-in the client's social media password.",
      leak: "Paste the client's social media password into the plug-in so it can post for you.",
      best: "Ask the client to grant the studio access through the platform's own team or business settings instead.",
    },
    audience: {
      situation: "The client's owner, who does not read design jargon, must choose a concept by Friday.",
      best: "One page per concept: a picture, two lines on the idea, what it costs and what you recommend.",
      off: "The full deck with the rationale, type specimens and the mood board, sent as a link.",
      half: "The deck's summary slide as an attachment.",
    },
  },
  "29": {
    title: "Write Up a Clinic Session Safely",
    brief:
      "You are {aRole} at Riverside Health, a fictional clinic. Much of your week goes to {activity} and {activity2}, and every patient you see needs notes, letters and sometimes a referral. Riverside has approved an AI documentation tool inside its patient record system; nothing about patients goes anywhere else.",
    delegate: {
      situation: "After a full session you owe notes for twelve patients, two referral letters and a leaflet for a patient starting a new treatment.",
      best: "Drafting the referral letters from the notes you have already written, for you to check and sign.",
      judgement: "Deciding whether a patient's new symptom needs urgent escalation.",
      whole: "Letting the tool write and file all twelve sets of notes and the letters from the session recording without reading them.",
    },
    prompt: {
      situation: 'You asked it to "write a referral letter". It described the wrong side of the body and left out the medication list.',
      vague: '"Write a better referral."',
      grand: '"You are a world-leading consultant. Write a perfect letter."',
      partial: '"Write a referral letter for this patient to the specialist clinic."',
      best: '"From my notes below, write a referral: reason, history, examination findings, current medications exactly as listed, allergies, what I am asking the specialist. Use only my notes; write [not recorded] for gaps. One page."',
    },
    personal: {
      situation: "The referral needs the patient's history, and a colleague suggests a faster free chatbot she uses at home.",
      best: "Use only the approved tool inside the record system, with what the letter needs.",
      leak: "Paste the notes into the free chatbot with the name removed, keeping the date of birth and address so the letter is complete, because the approved tool is slower.",
      half: "Use the free chatbot with the name, date of birth and address removed.",
      leakReason: "A date of birth and address identify a patient as surely as a name; health details in an unapproved tool are a reportable breach.",
    },
    check: {
      situation: "The draft letter lists a medication dose of 50 mg. The patient's record says 25 mg.",
      trust: "Sign it: the specialist will check doses again anyway.",
      half: "Correct the dose and send the letter.",
      best: "Check every medication, dose, allergy and finding in the letter against the record before you sign it.",
      bestReason: "A wrong dose can be copied forward from letter to letter; every clinical fact in a signed document is yours to check against the record.",
    },
    human: {
      situation: "The tool's summary of today's session flags nothing, but you remember one patient mentioned chest pain on the stairs.",
      half: "Add the symptom to the notes and review it at the patient's next appointment.",
      best: "Act on what you heard: assess or escalate it today under your clinic's protocol, whatever the summary says.",
      skip: "Go by the summary: the tool listened to the whole session, so if it did not flag anything there is nothing to escalate.",
      skipReason: "Clinical escalation is the clinician's judgement; a summary that missed a symptom is not a reason to skip it.",
    },
    secret: {
      situation: "A colleague offers her record system login so the tool can fill in the letters from older notes while you are logged out.",
      leak: "Use her username and password in the tool so it can read the older notes.",
      best: "Decline; work under your own login, which records who read each patient's notes.",
    },
    audience: {
      situation: "The patient starting the new treatment asks for something to read at home about what to expect.",
      best: "A short leaflet in plain words, checked by you against the approved patient information, with who to call if something goes wrong.",
      off: "A copy of your clinical notes on the treatment, abbreviations included.",
      half: "The tool's general explanation of the treatment, printed without checking.",
    },
  },
};

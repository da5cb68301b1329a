// Legal and teaching jobs with a scenario of their own: lawyers, paralegals, teachers and teaching assistants.
import type { SpecificKit } from "./specific";

export const LAW_AND_TEACHING_KITS: readonly SpecificKit[] = [
  {
    key: "paralegal",
    label: "Paralegal",
    socCodes: ["23-2011"],
    title: "Draft the Discovery Responses Before the Deadline",
    brief:
      "You are a paralegal in the litigation team of Ward Bell LLP, a fictional law firm, working for the supervising attorney on a commercial lease dispute. Responses to the other side's interrogatories and document requests are due in eight days, and the client has sent 1,200 emails. The firm's approved AI tool, inside its document review platform, may be used on client documents; public chatbots may not.",
    delegate: {
      situation:
        "The work: review the emails for responsive documents, draft a privilege log, draft answers to 18 interrogatories from the client's notes and calendar the deadline.",
      best: "A first pass over the emails for responsiveness, tagged for you and the attorney to review.",
      judgement: "Deciding which documents to withhold as privileged.",
      whole: "Asking the tool to review, tag privilege and draft all 18 answers in one run, for the attorney to read at the end.",
      wholeHalf: true,
    },
    prompt: {
      situation: 'Your prompt "find relevant documents" tagged 900 of the 1,200 emails, the client\'s lunch orders among them.',
      vague: '"Be more selective."',
      grand: '"You are a top litigation partner. Find every important document."',
      partial: '"Find the emails relevant to the lease dispute."',
      best: "\"Tag as responsive any email about the lease of 14 Harbor Street, its rent, repairs or termination, January 2022 to March 2024, per Requests 1 to 9 below. Tag separately any email to or from counsel as 'possible privilege'. One-line reason per tag.\"",
    },
    personal: {
      situation:
        "The review platform is down tonight. A colleague suggests pasting the interrogatories and the client's notes, which mention his medical leave and home address, into a public chatbot to draft answers.",
      question: "What do you do?",
      best: "Wait for the platform or draft by hand: client material stays inside the firm's approved tools.",
      leak: "Paste the notes into the public chatbot tonight, since the deadline is close and the attorney will review every answer before it is served.",
      half: "Paste them into the public chatbot with the client's name changed.",
      leakReason: "Client confidences in a public tool breach the duty of confidentiality and risk waiving privilege; a deadline does not change that.",
    },
    check: {
      situation:
        "The draft answer to Interrogatory 7 says notice of termination was served on 1 June 2023 and cites a document. The document in the file is dated 1 July.",
      trust: "Leave it for the attorney: she reviews every answer before they are served.",
      half: "Correct the date in answer 7 and move on.",
      best: "Check every date, fact and document reference in each draft answer against the documents themselves.",
    },
    human: {
      situation: "The tool tags an email from the client to his accountant, copied to the firm's attorney, as 'not privileged: produce'.",
      half: "Hold it back and log it on the privilege log yourself as attorney-client privileged.",
      best: "Hold it back from the production and put it to the supervising attorney, who decides privilege.",
      skip: "Produce it as tagged so the production goes out today; the tool applies the privilege rules the same way every time.",
      skipReason: "Privilege is the attorney's legal judgement; producing a privileged document can waive privilege, and it cannot be taken back.",
    },
    secret: {
      situation:
        "The court's e-filing account belongs to the supervising attorney. The tool offers to file the agreed motion to extend the deadline tonight if given her login.",
      leak: "Give the tool her e-filing username and password so it can file tonight.",
      best: "Leave filing to the attorney, or to you under the firm's procedure with your own authorised access.",
      bestReason: "In most courts a filer's e-filing login counts as their signature; it is never shared, least of all with a tool.",
    },
    audience: {
      situation: "The client emails to ask what 'interrogatories' are and what he has to do this week.",
      best: "A short, plain email the attorney has approved: what they are, which questions need his input, and the date you need it by.",
      off: "The draft responses with their objections, so he can see the work.",
      half: "A link to the court rules on interrogatories.",
    },
  },
  {
    key: "lawyer",
    label: "Lawyer",
    socCodes: ["23-1011"],
    title: "Research and Advise Without a Made-Up Case",
    brief:
      "You are a lawyer at Adler Quinn, a fictional firm of 25 lawyers, and a client, a family bakery, has been served notice to leave its premises by its landlord. The owner wants advice by Friday on whether the notice is valid and what she can do. The firm has an approved legal research tool that cites its sources and keeps client data inside the firm; public chatbots are not allowed for client work.",
    delegate: {
      situation: "You need to review the lease, research whether the notice is valid, write a research memo and send the client an advice letter.",
      best: "Summarising the lease's break, notice and repair clauses with their clause numbers, for you to read against the lease.",
      judgement: "Advising the client whether to challenge the notice or negotiate.",
      whole: "Asking the tool to do the research, write the memo and draft the advice letter to the client in one go, ready for you to sign.",
      wholeHalf: true,
    },
    prompt: {
      situation: 'You asked "is this notice valid?". The answer discussed residential tenancies and cited legislation from another jurisdiction.',
      vague: '"Answer again, more carefully."',
      grand: '"You are the country\'s leading property lawyer. Give a definitive answer."',
      partial: '"Is a landlord\'s notice to end a commercial lease valid if it was sent by email?"',
      best: '"Commercial lease; our jurisdiction is stated below. Clause 12 (pasted) requires written notice delivered to the registered office; the landlord emailed it. Is service valid? Cite cases and legislation in full, say where the law is unsettled, and go no further than these facts."',
    },
    personal: {
      situation:
        "A colleague suggests running the lease and the bakery's accounts through a popular free chatbot, because it writes better than the firm's tool.",
      best: "Keep the client's documents in the firm's approved tool; the free chatbot gets nothing from the file.",
      leak: "Upload the lease and the accounts to the free chatbot with the client's name blacked out, since the premises' address is public anyway.",
      half: "Use the free chatbot for the law only, describing the facts in general terms without names or addresses.",
      leakReason:
        "The lease, the address and the accounts identify the client; putting them in a public tool breaches confidentiality and may waive privilege.",
    },
    check: {
      situation: "The memo cites 'Marsh v Kingsley Holdings' as deciding that notice by email is valid. The tool gives a citation but no link to the judgment.",
      trust: "Keep it: the tool is a legal research product, so its citations are checked.",
      half: "Search for the case name and keep it if a case with that name turns up.",
      best: "Read the judgment in an official report or database, confirm it says what the memo claims and is still good law, or take it out.",
      bestReason:
        "Courts have sanctioned lawyers for citing cases an AI tool invented; a citation counts only once you have read it and checked it still stands.",
    },
    human: {
      situation: "The tool's draft advice letter tells the client the notice is invalid and that she can stay in the premises.",
      half: "Send it with a line saying the advice was prepared with the help of AI.",
      best: "Form your own view from the law you have read and checked, and give the advice only when it is yours.",
      skip: "Send the draft advice tonight as it stands; the research looked thorough and the client is anxious to hear.",
      skipReason: "Advice is the lawyer's professional responsibility; sending an unchecked AI conclusion skips the judgement the client is paying for.",
    },
    secret: {
      situation:
        "The firm's subscription law database needs your login, and a trainee suggests giving it to the public chatbot's browsing feature so it can pull the cases.",
      leak: "Paste your law database login into the chatbot so it can fetch the cases.",
      best: "Keep the login; download the cases yourself and give the approved tool only the texts.",
    },
    audience: {
      situation: "The bakery's owner asks for the advice in terms she can act on.",
      best: "A short letter: what the notice means, her options with their risks and costs, your recommendation and the date she must decide by.",
      off: "The research memo, with its case analysis and citations.",
      half: "The memo's conclusion paragraph, forwarded.",
      offReason: "The memo is written for a lawyer; the client needs her options and a recommendation she can act on, in her own terms.",
    },
  },
  {
    key: "elementary-teacher",
    label: "Elementary School Teacher",
    socCodes: ["25-2021"],
    title: "Differentiate a Reading Lesson and Write to Parents",
    brief:
      "You teach 26 eight-year-olds at Hillcrest Elementary, a fictional school, in three reading groups. This week you are planning a reading unit, writing report card comments and answering parents' messages. The district has approved an AI assistant for teachers' planning; student records stay in the district's systems.",
    delegate: {
      situation: "You need a levelled reading passage for each group, comprehension questions, 26 report card comments and replies to five parents.",
      best: "Drafting the same passage at three reading levels from your own lesson objective.",
      judgement: "Deciding which children move to a different reading group.",
      whole: "Having it plan the whole unit, write all 26 report card comments and answer the five parents for you.",
    },
    prompt: {
      situation: 'You asked for "a story about the water cycle". It ran to 900 words, with "precipitation" and "condensation" never explained.',
      vague: '"Make it shorter."',
      grand: '"You are an award-winning children\'s author. Write the perfect story."',
      partial: '"Write a water cycle story for third graders."',
      best: "\"Write a 250-word passage on the water cycle for 8-year-olds reading below grade level, short sentences, 'evaporation' and 'condensation' explained in the text; then the same at and above grade level. Five questions each, two of them inference.\"",
    },
    personal: {
      situation:
        "A free AI report card website asks for a spreadsheet of students' names, grades and notes, including one child's IEP accommodations and another's custody arrangement.",
      question: "What do you do?",
      best: "Keep student records out of it; draft comment stems from the skills alone and make them personal yourself.",
      leak: "Upload the spreadsheet: it is a website made for teachers, so it must already follow the student privacy rules, and it saves a weekend.",
      half: "Upload it with first names only, keeping the IEP and custody notes.",
      leakReason:
        "Student records are protected (FERPA in the US); a site is not approved because it serves teachers, and IEP and custody notes are among the most sensitive.",
    },
    check: {
      situation: "The answer key for the above-level passage says the water cycle is powered by the moon.",
      trust: "Use it: the children work from the passage, not the key.",
      half: "Fix that answer and check the grade-level key.",
      best: "Read every passage and work every answer yourself before any child sees them.",
    },
    human: {
      situation: "The assistant drafts a report comment saying a boy 'may have ADHD, as he cannot sit still'.",
      half: "Change it to 'has trouble focusing' and send the report home.",
      best: "Delete it; write what you observed, and raise your concern with the student support team and his parents through the school's process.",
      skip: "Keep it: the assistant saw his behaviour notes, and parents like to know early, so the report goes home today.",
      skipReason: "A diagnosis is not a teacher's to suggest, still less an assistant's; concerns go through the school's evaluation process.",
    },
    secret: {
      situation: "To pull reading scores automatically, a colleague suggests giving the assistant your login to the district's student information system.",
      leak: "Type your student information system login into the assistant so it can download the scores.",
      best: "Export what you need yourself, remove the names, and give the assistant only that.",
    },
    audience: {
      situation: "A parent, anxious and writing in her second language, emails that her son is 'behind in reading'.",
      best: "A short, warm reply in plain words: where he is, what you are doing in class, one thing to do at home, and an offer to meet with an interpreter.",
      off: "His reading assessment scores with the benchmark codes.",
      half: "A reply saying he is doing fine and not to worry.",
    },
  },
  {
    key: "secondary-teacher",
    label: "Secondary School Teacher",
    socCodes: ["25-2031"],
    title: "Mark a Set of Essays and Plan the Revision",
    brief:
      "You teach history to 15- and 16-year-olds at Northbrook High, a fictional school, and have 90 essays to mark before the exams. You also need a revision quiz and a letter home about the exam timetable. The school has approved an AI assistant for teachers; students' work and data stay in the school's systems.",
    delegate: {
      situation: "This week: mark 90 essays with feedback, make a revision quiz, write model answers and send a letter home.",
      best: "Drafting model answers and a checklist from the exam board's published mark scheme, for you to check.",
      judgement: "Deciding the final mark for each essay.",
      whole: "Having the assistant mark all 90 essays against the mark scheme and write each student's feedback, so you only read the totals.",
    },
    prompt: {
      situation: 'You asked for "a revision quiz on the Cold War". It included topics your exam specification does not cover.',
      vague: '"More questions, please."',
      grand: '"You are the best history teacher in the world. Make the ultimate quiz."',
      partial: '"Make a 20-question quiz on the Cold War for 16-year-olds."',
      best: '"Make 20 questions on the topics listed below from our exam specification only: 10 recall, 6 cause and consequence, 4 on the sources I paste. Give answers, and flag any question you are not sure is in the specification."',
    },
    personal: {
      situation: "A free online AI marking tool offers to grade essays if you upload them with students' names and candidate numbers.",
      best: "Keep students' essays and names out of unapproved tools; use the school's approved tool, or mark yourself.",
      leak: "Upload all 90 essays with names and candidate numbers, since it is only practice work and the tool says it deletes uploads after 30 days.",
      half: "Upload them with names removed but candidate numbers kept.",
    },
    check: {
      situation: "The model answer says the Berlin Wall went up in 1949. Building began in August 1961.",
      trust: "Hand it out: students only use model answers to see the structure.",
      half: "Fix the date and hand it out.",
      best: "Check every date, name and claim in the model answers against your sources before students see them.",
    },
    human: {
      situation: "An AI detector flags a student's essay as '94% likely AI-written'. She has a record of strong work.",
      half: "Mark it, but record the flag on her file for next time.",
      best: "Treat the flag as a reason to look, not proof: talk to her about her work and follow the school's academic integrity process.",
      skip: "Give the essay zero and report it as malpractice, since the detector's score is that high.",
      skipReason: "AI detectors give false positives; accusing a student on a score alone skips the human judgement and the fair process she is owed.",
    },
    secret: {
      situation: "The exam board's secure portal, where you enter candidates' marks, needs your login, and the assistant offers to type the marks in.",
      leak: "Give it your exam board portal login so it can enter the marks.",
      best: "Enter the marks yourself: the portal login is yours alone, and so is the submission.",
    },
    audience: {
      situation: "Parents need the exam timetable and to know how to help their children prepare.",
      best: "A one-page letter: the dates, what to bring, how to support revision at home, and who to contact.",
      off: "The revision quiz and model answers, attached to an email.",
      half: "The exam board's timetable, forwarded.",
    },
  },
  {
    key: "teaching-assistant",
    label: "Teaching Assistant",
    socCodes: ["25-9042"],
    title: "Support a Small Group and Log Progress",
    brief:
      "You are a teaching assistant at Oakfield Primary, a fictional school, working with small groups and two children with additional needs. You prepare resources, run reading and maths groups and keep progress notes for the class teacher and the special needs coordinator. The school has approved an AI assistant for staff, and pupils' data stays in the school's systems.",
    delegate: {
      situation: "This week: adapt the maths worksheet, run three groups, write progress notes and update the teacher.",
      best: "Making picture-supported versions of this week's maths worksheet from the teacher's plan.",
      judgement: "Deciding whether a child's distress needs the designated safeguarding lead.",
      whole: "Asking it to plan all your group sessions for the week and write each child's progress notes from the class list.",
    },
    prompt: {
      situation: 'You asked it to "make this worksheet easier". It dropped the hardest questions and kept the long instructions.',
      vague: '"Easier still."',
      grand: '"You are an expert special needs teacher. Make the perfect worksheet."',
      partial: '"Simplify this worksheet for 7-year-olds who find reading hard."',
      best: '"Rewrite this worksheet for 7-year-olds learning number bonds to 10 who find reading hard: same maths, one short instruction per question, pictures to count described, bigger answer spaces. Keep all eight questions."',
    },
    personal: {
      situation: "Your progress notes include a child's diagnosis, behaviour incidents and a note about a social worker's visit.",
      best: "Keep the notes out; use the assistant for resources only, and write the notes yourself in the school's system.",
      leak: "Paste the notes into the assistant so it can turn them into a tidy report for the class teacher before Friday's meeting.",
      half: "Paste them with the child's name replaced by initials.",
    },
    check: {
      situation: "On the new worksheet, the picture for '4 + 3' shows seven apples, and the answer key says 8.",
      trust: "Print it: the children will count the apples anyway.",
      half: "Fix that question and print.",
      best: "Do every question yourself before the group gets the sheet.",
    },
    human: {
      situation:
        "A child tells you something at the group table that worries you about home. Asked how to record it, the assistant suggests 'monitor and review next week'.",
      half: "Write it in your progress notes and mention it to the class teacher on Friday.",
      best: "Report it to the designated safeguarding lead today, in the child's own words, as the school's procedure requires.",
      skip: "Follow the suggestion and review it next week, since children often say things they do not mean.",
      skipReason: "A disclosure goes to the designated safeguarding lead the same day; waiting on an assistant's suggestion can leave a child at risk.",
    },
    secret: {
      situation: "The school's reading app has a staff login. A colleague suggests giving it to the assistant to download every child's reading scores.",
      leak: "Give the assistant the staff login so it can fetch the scores.",
      best: "Download what the teacher asks for yourself; the assistant's job is resources, not records.",
    },
    audience: {
      situation: "The class teacher wants a quick update on your group before parents' evening.",
      best: "A short note per child: what they can now do, what they find hard, and one next step.",
      off: "Every progress note from the term, forwarded in one email.",
      half: "A line saying the group is doing well.",
    },
  },
];

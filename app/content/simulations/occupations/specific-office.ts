// Office, finance and management jobs with a scenario of their own: office clerks, bookkeepers,
// administrative assistants, receptionists, accountants and general managers.
import type { SpecificKit } from "./specific";

export const OFFICE_KITS: readonly SpecificKit[] = [
  {
    key: "office-clerk",
    label: "Office Clerk",
    socCodes: ["43-9061"],
    title: "Log the Forms and Answer the Public",
    brief:
      "You are an office clerk in the planning department of Hollis County, a fictional local council. You log incoming applications, answer routine enquiries, update records and file. The department allows its approved AI assistant for drafting letters and summaries; decisions on applications are made by officers.",
    delegate: {
      situation: "Monday's post: 30 applications to log, 12 enquiries to answer and a letter from a resident.",
      best: "Drafting the standard acknowledgement letters from the details you have logged.",
      judgement: "Deciding whether to waive the fee for an applicant who says she cannot pay.",
      whole: "Asking it to read each form, decide whether it is complete, and write to each applicant with the outcome.",
    },
    prompt: {
      situation: 'You asked for "an acknowledgement letter". It promised a decision "within two weeks", which is not true for any application type.',
      vague: '"Make it more formal."',
      grand: '"You are an expert planning officer. Write the perfect letter."',
      partial: '"Write an acknowledgement letter for a planning application."',
      best: '"Write an acknowledgement from these details: application reference, date received, what happens next and the target date for its type as given, the officer\'s contact. Only these facts; plain words; under 120 words."',
    },
    personal: {
      situation: "The forms carry applicants' names, addresses and phone numbers, and a fee waiver form lists a family's income and benefits.",
      best: "Draft letters from the reference and dates only, and keep the waiver form out of the assistant entirely.",
      leak: "Paste the forms in full, the fee waiver included, so the assistant can fill in every letter without you typing anything.",
      half: "Paste the forms with the income section of the waiver cut out.",
    },
    check: {
      situation: "A letter gives the target decision date as 8 weeks. That application type has a 13-week target.",
      trust: "Send it: applicants rarely check.",
      half: "Fix that letter and send the rest.",
      best: "Check each letter's reference, dates and target against the log and the rules for its type.",
    },
    human: {
      situation:
        "A resident writes that a neighbour's building work is blocking her fire escape. The assistant labels it 'general enquiry: reply within 10 days'.",
      half: "Reply in ten days saying it has been passed on.",
      best: "Pass it today to the duty officer for building control, as the procedure for safety reports says.",
      skip: "File it as a general enquiry, as labelled.",
      skipReason: "A blocked fire escape is a danger to life; a safety report goes to the officer who can act, the same day, whatever a label says.",
    },
    secret: {
      situation: "The records system's password expires every month, and a colleague suggests keeping it in the assistant so everyone can look it up.",
      leak: "Save the password in the assistant for the team.",
      best: "Keep your own password to yourself, and ask IT for an easier way to reset it.",
    },
    audience: {
      situation: "An applicant phones, confused by the letter's planning terms.",
      question: "What do you tell him?",
      best: "In plain words: what happens next, when he will hear, and the officer to call with questions about his case.",
      off: "A reading of the planning regulations on consultation periods.",
      half: "That the letter explains it.",
    },
  },
  {
    key: "bookkeeper",
    label: "Bookkeeping Clerk",
    socCodes: ["43-3031"],
    title: "Reconcile the Bank and Chase the Invoices",
    brief:
      "You are a bookkeeping clerk at Tilbury & Sons, a fictional builders' merchant. You post supplier invoices, reconcile the bank, chase customers who have not paid and prepare figures for the accountant. The accounting software has an approved AI assistant that suggests matches and drafts emails; you approve every posting.",
    delegate: {
      situation: "Month-end: 400 bank lines to reconcile, 60 supplier invoices to post and 12 overdue customers to chase.",
      best: "Suggesting matches between bank lines and invoices, for you to approve one by one.",
      judgement: "Deciding whether to pay a supplier invoice that does not match its purchase order.",
      whole: "Letting it post every match it suggests and every supplier invoice it reads, without you approving them.",
    },
    prompt: {
      situation: 'You asked for "a chaser email". It threatened legal action in a first reminder.',
      vague: '"Make it softer."',
      grand: '"You are a top credit controller. Write the perfect chaser."',
      partial: '"Write a reminder for an overdue invoice."',
      best: '"Write a first, friendly reminder for the invoice below: number, date, amount, due date, how to pay. Polite, no threats, and an offer to help if there is a problem. Under 80 words."',
    },
    personal: {
      situation: "The payroll journal shows employees' names, salaries and bank account numbers.",
      best: "Keep the payroll journal out; the assistant needs the total only, and payroll stays in the payroll system.",
      leak: "Paste the payroll journal, salaries and bank accounts included, so the assistant can match each wage payment to a bank line.",
      half: "Paste it with the bank account numbers removed.",
    },
    check: {
      situation: "The assistant matched a payment of 1,250 to invoice 3381, which is for 1,520.",
      trust: "Approve it: the references are similar enough.",
      half: "Reject that match and approve the rest in bulk.",
      best: "Approve each match only after checking the amount, date and reference against the invoice.",
    },
    human: {
      situation:
        "A supplier emails: 'our bank has changed, please pay the attached invoice to the new account today'. The assistant has already set up the new account.",
      half: "Pay this one and check the change before the next payment.",
      best: "Stop the payment, confirm the change by phone on the number you already hold, and have your manager approve it.",
      skip: "Pay today to the new account as set up; the email came from their usual address.",
      skipReason: "Changed bank details are the commonest invoice fraud, and a usual address can be hacked; the call-back check is the control.",
    },
    secret: {
      situation: "The bank's online login and the card reader for payments sit on your desk, and the assistant offers to download the statements itself.",
      leak: "Give it the bank login and a card reader code so it can fetch the statements.",
      best: "Download the statements yourself; banking credentials never leave you.",
    },
    audience: {
      situation: "The accountant wants the month's figures by Friday.",
      best: "The reconciliation, the unmatched items with a note on each, and your questions flagged.",
      off: "An export of the whole ledger.",
      half: "A message saying the month is done and reconciled.",
    },
  },
  {
    key: "administrative-assistant",
    label: "Administrative Assistant",
    socCodes: ["43-6014"],
    title: "Prepare and Minute the Board Meeting",
    brief:
      "You are the administrative assistant to the directors of Pembury Housing Trust, a fictional charity. This week you arrange the board meeting, prepare the board papers, book travel for a conference and minute the meeting. The trust allows its approved AI assistant in its office software for drafting and summarising.",
    delegate: {
      situation: "The meeting is on Thursday; the papers must go out two days before, and the minutes within a week.",
      best: "Drafting the minutes from your notes, with decisions and actions.",
      judgement: "Deciding whether a director's expense claim meets the trust's policy.",
      whole: "Letting it manage the directors' calendars and accept or decline meetings on their behalf from now on.",
    },
    prompt: {
      situation: 'You asked for "minutes of the meeting". It recorded a vote that never happened.',
      vague: '"Write them again."',
      grand: '"You are a company secretary. Write flawless minutes."',
      partial: '"Write minutes from these notes."',
      best: '"Draft minutes from my notes below: attendees and apologies, each item\'s decision, then actions with owner and date. Only what my notes say; mark [check] where a decision is unclear. Under two pages."',
    },
    personal: {
      situation: "The closed session of the meeting discussed a staff member's grievance.",
      best: "Keep the closed session notes out of the assistant and minute that part yourself.",
      leak: "Paste all the notes, closed session included, so the minutes come out complete in a single draft.",
      half: "Paste them with the staff member's name replaced by 'an employee'.",
    },
    check: {
      situation: "The minutes say the board approved the budget. Your notes say it was deferred to next month.",
      trust: "Leave it: the chair will correct anything wrong.",
      half: "Fix the budget item and leave the rest.",
      best: "Read every decision and action in the draft against your notes.",
    },
    human: {
      situation: "The assistant offers to send the minutes to the board and file them as final.",
      half: "Send them to the board marked draft and let the chair correct them later.",
      best: "Send the draft to the chair first; minutes are final only once the chair has approved them.",
      skip: "Let it send them out as final and file them tonight, so they are off your list.",
      skipReason: "Minutes are the board's legal record; filing them unapproved skips the check that makes them true.",
    },
    secret: {
      situation: "A director's password for the conference booking site is in your notes, and the assistant offers to book the travel with it.",
      leak: "Give it the director's password so it can book.",
      best: "Book it yourself through the trust's own travel account, and ask her to change the password in your notes.",
    },
    audience: {
      situation: "A board member asks for a one-paragraph summary of the meeting to share with her committee.",
      best: "A short summary of the public decisions only, checked against the approved minutes.",
      off: "The full draft minutes, closed session included.",
      half: "The agenda, forwarded.",
    },
  },
  {
    key: "receptionist",
    label: "Receptionist",
    socCodes: ["43-4171"],
    title: "Run the Front Desk and Take the Messages Right",
    brief:
      "You are the receptionist at Greenhill Physiotherapy, a fictional clinic. You greet patients, answer the phone, book appointments and take messages for the physiotherapists. The booking system has an approved AI assistant for drafting messages; clinical questions go to the clinicians.",
    delegate: {
      situation: "This morning: 20 voicemails, 15 booking emails and a waiting room to keep moving.",
      best: "Drafting replies to routine booking and parking questions from the clinic's information sheet.",
      judgement: "Deciding whether a caller describing new numbness and weakness needs urgent advice now.",
      whole: "Letting it answer the phone line and the inbox for you and book every patient into the diary itself, so you can see to the waiting room.",
    },
    prompt: {
      situation: 'You asked it to "reply to this patient about her appointment". It gave her another clinic\'s address.',
      vague: '"Make it friendlier."',
      grand: '"You are a perfect receptionist. Write a perfect reply."',
      partial: '"Reply to this patient confirming her appointment."',
      best: '"Reply to the message below: confirm the appointment (date, time, physiotherapist as given), our address and parking from the sheet I paste, what to bring, how to cancel. Only these facts; friendly; under 80 words."',
    },
    personal: {
      situation: "Phone messages include callers' names, numbers and what is wrong with them.",
      best: "Keep messages in the booking system; the assistant drafts from the question, not the patient's details.",
      leak: "Paste the morning's messages, names, numbers and complaints included, into the assistant to sort them by physiotherapist.",
      half: "Paste them with the names removed.",
    },
    check: {
      situation: "A draft reply confirms Tuesday at 14:30. The booking system shows Thursday at 14:30.",
      trust: "Send it: the system sends a reminder anyway.",
      half: "Fix the day and send.",
      best: "Check every date, time and name in each reply against the booking system.",
    },
    human: {
      situation:
        "A caller says his leg has gone numb and weak since this morning; he had back surgery last month. The assistant's template says 'book next available'.",
      half: "Take a message for the physiotherapist to call him back at the end of the day.",
      best: "Put him straight through to a physiotherapist, or follow the clinic's red-flag instructions for urgent care.",
      skip: "Book the next available appointment as the template says.",
      skipReason: "New numbness and weakness after back surgery can be a surgical emergency; the template cannot judge that, so a clinician must hear it now.",
    },
    secret: {
      situation: "The booking system's login is written on the monitor, and a locum suggests giving it to the assistant so it can move appointments.",
      leak: "Type the login into the assistant.",
      best: "Keep it out of the assistant, take it off the monitor, and ask for personal logins.",
    },
    audience: {
      situation: "A patient who is hard of hearing asks at the desk about moving her appointment.",
      question: "What do you do?",
      best: "Face her, speak clearly, and write the new time down for her to take.",
      off: "Email her the new time later.",
      offReason: "She asked at the desk and needs the answer now, in a way she can take in; an email later leaves her unsure when to come.",
      half: "Repeat it more loudly.",
    },
  },
  {
    key: "accountant",
    label: "Accountant",
    socCodes: ["13-2011"],
    title: "Prepare Year-End Accounts and Advise on Tax",
    brief:
      "You are an accountant at Ashcombe & Reid, a fictional practice, preparing a small company's year-end accounts and tax computation. The client's director wants to know how much tax to set aside and whether she can take a dividend. The practice has an approved AI assistant inside its accounts software; client data goes nowhere else.",
    delegate: {
      situation: "You have the trial balance, your working papers and last year's accounts; the filing deadline is in three weeks.",
      best: "Drafting the notes to the accounts and a summary of changes from last year, from your working papers.",
      judgement: "Deciding whether a large repair is capital or revenue expenditure.",
      whole: "Asking it to prepare the accounts and the tax computation from the trial balance, ready for the director to sign.",
    },
    prompt: {
      situation: 'You asked "what tax will the company pay?". It used last year\'s rate and ignored the losses brought forward.',
      vague: '"Check it again."',
      grand: '"You are a senior tax partner. Give the exact answer."',
      partial: '"Work out this company\'s tax for the year."',
      best: '"Using only the figures below (profit before tax, adjustments, losses brought forward, the rates and the year I give), set out the tax computation line by line and list each assumption. Use no rate I have not given; mark [rate] where needed."',
    },
    personal: {
      situation: "The working papers include the director's personal tax return, her home address and her salary.",
      best: "Keep her personal tax return out; the company's computation needs only the company's figures.",
      leak: "Upload all the working papers, her personal return included, so the assistant can plan her dividend and her own tax together.",
      half: "Upload them with her address removed.",
    },
    check: {
      situation: "The draft notes say turnover rose 12%. Your working papers show 21%.",
      trust: "Leave it: the director will not notice.",
      half: "Fix the turnover line.",
      best: "Tie every figure in the notes back to the working papers and the trial balance.",
    },
    human: {
      situation: "The assistant concludes that the director can take a 40,000 dividend.",
      half: "Tell her probably yes, subject to checks.",
      best: "Check the distributable reserves in the accounts yourself and give the advice as the responsible accountant.",
      skip: "Email her that she can take 40,000 now; the assistant read the accounts.",
      skipReason: "A dividend beyond distributable reserves is unlawful; the advice is the accountant's professional judgement, checked against the accounts.",
    },
    secret: {
      situation: "The tax authority's online agent account needs your login, and the assistant offers to file the return itself.",
      leak: "Give it your agent account login so it can file the return.",
      best: "File the return yourself once it is approved; the agent login is yours alone.",
    },
    audience: {
      situation: "The director is not a finance person and wants the answer on one page.",
      best: "A short letter: the profit, the tax to set aside and when it is due, what she can take as a dividend and why.",
      off: "The full accounts and the tax computation.",
      half: "The tax computation with the total circled.",
    },
  },
  {
    key: "general-manager",
    label: "General and Operations Manager",
    socCodes: ["11-1021"],
    title: "Plan the Peak Season and Report to the Owners",
    brief:
      "You are the general manager of Birchwood Garden Centre, a fictional business with 45 staff and a café. Spring is coming: you need a staffing plan, a safety review after a forklift near miss, and the monthly report to the owners. You use the company's approved AI assistant for drafting and for analysing exported figures.",
    delegate: {
      situation: "You have two springs of weekly sales and staff hours by department, the near miss report and this month's results.",
      best: "Analysing last spring's exported sales and hours by week to draft a staffing plan for you to adjust.",
      judgement: "Deciding whether to keep the forklift in use before the near miss is investigated.",
      whole: "Asking it to set this spring's staffing levels for every department and publish the rotas to the staff app.",
    },
    prompt: {
      situation: 'You asked "how many staff do we need in spring?". It gave one number for the whole business, with no weeks or departments.',
      vague: '"Be more specific."',
      grand: '"You are a top operations consultant. Give me the perfect plan."',
      partial: '"Plan staffing for spring by department."',
      best: "\"From the weekly sales and staff hours below (last two springs), show sales per staff hour by week and department, then draft this spring's hours at the same ratio. Table; list your assumptions; flag weeks where last year's hours looked too low.\"",
    },
    personal: {
      situation: "The staffing data includes names, wages and two staff members' sickness records.",
      best: "Export hours by department without names, wages or sickness records.",
      leak: "Upload the full HR export, names, wages and sickness records included, so the plan can say who works when.",
      half: "Upload it with the sickness records removed.",
    },
    check: {
      situation: "The plan shows 1,200 staff hours in Easter week. Your figures suggest about 750; the assistant counted Easter twice.",
      trust: "Budget for it: better too many staff than too few.",
      half: "Fix Easter week and accept the rest.",
      best: "Check each week's hours against the exported figures, and recompute by hand any week that looks odd.",
    },
    human: {
      situation: "The assistant's review of the forklift near miss says 'driver error: retrain and continue'.",
      half: "Retrain the driver and keep using the forklift meanwhile.",
      best: "Keep the forklift out of customer areas until you and the safety adviser have investigated, then decide the fixes.",
      skip: "Accept 'driver error', file it and carry on as normal.",
      skipReason:
        "A near miss in a public area needs a real investigation by the people responsible; 'driver error' can hide the cause that hurts someone next.",
    },
    secret: {
      situation: "The payroll system's admin login would let the assistant pull everyone's hours directly.",
      leak: "Give it the payroll admin login so it can pull the hours.",
      best: "Run the payroll report yourself and export only the hours it needs.",
    },
    audience: {
      situation: "The owners want the monthly report for their board pack.",
      best: "One page: results against plan, the spring staffing plan's cost, the near miss and what you are doing, the decisions needed.",
      off: "The assistant's analysis tables, attached.",
      half: "The staffing plan spreadsheet.",
    },
  },
];

// Scenario families of the O*NET major groups 31 to 55 (issue 28 item 5), filled like those of
// families-1.ts with the occupation's own title and largest work activities. Workplaces are fictional.
import type { ScenarioKit } from "./kit";

export const FAMILIES_31_TO_55: Record<string, ScenarioKit> = {
  "31": {
    title: "Write the Shift Handover for the Care Team",
    brief:
      "You are {aRole} at Maple Court, a fictional health and care service. Most of your shift goes to {activity} and {activity2}, and at the end of it you write notes and a handover for the next shift. Maple Court's record app has an approved AI helper that turns spoken notes into text; nothing about the people in your care goes into other apps.",
    delegate: {
      situation: "You cared for eight people today. You need daily notes for each, a handover for the evening team and a message to one family.",
      best: "Turning your spoken notes into each person's daily note, for you to read and correct.",
      judgement: "Deciding whether someone who seems more confused than usual needs the nurse now.",
      whole: "Recording the whole shift on the app and letting the helper write, sign and file every person's note for you at the end of it.",
    },
    prompt: {
      situation: 'You said "write today\'s notes". The helper wrote that Mrs B "ate well", when you said she ate half her lunch.',
      vague: '"Write it again properly."',
      grand: '"You are an expert carer. Write perfect notes."',
      partial: '"Write a daily note for each person from what I said."',
      best: "\"For each person, write: food and drink, personal care given, mood, anything new or worrying, what the next shift must do. Use only my words; write 'not said' where I gave nothing. Short lines.\"",
    },
    personal: {
      situation: "Your notes name the people you cared for, their conditions, their medicines and their families' phone numbers.",
      best: "Use only the care record's approved helper, and say only what the notes need.",
      leak: "Dictate the notes into a free voice assistant on your own phone while you walk to the bus, since the work tablet is always in use at handover.",
      half: "Use your own phone's assistant but call each person by their room number.",
    },
    check: {
      situation: "The helper's note says Mr K had his evening tablets. You gave them at lunchtime, as the chart says.",
      trust: "Save it: the medication chart is the record that counts.",
      half: "Correct that line and save the rest without reading.",
      best: "Read every note against what you did and the charts before you save it.",
    },
    human: {
      situation: "Mrs D seems more confused than this morning. The helper's summary of your notes says 'no change'.",
      half: "Write 'more confused' in the handover for the evening team to watch.",
      best: "Tell the nurse or senior on shift now, as your care plan says, and record that you did.",
      skip: "Trust the summary: it has read all her notes, so 'no change' is probably right, and the nurse is busy.",
      skipReason: "Sudden confusion can be an infection or a stroke; the person who saw it must raise it now, whatever a summary says.",
    },
    secret: {
      situation: "The door code and the key safe number for a client's home are in your notes, and the helper offers to keep them 'for next time'.",
      leak: "Let the helper keep the door code and key safe number so the next carer can ask it.",
      best: "Keep the codes out of the notes and the helper; they go only through the service's secure key-holding process.",
    },
    audience: {
      situation: "The daughter of a woman in your care asks how her mother has been this week. She worries easily.",
      best: "A kind, plain message: how her mother has been, what staff are doing, and who to call for more.",
      off: "A copy of her mother's daily notes for the week.",
      half: "A one-line reply saying everything is fine.",
    },
  },
  "33": {
    title: "Write an Incident Report That Holds Up",
    brief:
      "You are {aRole} with the Northgate service, a fictional public safety team. Much of your shift is {activity} and {activity2}, and every incident ends in a report that others will rely on. Your service has an approved AI drafting tool on its own system; nothing from a case goes anywhere else.",
    delegate: {
      situation: "Last night's incident needs a report, a handover for the day shift and a reply to a member of the public's complaint.",
      best: "Turning your pocket-book notes into the report's sections, for you to check and sign.",
      judgement: "Deciding whether the scene is safe to go into.",
      whole: "Feeding in the whole body-camera audio from the night and letting the tool write the report and submit it for you.",
    },
    prompt: {
      situation: 'You asked it to "write the incident report". It described a "struggle" your notes never mention.',
      vague: '"Write it more professionally."',
      grand: '"You are a veteran officer. Write a flawless report."',
      partial: '"Write an incident report from these notes."',
      best: '"From my notes below, write: time, place, who was present, what I saw, what was said (as quoted), what I did and why. Use only my notes, first person, no conclusions I did not write; mark gaps [check]."',
    },
    personal: {
      situation: "Your notes include witnesses' names, addresses and dates of birth, and a suspect's criminal record.",
      best: "Use only the approved tool on the service's system, and only the facts the report needs.",
      leak: "Paste the notes into a free chatbot on your personal phone to draft it during your break, since the station computer is taken.",
      half: "Use the free chatbot but replace names with 'W1' and 'S1', keeping the addresses.",
    },
    check: {
      situation: "The draft says the suspect 'admitted' being at the scene. Your notes say he denied it.",
      trust: "Sign it: the overall account is right.",
      half: "Change that sentence, since the rest of the account matches what you remember, and sign it.",
      best: "Read every line against your notes and change anything you did not see or hear.",
      bestReason: "A report is evidence you will swear to; a single invented admission can wreck a case and a person's life.",
    },
    human: {
      situation: "The tool rates the risk at an address as 'low' for a repeat call you are about to attend.",
      half: "Go in on the tool's rating but ask the control room to stay on the line.",
      best: "Make your own risk assessment with your supervisor and the control room's information, as your procedures require.",
      skip: "Go by the tool's rating and attend alone, since it has read every previous call to the address.",
      skipReason: "Risk to officers and the public is judged by trained people under procedure; a tool's rating can miss exactly the history that matters.",
    },
    secret: {
      situation: "To fetch old call records, a colleague suggests giving the tool his login to the police records system.",
      leak: "Type his username and password into the tool so it can look up the history.",
      best: "Refuse; search the records yourself under your own login, which records why you looked.",
    },
    audience: {
      situation: "The person who complained wants to know what happens next with their complaint.",
      best: "A plain, polite letter: what happens next, when, and who to contact, with nothing from the case file.",
      off: "A copy of your incident report, so they can see what happened.",
      half: "The service's standard complaint acknowledgement, unedited.",
    },
  },
  "35": {
    title: "Get the Kitchen Paperwork Off the Pass",
    brief:
      "You are {aRole} at The Copper Kettle, a fictional restaurant of 60 covers. Most of your shift is {activity} and {activity2}, and the paperwork around it (orders, allergen information, temperature logs, rotas) eats the quiet hours. The owner is happy for staff to use an AI assistant on the restaurant's laptop for drafting.",
    delegate: {
      situation: "This week you need the new menu's allergen sheet, a supplier order, next week's rota and a reply to a bad online review.",
      best: "Drafting the supplier order from your stock count and the week's bookings.",
      judgement: "Deciding whether a dish is safe for a guest with a nut allergy.",
      whole: "Asking it to write the allergen sheet, the order and the rota in one go from the menu.",
      wholeHalf: true,
    },
    prompt: {
      situation: 'You asked for "an allergen sheet for the new menu". It left out the mustard in the dressing and the sesame in the bread.',
      vague: '"Do the allergen sheet again."',
      grand: '"You are a Michelin-starred chef. Make a perfect allergen sheet."',
      partial: '"List the allergens in these dishes."',
      best: "\"For each dish, list the 14 declarable allergens present, using only the recipes and supplier labels pasted below; if an ingredient's label is missing write 'check label'. Table: dish, allergens, source.\"",
    },
    personal: {
      situation: "The booking list has guests' names, phone numbers and notes like 'coeliac' and 'anniversary'.",
      best: "Give the assistant only cover numbers and dietary counts; names and phone numbers stay in the booking system.",
      leak: "Paste the whole booking list into the assistant, names, phone numbers and notes included, so it can plan prep around each guest's allergies by name.",
      half: "Paste the list with the phone numbers removed but names and health notes kept.",
    },
    check: {
      situation: "The allergen sheet says the sticky toffee pudding is nut-free. The supplier's label on the toffee sauce says 'may contain nuts'.",
      trust: "Print it: the recipe has no nuts in it.",
      half: "Fix the pudding and check the desserts.",
      best: "Check every dish against the recipe and each supplier label before the sheet goes out.",
      bestReason: "Allergen information is a legal duty and a guest's safety; the label, not the assistant, says what is in the food.",
    },
    human: {
      situation: "A guest with a severe sesame allergy asks whether the fish special is safe. A server asks the assistant, which says yes.",
      half: "Tell the guest the assistant says it is safe but to be careful.",
      best: "The chef checks the recipe, labels and the way the dish is prepared, and answers the guest.",
      skip: "Serve the dish: the assistant checked the recipe and the kitchen is too busy to stop.",
      skipReason:
        "A severe allergy is life-threatening; the answer comes from the person who knows the recipe, the labels and the kitchen, never from a guess.",
    },
    secret: {
      situation: "To place orders, a colleague suggests giving the assistant the restaurant's login and card details for the supplier's website.",
      leak: "Paste the supplier login and card number into the chat so it can place the order.",
      best: "Place the order yourself on the supplier's site; use the assistant only to draft the list.",
    },
    audience: {
      situation: "A guest left a one-star review saying their steak was cold and the staff were rude.",
      best: "A short, polite reply you have read and agreed: thank them, apologise for the cold steak, invite them to get in touch.",
      off: "The assistant's first reply, which argues with the guest point by point.",
      half: "A generic 'sorry to hear that' reply.",
    },
  },
  "37": {
    title: "Keep the Building's Records Straight",
    brief:
      "You are {aRole} with Greenway Facilities, a fictional company that looks after offices and schools. Your week is mostly {activity} and {activity2}, and every site needs checklists, reports and quotes. Your supervisor has approved an AI assistant on the work phone for drafting.",
    delegate: {
      situation: "This week you owe a schedule for a new site, a report on a damaged floor and a quote for a one-off deep clean.",
      best: "Drafting the cleaning or grounds schedule from the site survey you wrote.",
      judgement: "Deciding whether a wet floor or a damaged tree is safe to leave until Monday.",
      whole: "Asking it to write the schedule, the report and the quote from the site's name alone.",
      wholeHalf: true,
    },
    prompt: {
      situation: 'You asked for "a cleaning schedule for an office". It listed tasks for a hospital ward.',
      vague: '"Make it shorter."',
      grand: '"You are the best facilities manager in the country. Write a perfect schedule."',
      partial: '"Write a daily and weekly schedule for a three-floor office."',
      best: '"Write a schedule for a three-floor office from my survey below: rooms, floor types, hours the building is empty. Daily, weekly and monthly tasks in a table, with the product from our approved list for each. Nothing not in the survey."',
    },
    personal: {
      situation: "The site survey includes the names and phone numbers of key holders and the times the building is empty.",
      best: "Keep key holders' details and empty hours out; the schedule needs rooms and tasks only.",
      leak: "Paste the whole survey, key holders and empty hours included, into the free app so the schedule is complete.",
      half: "Remove the phone numbers but leave the names and the empty hours.",
      leakReason: "Key holders' details and the hours a building stands empty are exactly what a burglar wants; they stay out of any app.",
    },
    check: {
      situation: "The assistant's schedule says to mix bleach with the descaler for the washrooms.",
      trust: "Follow it: it saves a step.",
      half: "Skip that step but keep the rest without checking.",
      best: "Check every product step against the safety data sheets and your training; never mix chemicals.",
      bestReason: "Bleach and acid descalers together release toxic gas; chemical use follows the data sheet and your training, not a chat answer.",
    },
    human: {
      situation: "A tree on a school site has a split branch over the path. The assistant says it will probably hold.",
      half: "Put a cone under it and tell the school next week.",
      best: "Close the path now and report it to your supervisor for a qualified person to inspect.",
      skip: "Leave it: the assistant looked at the photo and it is probably fine until the tree surgeon's visit next month.",
      skipReason: "A branch over a school path is a hazard to children; a person on site makes it safe and a qualified person decides, not a photo check.",
    },
    secret: {
      situation: "The client's alarm code is on the job sheet, and the assistant offers to remember it for you.",
      leak: "Let it store the alarm code so you do not have to carry the job sheet.",
      best: "Keep the code off the assistant; it stays in the company's secure key and code process.",
    },
    audience: {
      situation: "The school's business manager wants to know why the deep clean costs more than last year.",
      best: "A short, plain reply: what is included this year, what changed, and the price.",
      off: "The full schedule table with product codes.",
      half: "A line saying prices have gone up.",
    },
  },
  "39": {
    title: "Run the Bookings and the Aftercare",
    brief:
      "You are {aRole} at Willow Lane, a fictional small business serving local clients. Most of your week is {activity} and {activity2}, and around it you answer messages, keep records and write aftercare advice. You use an AI assistant on the business tablet for drafting.",
    delegate: {
      situation: "Today you owe replies to twelve booking messages, a client record update and aftercare notes for three clients.",
      best: "Drafting replies to routine booking and price questions from your price list.",
      judgement: "Deciding whether a client who says she feels unwell should go ahead with today's session.",
      whole: "Letting the assistant reply to every message and book clients into the diary itself.",
    },
    prompt: {
      situation: 'You asked for "an aftercare leaflet". It gave advice for a different treatment.',
      vague: '"Write a better leaflet."',
      grand: '"You are a world-famous expert. Write perfect aftercare advice."',
      partial: '"Write aftercare advice for my clients."',
      best: '"Turn my aftercare notes below into a one-page leaflet for clients: what to do, what to avoid, for how long, and when to call me. Use only my notes, plain words, no medical claims."',
    },
    personal: {
      situation: "Client records include names, phone numbers, allergies and notes about health conditions.",
      best: "Keep records out of the assistant; draft general wording and add the client's details yourself.",
      leak: "Paste the client records into the assistant so it can write personalised messages to everyone at once.",
      half: "Paste the records with surnames removed, allergies and conditions kept.",
    },
    check: {
      situation: "The leaflet says to wash the area with hot water straight away. Your notes say lukewarm water after 24 hours.",
      trust: "Hand it out: clients rarely read these closely.",
      half: "Fix the washing line and hand it out.",
      best: "Check every instruction against your notes and the product's guidance before clients get it.",
    },
    human: {
      situation:
        "As you start, a client says she has felt dizzy and short of breath since this morning. The assistant's booking note says 'no health issues recorded: go ahead'.",
      half: "Go ahead with a shorter, gentler session.",
      best: "Do not go ahead: follow your first aid training and the business's procedure, and get her medical help (an ambulance if it is severe).",
      skip: "Go ahead as the note says; she has travelled far and the slot is booked.",
      skipReason: "Dizziness with breathlessness can be serious; the person in the room judges it and gets help, whatever an old note says.",
    },
    secret: {
      situation: "The booking system's login is shared on a sticky note, and a friend suggests giving it to the assistant to manage the diary.",
      leak: "Type the booking system login into the assistant so it can move appointments itself.",
      best: "Keep the login out of the assistant; move bookings yourself, and change the password on the sticky note.",
    },
    audience: {
      situation: "A new client asks by message whether the treatment is suitable during pregnancy.",
      best: "A careful reply: you will talk it through before booking, and for medical questions she should ask her midwife or doctor.",
      off: "The assistant's confident yes, with general facts about pregnancy.",
      half: "A link to the product's website.",
    },
  },
  "41": {
    title: "Follow Up a Sale Without Promising Too Much",
    brief:
      "You are {aRole} at Harbour & Co, a fictional company, and much of your week is {activity} and {activity2}. After each conversation with a customer you write a follow-up, update their record and sometimes send a quote. The company allows its approved AI assistant for drafting; prices, terms and what may be promised come from the company's own documents.",
    delegate: {
      situation: "Today you owe follow-ups to five customers, a quote, notes in the customer records and an answer to a complaint.",
      best: "Drafting each follow-up email from your call notes and the product sheet, for you to check.",
      judgement: "Deciding whether to offer a customer a price or terms outside your authority.",
      whole: "Letting the assistant answer every customer's questions directly from its own knowledge of products like yours.",
    },
    prompt: {
      situation: 'You asked it to "write a follow-up to this customer". It promised features the product does not have.',
      vague: '"Make it more persuasive."',
      grand: '"You are the world\'s best salesperson. Write an email that closes the deal."',
      partial: '"Write a follow-up email to this customer about our product."',
      best: '"From my call notes and the product sheet below, write a follow-up: what she asked, the answers from the sheet only, the price as quoted, the next step and its date. No claims the sheet does not support; friendly; under 150 words."',
    },
    personal: {
      situation: "Your call notes include the customer's home address, date of birth, income and the card she paid a deposit with.",
      best: "Draft from her questions and the product facts; her personal and financial details stay in the company's system.",
      leak: "Paste the call notes as they are into a free chatbot, income and card details included, so the email feels personal and mentions her situation.",
      half: "Paste them with the card number removed but the rest kept.",
    },
    check: {
      situation: "The draft says she can cancel free of charge at any time. Your terms allow free cancellation within 14 days.",
      trust: "Send it: she is unlikely to cancel anyway.",
      half: "Fix the cancellation line and send the rest.",
      best: "Check every price, date, term and promise in the draft against the current terms and the quote.",
    },
    human: {
      situation: "The customer asks whether the product is right for her situation. The assistant, given your notes, says 'yes, it is ideal for her'.",
      half: "Tell her it should suit her and that she can always cancel.",
      best: "Answer from what you know of her needs and the company's rules, and pass anything that needs advice to the person qualified to give it.",
      skip: "Tell her yes, as the assistant says, and take the order today.",
      skipReason:
        "Saying a product suits someone is a judgement, and in regulated sales (insurance, finance) a qualified person's check; an assistant's yes is neither.",
    },
    secret: {
      situation: "The customer records system's login would let the assistant pull each customer's history, and a colleague suggests sharing it.",
      leak: "Type your customer records login into the assistant so it can read the history.",
      best: "Look up the history yourself and copy in only what the email needs.",
    },
    audience: {
      situation: "The customer who complained is upset and writing from her phone.",
      best: "A short, warm reply: sorry, what you will do, by when, and how to reach you.",
      off: "A long reply quoting the terms and conditions.",
      half: "The standard apology template, unedited.",
    },
  },
  "43": {
    title: "Clear the Inbox Without a Costly Mistake",
    brief:
      "You are {aRole} at Carrow & Dean, a fictional firm of 80 people. Most of your week is {activity} and {activity2}, and Monday's inbox holds invoices, requests, meeting notes and a complaint. The firm allows its approved AI assistant for drafting, summarising and sorting.",
    delegate: {
      situation: "You need to sort 60 emails, minute last week's meeting, chase three unpaid invoices and reply to a complaint.",
      best: "Turning the meeting notes into minutes with actions, owners and dates.",
      judgement: "Deciding whether a supplier's request to change bank details is genuine.",
      whole: "Letting the assistant read and answer all 60 emails itself.",
    },
    prompt: {
      situation: 'You asked for "minutes of the meeting". It made up an action for someone who was not there.',
      vague: '"Write the minutes again."',
      grand: '"You are an expert executive assistant. Write flawless minutes."',
      partial: '"Write minutes from these notes."',
      best: "\"From my notes below, write minutes: decisions, then actions as a table with owner and due date. Use only names and dates in my notes; write 'owner not agreed' where none was. Under one page.\"",
    },
    personal: {
      situation: "The inbox includes a staff member's sick note and a customer's bank details.",
      best: "Leave the sick note and bank details out; summarise only the emails the task needs.",
      leak: "Forward the whole inbox to the assistant so it can sort everything, sick note and bank details included.",
      half: "Remove the bank details but include the sick note so the assistant knows who is away.",
    },
    check: {
      situation: "The draft chaser says invoice 4471 is for £3,400. The ledger says £340.",
      trust: "Send it: the customer will tell you if the amount is wrong.",
      half: "Correct that amount and send the other two chasers.",
      best: "Check each invoice number, amount and due date against the ledger before sending.",
    },
    human: {
      situation: "A supplier emails new bank details for this month's payment. The assistant's summary marks it 'routine, update records'.",
      half: "Update the details but flag it to finance afterwards.",
      best: "Do not change anything; verify the request by phone on the number you already hold, as the firm's procedure requires.",
      skip: "Update the bank details now as the summary says; it is only a routine admin task.",
      skipReason: "Bank detail changes are the commonest invoice fraud; the call-back check is the control, and skipping it can cost the firm the payment.",
    },
    secret: {
      situation: "Your manager asks you to let the assistant into her mailbox by giving it her password.",
      leak: "Type her email password into the assistant so it can manage her inbox.",
      best: "Decline politely; delegated access is set up by IT through the mail system, never by sharing a password.",
    },
    audience: {
      situation: "The complaint is from a long-standing client who is angry about a missed delivery.",
      best: "A short, sincere reply: apology, what happened, what you will do and by when.",
      off: "A copy of the internal email chain about the delivery, forwarded to the client.",
      half: "The standard complaint acknowledgement, unedited.",
    },
  },
  "45": {
    title: "Keep the Farm's Records and Orders Right",
    brief:
      "You are {aRole} at Oakham Farm, a fictional mixed farm. Most of your week is {activity} and {activity2}, and the paperwork (spray records, orders, animal movement records, buyer emails) piles up in the evenings. The farm uses an AI assistant on the office computer for drafting.",
    delegate: {
      situation: "This week you need the spraying records written up, a feed order, and a reply to a buyer about this season's yields.",
      best: "Writing up the spraying records in the required format from your field notebook.",
      judgement: "Deciding whether the weather is right to spray today.",
      whole: "Asking the assistant to work out what to spray, where and when, and write the records.",
    },
    prompt: {
      situation: 'You asked it to "write up the spraying". It filled in a product you did not use.',
      vague: '"Write it properly this time."',
      grand: '"You are an expert agronomist. Write perfect records."',
      partial: '"Write up this week\'s spraying records."',
      best: "\"From my notebook below, one row per application: date, field, crop, product, rate, area, operator, weather. Only what my notes say; write 'not recorded' for gaps. Table only.\"",
    },
    personal: {
      situation: "Your notes include workers' names, their pesticide certificates and a neighbour's complaint with her address.",
      best: "Give the assistant the field data only; workers' and the neighbour's details stay in your files.",
      leak: "Paste the whole notebook, names, certificates and the complaint, so the assistant has everything.",
      half: "Leave out the complaint but keep workers' names and certificate numbers.",
    },
    check: {
      situation: "The record shows a rate of 2.5 litres per hectare. Your notebook says 1.25.",
      trust: "File it: nobody checks these unless there is a problem.",
      half: "Correct that rate and file the rest.",
      best: "Check every field, product and rate against your notebook and the product label before filing.",
    },
    human: {
      situation: "The assistant says it is fine to spray the field next to the stream today.",
      half: "Spray but leave a slightly wider strip by the stream.",
      best: "Check the label's buffer zone, the wind and the forecast yourself, and decide as the certified operator.",
      skip: "Spray now as the assistant says; it checked a weather website.",
      skipReason: "Spray drift into water harms wildlife and breaks the law; the certified operator judges conditions on the spot, against the label.",
    },
    secret: {
      situation: "The government's farm payments portal needs a login, and the assistant offers to fill in the form for you.",
      leak: "Give the assistant your portal login so it can submit the form.",
      best: "Fill in the portal yourself; use the assistant only to draft answers you then type in.",
    },
    audience: {
      situation: "The buyer wants to know if this season's yields will meet the contract.",
      best: "A short, honest reply: expected yield from your records, the uncertainty, and when you will know more.",
      off: "The assistant's optimistic forecast, sent as it came.",
      half: "Your yield records, attached without explanation.",
    },
  },
  "47": {
    title: "Quote, Plan and Hand Over a Job",
    brief:
      "You are {aRole} with Brennan Build, a fictional contractor working on homes and small commercial sites. Most of your week is {activity} and {activity2}, and each job brings a quote, a method statement and a handover. You use an AI assistant on your phone for drafting; the site's safety decisions are made on site.",
    delegate: {
      situation: "You need a quote for a new job, a risk assessment and method statement, and a handover note for the client on a finished one.",
      best: "Drafting the quote's wording from your own measurements and materials list.",
      judgement: "Deciding whether a scaffold or an excavation is safe to work in.",
      whole: "Asking the assistant to price the job, write the method statement and send both to the client.",
    },
    prompt: {
      situation: 'You asked for "a quote for this job". It priced materials and sizes you never gave it.',
      vague: '"Make it more detailed."',
      grand: '"You are the best builder in the country. Write a perfect quote."',
      partial: '"Write a quote for this job from my notes."',
      best: '"Write a quote from my notes below: scope, what is excluded, materials, labour days, my prices as given, payment stages, how long it is valid. Use only my figures; write [price] where I gave none. Plain words for a homeowner."',
    },
    personal: {
      situation: "Your notes include the homeowner's name, address, phone number and the times the house is empty.",
      best: "Draft without the client's details and add them yourself before sending.",
      leak: "Paste all your notes into the assistant, including when the house is empty and where the key is kept.",
      half: "Leave out the key's location but keep the address and the empty times.",
    },
    check: {
      situation: "The quote totals £18,400. Your line prices add up to £21,400.",
      trust: "Send it: the client can query anything.",
      half: "Fix the total and send.",
      best: "Check every quantity, price and the total against your notes before the client sees it.",
    },
    human: {
      situation: "The assistant's method statement says the scaffold's top lift can go without its guard rail 'for a job of under a day'.",
      half: "Work from the top lift carefully and keep away from the open edge.",
      best: "Stay off the top lift until the scaffold is put right and inspected by a competent person, as your site's rules require.",
      skip: "Follow the method statement as written and go up; the assistant knows the regulations and it is a short job.",
      skipReason:
        "Falls from height are the biggest killer on building sites; edge protection is checked by a competent person on site, not waived by a chat answer.",
    },
    secret: {
      situation: "The builders' merchant's trade account login is on your phone, and the assistant offers to order the materials.",
      leak: "Give the assistant your trade account login so it can place the order.",
      best: "Order materials yourself; the trade account login stays with you.",
    },
    audience: {
      situation: "The homeowner of the finished job wants to know how to look after the new work.",
      best: "A plain handover note: what was done, care and maintenance, warranties, who to call.",
      off: "Your method statement and the building control reference, sent as they are.",
      half: "A line saying the job is finished and to call if anything goes wrong.",
    },
  },
  "49": {
    title: "Write Up a Repair the Next Person Can Trust",
    brief:
      "You are {aRole} at Kestrel Services, a fictional maintenance and repair company. Most of your week is {activity} and {activity2}, and every job ends with a job sheet, a report to the customer and sometimes a quote for more work. You use an AI assistant on your phone for drafting; testing and sign-off are yours.",
    delegate: {
      situation: "Today's jobs need job sheets, a quote for a replacement part and a report for a customer whose equipment failed twice.",
      best: "Turning your voice notes from the job into the job sheet's sections.",
      judgement: "Deciding whether the equipment is safe to put back into service.",
      whole: "Asking the assistant to diagnose the fault from the customer's description and write the report.",
    },
    prompt: {
      situation: 'You asked it to "write up the job". It listed a part you did not fit.',
      vague: '"Write it up properly."',
      grand: '"You are an expert engineer. Write a perfect job sheet."',
      partial: '"Write a job sheet from my notes."',
      best: '"From my notes below, write: fault found, work done, parts fitted (with part numbers as given), tests done and results, advice to customer. Use only my notes; write [check] for anything missing."',
    },
    personal: {
      situation: "Your notes include the customer's name, address, phone and the alarm code for the building.",
      best: "Leave out the customer's details and the alarm code; the job sheet system adds the customer.",
      leak: "Paste your notes as they are, alarm code and address included, so the sheet is complete.",
      half: "Remove the alarm code but keep the name, address and phone.",
    },
    check: {
      situation: "The job sheet says a test reading was within limits. Your notes show a reading outside them.",
      trust: "Send it: the reading was close.",
      half: "Correct that reading and send the rest.",
      best: "Check every reading, part number and test result against your notes and the manufacturer's limits.",
    },
    human: {
      situation: "The assistant says the fault is cleared and the equipment is safe to use.",
      half: "Tell the customer it is probably fine and to call if it happens again.",
      best: "Test it yourself to the manufacturer's procedure before you sign it off as safe.",
      skip: "Sign it off on the assistant's word and leave; you are running late for the next job.",
      skipReason: "Safety sign-off needs the tests done by the competent person who signs; an assistant cannot test anything.",
    },
    secret: {
      situation: "The manufacturer's technical portal needs your login, and the assistant offers to look up the service manual.",
      leak: "Give the assistant your portal login so it can fetch the manual.",
      best: "Download the manual yourself; the login stays with you.",
    },
    audience: {
      situation: "The customer whose equipment failed twice wants to know if they should replace it.",
      best: "A plain report: what failed, what you did, the options with costs, and your recommendation.",
      off: "Your job sheet with part numbers and readings, forwarded unchanged.",
      half: "A line saying it should be replaced soon.",
    },
  },
  "51": {
    title: "Write the Shift Report and the Deviation",
    brief:
      "You are {aRole} at Calder Components, a fictional manufacturer. Most of your shift is {activity} and {activity2}, and each shift ends with a production report and, sometimes, a quality deviation. The company allows its approved AI assistant for drafting reports; product release decisions are made by people.",
    delegate: {
      situation: "You need the shift report, a deviation report for a batch that failed a check and a handover to the next shift.",
      best: "Drafting the shift report from the counts and downtime you logged.",
      judgement: "Deciding whether a batch that failed a check can be released.",
      whole: "Asking the assistant to write all three reports and decide what goes in the deviation.",
    },
    prompt: {
      situation: 'You asked for "a deviation report". It said the cause was operator error, which nobody has found.',
      vague: '"Try again."',
      grand: '"You are a quality director. Write a perfect deviation."',
      partial: '"Write a deviation report for this batch."',
      best: "\"From my notes below, write a deviation: what was found, when, batch and part numbers as given, what was done with the parts, root cause 'under investigation'. Only my notes; no conclusions. One page.\"",
    },
    personal: {
      situation: "Your notes name the operators on each machine and one worker's injury in the first aid log.",
      best: "Leave names and the injury out; the report needs machines, counts and times.",
      leak: "Paste your notes, names and the injury included, so the report says who did what.",
      half: "Remove the injury but keep the operators' names.",
    },
    check: {
      situation: "The shift report says 4,800 parts made. Your count sheet says 4,080.",
      trust: "Send it: planning will adjust tomorrow.",
      half: "Fix that number and send.",
      best: "Check every count, time and batch number against the sheets before sending.",
    },
    human: {
      situation: "The assistant suggests releasing the failed batch because the measurement was only slightly out.",
      half: "Release half the batch and keep the rest on hold.",
      best: "Keep the batch on hold for the quality team to decide, as the procedure requires.",
      skip: "Release the batch now as suggested; the customer is waiting and it was only slightly out.",
      skipReason: "Releasing parts that failed a check skips the quality decision the procedure exists for; the customer's safety may depend on it.",
    },
    secret: {
      situation: "The production system's login is shared on the shift, and a colleague suggests giving it to the assistant to pull the counts.",
      leak: "Type the shared login into the assistant so it can read the counts.",
      best: "Export the counts yourself, and ask IT for personal logins instead of a shared one.",
    },
    audience: {
      situation: "The next shift's team leader reads the handover at the start of the shift, standing at the line.",
      best: "Five lines: what is running, what is on hold and why, what to watch, who to call.",
      off: "The full shift report and the deviation, forwarded as they are.",
      half: "The shift report's summary paragraph.",
    },
  },
  "53": {
    title: "Plan the Run and Keep the Records Right",
    brief:
      "You are {aRole} with Northway Logistics, a fictional transport and warehousing company. Most of your week is {activity} and {activity2}, and the paperwork (delivery notes, checks, incident reports, messages to customers) comes with every run. The company allows its approved AI assistant on the work phone for drafting.",
    delegate: {
      situation: "Today you need delivery notes, a report of a near miss in the yard, and messages to customers about a late load.",
      best: "Drafting the near-miss report from your notes and photos' descriptions.",
      judgement: "Deciding whether a vehicle or load is safe to move.",
      whole: "Asking the assistant to plan the run, write the report and message the customers.",
    },
    prompt: {
      situation: 'You asked for "a near-miss report". It blamed the forklift driver, which your notes do not say.',
      vague: '"Write it better."',
      grand: '"You are a health and safety expert. Write a perfect report."',
      partial: '"Write a near-miss report from my notes."',
      best: '"From my notes below, write: date, time, place, what happened, who was involved (roles only), immediate action, suggested fixes. Only my notes; no blame; mark gaps [check]."',
    },
    personal: {
      situation: "Your notes include customers' names, addresses, delivery codes and a colleague's phone number.",
      best: "Leave customers' and colleagues' details out; the report needs what happened, not who lives where.",
      leak: "Paste your notes as they are, with the customers' addresses, delivery codes and your colleague's number, to get the report done faster.",
      half: "Remove the phone number but keep the customers' addresses and codes.",
    },
    check: {
      situation: "The customer message says the delivery will arrive tomorrow at 9. The planner says Thursday.",
      trust: "Send it: the customer can rebook.",
      half: "Fix the day and send.",
      best: "Check every date, time and address in the messages against the plan before sending.",
    },
    human: {
      situation: "The assistant says the load is fine to move even though one strap is frayed.",
      half: "Move it slowly and check the strap at the next stop.",
      best: "Replace the strap and check the load yourself before moving, as your checks require.",
      skip: "Move the load as the assistant says; you are behind schedule.",
      skipReason: "An unsecured load can kill; the check before moving is yours by law, and no chat answer replaces it.",
    },
    secret: {
      situation: "The fleet tracking portal needs a login, and the assistant offers to check vehicle positions for you.",
      leak: "Give the assistant the fleet portal login so it can check positions.",
      best: "Check the portal yourself; the login stays with you.",
    },
    audience: {
      situation: "A customer asks why their delivery is late.",
      best: "A short, honest reply: the new time, the reason, and who to contact.",
      off: "The internal delay report, forwarded unchanged.",
      half: "The standard 'your delivery is delayed' message.",
    },
  },
  "55": {
    title: "Write the After-Action Report and the Training Records",
    brief:
      "You are {aRole} in a fictional unit, and much of your week is {activity} and {activity2}. After a training exercise you owe an after-action report, training records for your section and a message to families about a change of plan. Your unit allows only its approved, accredited AI assistant on the unit's network, and nothing classified or personal goes anywhere else.",
    delegate: {
      situation: "The exercise ended yesterday; you have your notes, the section's training log and the schedule.",
      best: "Turning your notes into the report's sections (planned, happened, why, sustain, improve), for you to check.",
      judgement: "Deciding whether a weapon or vehicle is safe to return to use after a fault during the exercise.",
      whole: "Letting the assistant write the report's findings and recommendations from the schedule alone, without your notes.",
    },
    prompt: {
      situation: 'You asked it to "write the after-action report". It invented a timeline and a casualty drill that never happened.',
      vague: '"Make it more thorough."',
      grand: '"You are a four-star general. Write the perfect report."',
      partial: '"Write an after-action report for yesterday\'s exercise."',
      best: '"From my notes below, write the after-action report under: planned, happened, why, sustain, improve. Times and drills only as I give them; [not recorded] for gaps; no judgements about individuals. Two pages."',
    },
    personal: {
      situation:
        "The training records list service members' names, service numbers, medical restrictions and one member's emergency leave for a family matter.",
      best: "Keep names, numbers and medical details out; the report needs what happened, not who.",
      leak: "Paste the records, service numbers and medical restrictions included, into a commercial chatbot on your own phone to save time tonight.",
      half: "Paste them with the service numbers removed but names and medical restrictions kept.",
    },
    check: {
      situation: "The draft says the convoy left at 06:00. Your notes say 07:30, after a vehicle fault.",
      trust: "Submit it: the timings are only for the record.",
      half: "Fix the convoy time and submit the rest.",
      best: "Check every time, place and event in the draft against your notes and the log before it goes up the chain.",
    },
    human: {
      situation: "A rifle malfunctioned during the exercise. The assistant says the fault 'is cleared: return the weapon to use'.",
      half: "Return it to use and watch it closely on the next range day.",
      best: "Have the weapon inspected by the armourer, as the unit's procedure requires, before anyone fires it again.",
      skip: "Return it to use as the assistant says; the next range day is tomorrow.",
      skipReason: "A weapon that malfunctioned is inspected by the qualified person before anyone fires it again; a chat answer cannot see the weapon.",
    },
    secret: {
      situation: "Your access card PIN and the training records system's login are on a note in your notebook, and the assistant offers to remember them.",
      leak: "Let the assistant store your PIN and the login.",
      best: "Keep both to yourself and destroy the note; access is personal and is never given to a tool.",
    },
    audience: {
      situation: "Families need to know that the unit comes home two days later than planned.",
      best: "A short, plain message: the new return date, what it means for them, and who to call, with nothing about the operation.",
      off: "The unit's internal change of schedule order, forwarded.",
      half: "A line saying plans have changed.",
    },
  },
};

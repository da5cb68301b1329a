// Transport, warehouse and protective service jobs with a scenario of their own: truck drivers,
// delivery drivers, hand laborers and movers, stockers, security guards and patrol officers.
import type { SpecificKit } from "./specific";

export const TRANSPORT_AND_PROTECTIVE_KITS: readonly SpecificKit[] = [
  {
    key: "truck-driver",
    label: "Truck Driver",
    socCodes: ["53-3032"],
    title: "Plan the Run and Do the Paperwork Right",
    brief:
      "You drive a tractor-trailer for Northway Freight, a fictional carrier, and tomorrow you start a two-day run with three drop-offs. Between loads you handle delivery paperwork, messages with dispatch and, this week, a report on a minor collision in a customer's yard. The company has an approved AI assistant on the cab tablet for messages and reports while parked; driving decisions and legal records are yours.",
    delegate: {
      situation:
        "Before you leave: plan the route, check your available hours, do the pre-trip inspection, write the collision report and message two customers.",
      best: "Drafting the collision report from your notes and what your photos show, for you to check and sign.",
      judgement: "Deciding whether the trailer's brakes pass the pre-trip inspection.",
      whole: "Letting it plan the route and every stop from the three delivery addresses alone, and sending that plan to dispatch as yours.",
    },
    prompt: {
      situation: 'You asked for "the best route to the three drop-offs". It sent you under a bridge marked 12 ft 6 in; your trailer is 13 ft 6 in.',
      vague: '"Give me a better route."',
      grand: '"You are an expert dispatcher. Plan the perfect route."',
      partial: '"Plan a truck route to these three addresses."',
      best: '"Suggest stops for a 13 ft 6 in, 80,000 lb tractor-trailer to these three addresses in this order, fitting my remaining hours below. Truck routes only; list every low bridge or restriction you know of. I will check it against my truck GPS and the state truck route maps."',
    },
    personal: {
      situation: "The collision involved another driver; you have his name, licence, insurance card and a photo of his licence plate.",
      best: "Leave the other driver's details out of the assistant; they go on the company's own report form.",
      leak: "Photograph his licence and insurance card into the assistant so the report is complete and you do not have to type anything on the road.",
      half: "Type his name and insurer in, but not his licence number.",
    },
    check: {
      situation: "The draft report says the collision happened at 14:10 while reversing at 10 mph. Your notes say 13:40, at walking pace.",
      trust: "Submit it: the yard camera will show what happened anyway.",
      half: "Fix the time and submit the rest.",
      best: "Read every time, speed and detail against your notes before you sign: it is your statement.",
    },
    human: {
      situation:
        "On the pre-trip inspection, a brake chamber's pushrod travel looks beyond the limit. The assistant's checklist app says 'within spec: OK to go'.",
      half: "Phone the maintenance shop and ask whether it is all right to drive as far as the first drop-off.",
      best: "Do not drive: record the defect on your inspection report and have maintenance fix it before the truck moves.",
      skip: "Go by the checklist app: it says the brakes are in spec, and the first customer's dock closes at noon.",
      skipReason: "A driver must not operate a truck with a brake defect; the inspection is the driver's legal duty, and no app's answer replaces it.",
    },
    secret: {
      situation: "Your electronic logging device login and your fuel card PIN are on a note in the cab, and the assistant offers to keep them for you.",
      leak: "Save both in the assistant so you have them on the road.",
      best: "Keep both to yourself: the logging login records your duty status, and the fuel card PIN is yours alone.",
    },
    audience: {
      situation: "The second customer's receiving dock closes at 16:00, and you will be an hour late.",
      best: "A short message through dispatch: your new arrival time, the reason, and a request to hold the dock or rebook.",
      off: "The assistant's long apology with your whole route plan attached.",
      half: "A message saying 'running late'.",
    },
  },
  {
    key: "delivery-driver",
    label: "Delivery Driver",
    socCodes: ["53-3033"],
    title: "Run the Delivery Round and Report It Right",
    brief:
      "You drive a van for Swiftline Parcels, a fictional delivery company, with about 120 stops a day. The company's handheld plans your route, records each delivery and has an approved AI assistant for messages and reports. Your vehicle checks, your driving and who you hand a parcel to are yours to decide.",
    delegate: {
      situation: "Today: a damaged parcel report, messages to three customers you missed, and a note to the depot about a fault on the van.",
      best: "Drafting the damaged parcel report from your notes and what your photos show, for you to check.",
      judgement: "Deciding whether a parcel of wine can be left with the 15-year-old who answers the door.",
      whole: "Letting it message every customer you missed and promise each a new delivery time, without you checking the route.",
    },
    prompt: {
      situation: 'You asked it to "tell the customer I missed her". It promised a redelivery "this afternoon", which your route cannot do.',
      vague: '"Make it nicer."',
      grand: '"You are the world\'s best courier. Write the perfect message."',
      partial: '"Write a message to a customer I missed today."',
      best: '"Write a short message: I called at 11:20, nobody answered, the parcel is at the depot, she can rebook online or collect it tomorrow after 10:00 with ID. Only these facts; friendly; under 50 words."',
    },
    personal: {
      situation: "The handheld shows customers' names, phone numbers, door codes and notes like 'leave with the neighbour at 14'.",
      best: "Keep customers' details in the handheld; the assistant gets only what each message needs.",
      leak: "Copy the day's stop list, door codes and notes included, into a free chatbot on your own phone to sort the messages faster.",
      half: "Copy the stop list without the door codes but with names and phone numbers.",
    },
    check: {
      situation: "The damage report says 3 parcels were damaged at stop 45. Your notes say 1 parcel, at stop 54.",
      trust: "Submit it: the depot will sort out the claim.",
      half: "Fix the count and submit.",
      best: "Check every stop number, count and time against your notes and the handheld before you submit.",
    },
    human: {
      situation: "On your morning walk-round a front tyre's tread looks below the limit. The assistant's checklist says 'tyres OK: last checked Friday'.",
      half: "Drive the round and mention it at the depot at the end of the day.",
      best: "Do not take the van out: report the defect to the depot and wait for it to be checked or replaced.",
      skip: "Go by the checklist: the tyre was fine on Friday and the round is already late.",
      skipReason:
        "A tyre below the legal tread depth is a danger on the road and the driver's responsibility before setting off; Friday's check is not today's.",
    },
    secret: {
      situation: "The handheld's login and the depot's key safe code are on a note in the cab, and the assistant offers to keep them for you.",
      leak: "Let it store both so you never lose them.",
      best: "Keep both to yourself, and take the note out of the cab.",
    },
    audience: {
      situation: "A customer messages, upset that her parcel was left out in the rain.",
      best: "A short, kind reply: sorry, what happens now (a claim or a replacement), and how long it takes.",
      off: "A copy of the delivery record with the GPS point and the photo.",
      half: "The standard 'sorry for any inconvenience' reply.",
    },
  },
  {
    key: "freight-laborer",
    label: "Warehouse Laborer",
    socCodes: ["53-7062"],
    title: "Check In a Delivery and Report the Damage",
    brief:
      "You work on the receiving dock at Fairway Distribution, a fictional warehouse, unloading trailers and checking goods against the delivery paperwork. Today a trailer arrived with damaged pallets and a shortage. The warehouse has an approved AI assistant on the handheld for drafting reports; what is safe to lift and move is decided on the dock.",
    delegate: {
      situation: "You need to check the delivery against the manifest, photograph the damage, write a damage and shortage report and tell your supervisor.",
      best: "Drafting the damage and shortage report from your count and notes, for you to check.",
      judgement: "Deciding whether a leaning, crushed pallet is safe to unload by hand.",
      whole: "Letting it compare the manifest with what you scanned and sign the delivery note for you as received in full.",
    },
    prompt: {
      situation: 'You asked for "a damage report". It said ten cartons were damaged "in transit due to poor driving", which nobody knows.',
      vague: '"Write it better."',
      grand: '"You are a logistics expert. Write a perfect report."',
      partial: '"Write a damage report for this delivery."',
      best: '"Write a damage report from my notes: trailer and manifest numbers, what was short (item codes and counts as given), what was damaged and how, photos taken, time. Only my notes; no causes; mark [check] for gaps."',
    },
    personal: {
      situation: "The driver's paperwork shows his name, licence number and phone, and your notes mention a colleague's back injury last week.",
      best: "Leave the driver's licence and phone and the colleague's injury out; the report needs goods, counts and times.",
      leak: "Paste everything, driver's licence and your colleague's injury included, so the report shows who delivered and who was hurt last week.",
      half: "Keep the driver's name and phone but leave his licence number out.",
    },
    check: {
      situation: "The report says 8 cartons short of item 40217. Your count sheet says 8 short of item 40271.",
      trust: "Submit it: the supplier will sort it out.",
      half: "Fix the item code and submit.",
      best: "Check every item code and count against your sheet and the manifest before submitting.",
    },
    human: {
      situation: "A pallet of floor tiles has collapsed against the trailer door. The assistant suggests two people can lift the broken boxes out by hand.",
      half: "Lift them out carefully with a third person.",
      best: "Stop and get the supervisor, and decide together how to unload it safely, with equipment if needed, under your manual handling rules.",
      skip: "Go ahead with two people as suggested; the trailer has to be empty in 20 minutes.",
      skipReason:
        "A collapsed load of heavy boxes can fall on people or injure backs; how to move it is decided by the people on the dock under the handling rules.",
    },
    secret: {
      situation: "The warehouse system's login is shared on the dock, and the assistant offers to update stock for you.",
      leak: "Type the shared login into the assistant so it can update stock.",
      best: "Update stock yourself, and ask your supervisor for a personal login.",
    },
    audience: {
      situation: "The supplier's transport office asks for the damage details so it can claim from the haulier.",
      best: "A clear email: what was short or damaged, item codes and counts, photos attached, and that the delivery note was signed as damaged.",
      off: "Your voice note from the dock.",
      half: "A message saying 'delivery damaged, see photos'.",
    },
  },
  {
    key: "stocker",
    label: "Stocker and Order Filler",
    socCodes: ["53-7065"],
    title: "Fill, Rotate and Relabel Before Opening",
    brief:
      "You stock shelves on the night shift at Greenway Market, a fictional supermarket. Tonight you fill the dairy and chilled aisles, rotate stock by date, replace shelf labels for a price change and count three lines for the stock system. The store has an approved AI assistant on the team handheld for notes and reports.",
    delegate: {
      situation: "Before the store opens: fill, rotate, relabel, count, and leave a handover for the morning manager.",
      best: "Writing the handover for the morning manager from your list of gaps and out-of-stocks.",
      judgement: "Deciding whether chilled goods left out too long can go back on the shelf.",
      whole: "Asking it to work out tomorrow's order from the gaps on your list and send the order to the depot itself.",
    },
    prompt: {
      situation: 'You asked for "a handover note". It listed every aisle as fully stocked.',
      vague: '"Try again."',
      grand: '"You are a retail operations expert. Write a perfect handover."',
      partial: '"Write a handover for the morning manager."',
      best: '"Write a handover from my list below: out-of-stock items with codes, lines short, price labels changed, anything damaged or out of date and removed, what the delivery did not bring. Only my list; short lines."',
    },
    personal: {
      situation:
        "A customer's purse, with cards and a driving licence in it, was handed in; a coworker suggests photographing it into the assistant to write the lost property note.",
      question: "What do you do?",
      best: "Log it by hand in the lost property book and give it to the manager; the cards and ID stay out of any app.",
      leak: "Photograph the cards and the licence into the assistant so the note is complete and the owner can be found.",
      half: "Photograph only the licence so the owner can be traced.",
    },
    check: {
      situation: "The assistant's label list gives the new price of 4 pints of milk as 1.45. The price change sheet says 1.55.",
      trust: "Print the labels: the till uses the system price anyway.",
      half: "Fix the milk label and print the rest.",
      best: "Check every label against the price change sheet before it goes on the shelf.",
      bestReason: "A shelf price that differs from the till misleads customers and can break trading rules; the sheet, not the draft, is the record.",
    },
    human: {
      situation: "A cage of chilled yoghurts was left on the shop floor for two hours. The assistant says 'still in date: put back on shelf'.",
      half: "Put them back, at the front so they sell first.",
      best: "Take them off sale and ask the duty manager, who decides under the store's temperature rules.",
      skip: "Put them back as the assistant says; they are in date, and throwing them away would be a waste.",
      skipReason:
        "Chilled food out of the fridge can grow bacteria whatever its date; the store's temperature rules and the manager decide, not a chat answer.",
    },
    secret: {
      situation: "The handheld's manager override code lets you change prices, and the assistant offers to remember it for the night shift.",
      leak: "Let it store the override code for everyone on nights.",
      best: "Do not store it: the override belongs to managers, so ask the duty manager when a price needs one.",
    },
    audience: {
      situation: "An early customer asks you when an out-of-stock item will be back.",
      question: "What do you tell her?",
      best: "What you know (the next delivery day, if the system shows one) and an offer to check with a manager.",
      off: "Read out the stock system's screen to her.",
      half: "That you have no idea.",
    },
  },
  {
    key: "security-guard",
    label: "Security Guard",
    socCodes: ["33-9032"],
    title: "Write the Incident Log and Hand Over the Site",
    brief:
      "You are a security officer on nights at Quayside Business Park, a fictional site of six office buildings. Tonight you patrol, watch the cameras, deal with a fire alarm and a trespasser, then write the incident log and hand over. Your company has an approved AI assistant on the control room computer for drafting reports.",
    delegate: {
      situation: "At 06:30 you owe the incident log, a patrol report and a handover for the day officer.",
      best: "Turning your notebook entries into the incident log's format, for you to check and sign.",
      judgement: "Deciding whether to evacuate a building when its fire alarm sounds.",
      whole: "Asking it to write the whole night's log from the alarm system's event list, without your notebook.",
    },
    prompt: {
      situation: 'You asked it to "write up the trespasser". It said he was "acting aggressively", which your notes do not say.',
      vague: '"Make it more professional."',
      grand: '"You are a veteran security manager. Write a flawless report."',
      partial: '"Write an incident report about the trespasser."',
      best: '"From my notebook below, write the log entry: time, place, what I saw and heard, what I did, who I called, the outcome. First person, only my notes, no conclusions; mark gaps [check]."',
    },
    personal: {
      situation: "The trespasser gave his name and date of birth, and you have a CCTV still of his face.",
      best: "Keep his details and the still in the site's incident system; the assistant gets the events, not the person.",
      leak: "Paste his name and date of birth and upload the CCTV still, so the assistant can describe him properly in the report.",
      half: "Paste his name but not the still.",
    },
    check: {
      situation: "The draft log says the police were called at 02:10. Your notebook says 02:40.",
      trust: "Submit it: the police have their own record of the call.",
      half: "Fix the time and submit.",
      best: "Check every time and event against your notebook and the alarm panel's event list.",
    },
    human: {
      situation: "The fire alarm in building C sounds. Reading the panel, the assistant says 'probably a false alarm: this detector has faulted before'.",
      half: "Check the panel zone and wait a few minutes to see if it clears.",
      best: "Follow the site's fire procedure at once: investigate and evacuate as it says, and call the fire service when it requires.",
      skip: "Silence and reset the alarm as a false alarm; that detector has faulted three times this month.",
      skipReason: "A detector that faulted before can still be detecting a real fire; the fire procedure is followed by people, every time.",
    },
    secret: {
      situation: "The site's master access card PIN and the alarm engineer code are in the control room folder, and the assistant offers to store them.",
      leak: "Let it store both, so the next officer can just ask the assistant.",
      best: "Keep both out of the assistant; they stay in the locked folder and are handed over in person.",
    },
    audience: {
      situation: "The day officer starts at 07:00 and has two minutes to read your handover.",
      best: "Five lines: incidents, what is still open, faults, who was called, what to watch today.",
      off: "The whole night's log, printed.",
      half: "'Quiet night, one alarm.'",
    },
  },
  {
    key: "police-officer",
    label: "Police Officer",
    socCodes: ["33-3051"],
    title: "Write the Report From the Body-Worn Camera",
    brief:
      "You are a patrol officer with the Ashford Police Department, a fictional force, just back from a domestic disturbance call. Your department uses an AI report-writing tool that drafts a narrative from your body-worn camera's audio, and its policy says the officer must review, correct and sign every draft. Nothing from the case goes into any other tool.",
    delegate: {
      situation: "After the call you owe the incident report, the victim's statement, a referral to victim services and a note for the detective.",
      best: "Letting the department's tool draft the narrative from the camera audio, for you to correct and sign.",
      judgement: "Deciding whether there are grounds for an arrest.",
      whole: "Having the tool draft the report, the statement and the referral together from the audio, for you to read at the end of the shift.",
      wholeHalf: true,
    },
    prompt: {
      situation: "The first draft does not mention the injuries you saw, because nobody said them aloud. The tool lets you add notes before it redrafts.",
      question: "What do you add?",
      vague: "'Add more detail.'",
      grand: "'Write it as an expert detective would.'",
      partial: "'Mention the injuries.'",
      best: "'Add from my own observation: red marks about 5 cm long on the left side of her neck, photographed at 21:42; a broken lamp in the hallway; she was crying and shaking. Mark these as my observations, not her statements.'",
    },
    personal: {
      situation:
        "A colleague suggests pasting your narrative into a public chatbot to make the wording clearer; it names the victim, her address and her children.",
      best: "Keep the report in the department's systems and tidy the wording yourself.",
      leak: "Paste the narrative into the public chatbot with the names in, since the report becomes a public record later anyway.",
      half: "Paste it into the public chatbot with the names removed.",
      leakReason: "A victim's address and children's names in a public tool could put them in danger; police records are not the chatbot's to hold.",
    },
    check: {
      situation: "The draft says the suspect 'admitted pushing her'. On the audio he says 'I never pushed her'.",
      trust: "Sign it: the audio is there if anyone challenges it.",
      half: "Fix that sentence and sign the rest.",
      best: "Review every line of the draft against what you saw and heard, using the recording, before you sign.",
      bestReason: "Your report is sworn evidence; one invented admission can wreck a case and a person's life, so every line is checked against the recording.",
    },
    human: {
      situation: "The tool's risk checklist scores the household 'medium'. You saw marks that suggest she was strangled.",
      half: "Record 'medium' and add a note about the marks on her neck.",
      best: "Make your own risk assessment: strangulation is a high-risk marker, so follow the high-risk domestic abuse procedure and refer today.",
      skip: "Record the tool's 'medium' score and close the call.",
      skipReason: "Non-fatal strangulation is one of the strongest warning signs of a later killing; the risk judgement is the officer's, under procedure.",
    },
    secret: {
      situation: "The records system needs your login; the report tool's vendor portal asks for it so the tool can file reports directly.",
      leak: "Enter your records system login on the vendor's portal.",
      best: "Refuse: links between systems are set up by the department's IT team, never with an officer's login.",
    },
    audience: {
      situation: "The victim asks you what happens now.",
      question: "What do you tell her?",
      best: "In plain words: what happens next, the victim services contact, how to reach you, and to call 911 if she is in danger.",
      off: "That she can read your report when it is filed.",
      half: "A leaflet, handed over without explanation.",
    },
  },
];

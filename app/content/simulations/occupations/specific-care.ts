// Health care jobs with a scenario of their own: nurses, a dental hygienist, assistants and aides.
import type { SpecificKit } from "./specific";

export const CARE_KITS: readonly SpecificKit[] = [
  {
    key: "registered-nurse",
    label: "Registered Nurse",
    socCodes: ["29-1141"],
    title: "Hand Over a Busy Shift",
    brief:
      "You are a registered nurse on a 28-bed medical ward at St Aldric's, a fictional hospital, and at 19:30 you hand your six patients over to the night nurse. The hospital has switched on an AI documentation tool inside the electronic health record that drafts notes and handovers from what is already recorded. Nothing about patients may go into any other tool.",
    delegate: {
      situation:
        "Before handover you owe nursing notes for six patients, an SBAR handover sheet, the nursing part of one discharge summary and a falls incident report.",
      best: "Drafting the SBAR handover sheet from the observations and notes already in the record, for you to check.",
      judgement: "Deciding whether Mr Okafor's rising NEWS2 score means calling the outreach team now.",
      whole: "Letting the tool write the handover, the notes and the incident report from the record and send them straight to the night team.",
    },
    prompt: {
      situation:
        'Asked to "write my handover", the tool produced a paragraph per patient with no outstanding tasks, and one patient\'s penicillin allergy was missing.',
      vague: '"Make the handover better."',
      grand: '"You are a world-class charge nurse. Write a perfect handover."',
      partial: '"Write an SBAR handover for my six patients."',
      best: '"For each of my six patients, SBAR: situation, relevant background, latest observations and NEWS2 with its trend, allergies, tasks due tonight with times (IV antibiotics, bloods, pending results), my concerns. Only from the record; write [not documented] for gaps."',
    },
    personal: {
      situation:
        "A student nurse on your shift asks whether she can copy tonight's handover into the chatbot on her phone, to study the cases on the bus home.",
      question: "What do you tell her?",
      best: "No: the handover stays in the record, and she can learn the cases from you on shift and from anonymised teaching material.",
      leak: "Yes, since she is part of the team, it is for her learning, and she promises to delete the chat once she has read it through at home.",
      half: "Yes, once she has taken out the names and bed numbers.",
      bestReason: "Patients' details go only where their care needs them; a phone chatbot is not that, and a case on a ward is identifiable without a name.",
    },
    check: {
      situation:
        "The draft handover says Mrs Hale's IV vancomycin is due at 22:00. The drug chart says 20:00, with a trough level to be taken before the dose.",
      trust: "Hand over from the draft: the night nurse will check the drug chart on her first round anyway.",
      half: "Correct the vancomycin time and hand over the rest as drafted.",
      best: "Check every drug, time, allergy and observation on the sheet against the chart and the record before you hand over.",
      bestReason:
        "A wrong time or a missed level can cause harm before anyone notices; what you hand over is yours, so every clinical fact is checked against the chart.",
    },
    human: {
      situation: "Mr Okafor's NEWS2 has gone from 3 at 14:00 to 5 now. The tool's summary says 'stable, continue routine observations'.",
      half: "Write 'NEWS2 rising' on the handover so the night nurse keeps an eye on him.",
      best: "Escalate now under the hospital's NEWS2 policy for an urgent review, and hand over that you did.",
      skip: "Go by the summary: the tool has every observation on record, so if it says he is stable he can wait for the night round.",
      skipReason: "A score of 5 is the threshold for an urgent clinical review; escalation is the nurse's judgement and duty, whatever a summary says.",
    },
    secret: {
      situation:
        "The night nurse has forgotten her smartcard. She asks to carry on under your login so the tool can draft her admission notes after you leave.",
      leak: "Log in for her with your smartcard and tell her your PIN so the tool can keep drafting after you have gone home.",
      best: "Say no: she gets temporary access from the IT service desk or the nurse in charge, because every entry records who made it.",
      bestReason: "A record shows who wrote and read each entry; sharing your login makes her notes yours and breaks the audit trail patients rely on.",
    },
    audience: {
      situation: "Mrs Hale's son phones for an update; she has agreed that staff may speak to him.",
      question: "What do you tell him?",
      best: "A short, honest update in plain words: how she is, what is planned tonight, and when the doctors will next see her.",
      off: "Read him the handover, abbreviations, NEWS2 score and vancomycin levels included.",
      half: "Tell him she is comfortable and to ring the ward tomorrow.",
    },
  },
  {
    key: "licensed-practical-nurse",
    label: "Licensed Practical Nurse",
    socCodes: ["29-2061"],
    title: "Pass Medications and Chart on the Unit",
    brief:
      "You are a licensed practical nurse on a 30-bed unit at Cedar Hill, a fictional nursing home, working under the RN supervisor. Your shift is two medication passes, treatments, charting and a care-plan update for the RN to review. The home's electronic record has an approved AI assistant that drafts notes; nothing about residents goes anywhere else.",
    delegate: {
      situation: "Today you owe a wound-care note, charting for each resident, a care-plan update for the RN and a message to one resident's family.",
      best: "Turning your wound measurements and observations into the wound-care note, for you to check.",
      judgement: "Deciding whether to hold a resident's blood pressure tablet because her reading is low.",
      whole: "Asking it to write all of today's charting, the wound note and the care-plan update from the record in one go.",
      wholeHalf: true,
    },
    prompt: {
      situation: 'You asked it to "write the wound note". It described a "healing pressure injury", though your measurements show the wound getting bigger.',
      vague: '"Write it again."',
      grand: '"You are an expert wound-care nurse. Write the perfect note."',
      partial: '"Write a wound-care note for the resident in room 12."',
      best: '"From my measurements below, write the wound note: site, stage as I recorded it, length, width and depth in cm compared with last week, wound bed, drainage, dressing applied. Only my figures; write [not measured] for gaps."',
    },
    personal: {
      situation:
        "The agency nurse covering tomorrow asks you to send her your residents' list, with diagnoses and medication times, through a chatbot app so she can prepare tonight.",
      question: "What do you do?",
      best: "Decline: she gets report at shift change from the facility's own record, and residents' details go into no outside app.",
      leak: "Paste the resident list, diagnoses and medication times into the app's chat and share the conversation with her, since it is for their care.",
      half: "Text her the list from your own phone, with residents' initials instead of names.",
    },
    check: {
      situation:
        "The assistant's care-plan draft gives a resident's diet as 'regular'. The speech therapist's order says soft and bite-sized food with mildly thick liquids.",
      trust: "Pass it to the RN as it is: she reviews every care plan anyway.",
      half: "Fix the diet line and send the rest as drafted.",
      best: "Check every order in the draft (diet, fluids, fall precautions, medications) against the current physician and therapy orders.",
    },
    human: {
      situation:
        "Before her 09:00 medications Mrs Lowe's blood pressure is 88/50 and she feels dizzy. The assistant's medication-pass list shows her amlodipine as due.",
      half: "Hold it, chart it as held and mention it to the RN at the end of the pass.",
      best: "Hold the dose, recheck her, and report to the RN or the prescriber now, following the hold parameters in her orders.",
      skip: "Give it on schedule as the list says; the order stands until the prescriber changes it, and the pass is already running late.",
      skipReason: "A blood pressure medicine given to a dizzy resident at 88/50 can cause a fall or worse; the nurse assesses and reports before giving it.",
    },
    secret: {
      situation: "The assistant offers to remember your medication cabinet PIN and your electronic medication record password to speed up the next pass.",
      leak: "Let it save both, so the next medication pass goes faster.",
      best: "Keep both to yourself: they record that you, and only you, removed and gave each medication.",
    },
    audience: {
      situation: "A resident's daughter asks why her mother was started on a new tablet.",
      question: "What do you tell her?",
      best: "What the medicine is for as the order states it, in plain words, and an offer to have the RN or prescriber call her.",
      off: "A printout of the assistant's drug monograph with every side effect and interaction.",
      half: "That she should ask the doctor.",
    },
  },
  {
    key: "dental-hygienist",
    label: "Dental Hygienist",
    socCodes: ["29-1292"],
    title: "Chart a Recall Visit and Explain Gum Disease",
    brief:
      "You are a dental hygienist at Brookfield Dental, a fictional practice with three dentists, and today you see eight recall patients. Each needs an updated periodontal chart, clinical notes and home-care advice, and one needs a letter to her physician about diabetes and gum health. The practice software has an approved AI assistant for notes and letters; patients' details go nowhere else.",
    delegate: {
      situation: "Between patients you must write up notes, update charts, print home-care advice and draft the physician letter.",
      best: "Turning the probing depths and bleeding points you recorded into the visit's clinical note, for you to check.",
      judgement: "Deciding whether deep pockets and bone loss need the dentist's diagnosis and a periodontal referral.",
      whole: "Asking it to read the radiographs and the periodontal chart and write up the diagnosis and the treatment plan for the patient.",
    },
    prompt: {
      situation: 'You asked for "home-care advice for gum disease". It recommended a mouthwash brand and said gum disease "can be cured at home".',
      vague: '"Write better advice."',
      grand: '"You are a leading periodontist. Write the perfect leaflet."',
      partial: '"Write home-care advice for a patient with gum disease."',
      best: '"Write half a page for an adult with gum disease: brush twice a day for two minutes with fluoride toothpaste, clean between the teeth daily with the interdental brushes I showed, why bleeding should settle, when to come back. Plain words, no brands, no cure claims."',
    },
    personal: {
      situation:
        "The physician letter needs some of the medical history form, which lists the patient's HIV status, medications and a heart valve replacement.",
      best: "Use only the practice's approved assistant in the patient record, with just what the letter needs.",
      leak: "Paste the whole form into the free chatbot on the surgery computer, since the letter has to mention the medications and the approved tool is slow.",
      half: "Paste only the medications into the free chatbot, with the name and HIV status left out.",
    },
    check: {
      situation: "The draft note says 'probing depths 2-3 mm throughout'. Your chart records 6 mm pockets with bleeding on the lower left molars.",
      trust: "Save it: the chart itself is stored with the note.",
      half: "Fix the lower left and save the note.",
      best: "Check every depth, bleeding point and treatment item in the note against your chart before saving.",
    },
    human: {
      situation:
        "The patient's updated questionnaire shows a new anticoagulant and a heart valve replacement last year. The assistant's note says 'medical history: no change, proceed with scaling'.",
      half: "Proceed gently and mention it to the dentist at the end of the day.",
      best: "Stop and go through the history with the dentist before treatment, under the practice's protocol for these conditions.",
      skip: "Go ahead with the deep scaling: the assistant read the questionnaire and said there was no change.",
      skipReason:
        "Bleeding risk and infection risk to a replaced valve are decided before treatment by the clinicians, not by a note that misread the history.",
    },
    secret: {
      situation: "A web-based AI note-taker you saw at a conference offers to write your notes if you give it the practice management system's login.",
      leak: "Enter the practice system's login on its website so it can read the charts.",
      best: "Decline: a tool that touches patient records is set up by the practice owner as an approved integration, never with a login.",
    },
    audience: {
      situation: "A nervous patient asks why she needs a deep clean under local anaesthetic when her teeth do not hurt.",
      question: "What do you tell her?",
      best: "A short, plain explanation using her own chart: the pockets, what the cleaning does, and what happens if it waits.",
      off: "The assistant's paragraph on periodontal pathogenesis, read out to her.",
      half: "That the dentist recommended it.",
    },
  },
  {
    key: "medical-assistant",
    label: "Medical Assistant",
    socCodes: ["31-9092"],
    title: "Work the Clinic Inbox Between Patients",
    brief:
      "You are a medical assistant at Elm Street Family Practice, a fictional primary care clinic with four doctors. Between rooming patients and taking vital signs you work the inbox: refill requests, prior authorisation forms, patient messages and lab letters. The clinic's electronic health record has an approved AI assistant for drafting; nothing about patients goes anywhere else.",
    delegate: {
      situation: "Forty messages are waiting: refill requests, two prior authorisations, patients asking about lab results and a school form.",
      best: "Drafting the prior authorisation's clinical summary from the chart, for the doctor to review and sign.",
      judgement: "Deciding whether a patient's message about chest tightness can wait for a callback tomorrow.",
      whole: "Letting the assistant read the chart and answer every patient message in the inbox directly, so the queue is empty by noon.",
    },
    prompt: {
      situation: 'You asked it to "reply about the cholesterol result". It told the patient her results were normal, which the doctor has not said.',
      vague: '"Make it friendlier."',
      grand: '"You are an expert physician. Write the perfect patient message."',
      partial: '"Write a message to this patient about her lab results."',
      best: '"Write a short portal message from the doctor\'s note below: the doctor has reviewed the results, her comment word for word, the next step and how to book. Nothing beyond her note; plain words."',
    },
    personal: {
      situation:
        "A prior authorisation needs the diagnosis, medications and insurance member number. A free online AI form-filler could complete the insurer's PDF in seconds.",
      best: "Complete it in the clinic's record with the approved assistant, and submit it through the insurer's portal as usual.",
      leak: "Upload the chart summary and a photo of the insurance card to the free form-filler, since it is all going to the insurer anyway.",
      half: "Use the free form-filler with the patient's name removed but the member number and diagnosis in.",
    },
    check: {
      situation: "The refill draft lists metformin 1000 mg twice daily. The current medication list says 500 mg twice daily, changed last month.",
      trust: "Queue it for the doctor: she will notice if something is wrong when she signs.",
      half: "Fix the dose and queue the other refills without checking them.",
      best: "Check each refill's drug, dose and last visit against the current medication list before queuing it for signature.",
    },
    human: {
      situation:
        "A portal message says: 'chest feels tight since this morning, probably nothing'. The assistant has labelled it 'routine: reply within 2 business days'.",
      half: "Reply asking him to book the next available appointment.",
      best: "Treat it as urgent under the clinic's triage protocol: a nurse or doctor calls him now, and he is told to call 911 if it worsens.",
      skip: "Leave it in the routine queue as labelled; the assistant sorts hundreds of messages a day and he said it was probably nothing.",
      skipReason: "Chest tightness can be a heart attack; triage of symptoms is a clinical judgement under protocol, not a label from an assistant.",
    },
    secret: {
      situation: "A doctor asks you to approve her refills under her login while she is with patients, so the assistant can send them all at once.",
      leak: "Use her password so the assistant can send the refills under her name.",
      best: "Decline: pend the refills for her to sign under her own login, since a prescription is signed by the prescriber.",
      bestReason: "An electronic prescription carries the prescriber's signature; her login is that signature, and it is hers alone.",
    },
    audience: {
      situation: "A patient who speaks little English asks what the doctor meant by 'fasting labs'.",
      question: "What do you tell him?",
      best: "In plain words, through the clinic's interpreter service: no food or drink except water for the hours the doctor said, then when to come.",
      off: "The assistant's paragraph on why fasting matters for lipid measurements.",
      half: "The lab's standard instruction sheet, in English.",
    },
  },
  {
    key: "nursing-assistant",
    label: "Nursing Assistant",
    socCodes: ["31-1131"],
    title: "Chart Your Residents' Care Between Call Lights",
    brief:
      "You are a certified nursing assistant on the day shift at Cedar Ridge, a fictional nursing home, and ten residents are yours today. You help them wash, dress, eat and move, take their vital signs and chart it all at the care record's kiosk. The kiosk has an approved AI helper that turns what you say into charting; nothing about residents goes into other apps.",
    delegate: {
      situation: "By the end of the shift you must chart meals, fluids, bathing, turning and vital signs for ten residents, and report changes to the nurse.",
      best: "Turning what you say at the kiosk after each round into charting entries, for you to check.",
      judgement: "Deciding whether Mr Diaz's new cough and fever need the nurse right now.",
      whole: "Saying everything at once at the end of the shift and letting the helper sort it into each resident's chart.",
      wholeHalf: true,
    },
    prompt: {
      situation: 'You said "chart lunch for room 4". The helper recorded 100% eaten for both residents in the room.',
      vague: '"Chart it again."',
      grand: '"You are an expert nurse. Chart it perfectly."',
      partial: '"Chart lunch for rooms 4 to 8."',
      best: '"Chart lunch: room 4, bed A, ate half, drank 240 ml; room 4, bed B, refused lunch, drank 120 ml. Only what I say; ask me if a resident is missing."',
    },
    personal: {
      situation:
        "A new aide shows you an app on her own phone that writes shift notes from a photo of the whiteboard, with residents' names, rooms and diets on it.",
      question: "What do you do?",
      best: "Tell her to stop and use only the kiosk: photos of residents' details on a personal phone are a breach.",
      leak: "Use her app for your end-of-shift summary too, since it saves twenty minutes and only staff ever see the notes it writes.",
      half: "Use it, but only after wiping the surnames off the board.",
    },
    check: {
      situation: "The helper charted Mrs Patel's blood pressure as 118/76. You measured 178/96 and meant to tell the nurse.",
      trust: "Leave it: the next set of vital signs will catch any problem.",
      half: "Correct it at the end of the shift with the rest.",
      best: "Correct it now from your reading and tell the nurse the real value straight away.",
    },
    human: {
      situation: "Mr Diaz has a new cough and feels hot to the touch. The helper's end-of-round summary says 'no concerns'.",
      half: "Chart 'cough' so the nurse sees it when she reads the charts later.",
      best: "Tell the nurse now, with his temperature and what you saw, and chart that you reported it.",
      skip: "Leave it: the helper had all his vital signs and found no concerns.",
      skipReason: "A new fever in a nursing home can be pneumonia or sepsis; the aide who sees it reports it now, whatever a summary says.",
    },
    secret: {
      situation: "The kiosk logs you out after a minute. A coworker suggests saving everyone's PIN in a chatbot note so the helper can log people in faster.",
      leak: "Put your kiosk PIN in the shared chatbot note with everyone else's.",
      best: "Keep your PIN to yourself and log in each time, because the record shows who charted what.",
    },
    audience: {
      situation: "Mrs Patel's son asks at her door how his mother has been eating this week.",
      question: "What do you tell him?",
      best: "Kindly, what you saw today, and that the nurse will give him the full picture.",
      off: "Turn the kiosk round and show him the week's charting.",
      half: "That she is doing fine.",
    },
  },
  {
    key: "home-health-aide",
    label: "Home Health Aide",
    socCodes: ["31-1121", "31-1122"],
    title: "Log Your Visits and Report What You See",
    brief:
      "You are a home health aide with Brightway Home Care, a fictional agency, and today you visit five clients in their own homes. You help with bathing, dressing, meals and medication reminders, and log each visit in the agency's app, which has an approved AI helper for visit notes. Nothing about clients goes into other apps.",
    delegate: {
      situation: "Between visits you owe visit notes, a weekly summary for the supervising nurse and a shopping list for one client.",
      best: "Turning your spoken notes after each visit into the app's visit note, for you to read before you submit it.",
      judgement: "Deciding whether Mr Evans's swollen ankles mean calling the nurse today.",
      whole: "Dictating the whole day in one go after your last visit and letting the helper split it into five notes and submit them.",
    },
    prompt: {
      situation: 'You said "write Mrs Ford\'s note". It said she took her medications, though you only reminded her and saw she skipped the morning ones.',
      vague: '"Write it again."',
      grand: '"You are an expert nurse. Write a perfect note."',
      partial: '"Write a visit note for Mrs Ford."',
      best: '"Write Mrs Ford\'s visit note: tasks done (bath, breakfast, laundry), medication reminder given and that she did not take her morning tablets, her mood, anything the nurse should know. Only what I say."',
    },
    personal: {
      situation: "The free chatbot on your own phone writes notes faster than the agency app's helper.",
      question: "Which do you use?",
      best: "The agency app: clients' health details go nowhere else.",
      leak: "Your free chatbot for the notes, pasting them into the agency app afterwards, because it is faster and the notes end up in the right place.",
      half: "Your free chatbot, calling clients by their first names only.",
    },
    check: {
      situation: "The weekly summary says Mr Evans's weight is stable. Your visit notes recorded 2 kg gained in three days and swollen ankles.",
      trust: "Submit it: the nurse reads the daily notes too.",
      half: "Fix the weight line and submit the rest.",
      best: "Read the summary against each visit note before it goes to the nurse, and correct what it got wrong.",
    },
    human: {
      situation: "Today Mr Evans's ankles are more swollen and he is short of breath. The helper suggests 'elevate feet, review at next visit'.",
      half: "Raise his feet and write it in the note for the nurse.",
      best: "Call the supervising nurse now, as the care plan says, and call 911 if his breathing gets worse.",
      skip: "Follow the helper: feet up, and look again at your next visit on Thursday.",
      skipReason: "Swelling with breathlessness can be heart failure getting worse; the aide who sees it calls the nurse now, not at the next visit.",
    },
    secret: {
      situation: "Mrs Ford's key-safe code and, because she asked you to shop for her, her bank card PIN are on a note; the helper offers to store them.",
      leak: "Save both in the helper so you have them at the next visit.",
      best: "Store neither: the agency keeps key codes securely, and you never hold a client's card PIN.",
      bestReason: "A client's codes are the keys to her home and money; the agency's own rules for keys and shopping exist to protect her and you.",
    },
    audience: {
      situation: "Mrs Ford's daughter lives far away and asks how her mother is managing.",
      question: "What do you tell her?",
      best: "Kindly and honestly, what you saw, within what Mrs Ford agreed you may share, and the agency's number for more.",
      off: "Forward her this week's visit notes.",
      half: "That she is fine.",
    },
  },
];

// Visitor text in our own mail (issue 24, item 7). A visitor names the job title of a toolkit and
// may then have its report mailed to any address, so the title would reach a stranger's inbox in
// our name: "Your Account suspended - verify at evil.example within 24h AI Toolkit is ready". A
// title that reads like a link or a call to action is therefore kept out of what an inbox shows
// (the subject, the heading, the attachment's name) and a neutral wording is used instead. Real
// job titles are plain nouns; when in doubt the title is left out, which costs only a shorter
// subject.
import { oneLine } from "./text";

/** A title longer than this is not put in a subject: the subject stays short and readable. */
export const SUBJECT_TITLE_MAX = 70;

/** "evil[.]example", "evil (dot) example", "evil dot example", full-width and ideographic dots: all dots. */
function undisguiseDots(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u3002\uff61]/g, ".")
    .replace(/\s*[[({]\s*(?:\.|dot)\s*[\])}]\s*/gi, ".")
    .replace(/(\S)\s+dot\s+(?=\S)/gi, "$1.");
}

// Dotted names every mail client leaves alone or that are technologies, not places to go to.
const TECHNOLOGY_NAMES = /^(?:asp|vb|ado)\.net$|\.js$/i;

const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?";
/** A host name: labels joined by dots, ending in a label of two or more letters (a top-level domain). */
const HOST = new RegExp(`${LABEL}(?:\\.${LABEL})*\\.\\p{L}{2,}`, "gu");

const LINK_SHAPES: RegExp[] = [
  // A scheme, disguised or not: http://, hxxps://, ftp://, javascript:
  /\b[a-z][a-z0-9+.-]{1,15}:\/\//i,
  /\b(?:javascript|data|mailto|tel):/i,
  /\b(?:https?|hxxps?|www\d?)\b/i,
  // An address to write to or an IP address to go to.
  /@/,
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
  // A phone number: seven or more digits in a row, spaces and dashes allowed.
  /\+?\d(?:[\s().-]*\d){6,}/,
];

/**
 * Words that ask the reader to do something, or alarm them, rather than name a job. Matched as
 * whole words, case-insensitively. "Verification Engineer" is a real title that is refused too:
 * its report's subject is then merely the neutral one.
 */
const CALL_TO_ACTION = new RegExp(
  "\\b(?:" +
    [
      "verif(?:y|ied|ication)",
      "confirm(?:ation)?",
      "suspend(?:ed|ing)?",
      "suspension",
      "deactivat(?:e|ed|ion)",
      "lock(?:ed|out)",
      "unlock",
      "blocked",
      "log(?:\\s|-)?(?:in|on)",
      "sign(?:\\s|-)?(?:in|on)",
      "pass(?:word|code)s?",
      "credentials?",
      "otp",
      "click(?:ing)?",
      "tap",
      "urgent(?:ly)?",
      "immediately",
      "asap",
      "act\\s+now",
      "action\\s+required",
      "expir(?:e|ed|es|ing|y)",
      "reset",
      "your",
      "you",
      "dear",
      "kindly",
      "alert",
      "warning",
      "free",
      "winner",
      "won",
      "prize",
      "gift\\s*cards?",
      "bitcoin",
      "call\\s+(?:now|us|today)",
      "within\\s+\\d+",
      "\\d+\\s*(?:h|hrs?|hours?|mins?|minutes?|days?)",
    ].join("|") +
    ")\\b",
  "iu",
);

/** Punctuation that shouts or asks (titles do neither) and currency signs. */
const SHOUTING = /[!?$€£¥]/u;

/** Characters that hide or reorder text: zero-width, bidi controls and other format characters. */
const HIDDEN = /\p{Cf}/u;

/** A word that mixes Latin letters with Cyrillic or Greek ones (a look-alike "vеrify"). */
const MIXED_SCRIPT = /(?=[\p{L}]*\p{Script=Latin})(?=[\p{L}]*[\p{Script=Cyrillic}\p{Script=Greek}])[\p{L}]+/u;

function hasHostName(text: string): boolean {
  for (const match of undisguiseDots(text).matchAll(HOST)) {
    if (!TECHNOLOGY_NAMES.test(match[0])) return true;
  }
  return false;
}

/** Whether the text reads like a link, an address, or a call to action rather than a job title. */
export function looksLikeLinkOrCallToAction(text: string): boolean {
  const normalised = text.normalize("NFKC");
  return (
    HIDDEN.test(text) ||
    MIXED_SCRIPT.test(normalised) ||
    SHOUTING.test(normalised) ||
    LINK_SHAPES.some((shape) => shape.test(normalised)) ||
    hasHostName(text) ||
    CALL_TO_ACTION.test(undisguiseDots(text))
  );
}

/**
 * The job title as a subject may show it (one line), or null when it must stay out: blank, too
 * long, or reading like a link or a call to action.
 */
export function titleForSubject(title: string, max = SUBJECT_TITLE_MAX): string | null {
  const line = oneLine(title);
  if (!line || line.length > max || looksLikeLinkOrCallToAction(line)) return null;
  return line;
}

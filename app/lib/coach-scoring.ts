// The email coach's score card (issue 29 item 2): Clarity, Impact and Confidence out of 10 and
// an overall score, from features of the reply that can be counted, against what the challenge
// asks (its length limits, its ask). Deterministic: the same reply always gets the same card; a
// language model may word the comments, never the scores. The method, its features and weights
// are written down in docs/methodology.md ("The email coach's score card").
import type { CoachChallenge } from "~/content/coach";
import { inWords } from "./text";

/** Stored with every score: raise it when the method changes, so old and new scores can be told apart. */
export const SCORER_VERSION = 1;

export interface ReplyFeatures {
  words: number;
  sentences: number;
  /** Mean words a sentence. */
  sentenceLength: number;
  paragraphs: number;
  /** Figures, dates, days, times, amounts, percentages. */
  specifics: number;
  /** A request or question put to the reader. */
  asks: number;
  /** A commitment: what the writer will do, or a time for the next step. */
  nextSteps: number;
  /** Hedges and fillers ("I think", "maybe", "just", "sort of"). */
  hedges: number;
  /** Apologies ("sorry", "apologies", "I apologise"). */
  apologies: number;
  /** Flesch reading ease (higher is easier; plain business English is 50-70). */
  readingEase: number;
  /** Vague words standing in for facts ("some things", "stuff", "various", "etc."). */
  vague: number;
  /** The first sentence after any greeting carries the point: a fact, an ask or a commitment. */
  pointFirst: boolean;
  /** Up to three of the hedges and of the vague words found, as written: the card quotes them. */
  hedgeWords: string[];
  vagueWords: string[];
}

export interface LengthLimit {
  maxWords: number;
  maxSentences: number | null;
  minWords: number;
}

export interface DimensionCard {
  score: number;
  why: string;
  better: string;
}

export interface ScoreCard {
  clarity: DimensionCard;
  impact: DimensionCard;
  confidence: DimensionCard;
  /** The three's mean, one decimal, out of 10. */
  overall: number;
  features: ReplyFeatures;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const HEDGES = [
  /\bi think\b/gi,
  /\bi feel (like|that)\b/gi,
  /\bi guess\b/gi,
  /\bmaybe\b/gi,
  /\bperhaps\b/gi,
  /\bpossibly\b/gi,
  /\bprobably\b/gi,
  /\bjust\b/gi,
  /\bsort of\b/gi,
  /\bkind of\b/gi,
  /\ba (little )?bit\b/gi,
  /\bhopefully\b/gi,
  /\bi hope\b/gi,
  /\bif (that's|that is) ok(ay)?\b/gi,
  /\bi was wondering\b/gi,
  /\bbasically\b/gi,
  /\bactually\b/gi,
  /\bmight\b/gi,
  /\bnot sure\b/gi,
];
const APOLOGIES = [/\bsorry\b/gi, /\bapolog(ise|ize|ies|y)\b/gi, /\bforgive me\b/gi];
const ASKS = [
  /\?/g,
  /\b(could|can|would|will) you\b/gi,
  /\bplease\b/gi,
  /\bi need\b/gi,
  /\bi('d| would) like (you|to ask|your)\b/gi,
  /\b(i am|i'm) asking\b/gi,
  /\bi (ask|request)\b/gi,
  /\blet's\b/gi,
  /\bi propose\b/gi,
  /\bi recommend\b/gi,
];
const NEXT_STEPS = [
  /\bi('ll| will)\b/gi,
  /\bwe('ll| will)\b/gi,
  /\bnext step/gi,
  /\bby (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|the end of|end of|noon|\d)/gi,
  /\b(on|before|until) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/gi,
];
const SPECIFICS = [
  /\b\d+([.,]\d+)?\s?(%|percent|k|m|hours?|hrs?|days?|weeks?|months?|minutes?|mins?)?/gi,
  /[$£€]\s?\d/g,
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/gi,
  /\b(january|february|march|april|june|july|august|september|october|november|december)\b/gi,
  /\b\d{1,2}(:\d{2})?\s?(am|pm)\b/gi,
];

const VAGUE = [/\bsome things\b/gi, /\bstuff\b/gi, /\bvarious\b/gi, /\betc\.?/gi, /\bthings\b/gi, /\bsomehow\b/gi, /\bsomething\b/gi, /\band so on\b/gi];
const GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening))\b[^.!?\n]*[,!.]?\s*$/i;

const count = (text: string, patterns: readonly RegExp[]) => patterns.reduce((n, p) => n + (text.match(p)?.length ?? 0), 0);

/** The distinct words matched (as first written), in the order of the patterns, at most `limit`. */
function found(text: string, patterns: readonly RegExp[], limit = 3): string[] {
  const words = new Map<string, string>();
  for (const p of patterns) for (const m of text.match(p) ?? []) if (words.size < limit && !words.has(m.toLowerCase())) words.set(m.toLowerCase(), m.trim());
  return [...words.values()];
}

/** "just", "maybe" and "sort of" */
const quoted = (words: readonly string[]) => {
  const q = words.map((w) => `"${w}"`);
  return inWords(q);
};

/** Vowel groups, a common English approximation (enough to tell plain words from long ones). */
function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1;
  const groups = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export function replyFeatures(text: string): ReplyFeatures {
  const body = text.trim();
  const words = body.match(WORD) ?? [];
  const sentenceList = body.split(/(?<=[.!?])\s+|\n{2,}|\n(?=\s*[-*•\d])/).filter((s) => (s.match(WORD) ?? []).length > 0);
  const sentences = Math.max(1, sentenceList.length);
  const paragraphs = Math.max(1, body.split(/\n\s*\n/).filter((p) => p.trim()).length);
  const syllableCount = words.reduce((n, w) => n + syllables(w), 0);
  const wordCount = words.length;
  const readingEase = wordCount === 0 ? 0 : 206.835 - 1.015 * (wordCount / sentences) - 84.6 * (syllableCount / wordCount);
  const first = sentenceList.find((s) => !GREETING.test(s.trim())) ?? "";
  return {
    words: wordCount,
    sentences,
    sentenceLength: wordCount / sentences,
    paragraphs,
    specifics: count(body, SPECIFICS),
    asks: count(body, ASKS),
    nextSteps: count(body, NEXT_STEPS),
    hedges: count(body, HEDGES),
    apologies: count(body, APOLOGIES),
    readingEase: Math.round(readingEase),
    vague: count(body, VAGUE),
    pointFirst: count(first, SPECIFICS) + count(first, ASKS) + count(first, NEXT_STEPS) > 0,
    hedgeWords: found(body, HEDGES),
    vagueWords: found(body, VAGUE),
  };
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** What the challenge allows: "in five sentences or fewer", "a single paragraph", "30 seconds", else an email's length. */
export function lengthLimit(challenge: Pick<CoachChallenge, "situation" | "task">): LengthLimit {
  const asked = `${challenge.task} ${challenge.situation}`.toLowerCase();
  const sentences = asked.match(/(\w+)(?: or (\w+))? sentences/);
  const n = sentences ? (NUMBER_WORDS[sentences[2] ?? sentences[1]!] ?? Number(sentences[2] ?? sentences[1])) : NaN;
  if (Number.isFinite(n) && n > 0) return { maxWords: n * 22, maxSentences: n, minWords: Math.min(20, n * 8) };
  const seconds = asked.match(/(\d+) seconds/);
  if (seconds) return { maxWords: Math.round((Number(seconds[1]) / 60) * 150), maxSentences: null, minWords: 20 };
  if (/single paragraph|one paragraph|under a minute/.test(asked)) return { maxWords: 130, maxSentences: null, minWords: 30 };
  return { maxWords: 220, maxSentences: null, minWords: 30 };
}

const clamp = (n: number) => Math.max(1, Math.min(10, Math.round(n * 10) / 10));
const per100 = (n: number, words: number) => (words === 0 ? 0 : (n / words) * 100);

function clarity(f: ReplyFeatures, limit: LengthLimit): DimensionCard {
  const overWords = Math.max(0, f.words - limit.maxWords) / Math.max(1, limit.maxWords);
  const overSentences = limit.maxSentences ? Math.max(0, f.sentences - limit.maxSentences) : 0;
  const longSentences = Math.max(0, f.sentenceLength - 20);
  const hard = Math.max(0, 50 - f.readingEase);
  const wall = f.words > 150 && f.paragraphs === 1 ? 1 : 0;
  const tooShort = f.words < limit.minWords ? (limit.minWords - f.words) / limit.minWords : 0;
  // Fillers and vague words make the reader work for the point; a point that comes late, too.
  const filler = Math.min(3, per100(f.hedges + f.vague, f.words) * 0.6);
  const buried = !f.pointFirst && f.sentences > 2 ? 1.5 : 0;
  const penalties = {
    length: Math.min(3, overWords * 4 + overSentences),
    sentences: Math.min(3, longSentences * 0.2),
    hard: Math.min(2, hard * 0.05),
    wall,
    tooShort: tooShort * 3,
    filler,
    buried,
  };
  const score = clamp(10 - Object.values(penalties).reduce((a, b) => a + b, 0));
  const worst = (Object.entries(penalties) as [keyof typeof penalties, number][]).sort((a, b) => b[1] - a[1])[0]!;
  if (worst[1] < 0.5)
    return {
      score,
      why: "Easy to follow: short sentences, plain words and a length that fits the reader.",
      better: "Keep the key point in the first sentence, as you did.",
    };
  const reasons: Record<keyof typeof penalties, [string, string]> = {
    length: [
      `At ${f.words} words${limit.maxSentences ? ` in ${f.sentences} sentences` : ""} it runs past what the moment allows (about ${limit.maxWords} words${limit.maxSentences ? `, ${limit.maxSentences} sentences` : ""}).`,
      "Cut to the point the reader needs first, and drop what they would not miss.",
    ],
    sentences: [
      `Sentences average ${Math.round(f.sentenceLength)} words, long enough to lose a reader.`,
      "Split long sentences: one idea each, under about 20 words.",
    ],
    hard: ["Many long words make it slow to read.", "Swap long words for everyday ones the reader uses."],
    wall: [`${f.words} words in one block are hard to scan.`, "Break it into short paragraphs, one point each."],
    tooShort: [`At ${f.words} words there is too little for the reader to act on.`, "Add the one or two facts the reader needs to understand the point."],
    filler: [
      `${f.hedges + f.vague === 1 ? "A filler or vague word" : `${f.hedges + f.vague} fillers and vague words`} (such as ${quoted([...f.hedgeWords, ...f.vagueWords].slice(0, 3))}) stand between the reader and the point.`,
      "Cut the fillers and name the thing itself.",
    ],
    buried: ["The opening sentence does not carry the point: the reader has to search for it.", "Put the headline, answer or ask in the first sentence."],
  };
  const [why, better] = reasons[worst[0]];
  return { score, why, better };
}

function impact(f: ReplyFeatures, limit: LengthLimit): DimensionCard {
  const specifics = Math.min(3, f.specifics);
  const ask = f.asks > 0 ? 2 : 0;
  const step = f.nextSteps > 0 ? 2 : 0;
  const thin = f.words < limit.minWords ? 2 : 0;
  const score = clamp(3 + specifics + ask + step - thin);
  if (f.specifics === 0)
    return {
      score,
      why: "No figure, date or concrete fact gives the reader something to hold on to.",
      better: "Name the number, date or example that makes your point real.",
    };
  if (!ask && !step)
    return {
      score,
      why: "It informs but asks for nothing and commits to nothing.",
      better: "End with the decision you need or the next step you will take, and when.",
    };
  if (!ask) return { score, why: "It says what you will do but not what you need from the reader.", better: "Make one clear request of the reader." };
  if (!step) return { score, why: "It asks for something but leaves the next step open.", better: "Say what happens next, who does it and by when." };
  return {
    score,
    why: `Concrete (${f.specifics} specific ${f.specifics === 1 ? "fact" : "facts"}) with a clear ask and next step.`,
    better: "Lead with the ask if the reader has little time.",
  };
}

function confidence(f: ReplyFeatures): DimensionCard {
  const hedgeRate = per100(f.hedges, f.words);
  const hedging = Math.min(5, hedgeRate * 1.2);
  const apologising = Math.min(3, f.apologies * 1.5);
  const owning = f.nextSteps > 0 ? 1 : 0;
  const score = clamp(8.5 - hedging - apologising + owning);
  if (f.apologies > 0 && apologising >= hedging)
    return {
      score,
      why: `${f.apologies} ${f.apologies === 1 ? "apology" : "apologies"} make the message sound unsure of its right to ask.`,
      better: "Drop the apologies; thank the reader instead where it fits.",
    };
  if (f.hedges > 0 && hedgeRate >= 1.5)
    return {
      score,
      why: f.hedges === 1 ? `A hedge (${quoted(f.hedgeWords)}) softens the point.` : `${f.hedges} hedges (such as ${quoted(f.hedgeWords)}) soften every point.`,
      better: "State what you know plainly and keep one qualifier for the one real uncertainty.",
    };
  return {
    score,
    why: "Direct and owned: it states its points without hedging.",
    better: owning ? "Keep the firm commitments; they carry the message." : "Add what you will do next, in the first person.",
  };
}

export function scoreReply(challenge: Pick<CoachChallenge, "situation" | "task">, text: string): ScoreCard {
  const features = replyFeatures(text);
  const limit = lengthLimit(challenge);
  const c = clarity(features, limit);
  const i = impact(features, limit);
  const f = confidence(features);
  return { clarity: c, impact: i, confidence: f, overall: Math.round(((c.score + i.score + f.score) / 3) * 10) / 10, features };
}

// Whether a reply is English enough for the coach's scorer (issue 29, "a reply in another language
// is scored or told it can't be"). The scorer's features (hedges, asks, reading ease) are English
// word lists and an English syllable rule: on French or Japanese they would score nonsense. A
// reply counts as English when it is mostly Latin letters and common English words make up a
// share of its words that English prose always reaches (about a third to a half in business
// writing; the floor is set well below that so short or technical English passes).

const COMMON = new Set(
  (
    "the a an and or but if of to in on at by for with from as is are was were be been being it its this that these those " +
    "i you he she we they me him her us them my your our their what which who when where why how not no yes do does did " +
    "have has had will would can could should may might must shall there here so than then also just about up out over " +
    "into after before all any more most some such only very too again now new next week day time need want think know " +
    "let get make go see please thanks thank hi hello dear"
  ).split(" "),
);

const WORD = /[\p{L}][\p{L}'’-]*/gu;

export interface LanguageCheck {
  english: boolean;
  words: number;
  /** Share of words that are common English function words. */
  commonShare: number;
  /** Share of letters outside the Latin script. */
  nonLatinShare: number;
}

export const MIN_WORDS_TO_JUDGE = 6;
export const MIN_COMMON_SHARE = 0.15;

export function checkLanguage(text: string): LanguageCheck {
  const words = text.match(WORD) ?? [];
  const letters = text.match(/\p{L}/gu) ?? [];
  const nonLatin = letters.filter((c) => !/\p{Script=Latin}/u.test(c)).length;
  const nonLatinShare = letters.length ? nonLatin / letters.length : 0;
  const common = words.filter((w) => COMMON.has(w.toLowerCase().replace(/[’']/g, "'"))).length;
  const commonShare = words.length ? common / words.length : 0;
  // Too short to tell: the scorer's own "too short" comment is the honest answer.
  const english = nonLatinShare <= 0.3 && (words.length < MIN_WORDS_TO_JUDGE || commonShare >= MIN_COMMON_SHARE);
  return { english, words: words.length, commonShare, nonLatinShare };
}

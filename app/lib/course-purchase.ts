// Who may buy what (issue 27 items 4 and 5; accounts-admin-sales.md §1, §4): a level once the level
// before it is completed, never a level already owned, the bundle only while it is on sale and
// while it would buy a level not yet owned. The sales page's buttons, the checkout's refusals and
// the "next level to buy" of the training buttons all answer from here.
import { COURSE_LEVELS, levelProduct, type Product } from "~/content/course";
import type { AccessRow } from "./course-access";
import { bundleOnSale, formatEndDate, type OfferSettings } from "./offers";

export interface PurchaseRefusal {
  reason: "owned" | "locked" | "ended";
  /** 409 for an owned level, 403 for a level not open to buy yet, 410 for an ended offer. */
  status: 409 | 403 | 410;
  title: string;
  message: string;
  link: { href: string; label: string };
}

/**
 * Where an owner continues a level: Level 1 is taught in lessons (/learn); Levels 2 to 4 still run
 * on the learning roadmap's challenges until their lessons exist.
 */
export function continuePath(level: number): string {
  return level === 1 ? "/learn" : `/aiupskill/roadmap#level-${level}`;
}
export const COURSE_PATH = "/aiupskill/training";

const ownedLevels = (rows: readonly AccessRow[]) => new Set(rows.map((r) => r.level));
const completedLevels = (rows: readonly AccessRow[]) => new Set(rows.filter((r) => r.completedAt).map((r) => r.level));
const levelName = (level: number) => COURSE_LEVELS.find((l) => l.id === level)?.name ?? `Level ${level}`;

/** Whether a level may be bought on its own now: Level 1 always, a later one once the one before is completed. */
export const levelOpenToBuy = (level: number, rows: readonly AccessRow[]) => level === 1 || completedLevels(rows).has(level - 1);

/**
 * Why this person may not buy this product now, or null when they may. `rows` are their course
 * access rows (none for a visitor who is not signed in).
 */
export function purchaseRefusal(product: Product, rows: readonly AccessRow[], offers: OfferSettings, now: Date = new Date()): PurchaseRefusal | null {
  const owned = ownedLevels(rows);
  if (product.kind === "bundle") {
    if (!bundleOnSale(offers, now)) {
      return {
        reason: "ended",
        status: 410,
        title: "Offer Ended",
        message: `The early-access bundle ended on ${formatEndDate(offers.bundleEndsAt)}. The levels can still be bought one at a time, each once you complete the one before.`,
        link: { href: `${COURSE_PATH}#levels`, label: "See the levels" },
      };
    }
    return product.levels.every((level) => owned.has(level)) ? ownedRefusal(product) : null;
  }
  if (product.kind !== "level") return null;
  const level = product.levels[0]!;
  if (owned.has(level)) return ownedRefusal(product);
  if (!levelOpenToBuy(level, rows)) {
    return {
      reason: "locked",
      status: 403,
      title: "Not Available Yet",
      message: `${levelName(level)} can be bought once you complete Level ${level - 1}. If you already have, sign in first.`,
      link: { href: `${COURSE_PATH}#levels`, label: "Back to the course" },
    };
  }
  return null;
}

/** The refusal of a product whose every level the person already owns. */
export function ownedRefusal(product: Product): PurchaseRefusal {
  const what =
    product.kind === "bundle"
      ? "every level in the Early-Access Bundle, so there is nothing more to buy"
      : `${levelName(product.levels[0]!)}. A level can be bought only once`;
  return {
    reason: "owned",
    status: 409,
    title: "Already Yours",
    message: `You already own ${what}. Nothing was charged.`,
    link: { href: continuePath(product.levels[0]!), label: "Continue your course" },
  };
}

export type LevelOffer = { kind: "continue"; href: string } | { kind: "buy"; href: string } | { kind: "locked"; text: string };

/** The sales page's button for one level: Continue when owned, Buy when open to buy, else what opens it. */
export function levelOffer(level: number, rows: readonly AccessRow[]): LevelOffer {
  if (ownedLevels(rows).has(level)) return { kind: "continue", href: continuePath(level) };
  const product = levelProduct(level);
  if (product && levelOpenToBuy(level, rows)) return { kind: "buy", href: `/checkout/${product.code}` };
  return { kind: "locked", text: `Complete Level ${level - 1}` };
}

/** The lowest level this person may buy now, or null (every level owned, or the next waits for a completion). */
export function nextLevelToBuy(rows: readonly AccessRow[]): number | null {
  const owned = ownedLevels(rows);
  for (const state of COURSE_LEVELS) {
    if (!levelProduct(state.id) || owned.has(state.id)) continue;
    return levelOpenToBuy(state.id, rows) ? state.id : null;
  }
  return null;
}

/** A training button that knows the person: the checkout of the next level to buy, else the course page. */
export function trainingPath(rows: readonly AccessRow[]): string {
  const next = nextLevelToBuy(rows);
  return next ? `/checkout/${levelProduct(next)!.code}` : COURSE_PATH;
}

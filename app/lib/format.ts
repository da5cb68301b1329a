// Display formatting shared by pages, PDFs and emails.

// Building an Intl.NumberFormat is costly; pages format dozens of amounts, so keep one per currency.
const currencyFormats = new Map<string, Intl.NumberFormat>();

export function formatCurrency(amount: number, currency = "USD"): string {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
    currencyFormats.set(currency, format);
  }
  return format.format(amount);
}

export function formatPercent(value: number): string {
  // A gain of a few hundredths of a percent is real but would print as "0.0%".
  if (value > 0 && value < 0.05) return "under 0.1%";
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** Hours a week to one decimal ("2.5 h"); a saving too small for one decimal says so. */
export function formatHours(hours: number): string {
  if (hours > 0 && hours < 0.05) return "under 0.1 h";
  return `${Math.round(hours * 10) / 10} h`;
}

/** Relevance out of 5.0, to one decimal (visitor-side.md §9). */
export function formatRelevance(score: number): string {
  return `${score.toFixed(1)}/5.0`;
}

/** A coach score out of 10, to one decimal without a trailing ".0" ("7.3", "8"), as the score card writes it. */
export function formatScore(score: number): string {
  return score.toFixed(1).replace(/\.0$/, "");
}

/** An amount with cents in its currency (ISO code in either case), e.g. "A$49.00" for aud. */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${code}`;
  }
}

const SHORT_DATE = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A day as the profile lists show it, e.g. "Nov 24, 2026" (UTC, so server and browser agree). */
export function formatShortDate(iso: string | Date): string {
  return SHORT_DATE.format(typeof iso === "string" ? new Date(iso) : iso);
}

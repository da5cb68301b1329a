// The price prefix (accounts-admin-sales.md §2, §8): AU$ when the looked-up currency is aud,
// else $. The lookup follows the request: a country header set by the CDN or proxy, else the
// browser's Accept-Language region; with neither, aud and AU as §8's fallback says.

export interface CurrencyLookup {
  currency: "aud" | "usd";
  country: string;
}

export const DEFAULT_CURRENCY: CurrencyLookup = { currency: "aud", country: "AU" };

/** Headers that carry the visitor's country, as common CDNs and proxies name them. */
export const COUNTRY_HEADERS = ["cf-ipcountry", "x-vercel-ip-country", "cloudfront-viewer-country", "x-country-code"] as const;

function regionOf(acceptLanguage: string): string | null {
  for (const part of acceptLanguage.split(",")) {
    const tag = part.split(";")[0]!.trim();
    // The region is the first two-letter subtag after the language; a script may come between
    // them (zh-Hant-TW).
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    if (region) return region.toUpperCase();
  }
  return null;
}

export function lookupCurrency(headers: { country?: string | null; acceptLanguage?: string | null }): CurrencyLookup {
  const fromHeader = headers.country?.trim().toUpperCase();
  // XX and T1 are what Cloudflare sends for unknown and Tor.
  const country =
    fromHeader && /^[A-Z]{2}$/.test(fromHeader) && fromHeader !== "XX" ? fromHeader : headers.acceptLanguage ? regionOf(headers.acceptLanguage) : null;
  if (!country) return DEFAULT_CURRENCY;
  return { currency: country === "AU" ? "aud" : "usd", country };
}

export const pricePrefix = (currency: string) => (currency.toLowerCase() === "aud" ? "AU$" : "$");

/**
 * Every price the product shows (issue 27 item 6): the sales and simulation pages, the checkout,
 * the receipt and the admin. AU$ for aud and $ for usd (§2, §9); whole amounts without cents
 * ("AU$49"), others with two ("AU$49.50"). The lookup only ever answers aud or usd; a payment
 * recorded in another currency (one flagged for review) shows its code, so it never reads as dollars.
 */
export function formatPrice(amount: number, currency: string): string {
  const code = currency.toLowerCase();
  const digits = Number.isInteger(amount) ? 0 : 2;
  const number = amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return code === "aud" || code === "usd" ? `${pricePrefix(code)}${number}` : `${code.toUpperCase()} ${number}`;
}

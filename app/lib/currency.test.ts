import { describe, expect, it } from "vitest";
import { DEFAULT_CURRENCY, formatPrice, lookupCurrency, pricePrefix } from "./currency";

describe("lookupCurrency (accounts-admin-sales.md §3 Currency lookup, §8 fallback)", () => {
  it("takes the country header first, whatever the browser's language says", () => {
    expect(lookupCurrency({ country: "US", acceptLanguage: "en-AU,en;q=0.9" })).toEqual({ currency: "usd", country: "US" });
    expect(lookupCurrency({ country: "AU", acceptLanguage: "en-US" })).toEqual({ currency: "aud", country: "AU" });
    expect(lookupCurrency({ country: " gb ", acceptLanguage: null })).toEqual({ currency: "usd", country: "GB" });
  });

  it("ignores an unknown or malformed country header (Cloudflare's XX, T1) and falls back to the language", () => {
    expect(lookupCurrency({ country: "XX", acceptLanguage: "en-US" })).toEqual({ currency: "usd", country: "US" });
    expect(lookupCurrency({ country: "XX", acceptLanguage: null })).toEqual(DEFAULT_CURRENCY);
    expect(lookupCurrency({ country: "T1", acceptLanguage: "en-AU" })).toEqual({ currency: "aud", country: "AU" });
    expect(lookupCurrency({ country: "USA", acceptLanguage: null })).toEqual(DEFAULT_CURRENCY);
  });

  it("reads the region of the Accept-Language header", () => {
    expect(lookupCurrency({ acceptLanguage: "en-AU" })).toEqual({ currency: "aud", country: "AU" });
    expect(lookupCurrency({ acceptLanguage: "en-US,en;q=0.9" })).toEqual({ currency: "usd", country: "US" });
    // The first tag with a region wins, a bare language is skipped.
    expect(lookupCurrency({ acceptLanguage: "fr, en-au;q=0.8" })).toEqual({ currency: "aud", country: "AU" });
    // A script subtag may come before the region.
    expect(lookupCurrency({ acceptLanguage: "zh-Hant-TW" })).toEqual({ currency: "usd", country: "TW" });
  });

  it("falls back to aud and AU with a bare language or nothing at all", () => {
    expect(DEFAULT_CURRENCY).toEqual({ currency: "aud", country: "AU" });
    expect(lookupCurrency({ acceptLanguage: "en" })).toEqual(DEFAULT_CURRENCY);
    expect(lookupCurrency({ acceptLanguage: "*" })).toEqual(DEFAULT_CURRENCY);
    expect(lookupCurrency({ acceptLanguage: "" })).toEqual(DEFAULT_CURRENCY);
    expect(lookupCurrency({})).toEqual(DEFAULT_CURRENCY);
    expect(lookupCurrency({ country: null, acceptLanguage: null })).toEqual(DEFAULT_CURRENCY);
  });
});

describe("formatPrice (§2, §9: AU$ when the currency is aud, else $)", () => {
  it("prefixes AU$ for aud and $ for anything else", () => {
    expect(pricePrefix("aud")).toBe("AU$");
    expect(pricePrefix("usd")).toBe("$");
    expect(formatPrice(49, "aud")).toBe("AU$49");
    expect(formatPrice(49, "usd")).toBe("$49");
  });

  it("groups thousands, takes the code in either case, and shows cents only when there are some", () => {
    expect(formatPrice(1096, "aud")).toBe("AU$1,096");
    expect(formatPrice(49, "AUD")).toBe("AU$49");
    expect(formatPrice(49.5, "aud")).toBe("AU$49.50");
    expect(formatPrice(0.99, "usd")).toBe("$0.99");
  });

  it("names any other currency by its code rather than pass it off as dollars", () => {
    expect(formatPrice(199, "eur")).toBe("EUR 199");
  });
});

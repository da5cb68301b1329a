// The one look of the product's PDFs (the toolkit report and the rubric framework): the brand's
// colours, the built-in Helvetica (no font downloads; every word real, extractable text), and a
// Text that wraps at spaces.
import { Text as PdfText } from "@react-pdf/renderer";
import type { ComponentProps } from "react";

export const BRAND = "#2452e0";
export const BRAND_TINT = "#eef2fd";
export const BRAND_LINE = "#d4ddfa";
export const INK = "#0f172a";
export const MUTED = "#475569";
export const FAINT = "#94a3b8";
export const RULE = "#e2e8f0";

/**
 * The fixed footer of a page with `margin` points each side: a hairline, then small faint text
 * spread across. No line height here: react-pdf 4.9 drops a fixed footer whose page-number text
 * has one, own or inherited.
 */
export const footerStyle = (margin: number) =>
  ({
    position: "absolute",
    bottom: 24,
    left: margin,
    right: margin,
    flexDirection: "row",
    justifyContent: "space-between",
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 6,
    fontSize: 7.5,
    color: FAINT,
  }) as const;

export const FONT = "Helvetica";
export const FONT_BOLD = "Helvetica-Bold";

/**
 * Words wrap at spaces: react-pdf's default hyphenation splits ordinary words ("Gener- ated"),
 * which reads badly and breaks the extracted text (search, copy, screen readers). Only a word too
 * long for any line (an unbroken string in a use case) is cut, so it cannot run off the page;
 * a URL stays whole up to a line's length.
 */
export function wholeWords(word: string): string[] {
  const limit = /^[a-z]+:\/\/|\w\.[a-z]{2,}\//i.test(word) ? 90 : 32;
  return word.length <= limit ? [word] : (word.match(/.{1,16}/gsu) ?? [word]);
}

export function Text(props: ComponentProps<typeof PdfText>) {
  return <PdfText hyphenationCallback={wholeWords} {...props} />;
}

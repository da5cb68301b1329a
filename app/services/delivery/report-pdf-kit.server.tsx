// What every page of the toolkit report shares: its input, the styles, the type badges, the
// formatting of dates, hours and links, and the section heading.
import { StyleSheet, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { ToolkitTool, ToolkitView } from "../toolkits/toolkit-views.server";
import type { ToolGroup as ToolGroupOf } from "~/lib/tool-grouping";
import { BRAND, BRAND_LINE, BRAND_TINT, FONT, FONT_BOLD, footerStyle, INK, MUTED, RULE, Text } from "./pdf-theme.server";

export interface ToolkitPdfInput {
  toolkit: ToolkitView;
  /** The salary the figures are calculated for (not stored; visitor-side.md §2). */
  salary: number;
  /** Where the toolkit can be seen online (with its share token when it is emailed). */
  toolkitUrl: string;
  generatedAt: Date;
}

const TYPE_BADGES: Record<ToolkitTool["toolType"], { label: string; background: string; color: string }> = {
  core: { label: "CORE", background: BRAND, color: "#ffffff" },
  specialist: { label: "SPECIALIST", background: "#fef3c7", color: "#78350f" },
  assistant: { label: "ASSISTANT", background: "#d1fae5", color: "#064e3b" },
  agent: { label: "AGENT", background: "#ede9fe", color: "#4c1d95" },
};
export const badgeFor = (type: string) => TYPE_BADGES[type as ToolkitTool["toolType"]] ?? TYPE_BADGES.agent;

// Line heights are set on the texts, never on a page or on the footer: react-pdf 4.9 drops a fixed
// footer whose page-number text (`render`) has a line height, own or inherited.
export const styles = StyleSheet.create({
  coverPage: { fontFamily: FONT, fontSize: 10, color: INK, paddingBottom: 56 },
  page: { fontFamily: FONT, fontSize: 10, color: INK, paddingTop: 64, paddingBottom: 56, paddingHorizontal: 48 },
  band: { backgroundColor: BRAND, color: "#ffffff", paddingTop: 44, paddingBottom: 30, paddingHorizontal: 48 },
  brand: { fontFamily: FONT_BOLD, fontSize: 10, letterSpacing: 0.8, lineHeight: 1.35 },
  bandRule: { width: 40, height: 3, backgroundColor: "#ffffff", marginTop: 10, marginBottom: 18, opacity: 0.8 },
  title: { fontFamily: FONT_BOLD, fontSize: 26, lineHeight: 1.2 },
  company: { fontSize: 12, marginTop: 10, color: "#dfe6fc", lineHeight: 1.35 },
  meta: { flexDirection: "row", flexWrap: "wrap", marginTop: 20, fontSize: 9.5, color: "#dfe6fc", lineHeight: 1.35 },
  metaItem: { marginRight: 18, marginBottom: 3 },
  metaStrong: { fontFamily: FONT_BOLD, color: "#ffffff" },
  coverBody: { paddingHorizontal: 48, paddingTop: 24 },
  tiles: { flexDirection: "row", marginHorizontal: -5 },
  tile: { flex: 1, marginHorizontal: 5, padding: 12, backgroundColor: BRAND_TINT, borderRadius: 6, borderWidth: 1, borderColor: BRAND_LINE },
  tileLabel: { fontSize: 9, color: MUTED, fontFamily: FONT_BOLD, lineHeight: 1.3 },
  tileValue: { fontFamily: FONT_BOLD, fontSize: 22, color: BRAND, marginTop: 6, lineHeight: 1.1 },
  tileNote: { fontSize: 8, color: MUTED, marginTop: 4, lineHeight: 1.35 },
  h2: { fontFamily: FONT_BOLD, fontSize: 15, color: INK, marginBottom: 4, lineHeight: 1.25 },
  h2Rule: { width: 32, height: 2, backgroundColor: BRAND, marginBottom: 10 },
  lead: { fontSize: 9.5, color: MUTED, marginBottom: 10, lineHeight: 1.35 },
  tableHead: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderBottomColor: INK,
    paddingBottom: 4,
    fontFamily: FONT_BOLD,
    fontSize: 8,
    color: MUTED,
    textTransform: "uppercase",
    lineHeight: 1.35,
  },
  tableRow: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 4.5, fontSize: 9, lineHeight: 1.35 },
  tableTotal: { flexDirection: "row", paddingVertical: 5, fontSize: 9, fontFamily: FONT_BOLD, lineHeight: 1.35 },
  colTool: { width: "26%", paddingRight: 6 },
  colType: { width: "14%", paddingRight: 6 },
  colArea: { width: "24%", paddingRight: 6 },
  colGain: { width: "9%", textAlign: "right" },
  colHours: { width: "13%", textAlign: "right" },
  colValue: { width: "13%", textAlign: "right" },
  note: { fontSize: 8.5, color: MUTED, marginTop: 12, lineHeight: 1.35 },
  link: { color: BRAND, textDecoration: "none" },
  header: {
    position: "absolute",
    top: 26,
    left: 48,
    right: 48,
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottomWidth: 0.75,
    borderBottomColor: BRAND_LINE,
    paddingBottom: 6,
    fontSize: 8,
    lineHeight: 1.35,
  },
  headerBrand: { fontFamily: FONT_BOLD, color: BRAND, letterSpacing: 0.6 },
  headerTitle: { color: MUTED, maxWidth: "70%", textAlign: "right" },
  footer: footerStyle(48),
  aspect: { marginBottom: 8, marginTop: 6 },
  aspectKicker: { fontSize: 8, color: BRAND, fontFamily: FONT_BOLD, textTransform: "uppercase", lineHeight: 1.35 },
  aspectName: { fontFamily: FONT_BOLD, fontSize: 14, marginTop: 2, lineHeight: 1.25 },
  aspectDescription: { fontSize: 9.5, color: MUTED, marginTop: 2, lineHeight: 1.35 },
  card: { borderWidth: 1, borderColor: RULE, borderLeftWidth: 3, borderRadius: 4, paddingVertical: 10, paddingHorizontal: 12, marginBottom: 8 },
  cardTop: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
  cardName: { fontFamily: FONT_BOLD, fontSize: 12.5, lineHeight: 1.25 },
  cardTags: { flexDirection: "row", alignItems: "center", marginTop: 3 },
  badge: { fontFamily: FONT_BOLD, fontSize: 7, paddingVertical: 2, paddingHorizontal: 5, borderRadius: 3, marginRight: 6, lineHeight: 1.2 },
  category: { fontSize: 8.5, color: MUTED, lineHeight: 1.35 },
  gainBox: { alignItems: "flex-end", marginLeft: 12 },
  gainValue: { fontFamily: FONT_BOLD, fontSize: 15, color: BRAND, lineHeight: 1.1 },
  gainLabel: { fontSize: 7.5, color: MUTED, lineHeight: 1.35 },
  useCase: { fontSize: 9.5, marginTop: 7, lineHeight: 1.45 },
  cardStats: {
    flexDirection: "row",
    flexWrap: "wrap",
    marginTop: 8,
    paddingTop: 6,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    fontSize: 8.5,
    color: MUTED,
    lineHeight: 1.35,
  },
  stat: { marginRight: 16 },
  statStrong: { fontFamily: FONT_BOLD, color: INK },
  h3: { fontFamily: FONT_BOLD, fontSize: 10.5, marginTop: 7, marginBottom: 2, lineHeight: 1.3 },
  paragraph: { fontSize: 9.25, marginBottom: 4, lineHeight: 1.4 },
  formula: {
    backgroundColor: BRAND_TINT,
    borderRadius: 4,
    paddingVertical: 7,
    paddingHorizontal: 10,
    marginTop: 3,
    marginBottom: 4,
    fontSize: 9.25,
    lineHeight: 1.35,
  },
  formulaLine: { marginBottom: 2 },
  source: { flexDirection: "row", fontSize: 8.5, marginBottom: 3, lineHeight: 1.35 },
  sourceBullet: { width: 10, color: BRAND },
  sourceText: { flex: 1 },
  attribution: { fontSize: 7.5, color: MUTED, marginTop: 5, lineHeight: 1.35 },
  cta: { marginTop: 12, paddingVertical: 10, paddingHorizontal: 14, borderRadius: 6, backgroundColor: BRAND, color: "#ffffff" },
  ctaTitle: { fontFamily: FONT_BOLD, fontSize: 11, lineHeight: 1.25 },
  ctaText: { fontSize: 9, marginTop: 2, color: "#dfe6fc", lineHeight: 1.35 },
  ctaLink: { fontSize: 9.5, marginTop: 3, color: "#ffffff", fontFamily: FONT_BOLD, textDecoration: "underline", lineHeight: 1.35 },
});

/** The results page's grouping (lib/tool-grouping.ts); the report is the full toolkit, so every tool is listed. */
export type ToolGroup = ToolGroupOf<ToolkitTool>;

export const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
export const hours = (n: number) => `${n.toFixed(1)} h`;
/** A link's text without the scheme and trailing slash: readable in print, still the full target. */
export const displayUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");
export const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export function reportTitle(toolkit: ToolkitView): string {
  const company = companyOf(toolkit);
  return `Your Personalized ${company ? `${company} ` : ""}${toolkit.jobTitle} AI Toolkit`;
}

export function companyOf(toolkit: ToolkitView): string | null {
  return toolkit.companyContext?.name?.trim() || toolkit.companyName?.trim() || null;
}

export function industryOf(toolkit: ToolkitView): string | null {
  return toolkit.companyContext?.industry?.trim() || toolkit.industry?.trim() || null;
}

export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <View minPresenceAhead={60}>
      <Text style={styles.h2}>{children}</Text>
      <View style={styles.h2Rule} />
    </View>
  );
}

/** Every page's footer: the date and the page number. */
export function Footer({ input }: { input: ToolkitPdfInput }) {
  return (
    <View style={styles.footer} fixed>
      <Text>Upskill Academy · {dateFormat.format(input.generatedAt)} · Estimates, not promises</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

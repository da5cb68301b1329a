// The toolkit report as a PDF (visitor-side.md §2, "Download Full Toolkit"): a cover with the
// three tiles and the tools at a glance, the tools by work area, and how the figures are made.
// Rendered in a job, not in a request (DESIGN.md §2), within 500 ms for 9 tools (§6). The
// figures come from the same functions as the results page (app/lib/savings.ts) at the salary
// the visitor chose. Built-in Helvetica only (no font downloads) and no images: every word is
// real, extractable text, and the standard fonts' WinAnsi encoding limits us to Latin-1 signs.
import { Document, Link, Page, StyleSheet, View, renderToBuffer } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { ONET_ATTRIBUTION } from "~/lib/attribution";
import { formatCurrency, formatHours, formatPercent } from "~/lib/format";
import { WORK_HOURS_PER_WEEK, WORK_WEEKS_PER_YEAR, hourlyRate } from "~/lib/productivity";
import { toolSavings, toolkitTotals, type ToolkitTotals } from "~/lib/savings";
import { MAX_TOOLKIT_GAIN, MIN_ACTIVITY_SHARE, MIN_MARGINAL_SHARE } from "~/lib/toolkit-engine";
import { ACTIVITY_EFFORTS, EFFORT_TIME_SAVED, WORK_AREA_SHARE } from "~/lib/work-activities";
import { displayOccupationCode } from "~/lib/occupation-groups";
import type { ToolkitTool, ToolkitView } from "./toolkits.server";
import { groupTools, type ToolGroup as ToolGroupOf } from "~/lib/tool-grouping";
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
const badgeFor = (type: string) => TYPE_BADGES[type as ToolkitTool["toolType"]] ?? TYPE_BADGES.agent;

// Line heights are set on the texts, never on a page or on the footer: react-pdf 4.9 drops a fixed
// footer whose page-number text (`render`) has a line height, own or inherited.
const styles = StyleSheet.create({
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
type ToolGroup = ToolGroupOf<ToolkitTool>;

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const hours = (n: number) => `${n.toFixed(1)} h`;
/** A link's text without the scheme and trailing slash: readable in print, still the full target. */
const displayUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");
const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function reportTitle(toolkit: ToolkitView): string {
  const company = companyOf(toolkit);
  return `Your Personalized ${company ? `${company} ` : ""}${toolkit.jobTitle} AI Toolkit`;
}

function companyOf(toolkit: ToolkitView): string | null {
  return toolkit.companyContext?.name?.trim() || toolkit.companyName?.trim() || null;
}

function industryOf(toolkit: ToolkitView): string | null {
  return toolkit.companyContext?.industry?.trim() || toolkit.industry?.trim() || null;
}

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <View minPresenceAhead={60}>
      <Text style={styles.h2}>{children}</Text>
      <View style={styles.h2Rule} />
    </View>
  );
}

function Cover({ input, totals, groups }: { input: ToolkitPdfInput; totals: ToolkitTotals; groups: ToolGroup[] }) {
  const { toolkit, salary, generatedAt, toolkitUrl } = input;
  const company = companyOf(toolkit);
  const industry = industryOf(toolkit);
  const byAspect = toolkit.aspects.length > 0;
  return (
    <Page size="A4" style={styles.coverPage}>
      <Footer input={input} />
      <View style={styles.band}>
        <Text style={styles.brand}>UPSKILL ACADEMY</Text>
        <View style={styles.bandRule} />
        <Text style={styles.title}>{reportTitle(toolkit)}</Text>
        {company || industry ? <Text style={styles.company}>{[company, industry].filter(Boolean).join("  ·  ")}</Text> : null}
        <View style={styles.meta}>
          <Text style={styles.metaItem}>
            Prepared <Text style={styles.metaStrong}>{dateFormat.format(generatedAt)}</Text>
          </Text>
          <Text style={styles.metaItem}>
            Figures calculated for a salary of <Text style={styles.metaStrong}>{formatCurrency(salary)}</Text> a year
          </Text>
          {toolkit.occupation ? (
            <Text style={styles.metaItem}>
              Built for: <Text style={styles.metaStrong}>{toolkit.occupation.title}</Text> (O*NET {displayOccupationCode(toolkit.occupation.code)})
              {toolkit.activityBasis?.kind === "group" ? `, from the work activities of ${toolkit.activityBasis.groupTitle}` : ""}
            </Text>
          ) : (
            <Text style={styles.metaItem}>No occupation matched the job title: built from everyday desk work and the chosen work areas</Text>
          )}
        </View>
      </View>

      <View style={styles.coverBody}>
        <View style={styles.tiles}>
          <View style={styles.tile}>
            <Text style={styles.tileLabel}>Time Saved a Week</Text>
            <Text style={styles.tileValue}>{formatHours(totals.totalHoursPerWeek)}</Text>
            <Text style={styles.tileNote}>up to {formatPercent(totals.totalGain)} of a 40-hour week</Text>
          </View>
          <View style={styles.tile}>
            <Text style={styles.tileLabel}>Potential Annual Value Generated</Text>
            <Text style={styles.tileValue}>{formatCurrency(totals.totalAnnualValue)}</Text>
            <Text style={styles.tileNote}>up to, at this salary</Text>
          </View>
          <View style={styles.tile}>
            <Text style={styles.tileLabel}>AI Power Tools</Text>
            <Text style={styles.tileValue}>{totals.toolCount}</Text>
            <Text style={styles.tileNote}>
              {byAspect
                ? `for ${groups.length} part${groups.length === 1 ? "" : "s"} of your work`
                : `in ${groups.length} categor${groups.length === 1 ? "y" : "ies"}`}
            </Text>
          </View>
        </View>

        <View style={{ marginTop: 26 }}>
          <SectionHeading>Your toolkit at a glance</SectionHeading>
          <View style={styles.tableHead}>
            <Text style={styles.colTool}>Tool</Text>
            <Text style={styles.colType}>Type</Text>
            <Text style={styles.colArea}>{byAspect ? "Work area" : "Category"}</Text>
            <Text style={styles.colGain}>Gain</Text>
            <Text style={styles.colHours}>Hours/week</Text>
            <Text style={styles.colValue}>Value/year</Text>
          </View>
          {groups.flatMap((group) =>
            group.tools.map((tool) => {
              const savings = toolSavings(tool.productivityGain, salary);
              return (
                <View key={tool.id} style={styles.tableRow} wrap={false}>
                  <Text style={[styles.colTool, { fontFamily: FONT_BOLD }]}>{tool.name}</Text>
                  <Text style={[styles.colType, { color: MUTED }]}>{badgeFor(tool.toolType).label}</Text>
                  <Text style={[styles.colArea, { color: MUTED }]}>{group.name}</Text>
                  <Text style={styles.colGain}>{tableGain(tool.productivityGain)}</Text>
                  <Text style={styles.colHours}>{hours(savings.hoursSavedPerWeek)}</Text>
                  <Text style={styles.colValue}>{formatCurrency(savings.adjustedSavings)}</Text>
                </View>
              );
            }),
          )}
          <View style={styles.tableTotal} wrap={false}>
            <Text style={styles.colTool}>Total</Text>
            <Text style={styles.colType} />
            <Text style={styles.colArea} />
            <Text style={styles.colGain} />
            <Text style={styles.colHours}>{hours(totals.totalHoursPerWeek)}</Text>
            <Text style={[styles.colValue, { color: BRAND }]}>{formatCurrency(totals.totalAnnualValue)}</Text>
          </View>
          <Text style={styles.note}>
            Every figure is an "up to" estimate of time saved in a 40-hour week, drawn from published studies, not a promise. Hours and values are calculated
            for a salary of {formatCurrency(salary)} a year; "How these estimates are made" at the end of this report explains the method and lists the sources.
            See and adjust your toolkit online:
          </Text>
          <Text style={[styles.note, { marginTop: 2 }]}>
            <Link src={toolkitUrl} style={styles.link}>
              {toolkitUrl}
            </Link>
          </Text>
        </View>
      </View>
    </Page>
  );
}

function ToolCard({ tool, salary }: { tool: ToolkitTool; salary: number }) {
  const badge = badgeFor(tool.toolType);
  const savings = toolSavings(tool.productivityGain, salary);
  const link = tool.webLink || tool.affiliateLink || null;
  return (
    <View style={[styles.card, { borderLeftColor: tool.toolType === "core" ? BRAND : badge.color }]} wrap={false}>
      <View style={styles.cardTop}>
        <View style={{ flex: 1 }}>
          <Text style={styles.cardName}>{tool.name}</Text>
          <View style={styles.cardTags}>
            <Text style={[styles.badge, { backgroundColor: badge.background, color: badge.color }]}>{badge.label}</Text>
            <Text style={styles.category}>{tool.category}</Text>
          </View>
        </View>
        <View style={styles.gainBox}>
          <Text style={styles.gainValue}>up to {formatPercent(tool.productivityGain)}</Text>
          <Text style={styles.gainLabel}>productivity gain</Text>
        </View>
      </View>
      <Text style={styles.useCase}>{tool.useCase || tool.description}</Text>
      <View style={styles.cardStats}>
        <Text style={styles.stat}>
          <Text style={styles.statStrong}>{hours(savings.hoursSavedPerWeek)}</Text> saved a week
        </Text>
        <Text style={styles.stat}>
          <Text style={styles.statStrong}>{formatCurrency(savings.adjustedSavings)}</Text> a year at {formatCurrency(salary)}
        </Text>
        {link ? (
          <Text style={styles.stat}>
            Try it:{" "}
            <Link src={link} style={styles.link}>
              {shorten(displayUrl(link), 60)}
            </Link>
          </Text>
        ) : null}
      </View>
    </View>
  );
}

function ToolsSection({ groups, salary, byAspect }: { groups: ToolGroup[]; salary: number; byAspect: boolean }) {
  return (
    <View>
      <SectionHeading>Your tools, {byAspect ? "by work area" : "by category"}</SectionHeading>
      <Text style={styles.lead}>
        Highest gain first. CORE tools are primary thinking partners, SPECIALIST tools bring domain expertise, ASSISTANT tools are productivity helpers, and
        AGENT tools act on your behalf.
      </Text>
      {groups.map((group, index) => (
        <View key={`${group.name}-${index}`} style={styles.aspect}>
          {/* The heading stays with its first tool (minPresenceAhead proved unreliable here). */}
          <View wrap={false}>
            <Text style={styles.aspectKicker}>
              {!byAspect ? "Category" : group.kind === "activity" ? "Part of your job" : `Work area ${areaNumber(groups, index)}`}
            </Text>
            <Text style={styles.aspectName}>{group.name}</Text>
            {group.description ? <Text style={styles.aspectDescription}>{group.description}</Text> : null}
            <View style={{ height: 8 }} />
            {group.tools[0] ? <ToolCard tool={group.tools[0]} salary={salary} /> : null}
          </View>
          {group.tools.slice(1).map((tool) => (
            <ToolCard key={tool.id} tool={tool} salary={salary} />
          ))}
        </View>
      ))}
    </View>
  );
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const percentOne = (share: number) => `${Math.round(share * 1000) / 10}%`;
/** The at-a-glance table's gain: two decimals, so a small gain still reads as a number. */
const tableGain = (gain: number) => `${gain.toFixed(2)}%`;
/** "Work area 2" counts the person's own areas only, not the job's activities listed after them. */
const areaNumber = (groups: readonly ToolGroup[], index: number) => groups.slice(0, index + 1).filter((g) => g.kind !== "activity").length;

function basisSentence(toolkit: ToolkitView): string {
  const basis = toolkit.activityBasis;
  if (basis?.kind === "occupation") return ` Your job title matched "${basis.title}" (O*NET ${displayOccupationCode(basis.code)}).`;
  // A toolkit made before its activities were recorded still names its occupation.
  if (!basis && toolkit.occupation) return ` Your job title matched "${toolkit.occupation.title}" (O*NET ${displayOccupationCode(toolkit.occupation.code)}).`;
  if (basis?.kind === "group")
    return ` Your job title matched "${basis.title}" (O*NET ${displayOccupationCode(basis.code)}), which has no activity ratings of its own, so the average of ${basis.occupations} related occupations (${basis.groupTitle}) was used.`;
  return " Your job title matched no O*NET occupation, so everyday desk work and the work areas you chose were used.";
}

function MethodSection({ input }: { input: ToolkitPdfInput }) {
  const { toolkit, salary, toolkitUrl } = input;
  const example = toolSavings(5, salary);
  return (
    <View break>
      <SectionHeading>How these estimates are made</SectionHeading>
      <Text style={styles.paragraph}>
        Studies of generative AI measure single tasks; surveys of whole jobs find single-digit percentages of time saved. So every figure here is built from the
        work activities of your occupation, one activity at a time, and is an "up to" estimate, never a promise.
      </Text>

      <Text style={styles.h3}>1. Your work, activity by activity</Text>
      <Text style={styles.paragraph}>
        O*NET rates how important each work activity is in an occupation; we read those ratings as shares of the week. A work area you chose counts for at least{" "}
        {percent(WORK_AREA_SHARE)} of it.{basisSentence(toolkit)}
      </Text>

      <Text style={styles.h3}>2. Which tools, and why</Text>
      <Text style={styles.paragraph}>
        A tool is offered only when it is made for your occupation and serves one of its activities (at least {percentOne(MIN_ACTIVITY_SHARE)} of the week) or a
        work area you chose. The tool that serves most of your remaining work comes first; two tools of the same kind are not stacked; the list stops when the
        next tool would take on less than {percent(MIN_MARGINAL_SHARE)} more of your week.
      </Text>

      <Text style={styles.h3}>3. Hours per activity, counted once</Text>
      <Text style={styles.paragraph}>
        Time saved on an activity = its share of the week × how often a consumer AI assistant completed people's goals for it × how much of the activity that
        help covered (Tomlinson et al., 2025) × the study's time saving for that kind of work (below); a general assistant counts for half. A second tool on the
        same activity adds only what the first leaves, and the toolkit never claims more than {MAX_TOOLKIT_GAIN}% of the week.
      </Text>

      <Text style={styles.h3}>4. From a percentage to hours and dollars</Text>
      <View style={styles.formula} wrap={false}>
        <Text style={styles.formulaLine}>
          Hourly rate = salary ÷ ({WORK_WEEKS_PER_YEAR} × {WORK_HOURS_PER_WEEK}) = {formatCurrency(salary)} ÷ 2,080 = ${hourlyRate(salary).toFixed(2)}
        </Text>
        <Text style={styles.formulaLine}>Hours saved a week = {WORK_HOURS_PER_WEEK} × gain ÷ 100, to one decimal</Text>
        <Text style={styles.formulaLine}>Yearly value = hours saved a week × hourly rate × {WORK_WEEKS_PER_YEAR}, to whole dollars</Text>
        <Text style={[styles.formulaLine, { color: MUTED, marginTop: 3 }]}>
          Example: a 5% gain saves {hours(example.hoursSavedPerWeek)} a week, worth {formatCurrency(example.adjustedSavings)} a year at {formatCurrency(salary)}
          .
        </Text>
        {toolkit.salaryBand ? <Text style={[styles.formulaLine, { color: MUTED }]}>Starting salary: {toolkit.salaryBand.source}.</Text> : null}
      </View>

      <Text style={styles.h3}>Sources</Text>
      {ACTIVITY_EFFORTS.filter((e) => EFFORT_TIME_SAVED[e].saved > 0).map((effort) => (
        <View key={effort} style={styles.source} wrap={false}>
          <Text style={styles.sourceBullet}>•</Text>
          <Text style={styles.sourceText}>{EFFORT_TIME_SAVED[effort].source}.</Text>
        </View>
      ))}
      <View style={styles.source} wrap={false}>
        <Text style={styles.sourceBullet}>•</Text>
        <Text style={styles.sourceText}>
          <Text style={{ fontFamily: FONT_BOLD }}>Tomlinson, Jaffe, Wang, Counts and Suri (2025)</Text>, "Working with AI": how often and how well AI served
          each work activity, and each occupation's activity weights (CC BY 4.0). These measure where a consumer AI assistant was used and how successfully, not
          whether a job can be replaced.
        </Text>
      </View>
      <Text style={styles.attribution}>{ONET_ATTRIBUTION}</Text>

      <View style={styles.cta} wrap={false}>
        <Text style={styles.ctaTitle}>Your toolkit online</Text>
        <Text style={styles.ctaText}>Change the salary, explore each tool in more detail and find training for your role on the toolkit's page:</Text>
        <Text style={styles.ctaLink}>
          <Link src={toolkitUrl} style={{ color: "#ffffff" }}>
            {toolkitUrl}
          </Link>
        </Text>
      </View>
    </View>
  );
}

function Footer({ input }: { input: ToolkitPdfInput }) {
  return (
    <View style={styles.footer} fixed>
      <Text>Upskill Academy · {dateFormat.format(input.generatedAt)} · Estimates, not promises</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

function ToolkitReport({ input }: { input: ToolkitPdfInput }) {
  const { toolkit, salary } = input;
  const groups = groupTools(toolkit.aspects, toolkit.recommendations);
  const totals = toolkitTotals(
    toolkit.recommendations.map((t) => t.productivityGain),
    salary,
  );
  const title = reportTitle(toolkit);
  return (
    <Document
      title={title}
      author="Upskill Academy"
      subject={`AI toolkit for ${toolkit.jobTitle}`}
      creator="Upskill Academy"
      producer="Upskill Academy"
      language="en"
    >
      <Cover input={input} totals={totals} groups={groups} />
      <Page size="A4" style={styles.page}>
        <View style={styles.header} fixed>
          <Text style={styles.headerBrand}>UPSKILL ACADEMY</Text>
          <Text style={styles.headerTitle}>{shorten(title, 90)}</Text>
        </View>
        {/* Fixed: repeated on every page. */}
        <Footer input={input} />
        {groups.length > 0 ? (
          <ToolsSection groups={groups} salary={salary} byAspect={toolkit.aspects.length > 0} />
        ) : (
          <Text style={styles.paragraph}>This toolkit has no tools yet.</Text>
        )}
        <MethodSection input={input} />
      </Page>
    </Document>
  );
}

/** The toolkit report as PDF bytes. */
export async function renderToolkitPdf(input: ToolkitPdfInput): Promise<Buffer> {
  return renderToBuffer(<ToolkitReport input={input} />);
}

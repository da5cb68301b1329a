// The AI Readiness Rubric as a PDF, the page's 'Download Full Framework' (visitor-side.md §2
// "Rubric"): the same content as the page (app/content/rubric.ts), with the occupation count from
// the database. Built-in Helvetica only and no images, as the toolkit report does
// (report-pdf.server.tsx): every word is real, extractable text.
//
// DESIGN.md asks for PDFs to be rendered in a job, not in a request. This one depends only on the
// content, which ships with the code, and on the occupation count, so it is rendered once per
// process, on the first request, and kept in memory (a few dozen kilobytes); it is rendered again
// only if the count changes (occupations re-seeded). Every later download is a memory copy.
import { Document, Link, Page, StyleSheet, View, renderToBuffer } from "@react-pdf/renderer";
import {
  fillRubricFacts,
  ONET_SOURCE_NOTE,
  RUBRIC_LEVELS,
  RUBRIC_META,
  RUBRIC_SECTIONS,
  type RubricBlock,
  type RubricFacts,
  type RubricLevel,
} from "~/content/rubric";
import { ONET_ATTRIBUTION } from "~/lib/attribution";
import { currentRubricEdition } from "~/lib/rubric-revision";
import { BRAND, BRAND_LINE, BRAND_TINT, FONT, FONT_BOLD, footerStyle, INK, MUTED, RULE, Text } from "../delivery/pdf-theme.server";

// Line heights sit on texts, never on a page or the fixed footer (react-pdf drops a fixed footer
// whose page-number text inherits a line height; see report-pdf.server.tsx).
const styles = StyleSheet.create({
  page: { fontFamily: FONT, fontSize: 10, color: INK, paddingTop: 56, paddingBottom: 56, paddingHorizontal: 52 },
  header: {
    position: "absolute",
    top: 24,
    left: 52,
    right: 52,
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottomWidth: 0.75,
    borderBottomColor: BRAND_LINE,
    paddingBottom: 6,
    fontSize: 8,
  },
  headerBrand: { fontFamily: FONT_BOLD, color: BRAND, letterSpacing: 0.6 },
  headerTitle: { color: MUTED },
  footer: footerStyle(52),
  band: { backgroundColor: BRAND, color: "#ffffff", padding: 24, borderRadius: 6, marginBottom: 22 },
  brand: { fontFamily: FONT_BOLD, fontSize: 9, letterSpacing: 0.8, lineHeight: 1.35 },
  title: { fontFamily: FONT_BOLD, fontSize: 26, marginTop: 10, lineHeight: 1.2 },
  subtitle: { fontSize: 11, marginTop: 8, color: "#dfe6fc", lineHeight: 1.4 },
  meta: { fontSize: 9, marginTop: 12, color: "#dfe6fc", lineHeight: 1.35 },
  h2: { fontFamily: FONT_BOLD, fontSize: 16, marginTop: 18, marginBottom: 2, lineHeight: 1.25 },
  h2Rule: { width: 32, height: 2, backgroundColor: BRAND, marginBottom: 8 },
  h3: { fontFamily: FONT_BOLD, fontSize: 11.5, marginTop: 10, marginBottom: 3, lineHeight: 1.3 },
  paragraph: { fontSize: 10, marginBottom: 5, lineHeight: 1.45, color: "#1e293b" },
  bulletRow: { flexDirection: "row", marginBottom: 3 },
  bullet: { width: 12, color: BRAND, fontSize: 10, lineHeight: 1.4 },
  bulletText: { flex: 1, fontSize: 10, lineHeight: 1.4, color: "#1e293b" },
  callout: { backgroundColor: BRAND_TINT, borderRadius: 5, padding: 10, marginTop: 4, marginBottom: 6 },
  calloutTitle: { fontFamily: FONT_BOLD, fontSize: 11, color: BRAND, lineHeight: 1.3 },
  calloutText: { fontSize: 9.5, marginTop: 3, lineHeight: 1.4 },
  source: { borderLeftWidth: 3, borderLeftColor: BRAND, paddingLeft: 10, paddingVertical: 4, marginTop: 4, marginBottom: 6 },
  sourceClaim: { fontFamily: FONT_BOLD, fontSize: 11, lineHeight: 1.35 },
  sourceLine: { fontSize: 8.5, color: MUTED, marginTop: 3, lineHeight: 1.35 },
  link: { color: BRAND, textDecoration: "none" },
  level: { borderWidth: 1, borderColor: RULE, borderLeftWidth: 3, borderLeftColor: BRAND, borderRadius: 4, padding: 10, marginTop: 4, marginBottom: 6 },
  levelTags: { flexDirection: "row", alignItems: "center", marginBottom: 4 },
  levelTag: {
    fontFamily: FONT_BOLD,
    fontSize: 7.5,
    color: "#ffffff",
    backgroundColor: BRAND,
    paddingVertical: 2,
    paddingHorizontal: 5,
    borderRadius: 3,
    marginRight: 6,
    lineHeight: 1.2,
  },
  optionalTag: {
    fontFamily: FONT_BOLD,
    fontSize: 7.5,
    color: INK,
    backgroundColor: RULE,
    paddingVertical: 2,
    paddingHorizontal: 5,
    borderRadius: 3,
    marginRight: 6,
    lineHeight: 1.2,
  },
  badgeName: { fontSize: 8.5, color: MUTED, lineHeight: 1.3 },
  levelFocus: { fontFamily: FONT_BOLD, fontSize: 10.5, marginBottom: 3, lineHeight: 1.35 },
  label: { fontFamily: FONT_BOLD, fontSize: 8, color: MUTED, textTransform: "uppercase", marginTop: 6, marginBottom: 2, lineHeight: 1.3 },
  twoCol: { flexDirection: "row", marginTop: 4, marginHorizontal: -4 },
  col: { flex: 1, backgroundColor: "#f8fafc", borderRadius: 4, padding: 7, marginHorizontal: 4 },
  colTitle: { fontFamily: FONT_BOLD, fontSize: 8.5, lineHeight: 1.3 },
  colText: { fontSize: 9, marginTop: 2, lineHeight: 1.4 },
  badgeRow: { flexDirection: "row", alignItems: "center", borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 5 },
  badgeNumber: {
    width: 22,
    height: 22,
    borderRadius: 11,
    backgroundColor: BRAND,
    color: "#ffffff",
    fontFamily: FONT_BOLD,
    fontSize: 10,
    textAlign: "center",
    paddingTop: 5,
    marginRight: 10,
    lineHeight: 1,
  },
  badgeTitle: { fontFamily: FONT_BOLD, fontSize: 10, lineHeight: 1.3 },
  attribution: { fontSize: 8.5, color: MUTED, backgroundColor: "#f1f5f9", borderRadius: 4, padding: 8, marginTop: 4, lineHeight: 1.4 },
});

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={styles.bulletRow} wrap={false}>
          <Text style={styles.bullet}>•</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

function LevelBlock({ level }: { level: RubricLevel }) {
  return (
    <View style={styles.level}>
      <View style={styles.levelTags}>
        <Text style={styles.levelTag}>LEVEL {level.number}</Text>
        {level.optional ? <Text style={styles.optionalTag}>OPTIONAL</Text> : null}
        <Text style={styles.badgeName}>Badge: {level.badge}</Text>
      </View>
      <Text style={styles.levelFocus}>{level.focus}</Text>
      <Text style={styles.paragraph}>{level.description}</Text>
      <Text style={styles.label}>What an assessor looks for</Text>
      <Bullets items={level.indicators} />
      <View style={styles.twoCol} wrap={false}>
        <View style={styles.col}>
          <Text style={styles.colTitle}>Example task</Text>
          <Text style={styles.colText}>{level.example}</Text>
        </View>
        <View style={styles.col}>
          <Text style={styles.colTitle}>Evidence kept</Text>
          <Text style={styles.colText}>{level.evidence}</Text>
        </View>
      </View>
    </View>
  );
}

function Block({ block, facts }: { block: RubricBlock; facts: RubricFacts }) {
  const fill = (text: string) => fillRubricFacts(text, facts);
  switch (block.kind) {
    case "paragraph":
      return <Text style={styles.paragraph}>{fill(block.text)}</Text>;
    case "list":
      return <Bullets items={block.items.map(fill)} />;
    case "callout":
      return (
        <View style={styles.callout} wrap={false}>
          <Text style={styles.calloutTitle}>{block.title}</Text>
          <Text style={styles.calloutText}>{fill(block.text)}</Text>
        </View>
      );
    case "source":
      return (
        <View style={styles.source} wrap={false}>
          <Text style={styles.sourceClaim}>{block.source.claim}</Text>
          <Text style={styles.sourceLine}>
            Source: {block.source.publisher}, {block.source.title} ({block.source.date}).{" "}
            <Link src={block.source.href} style={styles.link}>
              {block.source.href}
            </Link>
          </Text>
        </View>
      );
    case "level":
      return <LevelBlock level={block.level} />;
    case "badges":
      return (
        <View>
          {RUBRIC_LEVELS.map((level) => (
            <View key={level.number} style={styles.badgeRow} wrap={false}>
              <Text style={styles.badgeNumber}>{String(level.number)}</Text>
              <View>
                <Text style={styles.badgeTitle}>{level.badge}</Text>
                <Text style={styles.badgeName}>
                  Level {level.number}: {level.name}
                  {level.optional ? " (optional)" : ""}
                </Text>
              </View>
            </View>
          ))}
        </View>
      );
    case "onet-attribution":
      return (
        <Text style={styles.attribution}>
          {fill(ONET_SOURCE_NOTE)} {ONET_ATTRIBUTION}
        </Text>
      );
  }
}

function Framework({ facts, appUrl }: { facts: RubricFacts; appUrl: string }) {
  // The same edition, version and "Last updated" as the page (app/lib/rubric-revision.ts).
  const edition = currentRubricEdition();
  const pageUrl = `${appUrl}/aiupskill/rubric`;
  return (
    <Document
      title={`${RUBRIC_META.title}, version ${edition.version}`}
      author="Upskill Academy"
      subject="A five-level framework for AI fluency at work"
      creator="Upskill Academy"
      producer="Upskill Academy"
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header} fixed>
          <Text style={styles.headerBrand}>UPSKILL ACADEMY</Text>
          <Text style={styles.headerTitle}>
            {RUBRIC_META.title} · Version {edition.version}
          </Text>
        </View>
        <View style={styles.footer} fixed>
          <Text>
            {RUBRIC_META.title} · Version {edition.version} · Last updated {edition.lastUpdated}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>

        <View style={styles.band}>
          <Text style={styles.brand}>UPSKILL ACADEMY</Text>
          <Text style={styles.title}>{RUBRIC_META.title}</Text>
          <Text style={styles.subtitle}>{RUBRIC_META.subtitle}</Text>
          <Text style={styles.meta}>
            Version {edition.version} · Last updated {edition.lastUpdated} · Online:{" "}
            <Link src={pageUrl} style={{ color: "#ffffff" }}>
              {pageUrl}
            </Link>
          </Text>
        </View>

        {RUBRIC_SECTIONS.map((section) => (
          <View key={section.id}>
            <View minPresenceAhead={80}>
              <Text style={styles.h2}>{section.title}</Text>
              <View style={styles.h2Rule} />
            </View>
            {section.intro.map((block, index) => (
              <Block key={index} block={block} facts={facts} />
            ))}
            {section.subsections.map((sub) => (
              // A level (a third of a page) stays whole with its heading rather than splitting.
              <View key={sub.id} wrap={!sub.blocks.every((b) => b.kind === "level")}>
                <Text style={styles.h3} minPresenceAhead={60}>
                  {sub.title}
                </Text>
                {sub.blocks.map((block, index) => (
                  <Block key={index} block={block} facts={facts} />
                ))}
              </View>
            ))}
          </View>
        ))}
      </Page>
    </Document>
  );
}

/** The framework as PDF bytes (always a fresh render; the route uses rubricFrameworkPdf()). */
export async function renderRubricFrameworkPdf(facts: RubricFacts, appUrl: string): Promise<Buffer> {
  return renderToBuffer(<Framework facts={facts} appUrl={appUrl} />);
}

let cached: { key: string; pdf: Promise<Buffer> } | undefined;

/** The framework PDF, rendered once per process for these facts and kept in memory. */
export function rubricFrameworkPdf(facts: RubricFacts, appUrl: string): Promise<Buffer> {
  const key = `${facts.occupationCount}|${appUrl}`;
  if (cached?.key !== key) {
    const pdf = renderRubricFrameworkPdf(facts, appUrl);
    const entry = { key, pdf };
    cached = entry;
    // A failed render is not kept: the next request tries again.
    pdf.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached!.pdf;
}

// The toolkit report as a PDF (visitor-side.md §2, "Download Full Toolkit"): a cover with the
// three tiles and the tools at a glance, the tools by work area, and how the figures are made.
// Rendered in a job, not in a request (DESIGN.md §2), within 500 ms for 9 tools (§6). The
// figures come from the same functions as the results page (app/lib/savings.ts) at the salary
// the visitor chose. Built-in Helvetica only (no font downloads) and no images: every word is
// real, extractable text, and the standard fonts' WinAnsi encoding limits us to Latin-1 signs.
import { Document, Page, View, renderToBuffer } from "@react-pdf/renderer";
import { toolkitTotals } from "~/lib/savings";
import { groupTools } from "~/lib/tool-grouping";
import { Text } from "./pdf-theme.server";
import { type ToolkitPdfInput, styles, shorten, reportTitle, Footer } from "./report-pdf-kit.server";
import { Cover } from "./report-pdf-cover.server";
import { ToolsSection } from "./report-pdf-tools.server";
import { MethodSection } from "./report-pdf-method.server";

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

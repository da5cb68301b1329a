// 'Download PDF' of a workflow (visitor-side.md §2, step 6): the inputs, the hours saved and how
// they were estimated, every step with its tools, the tool links, and the flowchart when one was
// drawn. Set in the product's own Liberation Sans (assets/fonts), so every character prints.
import path from "node:path";
import { Document, Font, Image, Link, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { savingsBasis, type DetailedWorkflow } from "~/lib/workflow-engine";
import { fontsDirectory } from "./workflow-drawings.server";
import type { WorkflowView } from "./workflow-views.server";

let registered = false;
function registerFonts() {
  if (registered) return;
  const dir = fontsDirectory();
  Font.register({
    family: "Liberation Sans",
    fonts: [{ src: path.join(dir, "LiberationSans-Regular.ttf") }, { src: path.join(dir, "LiberationSans-Bold.ttf"), fontWeight: "bold" }],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

const BRAND = "#2452e0";
const INK = "#0f172a";
const MUTED = "#475569";

const styles = StyleSheet.create({
  page: { fontFamily: "Liberation Sans", fontSize: 10.5, color: INK, paddingTop: 44, paddingBottom: 52, paddingHorizontal: 48 },
  brand: { fontSize: 9, fontWeight: "bold", color: BRAND, letterSpacing: 0.8 },
  title: { fontSize: 22, fontWeight: "bold", marginTop: 8 },
  meta: { marginTop: 8, color: MUTED },
  hours: { marginTop: 14, padding: 12, backgroundColor: "#eef2fd", borderRadius: 6 },
  hoursValue: { fontSize: 16, fontWeight: "bold", color: BRAND },
  hoursNote: { fontSize: 8.5, color: MUTED, marginTop: 4 },
  heading: { fontSize: 13, fontWeight: "bold", marginTop: 20, marginBottom: 8 },
  step: { flexDirection: "row", marginBottom: 10 },
  number: {
    width: 22,
    height: 22,
    borderRadius: 11,
    backgroundColor: BRAND,
    color: "#ffffff",
    fontWeight: "bold",
    textAlign: "center",
    paddingTop: 5,
    fontSize: 10,
  },
  stepBody: { flex: 1, marginLeft: 10 },
  stepTitle: { fontWeight: "bold" },
  stepText: { color: MUTED, marginTop: 3 },
  stepTools: { fontSize: 9, color: BRAND, marginTop: 3 },
  link: { color: BRAND, marginBottom: 4 },
  flowchart: { marginTop: 8, objectFit: "contain", maxHeight: 640 },
  footer: { position: "absolute", bottom: 24, left: 48, right: 48, fontSize: 8, color: MUTED, flexDirection: "row", justifyContent: "space-between" },
});

export interface WorkflowPdfInput {
  view: WorkflowView;
  detail: DetailedWorkflow;
  flowchartJpeg: Buffer | null;
  shareUrl: string;
  generatedAt: Date;
}

function WorkflowDocument({ view, detail, flowchartJpeg, shareUrl, generatedAt }: WorkflowPdfInput) {
  const basis = savingsBasis(detail.id);
  return (
    <Document title={detail.title} author="Upskill Academy" subject={`AI workflow for ${view.jobRole}`}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>UPSKILL ACADEMY · AI WORKFLOW</Text>
        <Text style={styles.title}>{detail.title}</Text>
        <Text style={styles.meta}>
          {view.jobRole} · {view.industry} · {view.workArea} · uses {view.currentTool}
        </Text>
        {view.additionalInfo ? <Text style={styles.meta}>Your notes: {view.additionalInfo}</Text> : null}
        <Link src={shareUrl} style={[styles.meta, styles.link]}>
          Online: {shareUrl}
        </Link>
        <View style={styles.hours}>
          <Text style={styles.hoursValue}>Up to {detail.hoursSaved} hours saved a week</Text>
          {basis ? (
            <Text style={styles.hoursNote}>
              Estimate: {basis} The method: {new URL(shareUrl).origin}/methodology
            </Text>
          ) : null}
        </View>
        <Text style={styles.heading}>Steps</Text>
        {detail.steps.map((step) => (
          <View key={step.stepNumber} style={styles.step} wrap={false}>
            <Text style={styles.number}>{step.stepNumber}</Text>
            <View style={styles.stepBody}>
              <Text style={styles.stepTitle}>{step.title}</Text>
              <Text style={styles.stepText}>{step.description}</Text>
              {step.tools.length ? <Text style={styles.stepTools}>Tools: {step.tools.join(", ")}</Text> : null}
            </View>
          </View>
        ))}
        <Text style={styles.heading} minPresenceAhead={40}>
          Recommended tools
        </Text>
        {detail.toolLinks.map((link) => (
          <Link key={link.name} src={link.url} style={styles.link}>
            {link.name}: {link.url}
          </Link>
        ))}
        {flowchartJpeg ? (
          <View break>
            <Text style={styles.heading}>Flowchart</Text>
            <Image style={styles.flowchart} src={{ data: flowchartJpeg, format: "jpg" }} />
          </View>
        ) : null}
        <View style={styles.footer} fixed>
          <Text>Made {generatedAt.toISOString().slice(0, 10)} by Upskill Academy</Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

export async function renderWorkflowPdf(input: WorkflowPdfInput): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<WorkflowDocument {...input} />);
}

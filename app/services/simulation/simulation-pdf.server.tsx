// The simulation's two PDFs (issue 19): the performance report (score, skills, strengths, blind
// spots, what next, and every decision with its reason) and, at 70 or more, the certificate with
// its verification link. The same numbers as the result page (app/lib/simulation-scoring.ts).
import { Document, Link, Page, StyleSheet, View, renderToBuffer } from "@react-pdf/renderer";
import { BRAND, BRAND_LINE, BRAND_TINT, FONT, FONT_BOLD, INK, MUTED, RULE, Text } from "../delivery/pdf-theme.server";
import { certificateTitle } from "~/lib/simulation-certificate";
import { REVIEW_WITHHELD } from "~/lib/simulation-scoring";
import type { AttemptResult } from "./simulation-attempt-results.server";

/** Shared with the course's performance report (app/services/course/course-pdf.server.tsx). */
export const styles = StyleSheet.create({
  page: { paddingTop: 48, paddingBottom: 48, paddingHorizontal: 48, fontFamily: FONT, fontSize: 10, color: INK, lineHeight: 1.4 },
  kicker: { fontFamily: FONT_BOLD, fontSize: 9, color: BRAND, letterSpacing: 0.6, textTransform: "uppercase" },
  title: { fontFamily: FONT_BOLD, fontSize: 20, marginTop: 4, lineHeight: 1.25 },
  muted: { color: MUTED, marginTop: 2 },
  scoreBox: { flexDirection: "row", marginTop: 16, padding: 12, backgroundColor: BRAND_TINT, borderRadius: 4 },
  scoreValue: { fontFamily: FONT_BOLD, fontSize: 28, color: BRAND, marginRight: 16 },
  h2: { fontFamily: FONT_BOLD, fontSize: 13, marginTop: 18, marginBottom: 6 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 4 },
  cellSkill: { width: "70%" },
  cellScore: { width: "30%", textAlign: "right" },
  bullet: { marginTop: 2 },
  point: { marginTop: 8, paddingTop: 6, borderTopWidth: 0.5, borderTopColor: RULE },
  bold: { fontFamily: FONT_BOLD },
  link: { color: BRAND, textDecoration: "none" },
  certificate: { padding: 36, fontFamily: FONT, color: INK, alignItems: "center", justifyContent: "center" },
  frame: { borderWidth: 3, borderColor: BRAND, padding: 36, width: "100%", alignItems: "center", borderRadius: 6 },
  certTitle: { fontFamily: FONT_BOLD, fontSize: 26, color: BRAND, marginTop: 10, textAlign: "center" },
  certName: { fontFamily: FONT_BOLD, fontSize: 24, marginTop: 18, borderBottomWidth: 1, borderBottomColor: BRAND_LINE, paddingBottom: 4 },
  certText: { fontSize: 12, marginTop: 10, textAlign: "center", color: MUTED },
});

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function PerformanceReport({ data, appUrl }: { data: AttemptResult; appUrl: string }) {
  const { result, next } = data;
  return (
    <Document title={`Performance report: ${data.title}`} author="Upskill Academy">
      <Page size="A4" style={styles.page}>
        <Text style={styles.kicker}>Upskill Academy · Performance report</Text>
        <Text style={styles.title}>{data.title}</Text>
        <Text style={styles.muted}>
          {data.holderName} · {data.roleLabel} · {data.finishedAt.slice(0, 10)}
        </Text>
        <View style={styles.scoreBox}>
          <Text style={styles.scoreValue}>{result.score}/100</Text>
          <View>
            <Text style={styles.bold}>{result.band}</Text>
            <Text style={styles.muted}>
              {number(result.earned)} of {result.possible} points earned. The certificate needs 70; distinction 85.
            </Text>
          </View>
        </View>
        <Text style={styles.h2}>By skill</Text>
        {result.skills.map((s) => (
          <View key={s.skill} style={styles.row}>
            <Text style={styles.cellSkill}>{s.label}</Text>
            <Text style={styles.cellScore}>
              {number(s.earned)} / {s.possible} ({s.percent}%)
            </Text>
          </View>
        ))}
        <Text style={styles.h2}>Strengths</Text>
        {result.strengths.length ? (
          result.strengths.map((s) => (
            <Text key={s} style={styles.bullet}>
              • {s}
            </Text>
          ))
        ) : (
          <Text>No skill reached 75% this time.</Text>
        )}
        <Text style={styles.h2}>Blind spots</Text>
        {result.blindSpots.length ? (
          result.blindSpots.map((s) => (
            <Text key={s} style={styles.bullet}>
              • {s}
            </Text>
          ))
        ) : (
          <Text>No skill fell below 50%.</Text>
        )}
        <Text style={styles.h2}>What to learn next: {next.levelName}</Text>
        <Text>{next.why}</Text>
        {next.practise.map((p) => (
          <Text key={p} style={styles.bullet}>
            • {p}
          </Text>
        ))}
        {next.tools.length ? <Text style={styles.bullet}>Practise with the tools of your toolkit: {next.tools.join(", ")}.</Text> : null}
        {data.certificateCode ? (
          <Text style={{ marginTop: 10 }}>
            Certificate:{" "}
            <Link style={styles.link} src={`${appUrl}/certificates/${data.certificateCode}`}>
              {`${appUrl}/certificates/${data.certificateCode}`}
            </Link>
          </Text>
        ) : null}
        {data.practice ? <Text style={{ marginTop: 10 }}>Practice attempt: does not change your certificate.</Text> : null}
        <Text style={styles.h2}>Your decisions</Text>
        {data.reviewWithheld ? <Text>{REVIEW_WITHHELD}</Text> : null}
        {data.review.map((p) => {
          const chosen = p.options.find((o) => o.id === p.chosenId);
          const best = p.options.find((o) => o.credit === 1);
          return (
            <View key={p.id} style={styles.point} wrap={false}>
              <Text style={styles.bold}>
                {p.number}. {p.question} ({p.skillLabel})
              </Text>
              <Text>
                Your answer: {chosen?.text ?? "none"} ({number(chosen?.credit ?? 0)} of 1). {chosen?.reason ?? ""}
              </Text>
              {best && best.id !== chosen?.id ? (
                <Text style={styles.muted}>
                  Best answer: {best.text} {best.reason}
                </Text>
              ) : null}
            </View>
          );
        })}
      </Page>
    </Document>
  );
}

/** What a certificate says: the job simulation's (below) and a course level's (issue 27) alike. */
export interface CertificateText {
  title: string;
  holderName: string;
  /** The sentence under the name: what was completed, when, with what result. */
  statement: string;
  verifyUrl: string;
}

function CertificateDocument({ text }: { text: CertificateText }) {
  return (
    <Document title={text.title} author="Upskill Academy">
      <Page size="A4" orientation="landscape" style={styles.certificate}>
        <View style={styles.frame}>
          <Text style={styles.kicker}>Upskill Academy · Certificate</Text>
          <Text style={styles.certTitle}>{text.title}</Text>
          <Text style={styles.certText}>This certifies that</Text>
          <Text style={styles.certName}>{text.holderName}</Text>
          <Text style={styles.certText}>{text.statement}</Text>
          <Text style={styles.certText}>
            Verify at{" "}
            <Link style={styles.link} src={text.verifyUrl}>
              {text.verifyUrl}
            </Link>
          </Text>
        </View>
      </Page>
    </Document>
  );
}

export function renderCertificateDocument(text: CertificateText): Promise<Buffer> {
  return renderToBuffer(<CertificateDocument text={text} />);
}

export async function renderPerformanceReportPdf(data: AttemptResult, appUrl: string): Promise<Buffer> {
  return renderToBuffer(<PerformanceReport data={data} appUrl={appUrl} />);
}

export async function renderCertificatePdf(data: AttemptResult, appUrl: string): Promise<Buffer | null> {
  if (!data.certificateCode) return null;
  return renderCertificateDocument({
    title: certificateTitle(data.roleLabel),
    holderName: data.holderName,
    statement: `completed the job simulation "${data.title}" on ${data.finishedAt.slice(0, 10)} with the result: ${data.result.band}.`,
    verifyUrl: `${appUrl}/certificates/${data.certificateCode}`,
  });
}

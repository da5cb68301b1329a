// The simulation's two PDFs (issue 19): the performance report (score, skills, strengths, blind
// spots, what next, and every decision with its reason) and, at 70 or more, the certificate with
// its verification link. The same numbers as the result page (app/lib/simulation-scoring.ts).
import { Circle, Document, Link, Page, Path, Polygon, Rect, StyleSheet, Svg, View, renderToBuffer } from "@react-pdf/renderer";
import { BRAND, BRAND_TINT, FONT, FONT_BOLD, INK, MUTED, RULE, Text } from "../delivery/pdf-theme.server";
import { certificateTitle } from "~/lib/simulation-certificate";
import { faceLayout, qrPath, starPoints, type CertificateFace } from "~/lib/certificate-face";
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
          {data.holderName ?? "Name not yet given"} · {data.roleLabel} · {data.finishedAt.slice(0, 10)}
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

const GOLD = "#b7791f";

/**
 * The certificate (issue 28 item 3), the layout of app/lib/certificate-face.ts drawn with
 * react-pdf: every word real, extractable text; the mark, badge and QR code drawn as vectors.
 */
function CertificateDocument({ face }: { face: CertificateFace }) {
  const layout = faceLayout(face);
  const qr = qrPath(layout.qr, 96);
  const star = starPoints(48, 48, 46, 41);
  return (
    <Document title={face.title} author="Upskill Academy">
      <Page size="A4" orientation="landscape" style={cert.page}>
        <View style={cert.outer}>
          <View style={cert.inner}>
            <View style={cert.top}>
              <View style={cert.brand}>
                <Svg width={28} height={28} viewBox="0 0 32 32">
                  <Rect width="32" height="32" rx="8" fill={BRAND} />
                  <Path d="M9 20l5-5 4 4 6-8" stroke="#ffffff" strokeWidth={2.5} fill="none" />
                  <Circle cx="24" cy="11" r="2" fill="#ffffff" />
                </Svg>
                <Text style={cert.brandName}>Upskill Academy</Text>
              </View>
              <View style={cert.badge}>
                <Svg width={96} height={96} viewBox="0 0 96 96">
                  <Polygon points={star} fill={GOLD} />
                  <Circle cx="48" cy="48" r="38" fill="#1a3aa6" stroke="#ffffff" strokeWidth={2} />
                </Svg>
                <Text style={cert.badgeLabel}>{face.badge}</Text>
              </View>
            </View>
            <Text style={cert.kicker}>CERTIFICATE OF ACHIEVEMENT</Text>
            {layout.titleLines.map((line) => (
              <Text key={line} style={cert.title}>
                {line}
              </Text>
            ))}
            <Text style={cert.lead}>This certifies that</Text>
            <Text style={{ ...cert.name, fontSize: Math.round(layout.nameSize * 0.5) }}>{face.holderName}</Text>
            <Text style={cert.statement}>{face.statement}</Text>
            <View style={cert.facts}>
              {(
                [
                  ["ROLE", face.role],
                  ["RESULT", face.band],
                  ["DATE", face.date],
                ] as const
              ).map(([label, value]) => (
                <View key={label} style={cert.fact}>
                  <Text style={cert.factLabel}>{label}</Text>
                  <Text style={cert.factValue}>{value}</Text>
                </View>
              ))}
            </View>
            <View style={cert.bottom}>
              <View>
                <View style={cert.signature} />
                <Text style={cert.small}>For Upskill Academy: issued and signed digitally</Text>
                <Text style={cert.small}>Credential ID {face.credentialId}</Text>
              </View>
              <View style={cert.qr}>
                <Svg width={96} height={96} viewBox="0 0 96 96">
                  <Path d={qr} fill={INK} />
                </Svg>
                <Text style={cert.small}>Scan to verify</Text>
                <Link style={{ ...cert.small, color: BRAND, textDecoration: "none" }} src={face.verifyUrl}>
                  {face.verifyUrl}
                </Link>
              </View>
            </View>
          </View>
        </View>
      </Page>
    </Document>
  );
}

const cert = StyleSheet.create({
  page: { padding: 14, fontFamily: FONT, color: INK },
  outer: { flexGrow: 1, borderWidth: 5, borderColor: BRAND, padding: 8 },
  inner: { flexGrow: 1, borderWidth: 1, borderColor: GOLD, paddingHorizontal: 34, paddingVertical: 18, alignItems: "center" },
  top: { width: "100%", flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
  brand: { flexDirection: "row", alignItems: "center" },
  brandName: { fontFamily: FONT_BOLD, fontSize: 15, marginLeft: 8 },
  badge: { width: 96, height: 96, alignItems: "center", justifyContent: "center" },
  badgeLabel: { position: "absolute", top: 36, left: 0, width: 96, textAlign: "center", fontFamily: FONT_BOLD, fontSize: 22, color: "#ffffff" },
  kicker: { fontFamily: FONT_BOLD, fontSize: 11, color: BRAND, marginTop: -30 },
  title: { fontFamily: FONT_BOLD, fontSize: 19, marginTop: 6, textAlign: "center" },
  lead: { fontSize: 11, color: MUTED, marginTop: 14 },
  name: { fontFamily: FONT_BOLD, marginTop: 6, paddingBottom: 4, borderBottomWidth: 1, borderBottomColor: GOLD, textAlign: "center", maxWidth: 620 },
  statement: { fontSize: 11, color: MUTED, marginTop: 10, textAlign: "center", maxWidth: 640, lineHeight: 1.4 },
  facts: { flexDirection: "row", marginTop: 16, justifyContent: "center" },
  fact: { width: 190, alignItems: "center" },
  factLabel: { fontFamily: FONT_BOLD, fontSize: 8, color: BRAND },
  factValue: { fontFamily: FONT_BOLD, fontSize: 13, marginTop: 3, textAlign: "center" },
  bottom: { width: "100%", flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginTop: "auto" },
  signature: { width: 230, borderBottomWidth: 1, borderBottomColor: INK, marginBottom: 4 },
  small: { fontSize: 8, color: MUTED, marginTop: 2 },
  qr: { alignItems: "center", width: 300 },
});

export function renderCertificateDocument(face: CertificateFace): Promise<Buffer> {
  return renderToBuffer(<CertificateDocument face={face} />);
}

export async function renderPerformanceReportPdf(data: AttemptResult, appUrl: string): Promise<Buffer> {
  return renderToBuffer(<PerformanceReport data={data} appUrl={appUrl} />);
}

/** The job simulation's certificate face, or null without a certificate or before its holder gave their name. */
export function simulationCertificateFace(data: AttemptResult, appUrl: string): CertificateFace | null {
  // No name given yet: no certificate to draw until the holder gives it (never their email).
  if (!data.certificateCode || !data.holderName) return null;
  return {
    title: certificateTitle(data.roleLabel),
    holderName: data.holderName,
    role: data.roleLabel,
    achievement: "Awareness in Action",
    band: data.result.band,
    date: data.finishedAt.slice(0, 10),
    credentialId: data.certificateCode,
    verifyUrl: `${appUrl}/certificates/${data.certificateCode}`,
    statement: `completed the job simulation "${data.title}", ${data.result.possible} decisions scored against practitioners' reasons, with ${data.result.score} of 100.`,
    badge: "SIM",
  };
}

export async function renderCertificatePdf(data: AttemptResult, appUrl: string): Promise<Buffer | null> {
  const face = simulationCertificateFace(data, appUrl);
  return face ? renderCertificateDocument(face) : null;
}

// A course level's two PDFs (issue 27): the certificate, drawn like the job simulation's
// (renderCertificateDocument), and the performance report: the overall score against the rule,
// each module's best score and skill, and every practice task as the learner wrote it.
import { Document, Link, Page, View, renderToBuffer } from "@react-pdf/renderer";
import { CERTIFICATION_SCORE } from "~/lib/certification";
import { certificateTitle } from "~/lib/simulation-certificate";
import type { CertificateFace } from "~/lib/certificate-face";
import { Text } from "../delivery/pdf-theme.server";
import { styles } from "../simulation/simulation-pdf.server";
import type { CourseReport } from "./course-report.server";

function Report({ report, appUrl }: { report: CourseReport; appUrl: string }) {
  const verifyUrl = `${appUrl}/certificates/${report.certificateCode}`;
  return (
    <Document title={`Performance report: Level ${report.level}, ${report.levelName}`} author="Upskill Academy">
      <Page size="A4" style={styles.page}>
        <Text style={styles.kicker}>Upskill Academy · Performance report</Text>
        <Text style={styles.title}>
          Level {report.level}: {report.levelName}
        </Text>
        <Text style={styles.muted}>
          {report.holderName ?? "Name not yet given"} · {report.role} · {report.certifiedAt}
        </Text>
        <View style={styles.scoreBox}>
          <Text style={styles.scoreValue}>{report.score}%</Text>
          <View>
            <Text style={styles.bold}>{report.band}</Text>
            <Text style={styles.muted}>
              Across all {report.modules.length} modules. Certification needs {CERTIFICATION_SCORE}% or more and every practice task completed.
            </Text>
          </View>
        </View>
        <Text style={styles.h2}>By module</Text>
        {report.modules.map((m) => (
          <View key={m.lesson} style={styles.row}>
            <Text style={styles.cellSkill}>
              {m.lesson}. {m.title} ({m.skillLabel})
            </Text>
            <Text style={styles.cellScore}>{m.score === null ? "not taken" : `${m.score}%`}</Text>
          </View>
        ))}
        <Text style={styles.h2}>Practice tasks</Text>
        {report.modules.map((m) => (
          <View key={m.lesson} style={styles.point} wrap={false}>
            <Text style={styles.bold}>
              {m.lesson}. {m.practiceTitle}
            </Text>
            <Text>{m.practiceAnswer ?? "Not done."}</Text>
          </View>
        ))}
        <Text style={{ marginTop: 10 }}>
          Certificate:{" "}
          <Link style={styles.link} src={verifyUrl}>
            {verifyUrl}
          </Link>
        </Text>
      </Page>
    </Document>
  );
}

export function renderCourseReportPdf(report: CourseReport, appUrl: string): Promise<Buffer> {
  return renderToBuffer(<Report report={report} appUrl={appUrl} />);
}

/** A certified level's certificate face (issue 28 item 3); null before its holder gave their name. */
export function courseCertificateFace(report: CourseReport, appUrl: string): CertificateFace | null {
  if (!report.holderName) return null;
  return {
    title: certificateTitle(report.role, report.levelName),
    holderName: report.holderName,
    role: report.role,
    achievement: report.levelName,
    band: report.band,
    date: report.certifiedAt,
    credentialId: report.certificateCode,
    verifyUrl: `${appUrl}/certificates/${report.certificateCode}`,
    statement: `completed Level ${report.level}, ${report.levelName}: ${report.modules.length} lessons, their practice tasks and simulations, with an overall score of ${report.score}%.`,
    badge: `L${report.level}`,
  };
}

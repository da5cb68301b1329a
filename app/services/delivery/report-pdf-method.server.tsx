// The toolkit report's last section: how the figures are made (docs/methodology.md), with the
// sources.
import { Link, View } from "@react-pdf/renderer";
import { ONET_ATTRIBUTION } from "~/lib/attribution";
import { formatCurrency } from "~/lib/format";
import { WORK_HOURS_PER_WEEK, WORK_WEEKS_PER_YEAR, hourlyRate } from "~/lib/productivity";
import { toolSavings } from "~/lib/savings";
import { MAX_TOOLKIT_GAIN, MIN_ACTIVITY_SHARE, MIN_MARGINAL_SHARE } from "~/lib/toolkit-engine";
import { ACTIVITY_EFFORTS, EFFORT_TIME_SAVED, WORK_AREA_SHARE } from "~/lib/work-activities";
import { displayOccupationCode } from "~/lib/occupation-groups";
import type { ToolkitView } from "../toolkits/toolkit-views.server";
import { FONT_BOLD, MUTED, Text } from "./pdf-theme.server";
import { type ToolkitPdfInput, styles, hours, SectionHeading } from "./report-pdf-kit.server";

const percent = (share: number) => `${Math.round(share * 100)}%`;
const percentOne = (share: number) => `${Math.round(share * 1000) / 10}%`;

function basisSentence(toolkit: ToolkitView): string {
  const basis = toolkit.activityBasis;
  if (basis?.kind === "occupation") return ` Your job title matched "${basis.title}" (O*NET ${displayOccupationCode(basis.code)}).`;
  // A toolkit made before its activities were recorded still names its occupation.
  if (!basis && toolkit.occupation) return ` Your job title matched "${toolkit.occupation.title}" (O*NET ${displayOccupationCode(toolkit.occupation.code)}).`;
  if (basis?.kind === "group")
    return ` Your job title matched "${basis.title}" (O*NET ${displayOccupationCode(basis.code)}), which has no activity ratings of its own, so the average of ${basis.occupations} related occupations (${basis.groupTitle}) was used.`;
  return " Your job title matched no O*NET occupation, so everyday desk work and the work areas you chose were used.";
}

export function MethodSection({ input }: { input: ToolkitPdfInput }) {
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

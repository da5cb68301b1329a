// The toolkit report's cover: the person, the three tiles and the tools at a glance.
import { Link, Page, View } from "@react-pdf/renderer";
import { formatCurrency, formatHours, formatPercent } from "~/lib/format";
import { toolSavings, type ToolkitTotals } from "~/lib/savings";
import { displayOccupationCode } from "~/lib/occupation-groups";
import { BRAND, FONT_BOLD, MUTED, Text } from "./pdf-theme.server";
import {
  type ToolkitPdfInput,
  badgeFor,
  styles,
  type ToolGroup,
  dateFormat,
  hours,
  reportTitle,
  companyOf,
  industryOf,
  SectionHeading,
  Footer,
} from "./report-pdf-kit.server";

export function Cover({ input, totals, groups }: { input: ToolkitPdfInput; totals: ToolkitTotals; groups: ToolGroup[] }) {
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

/** The at-a-glance table's gain: two decimals, so a small gain still reads as a number. */
const tableGain = (gain: number) => `${gain.toFixed(2)}%`;

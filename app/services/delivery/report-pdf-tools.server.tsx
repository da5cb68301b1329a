// The toolkit report's tools, grouped by work area as on the results page (lib/tool-grouping.ts).
import { Link, View } from "@react-pdf/renderer";
import { formatCurrency, formatPercent } from "~/lib/format";
import { toolSavings } from "~/lib/savings";
import type { ToolkitTool } from "../toolkits/toolkit-views.server";
import { BRAND, Text } from "./pdf-theme.server";
import { badgeFor, styles, type ToolGroup, hours, displayUrl, shorten, SectionHeading } from "./report-pdf-kit.server";

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

export function ToolsSection({ groups, salary, byAspect }: { groups: ToolGroup[]; salary: number; byAspect: boolean }) {
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

/** "Work area 2" counts the person's own areas only, not the job's activities listed after them. */
const areaNumber = (groups: readonly ToolGroup[], index: number) => groups.slice(0, index + 1).filter((g) => g.kind !== "activity").length;

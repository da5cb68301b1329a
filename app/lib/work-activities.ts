// A person's work as O*NET work activities: the matched occupation's intermediate work activities
// (IWAs) with their share of the job, widened by the work areas the person chose. The toolkit
// engine (app/lib/toolkit-engine.ts) recommends only tools tagged with these activities and sizes
// every estimate by them. Data: Tomlinson, Jaffe, Wang, Counts and Suri, "Working with AI"
// (2025, CC BY 4.0) over O*NET 29.0 (USDOL/ETA, CC BY 4.0); see NOTICE.md and
// docs/methodology.md §6. Pure and isomorphic.

/** What kind of work an activity mostly is; it decides which study sizes the time AI saves on it. */
export const ACTIVITY_EFFORTS = ["writing", "coding", "customer_support", "consulting", "legal", "coordination", "physical"] as const;
export type ActivityEffort = (typeof ACTIVITY_EFFORTS)[number];

/**
 * Time saved on the AI-assisted part of an activity, by its kind (docs/methodology.md §6). The
 * task studies of ../shared/data/README.md; coordination work (scheduling, records, transactions)
 * has no task study, so it takes the whole-week saving reported by workers who use AI (5.4%,
 * Bick, Blandin and Deming 2025), a deliberately low stand-in. Physical work is not done faster by
 * software, so it saves nothing.
 */
export const EFFORT_TIME_SAVED: Record<ActivityEffort, { saved: number; source: string }> = {
  writing: { saved: 0.4, source: "Noy and Zhang, Science (2023): 40% less time on professional writing" },
  coding: { saved: 0.207, source: "Cui, Demirer, Jaffe, Musolff, Peng and Salz (2024): +26.08% tasks a week, 20.7% less time" },
  customer_support: { saved: 0.123, source: "Brynjolfsson, Li and Raymond, NBER w31161 (2023): +14% issues an hour, 12.3% less time" },
  consulting: { saved: 0.251, source: "Dell'Acqua et al., HBS working paper 24-013 (2023): 25.1% faster inside AI's frontier" },
  legal: { saved: 0.22, source: "Choi, Monahan and Schwarcz (2024): 12% to 32% less time on legal drafting (midpoint)" },
  coordination: { saved: 0.054, source: "Bick, Blandin and Deming, Federal Reserve Bank of St. Louis (2025): 5.4% of work hours" },
  physical: { saved: 0, source: "hands-on work: software does not do it faster" },
};

export interface WorkActivity {
  /** The O*NET IWA id, e.g. "4.A.3.b.6.I11". */
  id: string;
  /** O*NET's title ("Maintain health or medical records."). */
  title: string;
  /** The same in a working person's words ("Keeping patient records"). */
  label: string;
  effort: ActivityEffort;
  /** How often a consumer AI assistant completed people's goals for this activity, 0 to 1 (null: not measured). */
  completion: number | null;
  /** How much of the activity that help covered, 0 to 1 (null: not measured). */
  scope: number | null;
  /** Its average share of the week over all occupations: how common the activity is. */
  meanShare: number;
}

export interface ProfileActivity extends WorkActivity {
  /** Share of the person's working week, 0 to 1; all shares add up to 1. */
  share: number;
  /** Indexes of the chosen work areas that name this activity. */
  areas: number[];
}

/** Where the activities come from, said on the page and in the PDF. */
export type ActivityBasis =
  | { kind: "occupation"; code: string; title: string }
  | { kind: "group"; code: string; title: string; groupCode: string; groupTitle: string; occupations: number }
  | { kind: "general" };

export interface ActivityProfile {
  basis: ActivityBasis;
  activities: ProfileActivity[];
}

/**
 * A chosen work area counts for at least this share of the week (spread over its activities),
 * since the person said it is part of their work; the shares are then scaled back to a whole week.
 */
export const WORK_AREA_SHARE = 0.06;

/**
 * Without an occupation: everyday desk work, equal parts, so a title nobody recognises still gets
 * an honest general toolkit (reading and writing, communicating, reporting, planning).
 */
export const GENERAL_DESK_ACTIVITIES = [
  "4.A.1.a.1.I04", // Gather information from physical or electronic sources.
  "4.A.2.b.1.I07", // Edit written materials or documents.
  "4.A.4.a.2.I03", // Communicate with others about operational plans or activities.
  "4.A.3.b.6.I15", // Prepare reports of operational or procedural activities.
  "4.A.2.b.6.I02", // Plan work activities.
  "4.A.4.c.1.I01", // Perform administrative or clerical activities.
  "4.A.3.b.6.I12", // Prepare informational or instructional materials.
  "4.A.2.a.2.I03", // Compile records, documentation, or other data.
] as const;

export interface ActivityWeight {
  activityId: string;
  weight: number;
}

/** Weights (O*NET importance x relevance) as shares of the week, largest first; unknown ids are dropped. */
export function sharesFromWeights(weights: readonly ActivityWeight[], catalogue: ReadonlyMap<string, WorkActivity>): ProfileActivity[] {
  const known = weights.filter((w) => w.weight > 0 && catalogue.has(w.activityId));
  const total = known.reduce((a, w) => a + w.weight, 0);
  if (total <= 0) return [];
  return known
    .map((w) => ({ ...catalogue.get(w.activityId)!, share: w.weight / total, areas: [] as number[] }))
    .sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
}

/**
 * The average share of each activity over several occupations (a broad, minor or major SOC
 * group), each occupation's weights first made shares, so a large list of activities does not
 * outweigh a short one.
 */
export function averageOccupationWeights(byOccupation: ReadonlyMap<string, readonly ActivityWeight[]>): ActivityWeight[] {
  const sums = new Map<string, number>();
  for (const weights of byOccupation.values()) {
    const total = weights.reduce((a, w) => a + Math.max(0, w.weight), 0);
    if (total <= 0) continue;
    for (const w of weights) if (w.weight > 0) sums.set(w.activityId, (sums.get(w.activityId) ?? 0) + w.weight / total);
  }
  const n = byOccupation.size || 1;
  return [...sums]
    .map(([activityId, sum]) => ({ activityId, weight: sum / n }))
    .sort((a, b) => b.weight - a.weight || a.activityId.localeCompare(b.activityId));
}

export function generalDeskWeights(): ActivityWeight[] {
  return GENERAL_DESK_ACTIVITIES.map((activityId) => ({ activityId, weight: 1 }));
}

/**
 * The profile with the chosen work areas in it: each area's activities get at least
 * WORK_AREA_SHARE between them (added when the occupation lacks them), then every share is scaled
 * so the week adds up to 1 again.
 */
export function withWorkAreas(
  activities: readonly ProfileActivity[],
  areaActivities: readonly (readonly string[])[],
  catalogue: ReadonlyMap<string, WorkActivity>,
): ProfileActivity[] {
  const byId = new Map(activities.map((a) => [a.id, { ...a, areas: [...a.areas] }]));
  areaActivities.forEach((ids, area) => {
    const known = ids.filter((id) => catalogue.has(id));
    for (const id of known) {
      const floor = WORK_AREA_SHARE / known.length;
      const existing = byId.get(id);
      if (existing) {
        existing.share = Math.max(existing.share, floor);
        if (!existing.areas.includes(area)) existing.areas.push(area);
      } else byId.set(id, { ...catalogue.get(id)!, share: floor, areas: [area] });
    }
  });
  const total = [...byId.values()].reduce((a, x) => a + x.share, 0);
  return [...byId.values()].map((a) => ({ ...a, share: total > 0 ? a.share / total : 0 })).sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
}

/**
 * The share of an activity's time AI can save: how often AI completed people's goals for it x how
 * much of it that covered x the study's time saving for that kind of work. Unmeasured parts count
 * as nothing, never as a guess.
 */
export function activityTimeSaved(activity: Pick<WorkActivity, "completion" | "scope" | "effort">): number {
  return (activity.completion ?? 0) * (activity.scope ?? 0) * EFFORT_TIME_SAVED[activity.effort].saved;
}

/** "29-1141.00" -> "29-1141", the SOC code the activity data is keyed by. */
export function socCodeOf(onetCode: string): string {
  return onetCode.slice(0, 7);
}

/** The SOC groups an occupation belongs to, nearest first: broad ("21-1010"), minor ("21-1000"), major ("21-0000"). */
export function socGroupsOf(socCode: string): { code: string; prefix: string }[] {
  return [
    { code: `${socCode.slice(0, 6)}0`, prefix: socCode.slice(0, 6) },
    { code: `${socCode.slice(0, 4)}000`, prefix: socCode.slice(0, 4) },
    { code: `${socCode.slice(0, 2)}-0000`, prefix: socCode.slice(0, 3) },
  ];
}

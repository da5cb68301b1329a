// Roadmaps learners saved (/aiupskill/roadmap, visitor-side.md §2, §3; issue 17) and the
// challenges they marked done on them. A level is completed (course_access.completed_at) when
// every challenge of that level on the learner's roadmap is done.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { RoadmapLevel } from "../../app/lib/roadmap";
import { users } from "./users";

export const roadmaps = pgTable(
  "roadmaps",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobTitle: text("job_title"),
    companyName: text("company_name"),
    workAreas: jsonb("work_areas").$type<string[]>().notNull(),
    tools: jsonb("tools").$type<string[]>().notNull(),
    // The levels and challenges as built; 'unlocked' is always recomputed from course access.
    levels: jsonb("levels").$type<RoadmapLevel[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("roadmaps_user_created_idx").on(t.userId, t.createdAt)],
);

export const roadmapChallengeCompletions = pgTable(
  "roadmap_challenge_completions",
  {
    id: serial("id").primaryKey(),
    roadmapId: integer("roadmap_id")
      .notNull()
      .references(() => roadmaps.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    challengeId: text("challenge_id").notNull(),
    note: text("note").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("roadmap_challenge_completions_unique").on(t.roadmapId, t.challengeId),
    check("roadmap_challenge_completions_level_range", sql`${t.level} >= 1 AND ${t.level} <= 4`),
    check("roadmap_challenge_completions_note_length", sql`length(trim(${t.note})) BETWEEN 3 AND 500`),
  ],
);

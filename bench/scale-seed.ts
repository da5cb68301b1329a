// A large, realistic database in a minute or two (issue 25; 100,000 users and 200,000 toolkits took
// 90 to 165 s on this machine's 2 shared cores): `seedScale(sql, { users, toolkits })`, `sql` being a
// postgres.js client (not a transaction: it opens its own), adds that many accounts and toolkits, with the rows the admin views, the backups and the
// profile read beside them, to a migrated database (empty or not: every seeded address and share
// token carries a run stamp, so a second call adds more). Everything is set-based SQL
// (generate_series, INSERT ... SELECT) in one transaction: it all lands, or nothing does. Rows go
// through the tables' own constraints and triggers, as the product's writes do.
//
// Tables it fills, per call (U users, T toolkits; shares are of U or T):
//   users                     U; created over the last 365 days (every 50th within the last day),
//                             60 % with a proven address
//   sessions                  one for every 3rd user (a live 30-day session)
//   analyses                  T toolkits over the last 365 days (every 40th within the last day); 60 % owned
//                             by a user, the rest anonymous; 10 % by the model engine; occupations linked
//                             when the catalogue is seeded (db/seed.ts seedAll)
//   analysis_aspects          3 per toolkit (two work activities, one chosen work area)
//   analysis_recommendations  6 per toolkit, copied from the catalogue's tools as a toolkit does
//                             (tool_id null and a synthetic tool when the catalogue is empty)
//   analytics_events          per toolkit: its toolkit_generation, 0-2 tool_explored, a page_view,
//                             a toolkit_download for every 4th, a delayed_popup_download for every 10th,
//                             an email_signup for every 5th
//   email_signups             every 5th toolkit, by the address of its owner or a visitor
//   ai_usage                  one model call per toolkit made by the model engine
//   payments, course_access   every 20th user buys (level 1, or the bundle for every other buyer); 1 buyer
//                             in 25 refunded, 1 in 35 pending review (no access)
// Timestamps are spread over the last year with a deterministic hash of the row number, so every run
// makes the same shape of data.
import type postgres from "postgres";
import type { JobCategory } from "../app/lib/catalogue-constants";

export interface ScaleSize {
  users: number;
  toolkits: number;
}

const JOB_TITLES: readonly [title: string, category: JobCategory][] = [
  ["Registered Nurse", "healthcare"],
  ["Staff Accountant", "finance"],
  ["Marketing Manager", "marketing"],
  ["High School Teacher", "education"],
  ["Software Engineer", "development"],
  ["Management Consultant", "consulting"],
  ["Recruiter", "hr"],
  ["Account Executive", "sales"],
  ["Operations Manager", "operations"],
  ["Product Manager", "product"],
  ["Paralegal", "professional_services"],
  ["Graphic Designer", "design"],
  ["Video Editor", "creative"],
  ["Chief Operating Officer", "executive"],
  ["Project Coordinator", "general"],
  ["Content Writer", "marketing"],
  ["Sales Development Representative", "sales"],
];
const INDUSTRIES = ["Healthcare", "Finance", "Education", "Technology", "Retail", "Manufacturing", "Government", "Other"];

const YEAR_MINUTES = 365 * 1440;
const DAY_MINUTES = 1440;

export async function seedScale(sql: postgres.Sql, size: ScaleSize): Promise<void> {
  const users = Math.max(0, Math.floor(size.users));
  const toolkits = Math.max(0, Math.floor(size.toolkits));
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const titles = JOB_TITLES;

  await sql.begin(async (tx) => {
    // A bulk load: the app pool's per-statement limit (DATABASE_STATEMENT_TIMEOUT) is not for it.
    await tx`SET LOCAL statement_timeout = 0`;
    // Lookups the set-based statements join to, numbered from 0 so a row picks one with a modulo.
    await tx`CREATE TEMP TABLE seed_titles (i int PRIMARY KEY, title text, category text) ON COMMIT DROP`;
    await tx`INSERT INTO seed_titles SELECT i - 1, t, c FROM unnest(${titles.map((t) => t[0])}::text[], ${titles.map((t) => t[1])}::text[]) WITH ORDINALITY AS x(t, c, i)`;
    await tx`CREATE TEMP TABLE seed_tools ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::int AS i, id, name, category, description, primary_use_case, tool_type, implementation_time, complexity_level, web_link, affiliate_link
        FROM tools WHERE is_active`;
    await tx`CREATE TEMP TABLE seed_occupations ON COMMIT DROP AS SELECT (row_number() OVER (ORDER BY code) - 1)::int AS i, code FROM occupations`;
    const [{ tools, occupations }] = await tx<{ tools: number; occupations: number }[]>`
      SELECT (SELECT count(*)::int FROM seed_tools) AS tools, (SELECT count(*)::int FROM seed_occupations) AS occupations`;
    // Seeded row number -> id, for the rows that refer to them.
    await tx`CREATE TEMP TABLE seed_users (n int PRIMARY KEY, id int NOT NULL, email text NOT NULL, created_at timestamptz NOT NULL) ON COMMIT DROP`;
    await tx`CREATE TEMP TABLE seed_toolkits (n int PRIMARY KEY, id int NOT NULL, user_id int, created_at timestamptz NOT NULL) ON COMMIT DROP`;

    if (users > 0) {
      // Every 50th user signed up within the last day, so "today" and "the last 7 days" have rows.
      await tx`
        WITH made AS (
          INSERT INTO users (username, email, role, job_title, company_name, journey_stage, created_at, updated_at, last_login_at, email_verified_at)
          SELECT 'Scale User ' || g, 'scale.' || g || '.' || ${stamp} || '@example.com', 'user', t.title, 'Company ' || (g % 997),
                 (ARRAY['signup', 'toolkit', 'course', 'customer'])[1 + g % 4], c.at, c.at,
                 CASE WHEN g % 3 = 0 THEN c.at + interval '1 hour' END, CASE WHEN g % 5 < 3 THEN c.at + interval '10 minutes' END
            FROM generate_series(1, ${users}) g
            JOIN seed_titles t ON t.i = g % ${titles.length}
            CROSS JOIN LATERAL (SELECT now() - make_interval(mins => ((g::bigint * 2654435761 + 11) % (CASE WHEN g % 50 = 0 THEN ${DAY_MINUTES} ELSE ${YEAR_MINUTES} END)::bigint)::int) AS at) c
          RETURNING id, email, created_at
        )
        INSERT INTO seed_users SELECT split_part(email, '.', 2)::int, id, email, created_at FROM made`;
      await tx`
        INSERT INTO sessions (id, user_id, created_at, expires_at, user_agent, last_seen_at)
        SELECT encode(sha256(convert_to('scale-session-' || ${stamp} || '-' || n, 'UTF8')), 'hex'), id, now() - interval '2 days', now() + interval '28 days',
               'Mozilla/5.0 (scale seed)', now() - interval '1 day'
          FROM seed_users WHERE n % 3 = 0`;
    }

    if (toolkits > 0) {
      // 60 % owned (by a user picked by a hash), the rest anonymous; every 40th made within the last day.
      await tx`
        WITH made AS (
          INSERT INTO analyses (user_id, browser_session_id, share_token, job_title, job_description, job_category, occupation_code, industry, company_name,
                                work_areas, current_tools, priority_challenge, average_productivity_gain, total_productivity_gain, total_savings_per_year,
                                categories, engine, created_at)
          SELECT CASE WHEN g % 5 < 3 AND ${users} > 0 THEN u.id END,
                 CASE WHEN NOT (g % 5 < 3 AND ${users} > 0) THEN 'scale-visit-' || ${stamp} || '-' || (g / 3) END,
                 'scale-' || ${stamp} || '-' || g, t.title,
                 'A ' || lower(t.title) || ' who plans, documents and reports on the work of a busy team every week.',
                 t.category, o.code, (${INDUSTRIES}::text[])[1 + g % ${INDUSTRIES.length}], CASE WHEN g % 4 = 0 THEN 'Company ' || (g % 997) END,
                 ARRAY['Documentation', 'Planning and scheduling'], '{"fileStorage":["Google Drive"],"videoMeeting":["Zoom"],"emailClient":["Gmail"],"crm":[],"otherTools":[]}'::jsonb,
                 'Documentation', (5 + g % 15)::numeric, (8 + g % 12)::numeric, 4000 + (g % 40) * 500,
                 ARRAY['Writing', 'Productivity'], CASE WHEN g % 10 = 0 THEN 'openai' ELSE 'builtin' END, c.at
            FROM generate_series(1, ${toolkits}) g
            JOIN seed_titles t ON t.i = g % ${titles.length}
            LEFT JOIN seed_users u ON u.n = 1 + (g::bigint * 7919) % greatest(${users}, 1)
            LEFT JOIN seed_occupations o ON o.i = g % greatest(${occupations}, 1)
            CROSS JOIN LATERAL (SELECT now() - make_interval(mins => ((g::bigint * 2654435761 + 29) % (CASE WHEN g % 40 = 0 THEN ${DAY_MINUTES} ELSE ${YEAR_MINUTES} END)::bigint)::int) AS at) c
          RETURNING id, user_id, share_token, created_at
        )
        INSERT INTO seed_toolkits SELECT split_part(share_token, '-', 3)::int, id, user_id, created_at FROM made`;
      await tx`
        INSERT INTO analysis_aspects (analysis_id, position, name, description, kind, activity_id, served)
        SELECT k.id, p, (ARRAY['Document work activities', 'Plan and schedule work', 'Documentation'])[p + 1],
               (ARRAY['Write and file records of the work.', 'Arrange schedules, tasks and resources.', 'The work area the person chose.'])[p + 1],
               CASE WHEN p < 2 THEN 'activity' ELSE 'area' END, CASE WHEN p < 2 THEN '4.A.3.b.6' END, true
          FROM seed_toolkits k CROSS JOIN generate_series(0, 2) p`;
      await tx`
        INSERT INTO analysis_recommendations (analysis_id, aspect_id, tool_id, position, tool_name, category, description, use_case, tool_type, productivity_gain,
                                              savings_per_year, hours_saved_per_week, implementation_time, complexity_level, web_link, affiliate_link, relevance_score, activities)
        SELECT k.id, asp.id, tl.id, p, coalesce(tl.name, 'Scale Tool ' || ((k.n + p) % 50)), coalesce(tl.category, 'Writing'),
               coalesce(tl.description, 'Drafts, summarises and files the documents a team writes every week.'),
               'Use it to draft the weekly ' || lower(asp.name) || ' in minutes rather than an hour.',
               coalesce(tl.tool_type, 'assistant'), (1 + (k.n + p) % 6)::numeric, 1000 + ((k.n + p) % 9) * 500, ((4 + (k.n + p) % 6) / 10.0)::numeric(4, 1),
               coalesce(tl.implementation_time, '1-2 hours'), coalesce(tl.complexity_level, 'beginner'), coalesce(tl.web_link, 'https://example.com/tool'),
               tl.affiliate_link, (3 + ((k.n + p) % 20) / 10.0)::numeric(3, 1), ARRAY['4.A.3.b.6']
          FROM seed_toolkits k CROSS JOIN generate_series(0, 5) p
          JOIN analysis_aspects asp ON asp.analysis_id = k.id AND asp.position = p % 3
          LEFT JOIN seed_tools tl ON tl.i = (k.n::bigint * 31 + p * 7) % greatest(${tools}, 1)`;
      await tx`
        INSERT INTO analytics_events (name, analysis_id, user_id, browser_session_id, path, properties, created_at)
        SELECT e.name, k.id, k.user_id, CASE WHEN k.user_id IS NULL THEN 'scale-visit-' || ${stamp} || '-' || (k.n / 3) END, e.path, '{}'::jsonb,
               k.created_at + e.after
          FROM seed_toolkits k
          CROSS JOIN LATERAL (VALUES
            ('toolkit_generation', '/toolkit/' || k.id, interval '0', true),
            ('page_view', '/toolkit/' || k.id, interval '5 seconds', true),
            ('tool_explored', '/toolkit/' || k.id, interval '40 seconds', k.n % 3 > 0),
            ('tool_explored', '/toolkit/' || k.id, interval '90 seconds', k.n % 3 = 2),
            ('toolkit_download', '/toolkit/' || k.id, interval '2 minutes', k.n % 4 = 0),
            ('delayed_popup_download', '/toolkit/' || k.id, interval '3 minutes', k.n % 10 = 0),
            ('email_signup', '/toolkit/' || k.id, interval '2 minutes', k.n % 5 = 0)
          ) AS e(name, path, after, wanted)
         WHERE e.wanted`;
      await tx`
        INSERT INTO email_signups (name, email, analysis_id, current_salary, created_at)
        SELECT coalesce('Scale User ' || u.n, 'Visitor ' || k.n), coalesce(u.email, 'visitor.' || k.n || '.' || ${stamp} || '@example.com'), k.id,
               50000 + (k.n % 50) * 1000, k.created_at + interval '2 minutes'
          FROM seed_toolkits k LEFT JOIN seed_users u ON u.id = k.user_id
         WHERE k.n % 5 = 0`;
      await tx`
        INSERT INTO ai_usage (feature, model, prompt_tokens, completion_tokens, total_tokens, cost_usd, created_at)
        SELECT 'analysis', 'gpt-4o-mini', 1200 + k.n % 400, 600 + k.n % 200, 1800 + k.n % 400 + k.n % 200,
               round(((1200 + k.n % 400) * 0.00000015 + (600 + k.n % 200) * 0.0000006)::numeric, 6), k.created_at
          FROM seed_toolkits k WHERE k.n % 10 = 0`;
    }

    if (users > 0) {
      // Every 20th user bought: level 1 or the bundle; a few refunds and pending reviews.
      await tx`
        WITH paid AS (
          INSERT INTO payments (user_id, email, job_title, product_code, amount_cents, currency, method, status, stripe_session_id, access_granted_at, created_at)
          SELECT u.id, u.email, 'Scale buyer', CASE WHEN u.n % 40 = 0 THEN 'bundle' ELSE 'level-1' END, CASE WHEN u.n % 40 = 0 THEN 19900 ELSE 4900 END, 'aud', 'Stripe',
                 CASE WHEN u.n % 500 = 0 THEN 'refunded' WHEN u.n % 700 = 0 THEN 'pending' ELSE 'completed' END,
                 'cs_scale_' || ${stamp} || '_' || u.n, CASE WHEN u.n % 700 = 0 THEN NULL ELSE u.created_at + interval '1 day' END, u.created_at + interval '1 day'
            FROM seed_users u WHERE u.n % 20 = 0
          RETURNING id, user_id, product_code, status, access_granted_at
        )
        INSERT INTO course_access (user_id, level, granted_at, payment_id)
        SELECT p.user_id, lvl, p.access_granted_at, p.id
          FROM paid p CROSS JOIN LATERAL generate_series(1, CASE WHEN p.product_code = 'bundle' THEN 4 ELSE 1 END) lvl
         WHERE p.status = 'completed'`;
    }
  });
  // Fresh statistics and visibility maps, as autovacuum would have them on a database that grew slowly.
  const connection = await sql.reserve();
  try {
    await connection`SET statement_timeout = 0`;
    for (const table of [
      "users",
      "sessions",
      "analyses",
      "analysis_aspects",
      "analysis_recommendations",
      "analytics_events",
      "email_signups",
      "ai_usage",
      "payments",
      "course_access",
    ]) {
      await connection.unsafe(`VACUUM ANALYZE ${table}`);
    }
    await connection`RESET statement_timeout`;
  } finally {
    connection.release();
  }
}

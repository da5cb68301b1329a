/** "Recent" sign-ups and "new" users on the admin dashboard, its CSV and the CLI: the last 7 days. */
export const RECENT_DAYS = 7;

// Every environment variable the product reads, with its default. .env.example documents the
// same list; keep the two together.
import path from "node:path";

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function str(name: string, fallback: string): string {
  const raw = process.env[name];
  return raw === undefined || raw === "" ? fallback : raw;
}

/** Read lazily: the CLI sets DATABASE_URL after it has started the embedded PostgreSQL. */
export const config = {
  get nodeEnv() {
    return str("NODE_ENV", "production");
  },
  /**
   * Production is the default (DESIGN.md §4): only an explicit NODE_ENV=development or test relaxes
   * anything, so a server started with no configuration never shows error details.
   */
  get isProduction() {
    return this.nodeEnv !== "development" && this.nodeEnv !== "test";
  },
  /** Whether the public address is HTTPS: then cookies are Secure with the __Host- prefix, and HSTS is sent. */
  get httpsAppUrl() {
    return this.appUrl.startsWith("https://");
  },
  /**
   * Cookies are Secure, and the session cookie has the __Host- prefix, wherever the public address
   * is HTTPS: a browser would drop a Secure cookie on the quick start's http://localhost:3000.
   */
  get secureCookies() {
    return this.httpsAppUrl;
  },
  /** Whether APP_URL names this machine (localhost, 127.x, ::1): a local run nobody else can reach. */
  get loopbackAppUrl() {
    try {
      const host = new URL(this.appUrl).hostname.replace(/^\[|\]$/g, "");
      return host === "localhost" || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host) || host === "::1";
    } catch {
      return false;
    }
  },
  /**
   * Which proxies in front of the server may tell it the client's address, host and scheme
   * (X-Forwarded-For/-Host/-Proto). Unset: none, the headers are ignored. A number is how many
   * proxies sit in front (1 for one load balancer); otherwise a comma-separated list of addresses
   * or CIDR ranges (or Express's names loopback, linklocal, uniquelocal).
   */
  get trustProxy(): number | string[] | false {
    const raw = (process.env.TRUST_PROXY ?? "").trim();
    if (!raw || raw === "0" || raw.toLowerCase() === "false") return false;
    if (/^\d+$/.test(raw)) return Number(raw);
    return raw
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
  },
  /**
   * The local test checkout (it grants courses without payment), offered only when Stripe is not
   * configured and: TEST_CHECKOUT=on, or (unset) APP_URL is a loopback address or NODE_ENV is
   * development or test. TEST_CHECKOUT=off refuses it everywhere.
   */
  get testCheckoutEnabled() {
    const setting = (process.env.TEST_CHECKOUT ?? "").trim().toLowerCase();
    if (setting === "off" || setting === "false" || setting === "0") return false;
    if (setting === "on" || setting === "true" || setting === "1") return true;
    return this.loopbackAppUrl || !this.isProduction;
  },
  /**
   * Whether this client may use the test checkout. When only the loopback APP_URL allows it (no
   * TEST_CHECKOUT=on, production NODE_ENV), the client must be on this machine too: a server
   * started with no configuration listens on every interface (HOST=0.0.0.0) while APP_URL still
   * says localhost, and free courses must not be one request away for anyone who can reach it.
   */
  testCheckoutAllowedFor(clientIp: string | undefined) {
    if (!this.testCheckoutEnabled) return false;
    const explicit = ["on", "true", "1"].includes((process.env.TEST_CHECKOUT ?? "").trim().toLowerCase());
    if (explicit || !this.isProduction) return true;
    const ip = (clientIp ?? "").replace(/^::ffff:/, "");
    return /^127\.\d+\.\d+\.\d+$/.test(ip) || ip === "::1";
  },
  get port() {
    return int("PORT", 3000);
  },
  get host() {
    return str("HOST", "0.0.0.0");
  },
  /** Public address used in emails and links; defaults to the local server. */
  get appUrl() {
    return str("APP_URL", `http://localhost:${this.port}`).replace(/\/$/, "");
  },
  get dataDir() {
    return path.resolve(str("DATA_DIR", ".data"));
  },
  get databaseUrl(): string | undefined {
    return process.env.DATABASE_URL || undefined;
  },
  get embeddedPostgresPort() {
    return int("EMBEDDED_PG_PORT", 54329);
  },
  get databasePoolSize() {
    return int("DATABASE_POOL_SIZE", 10);
  },
  /** Seconds a new database connection may take before the query that needed it fails (db/client.ts). */
  get databaseConnectTimeoutSeconds() {
    return int("DATABASE_CONNECT_TIMEOUT", 5);
  },
  /** Seconds one statement of the app's pool may run before PostgreSQL cancels it; 0: no limit. */
  get databaseStatementTimeoutSeconds() {
    return int("DATABASE_STATEMENT_TIMEOUT", 15);
  },
  get workerConcurrency() {
    return int("WORKER_CONCURRENCY", 4);
  },
  /** A bearer token that lets a scraper on another machine read /metrics (loopback needs none); unset: loopback only. */
  get metricsToken(): string | undefined {
    return process.env.METRICS_TOKEN?.trim() || undefined;
  },
  /** On SIGTERM/SIGINT: how long requests in flight and running jobs may take to finish before they are cut (server/runtime.ts). */
  get shutdownDrainSeconds() {
    const seconds = int("SHUTDOWN_DRAIN_SECONDS", 25);
    if (seconds < 0) throw new Error(`SHUTDOWN_DRAIN_SECONDS must be 0 or more seconds, got "${process.env.SHUTDOWN_DRAIN_SECONDS}"`);
    return seconds;
  },
  get mailUrl(): string | undefined {
    return process.env.MAIL_URL || undefined;
  },
  get mailFrom() {
    return str("MAIL_FROM", "Upskill Academy <hello@upskill.academy>");
  },
  /** Where `academy backup` and the backup jobs write (DESIGN.md §3). */
  get backupDir() {
    return path.resolve(str("BACKUP_DIR", path.join(this.dataDir, "backups")));
  },
  /** A shared S3-compatible bucket backups also go to (app/lib/backup-s3-url.ts has the form). */
  get backupS3Url(): string | undefined {
    return process.env.BACKUP_S3_URL?.trim() || undefined;
  },
  /** The cloud drive's local default (DESIGN.md §3): the same layout as on Google Drive, in a folder. */
  get driveDir() {
    return path.resolve(str("DRIVE_DIR", path.join(this.dataDir, "drive")));
  },
  /** A Google service account key: the JSON itself, or the path of its file. Unset: the local drive folder. */
  get googleServiceAccountJson(): string | undefined {
    return process.env.GOOGLE_SERVICE_ACCOUNT_JSON?.trim() || undefined;
  },
  /** The Shared Drive folder the per-user folders and backup copies go into. */
  get googleDriveParentFolderId(): string | undefined {
    return process.env.GOOGLE_DRIVE_PARENT_FOLDER_ID?.trim() || undefined;
  },
  /** Another Drive API address (a test fake on loopback), e.g. http://127.0.0.1:4010/. */
  get googleDriveApiRoot(): string | undefined {
    return process.env.GOOGLE_DRIVE_API_ROOT?.trim() || undefined;
  },
  get outboxDir() {
    return path.resolve(str("OUTBOX_DIR", path.join(this.dataDir, "outbox")));
  },
  get sessionSecret(): string | undefined {
    return process.env.SESSION_SECRET || undefined;
  },
  get contactEmail() {
    return str("CONTACT_EMAIL", "hello@upskill.academy");
  },
  /**
   * The email coach's address (issue 29): each challenge's replies go to coach+{token}@ its domain.
   * COACH_ADDRESS, else coach@ the domain of CONTACT_EMAIL.
   */
  get coachAddress() {
    const address = str("COACH_ADDRESS", `coach@${this.contactEmail.split("@").pop()}`).trim();
    if (!/^[^@\s+]+@[^@\s]+\.[^@\s]+$/.test(address)) throw new Error(`COACH_ADDRESS must be an address without "+", got "${address}"`);
    return address;
  },
  /** The coach's inbound SMTP listener: COACH_SMTP_PORT (default 2525; 0 turns it off) on COACH_SMTP_HOST (default loopback). */
  get coachSmtpPort() {
    const port = int("COACH_SMTP_PORT", 2525);
    if (port < 0 || port > 65535) throw new Error(`COACH_SMTP_PORT must be 0 (off) or a port number, got "${port}"`);
    return port;
  },
  get coachSmtpHost() {
    return str("COACH_SMTP_HOST", "127.0.0.1");
  },
  /** imaps://user:password@host[:port]/Mailbox: a mailbox the coach polls for replies every minute; unset, no polling. */
  get coachImapUrl(): string | undefined {
    return process.env.COACH_IMAP_URL?.trim() || undefined;
  },
  /**
   * Whether the worker's weekly check of the tools' addresses runs (TOOL_LINK_CHECKS=on|off). On by
   * default, except under NODE_ENV=test, where a worker that happens to run at the scheduled time
   * must not fetch the seeded catalogue's real addresses. `academy tools check` runs regardless.
   */
  get toolLinkChecks(): boolean {
    const raw = (process.env.TOOL_LINK_CHECKS ?? "").trim().toLowerCase();
    if (raw) return ["on", "true", "1", "yes"].includes(raw);
    return this.nodeEnv !== "test";
  },
  /** Mailgun's HTTP webhook signing key: with it, POST /api/coach/inbound/mailgun accepts Mailgun's inbound routes; unset, 404. */
  get mailgunSigningKey(): string | undefined {
    return process.env.MAILGUN_WEBHOOK_SIGNING_KEY?.trim() || undefined;
  },
  /** Who is told about consultation bookings: ADMIN_EMAILS (comma-separated), else CONTACT_EMAIL. */
  get adminEmails(): string[] {
    const list = (process.env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    return list.length ? list : [this.contactEmail];
  },
  get privacyTermsUrl() {
    return str("PRIVACY_TERMS_URL", "https://www.upskill.academy/privacy-and-terms");
  },
  /** Stripe (accounts-admin-sales.md §2, DESIGN.md §3). Unset, /checkout offers a local test checkout instead. */
  get stripeSecretKey(): string | undefined {
    return process.env.STRIPE_SECRET_KEY || undefined;
  },
  get stripeWebhookSecret(): string | undefined {
    return process.env.STRIPE_WEBHOOK_SECRET || undefined;
  },
  /** Another API address for the Stripe client (a stripe-mock or a test fake), e.g. http://127.0.0.1:12111. */
  get stripeApiBase(): string | undefined {
    return process.env.STRIPE_API_BASE || undefined;
  },
  /** Stripe Price ids per product; a product without one is charged from the catalogue's amount. */
  stripePriceId(product: string): string | undefined {
    return process.env[`STRIPE_PRICE_${product.toUpperCase().replace(/-/g, "_")}`] || undefined;
  },
  /** The currency the course is charged in (ISO 4217, lower case). */
  get courseCurrency() {
    return str("COURSE_CURRENCY", "aud").toLowerCase();
  },
  /** How long the landing figures (medians of recent toolkits) are kept in memory before they are computed again. */
  get landingFiguresSeconds() {
    return Math.max(0, int("LANDING_FIGURES_SECONDS", 300));
  },
};

// BACKUP_S3_URL (README "Backups", .env.example): where backups go in an S3-compatible bucket.
//   s3://BUCKET[/PREFIX][?endpoint=URL&region=REGION&forcePathStyle=true]
// endpoint: another S3-compatible server (MinIO, Ceph, R2, a test fake); unset, AWS S3 itself.
// region: default AWS_REGION, else us-east-1. forcePathStyle: "http://host/bucket/key" addressing,
// which most servers other than AWS need. Credentials come from the AWS SDK's usual places
// (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role), never from the URL.

export interface S3Target {
  bucket: string;
  /** "" or a folder ending in "/": keys are PREFIX + file name. */
  prefix: string;
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
}

export class S3UrlError extends Error {}

const OPTIONS = new Set(["endpoint", "region", "forcePathStyle"]);

/** Parse an s3:// URL; `path` is everything after the bucket (a prefix, or an object's key). */
function parse(raw: string, defaultRegion: string): S3Target & { path: string } {
  const text = raw.trim();
  const match = /^s3:\/\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?$/.exec(text);
  if (!match) throw new S3UrlError(`Not an s3:// address: "${raw}" (expected s3://bucket/prefix?endpoint=...)`);
  const bucket = match[1]!;
  // S3's bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new S3UrlError(`"${bucket}" is not a valid bucket name.`);
  const path = decodeURIComponent((match[2] ?? "").replace(/^\/+/, ""));
  if (path.split("/").some((part) => part === "." || part === "..")) throw new S3UrlError(`The path in "${raw}" may not contain "." or ".." parts.`);
  const query = new URLSearchParams((match[3] ?? "").slice(1));
  for (const key of query.keys()) {
    if (!OPTIONS.has(key)) throw new S3UrlError(`Unknown option "${key}" in the s3:// address (known: ${[...OPTIONS].join(", ")}).`);
  }
  if (/[?&](access|secret)/i.test(match[3] ?? "") || /@/.test(bucket)) throw new S3UrlError("Credentials do not go in the s3:// address.");
  const endpoint = query.get("endpoint") || null;
  if (endpoint) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new S3UrlError(`endpoint "${endpoint}" is not a URL.`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new S3UrlError(`endpoint "${endpoint}" must be http:// or https://.`);
    if (url.username || url.password) throw new S3UrlError("Credentials do not go in the endpoint address.");
  }
  const style = query.get("forcePathStyle");
  if (style !== null && style !== "true" && style !== "false") throw new S3UrlError(`forcePathStyle must be true or false, got "${style}".`);
  const region = query.get("region") || defaultRegion;
  if (!/^[a-z0-9-]+$/.test(region)) throw new S3UrlError(`"${region}" is not a region name.`);
  return { bucket, path, prefix: "", endpoint, region, forcePathStyle: style === "true" };
}

/** BACKUP_S3_URL: the bucket and the folder in it that backups go to. */
export function parseBackupS3Url(raw: string, defaultRegion = "us-east-1"): S3Target {
  const { path, ...target } = parse(raw, defaultRegion);
  return { ...target, prefix: path === "" || path.endsWith("/") ? path : `${path}/` };
}

/** A restore or verify argument naming one object: s3://bucket/prefix/ID.backup.gz. */
export function parseS3ObjectUrl(raw: string, defaultRegion = "us-east-1"): S3Target & { key: string } {
  const { path, ...target } = parse(raw, defaultRegion);
  if (!path || path.endsWith("/")) throw new S3UrlError(`"${raw}" names a folder, not a backup: add the backup's file name.`);
  const slash = path.lastIndexOf("/");
  return { ...target, prefix: path.slice(0, slash + 1), key: path };
}

/** Same bucket on the same server: a restore argument can borrow the configured target's settings. */
export function sameBucket(a: S3Target, b: S3Target): boolean {
  return a.bucket === b.bucket && (a.endpoint ?? "") === (b.endpoint ?? "");
}

/** For messages and logs: the target without any query. */
export function describeS3Target(target: S3Target): string {
  return `s3://${target.bucket}/${target.prefix}`;
}

// An S3-compatible object store on loopback for the backup tests: the real @aws-sdk/client-s3
// talks to it (path-style addressing). No maintained npm S3 server worked with the current SDK:
// s3rver (and its maintained fork @20minutes/s3rver 4.0.4) rebuilds the signed path without the
// trailing slash the SDK signs for bucket requests ("/bucket/"), so ListObjectsV2 fails with
// SignatureDoesNotMatch. This fake checks what S3 checks for the calls backups make:
//   - an AWS Signature Version 4 Authorization header, recomputed from the request as received
//     (method, path, query, the signed headers, the payload hash) with the secret it was given;
//   - a payload that matches x-amz-content-sha256, or an aws-chunked body whose trailing
//     x-amz-checksum-crc32 matches (the SDK's default for streamed uploads);
// and serves PutObject, GetObject (with Range), HeadObject, DeleteObject and ListObjectsV2
// (prefix, max-keys, continuation-token) for its buckets.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export interface FakeS3Object {
  body: Buffer;
  etag: string;
  lastModified: Date;
  contentType: string;
}

export interface FakeS3 {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket -> key -> object */
  buckets: Map<string, Map<string, FakeS3Object>>;
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function sendError(res: http.ServerResponse, status: number, code: string, message: string): void {
  res
    .writeHead(status, { "content-type": "application/xml" })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`);
}

/** RFC 3986 encoding, as SigV4 canonical query strings use. */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** Checks the SigV4 Authorization header; returns an error message, or null when it is right. */
function checkSignature(req: http.IncomingMessage, rawPath: string, rawQuery: string, accessKeyId: string, secret: string): string | null {
  const auth = req.headers.authorization ?? "";
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return "missing or malformed AWS4-HMAC-SHA256 Authorization header";
  const [, keyId, date, region, signedHeaderList, signature] = match as unknown as [string, string, string, string, string, string];
  if (keyId !== accessKeyId) return "unknown access key";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(date)) return "x-amz-date does not match the credential scope";
  const signedHeaders = signedHeaderList.split(";");
  if (!signedHeaders.includes("host") || !signedHeaders.includes("x-amz-date")) return "host and x-amz-date must be signed";
  const headerValue = (name: string) => {
    const raw = req.headers[name];
    return (Array.isArray(raw) ? raw.join(",") : (raw ?? "")).trim().replace(/\s+/g, " ");
  };
  const query = rawQuery
    ? rawQuery
        .split("&")
        .map((pair) => {
          const [k, v = ""] = pair.split("=");
          return [rfc3986(decodeURIComponent(k!)), rfc3986(decodeURIComponent(v.replace(/\+/g, " ")))] as const;
        })
        .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
        .map(([k, v]) => `${k}=${v}`)
        .join("&")
    : "";
  const canonical = [
    req.method,
    rawPath,
    query,
    signedHeaders.map((h) => `${h}:${headerValue(h)}\n`).join(""),
    signedHeaderList,
    headerValue("x-amz-content-sha256"),
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, `${date}/${region}/s3/aws4_request`, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), "s3"), "aws4_request");
  const expected = createHmac("sha256", key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex")) ? null : "the request signature does not match";
}

/** The object bytes of an aws-chunked body (unsigned chunks), checking a trailing CRC32 when there is one. */
function decodeAwsChunked(body: Buffer, trailerName: string | undefined): Buffer | string {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd < 0) return "truncated aws-chunked body";
    const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1").split(";")[0]!, 16);
    if (!Number.isFinite(size)) return "bad aws-chunked chunk size";
    at = lineEnd + 2;
    if (size === 0) break;
    parts.push(body.subarray(at, at + size));
    at += size + 2;
  }
  const data = Buffer.concat(parts);
  const trailers = body.subarray(at).toString("latin1");
  if (trailerName) {
    const line = trailers.split("\r\n").find((l) => l.toLowerCase().startsWith(`${trailerName.toLowerCase()}:`));
    if (!line) return `missing trailer ${trailerName}`;
    const sent = line.slice(trailerName.length + 1).trim();
    if (trailerName.toLowerCase() === "x-amz-checksum-crc32") {
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(data));
      if (crc.toString("base64") !== sent) return "x-amz-checksum-crc32 does not match the body";
    }
  }
  return data;
}

export async function startFakeS3(options: { buckets: string[]; accessKeyId?: string; secretAccessKey?: string }): Promise<FakeS3> {
  const accessKeyId = options.accessKeyId ?? "FAKEACCESSKEY";
  const secretAccessKey = options.secretAccessKey ?? "fake-secret-access-key";
  const buckets = new Map(options.buckets.map((b) => [b, new Map<string, FakeS3Object>()]));
  const requests: FakeS3["requests"] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split("?") as [string, string?];
      res.on("finish", () => requests.push({ method: req.method ?? "", path: rawPath, status: res.statusCode }));
      const problem = checkSignature(req, rawPath, rawQuery, accessKeyId, secretAccessKey);
      if (problem) return sendError(res, 403, "SignatureDoesNotMatch", problem);
      let body: Buffer | string = Buffer.concat(chunks);
      const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
      if (payloadHash.startsWith("STREAMING-UNSIGNED-PAYLOAD")) {
        body = decodeAwsChunked(body, req.headers["x-amz-trailer"] as string | undefined);
        if (typeof body === "string") return sendError(res, 400, "InvalidRequest", body);
      } else if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) {
        return sendError(res, 400, "XAmzContentSHA256Mismatch", "the body does not match x-amz-content-sha256");
      }
      const [, bucketName = "", ...keyParts] = rawPath.split("/");
      const key = decodeURIComponent(keyParts.join("/"));
      const bucket = buckets.get(decodeURIComponent(bucketName));
      if (!bucket) return sendError(res, 404, "NoSuchBucket", "The specified bucket does not exist");
      const query = new URLSearchParams(rawQuery);

      if (!key) {
        if (req.method !== "GET" || query.get("list-type") !== "2") return sendError(res, 501, "NotImplemented", "only ListObjectsV2 on a bucket");
        const prefix = query.get("prefix") ?? "";
        const max = Math.min(Number(query.get("max-keys") ?? 1000), 1000);
        const after = query.get("continuation-token") ?? query.get("start-after") ?? "";
        const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = keys.slice(0, max);
        const truncated = keys.length > page.length;
        const contents = page
          .map((k) => {
            const o = bucket.get(k)!;
            return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>&quot;${o.etag}&quot;</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
          })
          .join("");
        return res
          .writeHead(200, { "content-type": "application/xml" })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(bucketName)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : ""}</ListBucketResult>`,
          );
      }

      if (req.method === "PUT") {
        const data = body as Buffer;
        const etag = createHash("md5").update(data).digest("hex");
        bucket.set(key, { body: data, etag, lastModified: new Date(), contentType: String(req.headers["content-type"] ?? "binary/octet-stream") });
        return res.writeHead(200, { etag: `"${etag}"` }).end();
      }
      if (req.method === "DELETE") {
        bucket.delete(key);
        return res.writeHead(204).end();
      }
      const object = bucket.get(key);
      if (!object) {
        if (req.method === "HEAD") return res.writeHead(404).end();
        return sendError(res, 404, "NoSuchKey", "The specified key does not exist.");
      }
      const headers = {
        "content-type": object.contentType,
        etag: `"${object.etag}"`,
        "last-modified": object.lastModified.toUTCString(),
        "accept-ranges": "bytes",
      };
      if (req.method === "HEAD") return res.writeHead(200, { ...headers, "content-length": object.body.length }).end();
      if (req.method !== "GET") return sendError(res, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ""));
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
        if (start >= object.body.length) return sendError(res, 416, "InvalidRange", "The requested range is not satisfiable");
        const part = object.body.subarray(start, end + 1);
        return res.writeHead(206, { ...headers, "content-length": part.length, "content-range": `bytes ${start}-${end}/${object.body.length}` }).end(part);
      }
      return res.writeHead(200, { ...headers, "content-length": object.body.length }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    buckets,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A Google Drive v3 API on loopback, with the OAuth token endpoint a service account uses: the
// real @googleapis/drive client talks to it (rootUrl, and the key's token_uri). It checks what
// Google checks for these calls: an RS256 assertion signed by the key it issued, a bearer token on
// every call, and supportsAllDrives / includeItemsFromAllDrives for a Shared Drive's items.
import { createHash, createVerify, generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

const FOLDER = "application/vnd.google-apps.folder";

export interface FakeFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  driveId: string | null;
  trashed: boolean;
  content: Buffer | null;
  modifiedTime: string;
}

export interface FakeDriveRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

export interface FakeDrive {
  /** The client's rootUrl, e.g. http://127.0.0.1:4567/ */
  rootUrl: string;
  tokenUri: string;
  /** The Shared Drive folder the product writes into. */
  sharedFolderId: string;
  /** A folder in a personal "My Drive", which a service account cannot use. */
  personalFolderId: string;
  clientEmail: string;
  /** A service account key file's JSON for this fake. */
  serviceAccountJson(overrides?: Record<string, unknown>): string;
  files: Map<string, FakeFile>;
  requests: FakeDriveRequest[];
  tokensIssued: number;
  /** Live files under a folder, by name. */
  childrenOf(folderId: string): FakeFile[];
  /** Answer the next `count` Drive API calls (not the token endpoint) with this status. */
  failNext(count: number, status?: number, message?: string): void;
  close(): Promise<void>;
}

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));
};
const apiError = (res: http.ServerResponse, status: number, message: string, reason = "error") =>
  send(res, status, { error: { code: status, message, errors: [{ message, domain: "global", reason }] } });

function b64urlJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** The parts of a multipart/related body, each with its content type. */
function multipartParts(body: Buffer, boundary: string): { type: string; data: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { type: string; data: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === "--") break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    let chunk = body.subarray(start, next);
    if (chunk.subarray(0, 2).toString() === "\r\n") chunk = chunk.subarray(2);
    if (chunk.subarray(-2).toString() === "\r\n") chunk = chunk.subarray(0, -2);
    const headerEnd = chunk.indexOf("\r\n\r\n");
    const headers = chunk.subarray(0, headerEnd).toString();
    const type = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? "application/octet-stream";
    parts.push({ type, data: chunk.subarray(headerEnd + 4) });
    at = next;
  }
  return parts;
}

/** The subset of Drive's query language the product uses: clauses joined by "and". */
function matches(file: FakeFile, q: string): boolean {
  const literal = "'((?:[^'\\\\]|\\\\.)*)'";
  const unescape = (s: string) => s.replace(/\\(.)/g, "$1");
  for (const clause of q.split(/\s+and\s+/)) {
    let m: RegExpExecArray | null;
    if ((m = new RegExp(`^name\\s*=\\s*${literal}$`).exec(clause.trim()))) {
      if (file.name !== unescape(m[1]!)) return false;
    } else if ((m = new RegExp(`^${literal}\\s+in\\s+parents$`).exec(clause.trim()))) {
      if (!file.parents.includes(unescape(m[1]!))) return false;
    } else if ((m = /^trashed\s*=\s*(true|false)$/.exec(clause.trim()))) {
      if (file.trashed !== (m[1] === "true")) return false;
    } else if ((m = new RegExp(`^mimeType\\s*(!?=)\\s*${literal}$`).exec(clause.trim()))) {
      const same = file.mimeType === unescape(m[2]!);
      if (m[1] === "=" ? !same : same) return false;
    } else {
      throw new Error(`Invalid Value: unsupported query clause ${clause}`);
    }
  }
  return true;
}

export async function startFakeDrive(): Promise<FakeDrive> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const clientEmail = "academy-sync@upskill-test.iam.gserviceaccount.com";
  const tokens = new Set<string>();
  const files = new Map<string, FakeFile>();
  const requests: FakeDriveRequest[] = [];
  let failures: { count: number; status: number; message: string } = { count: 0, status: 500, message: "" };
  let serial = 0;
  const now = () => new Date().toISOString();
  const addFile = (f: Omit<FakeFile, "modifiedTime" | "trashed"> & { trashed?: boolean }) => {
    const file: FakeFile = { trashed: false, modifiedTime: now(), ...f };
    files.set(file.id, file);
    return file;
  };
  addFile({ id: "shared-folder-1", name: "Upskill Academy", mimeType: FOLDER, parents: ["shared-drive-1"], driveId: "shared-drive-1", content: null });
  addFile({ id: "personal-folder-1", name: "My Folder", mimeType: FOLDER, parents: ["root"], driveId: null, content: null });

  const view = (f: FakeFile) => ({
    kind: "drive#file",
    id: f.id,
    name: f.name,
    mimeType: f.mimeType,
    parents: f.parents,
    ...(f.driveId ? { driveId: f.driveId } : {}),
    trashed: f.trashed,
    modifiedTime: f.modifiedTime,
    ...(f.content ? { md5Checksum: createHash("md5").update(f.content).digest("hex"), size: String(f.content.length) } : {}),
  });

  const token = (body: string, res: http.ServerResponse) => {
    const form = new URLSearchParams(body);
    if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer") return send(res, 400, { error: "unsupported_grant_type" });
    const [header, payload, signature] = (form.get("assertion") ?? "").split(".");
    if (!header || !payload || !signature) return send(res, 400, { error: "invalid_grant", error_description: "Invalid JWT." });
    const verifier = createVerify("RSA-SHA256");
    verifier.update(`${header}.${payload}`);
    if (!verifier.verify(publicKey, Buffer.from(signature, "base64url"))) {
      return send(res, 400, { error: "invalid_grant", error_description: "Invalid JWT Signature." });
    }
    const claims = b64urlJson(payload);
    if (claims.iss !== clientEmail) return send(res, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
    if (typeof claims.scope !== "string" || !claims.scope.includes("https://www.googleapis.com/auth/drive")) {
      return send(res, 400, { error: "invalid_scope", error_description: "Invalid OAuth scope." });
    }
    const access = `ya29.fake-${randomBytes(12).toString("hex")}`;
    tokens.add(access);
    fake.tokensIssued++;
    send(res, 200, { access_token: access, token_type: "Bearer", expires_in: 3599 });
  };

  const visible = (f: FakeFile | undefined, q: Record<string, string>) => Boolean(f && (!f.driveId || q.supportsAllDrives === "true"));

  const handle = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const query = Object.fromEntries(url.searchParams);
    const method = req.method ?? "GET";
    if (method === "POST" && url.pathname === "/token") return token(body.toString(), res);
    requests.push({ method, path: url.pathname, query });
    const auth = req.headers.authorization ?? "";
    if (!auth.startsWith("Bearer ") || !tokens.has(auth.slice(7))) return apiError(res, 401, "Request had invalid authentication credentials.", "authError");
    if (failures.count > 0) {
      failures.count--;
      return apiError(res, failures.status, failures.message || "Internal Error", "backendError");
    }
    const fileMatch = /^\/(upload\/)?drive\/v3\/files(?:\/([^/]+))?$/.exec(url.pathname);
    if (!fileMatch) return apiError(res, 404, "Not Found", "notFound");
    const upload = Boolean(fileMatch[1]);
    const id = fileMatch[2] ? decodeURIComponent(fileMatch[2]) : null;

    if (method === "GET" && !id) {
      const q = query.q ?? "";
      let result: FakeFile[];
      try {
        result = [...files.values()].filter((f) => matches(f, q));
      } catch (error) {
        return apiError(res, 400, (error as Error).message, "invalid");
      }
      // Items of a Shared Drive are listed only to a caller that says it supports them.
      if (query.includeItemsFromAllDrives !== "true" || query.supportsAllDrives !== "true") result = result.filter((f) => !f.driveId);
      return send(res, 200, { kind: "drive#fileList", files: result.map(view) });
    }
    if (method === "GET" && id) {
      const f = files.get(id);
      if (!visible(f, query)) return apiError(res, 404, `File not found: ${id}.`, "notFound");
      if (query.alt === "media") {
        if (!f!.content) return apiError(res, 403, "Only files with binary content can be downloaded.", "fileNotDownloadable");
        return res.writeHead(200, { "content-type": f!.mimeType, "content-length": f!.content.length }).end(f!.content);
      }
      return send(res, 200, view(f!));
    }
    if (method === "POST" && !id) {
      let metadata: Record<string, unknown>;
      let content: Buffer | null = null;
      const type = req.headers["content-type"] ?? "";
      if (upload) {
        if (query.uploadType !== "multipart") return apiError(res, 400, "Unsupported upload type", "badContent");
        const boundary = /boundary=([^;]+)/.exec(type)?.[1];
        if (!boundary) return apiError(res, 400, "Missing boundary", "badContent");
        const parts = multipartParts(body, boundary);
        if (parts.length !== 2 || parts[0]!.type !== "application/json") return apiError(res, 400, "Malformed multipart body", "badContent");
        metadata = JSON.parse(parts[0]!.data.toString()) as Record<string, unknown>;
        content = Buffer.from(parts[1]!.data);
      } else {
        metadata = JSON.parse(body.toString() || "{}") as Record<string, unknown>;
      }
      const parents = (metadata.parents as string[] | undefined) ?? ["root"];
      const parent = files.get(parents[0]!);
      if (parents[0] !== "root" && !visible(parent, query)) return apiError(res, 404, `File not found: ${parents[0]}.`, "notFound");
      const file = addFile({
        id: `file-${++serial}-${randomBytes(4).toString("hex")}`,
        name: String(metadata.name ?? "Untitled"),
        mimeType: String(metadata.mimeType ?? "application/octet-stream"),
        parents,
        driveId: parent?.driveId ?? null,
        content,
      });
      return send(res, 200, view(file));
    }
    if (method === "PATCH" && id) {
      const f = files.get(id);
      if (!visible(f, query)) return apiError(res, 404, `File not found: ${id}.`, "notFound");
      if (upload) {
        if (query.uploadType !== "media") return apiError(res, 400, "Unsupported upload type", "badContent");
        f!.content = Buffer.from(body);
      } else {
        const metadata = JSON.parse(body.toString() || "{}") as Record<string, unknown>;
        if (typeof metadata.trashed === "boolean") f!.trashed = metadata.trashed;
        if (typeof metadata.name === "string") f!.name = metadata.name;
      }
      f!.modifiedTime = now();
      return send(res, 200, view(f!));
    }
    return apiError(res, 405, "Method not allowed", "notFound");
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (error) {
        apiError(res, 500, (error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeDrive = {
    rootUrl: `${base}/`,
    tokenUri: `${base}/token`,
    sharedFolderId: "shared-folder-1",
    personalFolderId: "personal-folder-1",
    clientEmail,
    serviceAccountJson: (overrides = {}) =>
      JSON.stringify({
        type: "service_account",
        project_id: "upskill-test",
        private_key_id: "fake-key-1",
        private_key: privateKeyPem,
        client_email: clientEmail,
        client_id: "1234567890",
        token_uri: `${base}/token`,
        ...overrides,
      }),
    files,
    requests,
    tokensIssued: 0,
    childrenOf: (folderId) => [...files.values()].filter((f) => !f.trashed && f.parents.includes(folderId)).sort((a, b) => a.name.localeCompare(b.name)),
    failNext(count, status = 500, message = "") {
      failures = { count, status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

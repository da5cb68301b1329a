// Open Badges 3.0 verifiable credentials (issue 28 item 1), issued through the real flows: a job
// simulation's certificate and a course level's. Every credential issued here is verified with
// the library's verifier (@digitalbazaar/vc, eddsa-rdfc-2022) and checked against the required
// fields of an OB 3.0 AchievementCredential (tests/fixtures/credentials, with the spec sections);
// an altered, a forged and another issuer's credential fail with their reason; a refund and an
// admin revocation show in the status list the product serves, to every verifier.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as vc from "@digitalbazaar/vc";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { decodeList } from "@digitalbazaar/vc-bitstring-status-list";
import { getDb } from "../../db/client";
import { users } from "../../db/schema/index";
import { config } from "../../app/config.server";
import { playableScenario } from "../../app/content/simulations";
import { createSession } from "../../app/services/accounts/sessions.server";
import { answerPoint, startAttempt } from "../../app/services/simulation/simulations.server";
import { verifyCertificate } from "../../app/services/simulation/certificates.server";
import { verifyCredential } from "../../app/services/credentials/verify-credential.server";
import { RefusedDocumentError, documentLoader } from "../../app/services/credentials/document-loader.server";
import { ensureIssuerKey, forgetOpenedIssuerKey } from "../../app/services/credentials/issuer-key.server";
import { contextLoader } from "../../app/services/credentials/contexts.server";
import { revokeCredentialByAdmin } from "../../app/services/credentials/revocation.server";
import { operatorContext } from "../../app/services/operations/admin-audit.server";
import { emailMatches } from "../../app/lib/credentials/identity";
import { Browser } from "../helpers/browser";
import { contextOf, learner, passLevel } from "../helpers/course-learner";
import { academy } from "../helpers/academy";
import { schemaProblems } from "../../app/lib/json-schema";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

type Json = Record<string, any>;
const unique = () => randomBytes(6).toString("hex");
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const schema = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "../fixtures/credentials", `${name}.schema.json`), "utf8")) as Json;
const achievementSchema = schema("ob3-achievement-credential");
const statusListSchema = schema("bitstring-status-list-credential");
const scenario = playableScenario("generic-1")!;

interface Row extends Record<string, unknown> {
  id: string;
  kind: string;
  certificate_code: string;
  status_list: number;
  status_index: number;
  credential: Json;
}
/** A served JSON-LD document (the test browser parses only application/json). */
async function fetchLd(path: string) {
  const served = await new Browser(web.base).get(path);
  return { ...served, body: typeof served.body === "string" && served.status === 200 ? (JSON.parse(served.body) as Json) : (served.body as Json) };
}
const credentialsOf = (userId: number) =>
  q<Row>(sql`SELECT id, kind, certificate_code, status_list, status_index, credential FROM credentials WHERE user_id = ${userId}`);

/** A buyer of the simulation who plays it with the best answers: a certificate and its credential. */
async function simulationHolder() {
  const who = await learner(web.base, { buys: "simulation", jobTitle: "Paralegal" });
  const ctx = contextOf(who);
  const started = await startAttempt({ scenarioId: scenario.id }, ctx);
  if (!started.ok) throw new Error(started.reason);
  for (const point of scenario.points) {
    const best = point.options.reduce((a, b) => (b.credit > a.credit ? b : a));
    expect((await answerPoint({ attemptId: started.attemptId, pointId: point.id, optionId: best.id }, ctx)).ok).toBe(true);
  }
  return { ...who, attemptId: started.attemptId };
}

/** What the library's verifier says with the product's document loader, the status list checked. */
async function libraryVerdict(credential: Json) {
  const { checkStatus } = await import("@digitalbazaar/vc-bitstring-status-list");
  const loader = documentLoader(config.appUrl);
  const suite = new DataIntegrityProof({ cryptosuite });
  return vc.verifyCredential({
    credential,
    suite,
    documentLoader: loader,
    checkStatus: (o) => checkStatus({ ...o, documentLoader: loader, suite, verifyBitstringStatusListCredential: true }),
  });
}

/** The status list's bit for a credential, as a verifier reads it over HTTP. */
async function servedBit(row: Row): Promise<boolean> {
  const served = await fetchLd(`/credentials/status/${row.status_list}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toMatch(/^application\/ld\+json/);
  expect(schemaProblems(served.body, statusListSchema)).toEqual([]);
  const list = await decodeList({ encodedList: (served.body as Json).credentialSubject.encodedList });
  return list.getStatus(row.status_index);
}

let simulation: Awaited<ReturnType<typeof simulationHolder>>;
let simulationRow: Row;
let courseRow: Row;
let courseLearner: Awaited<ReturnType<typeof learner>>;

beforeAll(async () => {
  simulation = await simulationHolder();
  simulationRow = (await credentialsOf(simulation.id))[0]!;
  courseLearner = await learner(web.base, { jobTitle: "Registered Nurse" });
  await passLevel(courseLearner, 1);
  courseRow = (await credentialsOf(courseLearner.id))[0]!;
}, 120_000);

describe("issued through the real flows", () => {
  it("a simulation certificate and a course level's certificate each get one credential, linked to the certificate's code", async () => {
    expect(simulationRow).toMatchObject({ kind: "simulation" });
    const [attempt] = await q<{ certificate_code: string }>(sql`SELECT certificate_code FROM simulation_attempts WHERE id = ${simulation.attemptId}`);
    expect(simulationRow.certificate_code).toBe(attempt!.certificate_code);
    expect(courseRow).toMatchObject({ kind: "course" });
    const [enrolment] = await q<{ certificate_code: string }>(
      sql`SELECT certificate_code FROM course_enrolments WHERE user_id = ${courseLearner.id} AND level = 1`,
    );
    expect(courseRow.certificate_code).toBe(enrolment!.certificate_code);
    expect((await verifyCertificate(courseRow.certificate_code))?.credentialId).toBe(courseRow.id);
  });

  it("every credential issued here passes the library's verifier and the OB 3.0 AchievementCredential schema", async () => {
    const all = await q<Row>(sql`SELECT id, kind, certificate_code, status_list, status_index, credential FROM credentials`);
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const row of all) {
      const verdict = await libraryVerdict(row.credential);
      expect(verdict.verified, JSON.stringify(verdict.error)).toBe(true);
      expect(schemaProblems(row.credential, achievementSchema)).toEqual([]);
      expect(await verifyCredential(row.credential)).toMatchObject({ valid: true, id: row.id });
    }
  });

  it("names the achievement, the criteria with the 70% rule, the score, the role, and the holder by a salted hash of the address", () => {
    const subject = courseRow.credential.credentialSubject;
    expect(subject.achievement.name).toBe("AI Fluency Level 1: Awareness in Action");
    expect(subject.achievement.criteria.narrative).toContain("70% or more");
    expect(subject.role).toBe("Registered Nurse");
    expect(subject.result[0].value).toMatch(/^\d+$/);
    const email = subject.identifier[0];
    expect(email).toMatchObject({ type: "IdentityObject", identityType: "emailAddress", hashed: true });
    expect(emailMatches(courseLearner.email, email)).toBe(true);
    expect(JSON.stringify(courseRow.credential)).not.toContain(courseLearner.email);
    expect(simulationRow.credential.credentialSubject.achievement.criteria.narrative).toContain("A score of 70 or more out of 100 passes");
  });

  it("the schema is not vacuous: a credential without a required field fails it", () => {
    const { validFrom: _dropped, ...noDate } = courseRow.credential;
    expect(schemaProblems(noDate, achievementSchema)).toContain('$: missing required "validFrom"');
    const noCriteria = structuredClone(courseRow.credential);
    delete noCriteria.credentialSubject.achievement.criteria;
    expect(schemaProblems(noCriteria, achievementSchema).join("\n")).toContain("criteria");
  });
});

describe("served at stable URLs", () => {
  it("the credential as application/ld+json at /credentials/{id}.json and from the certificate's code", async () => {
    const byId = await fetchLd(`/credentials/${simulationRow.id}.json`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get("content-type")).toMatch(/^application\/ld\+json/);
    expect(byId.body).toEqual(simulationRow.credential);
    // Served as signed, its keys in the order written: @context first (the column is json, not jsonb).
    expect((await new Browser(web.base).get(`/credentials/${simulationRow.id}.json`)).body).toMatch(
      /^\{\n {2}"@context": \[\n {4}"https:\/\/www\.w3\.org\/ns\/credentials\/v2"/,
    );
    const byCode = await fetchLd(`/certificates/${simulationRow.certificate_code}/credential.json?download`);
    expect(byCode.body).toEqual(simulationRow.credential);
    expect(byCode.headers.get("content-disposition")).toContain("attachment");
    const page = await new Browser(web.base).get(`/certificates/${simulationRow.certificate_code}`);
    expect(page.body).toContain(`/credentials/${simulationRow.id}.json`);
    expect((await new Browser(web.base).get(`/credentials/00000000-0000-4000-8000-000000000000.json`)).status).toBe(404);
    expect((await new Browser(web.base).get(`/credentials/not-a-credential`)).status).toBe(404);
  });

  it("the issuer profile with its Multikey", async () => {
    const issuer = await fetchLd("/credentials/issuer");
    expect(issuer.headers.get("content-type")).toMatch(/^application\/ld\+json/);
    const profile = issuer.body as Json;
    expect(profile).toMatchObject({ id: `${config.appUrl}/credentials/issuer`, type: ["Profile"], name: "Upskill Academy" });
    expect(profile.assertionMethod[0]).toMatchObject({ type: "Multikey", controller: profile.id });
    expect(profile.assertionMethod[0].publicKeyMultibase).toMatch(/^z6Mk/);
    expect(JSON.stringify(profile)).not.toMatch(/secretKey/);
    expect(simulationRow.credential.proof.verificationMethod).toBe(profile.assertionMethod[0].id);
  });

  it("the status list, signed, with the credential's bit clear", async () => {
    expect(await servedBit(simulationRow)).toBe(false);
    expect((await new Browser(web.base).get("/credentials/status/999")).status).toBe(404);
  });
});

describe("bad credentials fail with their reason", () => {
  it("an altered credential: its content no longer matches its signature", async () => {
    const altered = structuredClone(simulationRow.credential);
    altered.credentialSubject.result[0].value = "55";
    expect((await libraryVerdict(altered)).verified).toBe(false);
    expect(await verifyCredential(altered)).toMatchObject({ valid: false, reason: "altered", message: expect.stringContaining("changed after it was signed") });
  });

  it("a forged credential: signed with another key under the academy's key id", async () => {
    const forger = await Ed25519Multikey.generate({ id: simulationRow.credential.proof.verificationMethod, controller: `${config.appUrl}/credentials/issuer` });
    const { proof: _proof, ...unsigned } = structuredClone(simulationRow.credential);
    unsigned.credentialSubject.result[0].value = "55";
    const forged = await vc.issue({
      credential: unsigned,
      suite: new DataIntegrityProof({ signer: forger.signer(), cryptosuite }),
      documentLoader: contextLoader,
    });
    expect(await verifyCredential(forged)).toMatchObject({ valid: false, reason: "bad-signature" });
  });

  it("another issuer's credential, and one naming a key the academy never had", async () => {
    const other = structuredClone(simulationRow.credential);
    other.issuer.id = "https://badges.example.org/issuer";
    expect(await verifyCredential(other)).toMatchObject({ valid: false, reason: "unknown-issuer" });
    const strangeKey = structuredClone(simulationRow.credential);
    strangeKey.proof.verificationMethod = `${config.appUrl}/credentials/issuer#key-999999`;
    expect(await verifyCredential(strangeKey)).toMatchObject({ valid: false, reason: "unknown-issuer" });
    expect(await verifyCredential({ hello: "world" })).toMatchObject({ valid: false, reason: "malformed" });
  });
});

describe("the document loader and the issuer key", () => {
  it("resolves contexts from npm packages and the product's own documents, and refuses anything else (no network)", async () => {
    const loader = documentLoader(config.appUrl);
    expect((await loader("https://www.w3.org/ns/credentials/v2")).document).toHaveProperty("@context");
    expect((await loader("https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json")).document).toHaveProperty("@context");
    expect((await loader("https://www.w3.org/ns/credentials/status/v1")).document).toHaveProperty("@context");
    expect((await loader(`${config.appUrl}/credentials/issuer`)).document).toMatchObject({ type: ["Profile"] });
    for (const url of [
      "https://example.org/context.jsonld",
      "https://w3c-ccg.github.io/vc-ed/plugfest-1-2022/jff-vc-edu-plugfest-1-context.json",
      `${config.appUrl}/credentials/status/0`,
      `${config.appUrl}/credentials/issuer/../admin`,
      "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK",
    ])
      await expect(loader(url), url).rejects.toBeInstanceOf(RefusedDocumentError);
  });

  it("a server that cannot open the key (another SESSION_SECRET) makes a new one; credentials signed with the old one still verify", async () => {
    const saved = process.env.SESSION_SECRET;
    const before = await ensureIssuerKey(config.appUrl);
    try {
      process.env.SESSION_SECRET = "another-secret-after-a-restore";
      forgetOpenedIssuerKey();
      const after = await ensureIssuerKey(config.appUrl);
      expect(after.keyId).toBeGreaterThan(before.keyId);
      const profile = (await fetchLd("/credentials/issuer")).body;
      expect(profile.assertionMethod.map((m: { id: string }) => m.id)).toEqual([
        `${config.appUrl}/credentials/issuer#key-${after.keyId}`,
        `${config.appUrl}/credentials/issuer#key-${before.keyId}`,
      ]);
      const holder = await simulationHolder();
      const [row] = await credentialsOf(holder.id);
      expect(row!.credential.proof.verificationMethod).toBe(`${config.appUrl}/credentials/issuer#key-${after.keyId}`);
      expect(await verifyCredential(row!.credential)).toMatchObject({ valid: true });
      expect(await verifyCredential(courseRow.credential)).toMatchObject({ valid: true });
    } finally {
      process.env.SESSION_SECRET = saved;
      forgetOpenedIssuerKey();
    }
  });
});

describe("revocation shows to every verifier", () => {
  it("a refund revokes the simulation's credential: the status bit is set and the page says revoked", async () => {
    const refund = await simulation.browser.request("/simulation/refund", { method: "POST", form: { confirm: "yes" } });
    expect(refund.status).toBe(302);
    expect(await servedBit(simulationRow)).toBe(true);
    const verdict = await verifyCredential(simulationRow.credential);
    expect(verdict).toMatchObject({ valid: false, reason: "revoked", revocation: { reason: "refund" } });
    expect(verdict.valid ? "" : verdict.message).toMatch(/^Revoked on \d{4}-\d{2}-\d{2}: the simulation was refunded\.$/);
    const page = await new Browser(web.base).get(`/certificates/${simulationRow.certificate_code}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("the simulation was refunded");
    // The credential itself is served unchanged: its status is the list's to tell.
    expect((await fetchLd(`/credentials/${simulationRow.id}.json`)).body).toEqual(simulationRow.credential);
  });

  it("an admin revokes a course credential from the command line, with the reason, audit-logged", async () => {
    expect(await servedBit(courseRow)).toBe(false);
    const run = await academy(["credentials", "revoke", "--id", courseRow.id, "--reason", "Certificate issued to the wrong account"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`Revoked credential ${courseRow.id} (certificate ${courseRow.certificate_code}).\n`);
    expect(await servedBit(courseRow)).toBe(true);
    expect(await verifyCredential(courseRow.credential)).toMatchObject({
      valid: false,
      reason: "revoked",
      revocation: { reason: "admin", note: "Certificate issued to the wrong account" },
    });
    const [audit] = await q<{ actor_email: string; target_id: string; summary: string }>(
      sql`SELECT actor_email, target_id, summary FROM audit_log WHERE action = 'credential.revoke' AND target_id = ${courseRow.id}`,
    );
    expect(audit).toMatchObject({ actor_email: "cli", target_id: courseRow.id });
    expect(audit!.summary).toContain("Certificate issued to the wrong account");
    const page = await new Browser(web.base).get(`/certificates/${courseRow.certificate_code}`);
    expect(page.body).toContain("withdrawn by Upskill Academy");
    // Twice is refused, and so is an unknown id or an empty reason.
    expect((await academy(["credentials", "revoke", "--id", courseRow.id, "--reason", "again"])).stderr).toContain("already revoked");
    expect((await revokeCredentialByAdmin(operatorContext(), { id: "00000000-0000-4000-8000-000000000000", note: "x" })).ok).toBe(false);
    expect(await revokeCredentialByAdmin(operatorContext(), { id: courseRow.id, note: "  " })).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("an admin revokes a credential from the dashboard's Simulations tab (a plain form)", () => {
  it("by its certificate's code, with the reason; a non-admin cannot, and a missing reason changes nothing", async () => {
    const holder = await simulationHolder();
    const [row] = await credentialsOf(holder.id);
    const email = `admin.${unique()}@example.com`;
    const [admin] = await getDb()
      .insert(users)
      .values({ username: "Ada Admin", email, role: "admin", emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const boss = new Browser(web.base);
    boss.setCookie(`academy_session=${await createSession(admin!.id)}`);
    const tab = await boss.get("/admin/simulations");
    expect(tab.status).toBe(200);
    expect(tab.body).toContain("Revoke credential");
    expect(tab.body).toContain(row!.id);

    const form = { intent: "revoke-credential", credential: row!.certificate_code, reason: "Shared account: the holder did not take it" };
    expect((await holder.browser.request("/admin/simulations", { method: "POST", form })).status).toBe(403);
    const noReason = await boss.request("/admin/simulations", { method: "POST", form: { ...form, reason: " " } });
    expect(noReason.status).toBe(302);
    expect((await boss.get(noReason.headers.get("location")!)).body).toContain("Give the reason for revoking it.");
    expect(await servedBit(row!)).toBe(false);

    const revoked = await boss.request("/admin/simulations", { method: "POST", form });
    expect(revoked.status).toBe(302);
    expect((await boss.get(revoked.headers.get("location")!)).body).toContain(`Certificate ${row!.certificate_code} now shows as revoked`);
    expect(await servedBit(row!)).toBe(true);
    expect(await verifyCredential(row!.credential)).toMatchObject({ valid: false, reason: "revoked", revocation: { reason: "admin" } });
    const [audit] = await q<{ actor_email: string }>(sql`SELECT actor_email FROM audit_log WHERE action = 'credential.revoke' AND target_id = ${row!.id}`);
    expect(audit!.actor_email).toBe(email);
  });
});

describe("academy credentials issue-missing", () => {
  it("signs a credential for a certificate issued before credentials, dated the day of the certificate, once", async () => {
    const holder = await simulationHolder();
    await q(sql`DELETE FROM credentials WHERE user_id = ${holder.id}`);
    await q(sql`UPDATE simulation_attempts SET finished_at = '2026-03-04T05:06:07Z' WHERE id = ${holder.attemptId}`);
    const run = await academy(["credentials", "issue-missing"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Issued [1-9]\d* simulation and \d+ course credential\(s\) for certificates that had none\.\n$/);
    const [row] = await credentialsOf(holder.id);
    expect(row!.credential.validFrom).toBe("2026-03-04T05:06:07Z");
    expect(await verifyCredential(row!.credential)).toMatchObject({ valid: true });
    expect(schemaProblems(row!.credential, achievementSchema)).toEqual([]);
    expect((await academy(["credentials", "issue-missing"])).stdout).toBe("Issued 0 simulation and 0 course credential(s) for certificates that had none.\n");
  });
});

describe("academy credentials verify <file>", () => {
  it("checks a credential file from the product, and says why one fails", async () => {
    const holder = await simulationHolder();
    const [row] = await credentialsOf(holder.id);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vc-"));
    const file = path.join(dir, "credential.json");
    fs.writeFileSync(file, JSON.stringify((await fetchLd(`/credentials/${row!.id}.json`)).body));
    const schemaFile = path.join(__dirname, "../fixtures/credentials/ob3-achievement-credential.schema.json");
    const good = await academy(["credentials", "verify", file, "--schema", schemaFile]);
    expect(good.stderr).toBe("");
    expect(good.code).toBe(0);
    expect(good.stdout).toContain("Schema: conforms to Open Badges 3.0 AchievementCredential (required fields).");
    expect(good.stdout).toContain(`Credential: urn:uuid:${row!.id}`);
    expect(good.stdout).toContain("Valid: signed by");
    const altered = JSON.parse(fs.readFileSync(file, "utf8")) as Json;
    altered.name = "AI Fluency: Strategic AI Leadership, Paralegal";
    fs.writeFileSync(file, JSON.stringify(altered));
    const bad = await academy(["credentials", "verify", file]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain("Invalid (altered): The credential was changed after it was signed");
    delete altered.validFrom;
    fs.writeFileSync(file, JSON.stringify(altered));
    const incomplete = await academy(["credentials", "verify", file, "--schema", schemaFile]);
    expect(incomplete.code).toBe(1);
    expect(incomplete.stdout).toContain('Schema: $: missing required "validFrom"');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

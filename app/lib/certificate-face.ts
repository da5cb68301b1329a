// The certificate as a picture (issue 28 item 3): one design for the PNG image and the PDF. The
// academy's mark, the level's badge, the holder's name in large type, the role, the band, the
// date, the credential's ID, a QR code to the verification page and a signature line. Pure: the
// layout is computed here (positions, wrapped lines, the QR's modules); the PNG is this SVG
// rendered by sharp with the shipped fonts, the PDF draws the same layout with react-pdf.
import { encode } from "uqr";
import { wrap } from "./wrap-text";

export interface CertificateFace {
  /** "AI Fluency: Sensemaking in Context, Registered Nurse" */
  title: string;
  holderName: string;
  role: string;
  achievement: string;
  band: string;
  /** YYYY-MM-DD */
  date: string;
  credentialId: string;
  verifyUrl: string;
  /** What was completed, one sentence. */
  statement: string;
  /** The badge: "L2" for a course level, "SIM" for the job simulation. */
  badge: string;
}

export const FACE_WIDTH = 1600;
export const FACE_HEIGHT = 1131;
const BRAND = "#2452e0";
const BRAND_DARK = "#1a3aa6";
const INK = "#0f172a";
const MUTED = "#475569";
const GOLD = "#b7791f";

/** The QR code's dark modules, row by row (medium error correction: a worn print still scans). */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 0 }).data;
}

/** The holder's name in the largest size that fits the line. */
export function nameSize(name: string): number {
  const chars = [...name].length;
  return chars <= 22 ? 76 : chars <= 32 ? 60 : chars <= 44 ? 46 : chars <= 60 ? 36 : 28;
}

export interface FaceLayout {
  titleLines: string[];
  statementLines: string[];
  nameSize: number;
  qr: boolean[][];
}

export function faceLayout(face: CertificateFace): FaceLayout {
  return {
    titleLines: wrap(face.title, 52, 2),
    statementLines: wrap(face.statement, 96, 3),
    nameSize: nameSize(face.holderName),
    qr: qrModules(face.verifyUrl),
  };
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The academy's mark (the site's logo), at (x, y), `size` wide. */
function mark(x: number, y: number, size: number): string {
  const k = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${k})"><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="M9 20l5-5 4 4 6-8" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="24" cy="11" r="2" fill="#fff"/></g>`;
}

/** The badge's star edge: 24 points alternating between two radii around (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 24 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * 2 * i) / 24;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
}

/** The QR code's dark modules as one path, `size` wide, its top left at (x, y). */
export function qrPath(modules: boolean[][], size: number, x = 0, y = 0): string {
  const cell = size / modules.length;
  return modules
    .flatMap((row, r) =>
      row.map((dark, c) =>
        dark ? `M${(x + c * cell).toFixed(2)} ${(y + r * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z` : "",
      ),
    )
    .join("");
}

function badge(cx: number, cy: number, label: string, achievement: string): string {
  const points = starPoints(cx, cy, 92, 82);
  const caption = wrap(achievement.toUpperCase(), 16, 2);
  return [
    `<polygon points="${points}" fill="${GOLD}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="74" fill="${BRAND_DARK}" stroke="#fff" stroke-width="4"/>`,
    `<text x="${cx}" y="${cy + 4}" text-anchor="middle" font-size="46" font-weight="bold" fill="#fff">${xml(label)}</text>`,
    ...caption.map(
      (line, i) =>
        `<text x="${cx}" y="${cy + 32 + i * 14}" text-anchor="middle" font-size="11" font-weight="bold" fill="#dbe4ff" letter-spacing="0.5">${xml(line)}</text>`,
    ),
  ].join("");
}

function qrSvg(x: number, y: number, size: number, modules: boolean[][]): string {
  return `<rect x="${x - 10}" y="${y - 10}" width="${size + 20}" height="${size + 20}" fill="#fff"/><path d="${qrPath(modules, size, x, y)}" fill="${INK}"/>`;
}

export function certificateSvg(face: CertificateFace, font = "Liberation Sans"): string {
  const layout = faceLayout(face);
  const W = FACE_WIDTH;
  const H = FACE_HEIGHT;
  const cx = W / 2;
  const facts = [
    ["ROLE", face.role],
    ["RESULT", face.band],
    ["DATE", face.date],
  ] as const;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${font}">
<rect width="${W}" height="${H}" fill="#fff"/>
<rect x="28" y="28" width="${W - 56}" height="${H - 56}" fill="none" stroke="${BRAND}" stroke-width="10"/>
<rect x="52" y="52" width="${W - 104}" height="${H - 104}" fill="none" stroke="${GOLD}" stroke-width="2"/>
${mark(96, 92, 64)}
<text x="176" y="136" font-size="30" font-weight="bold" fill="${INK}">Upskill Academy</text>
${badge(W - 190, 190, face.badge, face.achievement)}
<text x="${cx}" y="250" text-anchor="middle" font-size="22" font-weight="bold" fill="${BRAND}" letter-spacing="4">CERTIFICATE OF ACHIEVEMENT</text>
${layout.titleLines.map((line, i) => `<text x="${cx}" y="${312 + i * 46}" text-anchor="middle" font-size="38" font-weight="bold" fill="${INK}">${xml(line)}</text>`).join("\n")}
<text x="${cx}" y="440" text-anchor="middle" font-size="22" fill="${MUTED}">This certifies that</text>
<text x="${cx}" y="${440 + 30 + layout.nameSize}" text-anchor="middle" font-size="${layout.nameSize}" font-weight="bold" fill="${INK}" data-role="holder">${xml(face.holderName)}</text>
<line x1="${cx - 420}" y1="${440 + 52 + layout.nameSize}" x2="${cx + 420}" y2="${440 + 52 + layout.nameSize}" stroke="${GOLD}" stroke-width="2"/>
${layout.statementLines.map((line, i) => `<text x="${cx}" y="${630 + i * 32}" text-anchor="middle" font-size="22" fill="${MUTED}">${xml(line)}</text>`).join("\n")}
${facts
  .map(
    ([label, value], i) =>
      `<text x="${cx + (i - 1) * 360}" y="770" text-anchor="middle" font-size="16" font-weight="bold" fill="${BRAND}" letter-spacing="2">${label}</text><text x="${cx + (i - 1) * 360}" y="806" text-anchor="middle" font-size="26" font-weight="bold" fill="${INK}">${xml(wrap(value, 26, 1)[0] ?? "")}</text>`,
  )
  .join("\n")}
<line x1="120" y1="${H - 170}" x2="560" y2="${H - 170}" stroke="${INK}" stroke-width="1.5"/>
<text x="120" y="${H - 140}" font-size="18" fill="${MUTED}">For Upskill Academy: issued and signed digitally</text>
<text x="120" y="${H - 112}" font-size="16" fill="${MUTED}">Credential ID ${xml(face.credentialId)}</text>
${qrSvg(W - 345, H - 330, 190, layout.qr)}
<text x="${W - 250}" y="${H - 100}" text-anchor="middle" font-size="15" fill="${MUTED}">Scan to verify</text>
<text x="${W - 250}" y="${H - 78}" text-anchor="middle" font-size="11" fill="${MUTED}">${xml(face.verifyUrl.replace(/^https?:\/\//, ""))}</text>
</svg>`;
}

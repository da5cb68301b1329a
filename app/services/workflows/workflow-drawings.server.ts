// The pictures the product draws for a workflow (visitor-side.md §2, step 6): a flowchart of its
// steps (Graphviz through @viz-js/viz, rendered to JPEG by sharp) and one card per step (SVG to
// PNG). Both use the fonts shipped in assets/fonts, found through their own fontconfig file, so
// no text is dropped and every machine draws the same picture.
import type { WorkflowPayload } from "~/lib/schemas/workflow";
import { escapeXml, loadSharp } from "../delivery/svg-drawing.server";

export { fontsDirectory } from "../delivery/svg-drawing.server";
import { wrap } from "~/lib/wrap-text";
export { wrap };

type Viz = Awaited<ReturnType<typeof import("@viz-js/viz").instance>>;
let vizInstance: Promise<Viz> | undefined;
const loadViz = () => (vizInstance ??= import("@viz-js/viz").then((m) => m.instance()));

const FONT = "Liberation Sans";
const BRAND = "#2452e0";
const BRAND_TINT = "#eef2fd";
const INK = "#0f172a";
const MUTED = "#475569";

/** The flowchart as Graphviz DOT: start, one box per step (title and tools), done. */
export function flowchartDot(workflow: WorkflowPayload): string {
  const html = (lines: string[]) => lines.map(escapeXml).join("<BR/>");
  const steps = workflow.steps.map((step, i) => {
    const title = html(wrap(`${step.stepNumber}. ${step.title}`, 34));
    const tools = step.tools.length ? `<BR/><FONT POINT-SIZE="12" COLOR="${MUTED}">${html(wrap(step.tools.join(", "), 40))}</FONT>` : "";
    return `  s${i} [label=<<B>${title}</B>${tools}>];`;
  });
  const edges = ["start", ...workflow.steps.map((_, i) => `s${i}`), "done"];
  const hours = workflow.hoursSaved !== undefined ? `Done: about ${workflow.hoursSaved} h saved a week` : "Done";
  // Graphviz sizes the boxes with its Helvetica metrics; Liberation Sans has the same widths.
  return [
    "digraph workflow {",
    `  graph [rankdir=TB, bgcolor="white", pad="0.5", nodesep="0.35", ranksep="0.35", fontname="Helvetica", fontsize=22, fontcolor="${INK}", labelloc=t, label=<<B>${html(wrap(workflow.title, 48))}</B><BR/> >];`,
    `  node [shape=box, style="rounded,filled", fillcolor="${BRAND_TINT}", color="${BRAND}", penwidth=1.6, fontname="Helvetica", fontsize=15, fontcolor="${INK}", margin="0.3,0.14", width=4.2];`,
    `  edge [color="${BRAND}", penwidth=1.6, arrowsize=0.9];`,
    `  start [shape=oval, style=filled, fillcolor="${BRAND}", fontcolor="white", label="Start", width=1.4];`,
    ...steps,
    `  done [shape=oval, style=filled, fillcolor="#d1fae5", color="#047857", fontcolor="#064e3b", label="${escapeXml(hours)}", width=2.6];`,
    `  ${edges.join(" -> ")};`,
    "}",
  ].join("\n");
}

export async function flowchartSvg(workflow: WorkflowPayload): Promise<string> {
  const viz = await loadViz();
  const svg = viz.renderString(flowchartDot(workflow), { format: "svg", engine: "dot" });
  return svg.replace(/font-family="[^"]*"/g, `font-family="${FONT}"`);
}

/**
 * The flowchart as a JPEG on white, at 110 dpi (about 1.5 times the SVG's size, sharp on a phone
 * and in the PDF). mozjpeg was left out: at this size it took ten times as long for 15% fewer bytes.
 */
export async function renderFlowchartJpeg(workflow: WorkflowPayload): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(await flowchartSvg(workflow)), { density: 110 })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 88 })
    .toBuffer();
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 675;

/** One step as a card: number, title, what to do, its tools and the workflow it belongs to. */
export function stepCardSvg(workflow: WorkflowPayload, index: number): string {
  const step = workflow.steps[index]!;
  const total = workflow.steps.length;
  const title = wrap(step.title, 34, 2);
  const description = wrap(step.description, 68, 5);
  const titleY = 215;
  const descY = titleY + title.length * 58 + 30;
  const tools = step.tools.slice(0, 3);
  let x = 80;
  const chips = tools.map((tool) => {
    const label = tool.length > 28 ? `${tool.slice(0, 27)}…` : tool;
    const w = Math.round(label.length * 13.5 + 40);
    const chip = `<rect x="${x}" y="560" width="${w}" height="48" rx="24" fill="${BRAND_TINT}" stroke="${BRAND}" stroke-width="2"/><text x="${x + w / 2}" y="592" text-anchor="middle" font-size="24" fill="${BRAND}" font-weight="bold">${escapeXml(label)}</text>`;
    x += w + 16;
    return chip;
  });
  const footer = wrap(workflow.title, 70, 1)[0] ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>
  <rect width="24" height="${CARD_HEIGHT}" fill="${BRAND}"/>
  <rect x="24" width="${CARD_WIDTH - 24}" height="110" fill="${BRAND_TINT}"/>
  <circle cx="120" cy="55" r="34" fill="${BRAND}"/>
  <text x="120" y="67" text-anchor="middle" font-size="34" font-weight="bold" fill="#ffffff">${step.stepNumber}</text>
  <text x="176" y="66" font-size="26" fill="${MUTED}">Step ${step.stepNumber} of ${total}</text>
  ${title.map((line, i) => `<text x="80" y="${titleY + i * 58}" font-size="48" font-weight="bold" fill="${INK}">${escapeXml(line)}</text>`).join("\n  ")}
  ${description.map((line, i) => `<text x="80" y="${descY + i * 38}" font-size="28" fill="${MUTED}">${escapeXml(line)}</text>`).join("\n  ")}
  ${chips.join("\n  ")}
  <text x="${CARD_WIDTH - 40}" y="${CARD_HEIGHT - 22}" text-anchor="end" font-size="20" fill="${MUTED}">${escapeXml(footer)}</text>
</svg>`;
}

export async function renderStepCardPng(workflow: WorkflowPayload, index: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(stepCardSvg(workflow, index)))
    .png({ compressionLevel: 8 })
    .toBuffer();
}

/**
 * A step's illustration (from an Images API) as a card: the picture on the right, the step's
 * number and title on the left. The picture is decoded and re-encoded here, so only an image
 * sharp can read is ever stored.
 */
export async function renderIllustratedStepPng(workflow: WorkflowPayload, index: number, picture: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const step = workflow.steps[index]!;
  const art = await sharp(picture, { limitInputPixels: 4096 * 4096 })
    .resize(600, CARD_HEIGHT, { fit: "cover" })
    .png()
    .toBuffer();
  const title = wrap(step.title, 20, 4);
  const panel = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" font-family="${FONT}">
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>
  <rect width="24" height="${CARD_HEIGHT}" fill="${BRAND}"/>
  <circle cx="100" cy="110" r="40" fill="${BRAND}"/>
  <text x="100" y="124" text-anchor="middle" font-size="40" font-weight="bold" fill="#ffffff">${step.stepNumber}</text>
  <text x="160" y="122" font-size="26" fill="${MUTED}">Step ${step.stepNumber} of ${workflow.steps.length}</text>
  ${title.map((line, i) => `<text x="60" y="${240 + i * 56}" font-size="46" font-weight="bold" fill="${INK}">${escapeXml(line)}</text>`).join("\n  ")}
  <text x="60" y="${CARD_HEIGHT - 40}" font-size="22" fill="${MUTED}">${escapeXml(step.tools.slice(0, 2).join(" · "))}</text>
</svg>`;
  return sharp(Buffer.from(panel))
    .composite([{ input: art, left: CARD_WIDTH - 600, top: 0 }])
    .png({ compressionLevel: 8 })
    .toBuffer();
}

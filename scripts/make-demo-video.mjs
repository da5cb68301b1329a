#!/usr/bin/env node
// Makes the demo video of /aiupskill (and later the waitlist page): a short, silent explainer drawn
// on a <canvas> in headless Chromium and recorded with MediaRecorder, because the machine that
// builds the product has no ffmpeg. Outputs, committed under public/media/:
//   demo-video.webm  VP9 (VP8 when VP9 is missing), 960x540, 28 s
//   demo-video.mp4   H.264, the same frames, when this Chromium can record it
//   demo-video.png   the poster (the title card)
// Run: node scripts/make-demo-video.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium)
//
// Every figure the video shows comes from docs/methodology.md: "up to" hours a week for a
// 40-hour week, from the task studies scaled by the tool's weekly share (writing 10% core,
// 4% assistant; consulting 3.8% specialist; general 5.4%). Nothing else is quantified.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "media");
const WIDTH = 960;
const HEIGHT = 540;
const FPS = 25;
/** Seconds; the scene timeline below must end here. */
const DURATION = 28;
/** Target bitrate: flat graphics, so the file stays well under 2 MB. */
const BITS_PER_SECOND = 550_000;
/** The moment of the timeline used as the poster. */
const POSTER_AT = 3;

// The drawing code runs in the page. It is one pure function of the time, so the poster is
// exactly a frame of the video.
const pageScript = String.raw`
const W = ${WIDTH}, H = ${HEIGHT};
const FONT = '"Liberation Sans", "DejaVu Sans", Arial, sans-serif';
const C = {
  bg: "#f8fafc", ink: "#0f172a", muted: "#475569", brand: "#2452e0", brandDark: "#1c41b4",
  brandSoft: "#eef4ff", line: "#cbd5e1", card: "#ffffff", green: "#047857", greenSoft: "#d1fae5",
  amber: "#b45309", amberSoft: "#fef3c7", violet: "#6d28d9", violetSoft: "#ede9fe",
};
const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
const ease = (v) => { v = clamp(v); return v < 0.5 ? 2 * v * v : 1 - Math.pow(-2 * v + 2, 2) / 2; };
/** 0 to 1 over [start, start + length] seconds. */
const prog = (t, start, length) => ease((t - start) / length);

function roundRect(ctx, x, y, w, h, r, fill, stroke) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  if (fill) { ctx.fillStyle = fill; ctx.fill(); }
  if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = 2; ctx.stroke(); }
}
function text(ctx, s, x, y, size, color, weight = "normal", align = "left") {
  ctx.font = weight + " " + size + "px " + FONT;
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = "middle";
  ctx.fillText(s, x, y);
}
function logo(ctx, x, y, s) {
  roundRect(ctx, x, y, s, s, s / 4, C.brand);
  ctx.strokeStyle = "#fff"; ctx.lineWidth = s / 12; ctx.lineCap = "round"; ctx.lineJoin = "round";
  const k = s / 32;
  ctx.beginPath(); ctx.moveTo(x + 9 * k, y + 20 * k); ctx.lineTo(x + 14 * k, y + 15 * k);
  ctx.lineTo(x + 18 * k, y + 19 * k); ctx.lineTo(x + 24 * k, y + 11 * k); ctx.stroke();
  ctx.beginPath(); ctx.arc(x + 24 * k, y + 11 * k, 2 * k, 0, Math.PI * 2); ctx.fillStyle = "#fff"; ctx.fill();
}
/** The step label at the top of a scene, faded in and out with the scene. */
function stepHeader(ctx, n, title, alpha) {
  ctx.globalAlpha = alpha;
  roundRect(ctx, 60, 44, 92, 34, 17, C.brandSoft);
  text(ctx, "STEP " + n, 106, 61, 16, C.brandDark, "bold", "center");
  text(ctx, title, 60, 116, 40, C.ink, "bold");
  ctx.globalAlpha = 1;
}
function footer(ctx) {
  logo(ctx, 60, H - 56, 28);
  text(ctx, "Upskill Academy", 98, H - 42, 16, C.muted, "bold");
}
/** Lines of at most maxWidth, broken after spaces and hyphens. */
function wrap(ctx, s, maxWidth, font) {
  ctx.font = font;
  const parts = s.match(/[^ -]+[ -]?/g) ?? [s];
  const lines = [];
  let line = "";
  for (const part of parts) {
    if (line && ctx.measureText((line + part).trim()).width > maxWidth) { lines.push(line.trim()); line = ""; }
    line += part;
  }
  if (line) lines.push(line.trim());
  return lines;
}
/** 1 inside the scene, fading over 0.4 s at both ends. */
function sceneAlpha(t, start, end) {
  return Math.min(clamp((t - start) / 0.4), clamp((end - t) / 0.4));
}

function titleCard(ctx, t, a) {
  ctx.globalAlpha = a;
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, C.brandSoft); g.addColorStop(1, C.bg);
  ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
  const rise = (1 - prog(t, 0, 0.8)) * 20;
  // Content in the upper two thirds: the page's play button sits over the lower third of the poster.
  logo(ctx, W / 2 - 40, 70 + rise, 80);
  text(ctx, "Upskill Academy", W / 2, 202 + rise, 56, C.ink, "bold", "center");
  text(ctx, "AI training that starts with your job", W / 2, 264 + rise, 28, C.brandDark, "bold", "center");
  text(ctx, "How your free AI toolkit and training work", W / 2, 326 + rise, 22, C.muted, "normal", "center");
  ctx.globalAlpha = 1;
}

const TITLE = "Marketing Manager";
function typeTitle(ctx, t, a, s) {
  stepHeader(ctx, 1, "Type your job title", a);
  ctx.globalAlpha = a;
  text(ctx, "Enter Your Job Role", 60, 190, 20, C.muted, "bold");
  roundRect(ctx, 60, 212, 560, 64, 10, C.card, C.brand);
  const typed = TITLE.slice(0, Math.floor(clamp((t - s - 0.6) / 2.2) * TITLE.length));
  text(ctx, typed, 82, 245, 26, C.ink);
  ctx.font = "26px " + FONT;
  const caretX = 84 + ctx.measureText(typed).width;
  if (Math.floor(t * 2) % 2 === 0 || typed.length < TITLE.length) { ctx.fillStyle = C.ink; ctx.fillRect(caretX, 228, 2, 34); }
  const pressed = t > s + 3.3 && t < s + 3.6;
  roundRect(ctx, 640, 212, 260, 64, 10, pressed ? C.brandDark : C.brand);
  text(ctx, "Generate my Toolkit", 770, 245, 22, "#fff", "bold", "center");
  const done = prog(t, s + 3.6, 0.5);
  if (done > 0) {
    ctx.globalAlpha = a * done;
    text(ctx, "We match your title to a job category and an occupation profile.", 60, 330, 22, C.muted);
    text(ctx, "Then four quick questions about your industry, work and tools.", 60, 366, 22, C.muted);
  }
  ctx.globalAlpha = 1;
}

const TOOLS = [
  { name: "Writing assistant", type: "CORE", color: C.brand, soft: C.brandSoft, use: "Drafts campaign copy and briefs" },
  { name: "Research assistant", type: "SPECIALIST", color: C.violet, soft: C.violetSoft, use: "Summarises markets and competitors" },
  { name: "Meeting notes", type: "ASSISTANT", color: C.green, soft: C.greenSoft, use: "Turns calls into actions" },
  { name: "Editing helper", type: "ASSISTANT", color: C.green, soft: C.greenSoft, use: "Tightens emails and posts" },
];
function toolkit(ctx, t, a, s) {
  stepHeader(ctx, 2, "Get your free AI toolkit", a);
  TOOLS.forEach((tool, i) => {
    const p = prog(t, s + 0.5 + i * 0.5, 0.6);
    const col = i % 2, row = Math.floor(i / 2);
    const x = 60 + col * 430 + (1 - p) * 40, y = 170 + row * 150;
    ctx.globalAlpha = a * p;
    roundRect(ctx, x, y, 410, 130, 14, C.card, C.line);
    roundRect(ctx, x + 20, y + 20, 48, 48, 10, tool.soft);
    text(ctx, tool.name.charAt(0), x + 44, y + 45, 24, tool.color, "bold", "center");
    text(ctx, tool.name, x + 84, y + 36, 24, C.ink, "bold");
    ctx.font = "bold 13px " + FONT;
    const bw = ctx.measureText(tool.type).width + 20;
    roundRect(ctx, x + 84, y + 56, bw, 24, 12, tool.soft);
    text(ctx, tool.type, x + 84 + bw / 2, y + 68, 13, tool.color, "bold", "center");
    text(ctx, tool.use, x + 20, y + 104, 19, C.muted);
  });
  ctx.globalAlpha = 1;
}

// docs/methodology.md §2-3: gain (% of a 40-hour week) x 40 / 100, one decimal.
const SAVINGS = [
  { name: "Writing assistant (core)", hours: 4.0 },
  { name: "Meeting notes (general)", hours: 2.2 },
  { name: "Editing helper (assistant)", hours: 1.6 },
  { name: "Research assistant (specialist)", hours: 1.5 },
];
function savings(ctx, t, a, s) {
  stepHeader(ctx, 3, "See the time each tool can save", a);
  ctx.globalAlpha = a;
  text(ctx, "Up to, in hours a week", 60, 166, 20, C.muted, "bold");
  SAVINGS.forEach((row, i) => {
    const y = 190 + i * 56;
    const p = prog(t, s + 0.5 + i * 0.35, 1.0);
    text(ctx, row.name, 60, y + 20, 20, C.ink, "bold");
    roundRect(ctx, 400, y + 4, 420, 32, 8, "#e2e8f0");
    if (p > 0) roundRect(ctx, 400, y + 4, Math.max(16, (row.hours / 4.5) * 420 * p), 32, 8, C.brand);
    ctx.globalAlpha = a * clamp((t - s - 1.2 - i * 0.35) / 0.4);
    text(ctx, row.hours.toFixed(1) + " h", 900, y + 20, 22, C.brandDark, "bold", "right");
    ctx.globalAlpha = a;
  });
  text(ctx, "Estimates from published task studies, scaled to a working week.", 60, 424, 17, C.muted);
  text(ctx, "The method: upskill.academy/methodology", 60, 450, 17, C.muted);
  ctx.globalAlpha = 1;
}

const LEVELS = ["Awareness in Action", "Sensemaking in Context", "Workflow Thinking", "Proof-of-Performance"];
function levels(ctx, t, a, s) {
  stepHeader(ctx, 4, "Train level by level", a);
  const active = clamp(Math.floor((t - s - 0.6) / 1.0), -1, 3);
  LEVELS.forEach((name, i) => {
    const p = prog(t, s + 0.3 + i * 0.25, 0.5);
    const x = 60 + i * 215, y = 180 + (1 - p) * 30;
    ctx.globalAlpha = a * p;
    const on = i <= active;
    roundRect(ctx, x, y, 200, 220, 14, on ? C.brandSoft : C.card, on ? C.brand : C.line);
    text(ctx, "LEVEL " + (i + 1), x + 20, y + 34, 16, on ? C.brandDark : C.muted, "bold");
    const lines = wrap(ctx, name, 160, "bold 22px " + FONT);
    lines.forEach((line, j) => text(ctx, line, x + 20, y + 80 + j * 30, 22, C.ink, "bold"));
    if (on) {
      roundRect(ctx, x + 20, y + 166, 34, 34, 17, C.brand);
      ctx.strokeStyle = "#fff"; ctx.lineWidth = 3; ctx.lineCap = "round"; ctx.lineJoin = "round";
      ctx.beginPath(); ctx.moveTo(x + 29, y + 183); ctx.lineTo(x + 35, y + 189); ctx.lineTo(x + 46, y + 176); ctx.stroke();
    }
  });
  ctx.globalAlpha = a * prog(t, s + 4.4, 0.5);
  text(ctx, "Job-specific simulations, then a performance report and a certificate.", 60, 452, 21, C.muted);
  ctx.globalAlpha = 1;
}

function endCard(ctx, t, a, s) {
  ctx.globalAlpha = a;
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, C.brand); g.addColorStop(1, C.brandDark);
  ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
  text(ctx, "Start with your job title", W / 2, 210, 50, "#fff", "bold", "center");
  text(ctx, "Your AI toolkit is free.", W / 2, 280, 28, "#dbe6fe", "normal", "center");
  const p = prog(t, s + 0.6, 0.5);
  ctx.globalAlpha = a * p;
  roundRect(ctx, W / 2 - 150, 330, 300, 64, 12, "#fff");
  text(ctx, "Free AI Toolkit", W / 2, 362, 26, C.brandDark, "bold", "center");
  ctx.globalAlpha = 1;
}

// [start, end, draw] in seconds; the last scene ends at the video's duration.
const SCENES = [
  [0, 4.5, titleCard],
  [4.5, 10.5, typeTitle],
  [10.5, 15.5, toolkit],
  [15.5, 20.5, savings],
  [20.5, 26, levels],
  [26, ${DURATION}, endCard],
];

window.drawFrame = (ctx, t) => {
  ctx.fillStyle = C.bg; ctx.fillRect(0, 0, W, H);
  for (const [start, end, draw] of SCENES) {
    if (t < start - 0.01 || t > end + 0.01) continue;
    const a = start === 0 ? Math.min(1, clamp((end - t) / 0.4)) : sceneAlpha(t, start, end);
    if (draw !== titleCard && draw !== endCard) footer(ctx);
    draw(ctx, t, a, start);
  }
  // The end card stays on its last frame instead of fading to nothing.
  if (t >= ${DURATION} - 0.4) endCard(ctx, t, 1, 26);
};
`;

const html = `<!doctype html><html><body style="margin:0;background:#000">
<canvas id="c" width="${WIDTH}" height="${HEIGHT}"></canvas>
<script>${pageScript}</script></body></html>`;

// WebM is what every current browser plays; H.264 MP4 is for Apple devices that lack VP9. The
// component lists both; a browser downloads only the first it can play.
const FORMATS = [
  {
    file: "demo-video.webm",
    mimeTypes: ["video/webm;codecs=vp9", "video/webm;codecs=vp8"],
    required: true,
    finish: (bytes) => withDuration(bytes, DURATION * 1000),
  },
  { file: "demo-video.mp4", mimeTypes: ["video/mp4;codecs=avc1.42E01E", "video/mp4;codecs=avc1"], required: false, finish: (bytes) => bytes },
];

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);

    const poster = await page.evaluate((at) => {
      const canvas = document.getElementById("c");
      window.drawFrame(canvas.getContext("2d"), at);
      return canvas.toDataURL("image/png");
    }, POSTER_AT);

    const results = await page.evaluate(
      async ({ duration, fps, bitrate, formats }) => {
        const canvas = document.getElementById("c");
        const ctx = canvas.getContext("2d");
        const stream = canvas.captureStream(fps);
        // One recorder per format, all fed by the same canvas at the same time.
        const recordings = formats.map((candidates) => {
          const mimeType = candidates.find((t) => MediaRecorder.isTypeSupported(t));
          if (!mimeType) return null;
          const recorder = new MediaRecorder(stream, {
            mimeType,
            videoBitsPerSecond: bitrate,
            // A key frame every second, so a player can seek without decoding from the start.
            videoKeyFrameIntervalDuration: 1000,
          });
          const chunks = [];
          recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
          const stopped = new Promise((resolve) => (recorder.onstop = resolve));
          return { mimeType, recorder, chunks, stopped };
        });
        window.drawFrame(ctx, 0);
        for (const r of recordings) r?.recorder.start(1000);
        const started = performance.now();
        // A timer, not requestAnimationFrame: rAF is paused for pages that are not visible.
        await new Promise((resolve) => {
          const tick = () => {
            const t = (performance.now() - started) / 1000;
            window.drawFrame(ctx, Math.min(t, duration));
            if (t >= duration) resolve();
            else setTimeout(tick, 1000 / fps / 2);
          };
          tick();
        });
        return Promise.all(
          recordings.map(async (r) => {
            if (!r) return null;
            r.recorder.stop();
            await r.stopped;
            const bytes = new Uint8Array(await new Blob(r.chunks).arrayBuffer());
            let binary = "";
            for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            return { mimeType: r.mimeType, base64: btoa(binary) };
          }),
        );
      },
      { duration: DURATION, fps: FPS, bitrate: BITS_PER_SECOND, formats: FORMATS.map((f) => f.mimeTypes) },
    );

    await mkdir(outDir, { recursive: true });
    for (const [i, format] of FORMATS.entries()) {
      const result = results[i];
      if (!result) {
        if (format.required) throw new Error(`This Chromium records none of ${format.mimeTypes.join(", ")}`);
        console.warn(`${format.file}: not made, this Chromium records none of ${format.mimeTypes.join(", ")}`);
        continue;
      }
      const bytes = format.finish(Buffer.from(result.base64, "base64"));
      await writeFile(path.join(outDir, format.file), bytes);
      console.log(`${format.file}: ${result.mimeType}, ${(bytes.length / 1024).toFixed(0)} KiB, ${DURATION} s`);
    }
    await writeFile(path.join(outDir, "demo-video.png"), Buffer.from(poster.split(",")[1], "base64"));
    console.log(`demo-video.png: poster at ${POSTER_AT} s`);
  } finally {
    await browser.close();
  }
}

// --- WebM duration -------------------------------------------------------------------------
// MediaRecorder streams its WebM, so the file carries no Duration: players then show no length
// and seek badly. This writes one into the Segment's Info element (EBML ids from the Matroska
// specification). The Segment's size is "unknown" in MediaRecorder output, so growing Info needs
// no other size to change.
const ID = { segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489 };

function readId(buf, pos) {
  const first = buf[pos];
  let length = 1;
  while (length <= 4 && !(first & (0x80 >> (length - 1)))) length++;
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + buf[pos + i];
  return { id, length };
}
function readSize(buf, pos) {
  const first = buf[pos];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[pos + i];
    if (buf[pos + i] !== 0xff) unknown = false;
  }
  return { value, length, unknown };
}
function encodeSize(value) {
  // Eight bytes always: simple, and valid EBML.
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  let v = value;
  for (let i = 7; i >= 1; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return out;
}

function withDuration(buf, durationMs) {
  let pos = 0;
  while (pos < buf.length) {
    const id = readId(buf, pos);
    const size = readSize(buf, pos + id.length);
    const dataStart = pos + id.length + size.length;
    if (id.id !== ID.segment) {
      pos = dataStart + size.value;
      continue;
    }
    let child = dataStart;
    while (child < buf.length) {
      const cid = readId(buf, child);
      const csize = readSize(buf, child + cid.length);
      const cdata = child + cid.length + csize.length;
      if (cid.id === ID.info) {
        const info = buf.subarray(cdata, cdata + csize.value);
        // Only when Info has a TimecodeScale and no Duration yet.
        let p = 0;
        // Matroska's default TimecodeScale: 1,000,000 ns, so durations are in milliseconds.
        let nsPerTick = 1_000_000;
        while (p < info.length) {
          const eid = readId(info, p);
          const esize = readSize(info, p + eid.length);
          const edata = p + eid.length + esize.length;
          if (eid.id === ID.duration) return buf;
          if (eid.id === ID.timecodeScale) nsPerTick = info.readUIntBE(edata, esize.value);
          p = edata + esize.value;
        }
        const durationElement = Buffer.alloc(2 + 1 + 8);
        durationElement.writeUInt16BE(ID.duration, 0);
        durationElement[2] = 0x88; // size 8
        durationElement.writeDoubleBE((durationMs * 1_000_000) / nsPerTick, 3); // in TimecodeScale ticks
        const newInfo = Buffer.concat([info, durationElement]);
        const header = buf.subarray(child, child + cid.length);
        return Buffer.concat([buf.subarray(0, child), header, encodeSize(newInfo.length), newInfo, buf.subarray(cdata + csize.value)]);
      }
      if (csize.unknown) break;
      child = cdata + csize.value;
    }
    throw new Error("WebM Segment has no Info element");
  }
  throw new Error("No WebM Segment found");
}

await main();

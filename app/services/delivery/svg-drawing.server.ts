// Drawing pictures from SVG on the server (the workflow's cards and flowchart, issue 28's
// certificate image): sharp, with fontconfig pointed at the fonts shipped in assets/fonts, so no
// text is dropped and every machine draws the same picture.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** assets/fonts, found from this module in the source tree and in the server build alike. */
export function fontsDirectory(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "assets", "fonts");
    if (fs.existsSync(path.join(candidate, "fonts.conf"))) return candidate;
    dir = path.dirname(dir);
  }
  const fromCwd = path.resolve("assets", "fonts");
  if (fs.existsSync(path.join(fromCwd, "fonts.conf"))) return fromCwd;
  throw new Error("The drawing fonts (assets/fonts) are missing");
}

type Sharp = typeof import("sharp").default;
let sharpModule: Promise<Sharp> | undefined;
/** sharp, loaded once after fontconfig has been pointed at the product's own fonts. */
export function loadSharp(): Promise<Sharp> {
  sharpModule ??= (async () => {
    process.env.FONTCONFIG_FILE = path.join(fontsDirectory(), "fonts.conf");
    return (await import("sharp")).default;
  })();
  return sharpModule;
}

export const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

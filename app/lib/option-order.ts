// The order an attempt shows each decision's options in (issue 28). The options are written with
// the best answer in a varied place, but a learner who played before would still find it where it
// was; so every attempt gets its own random seed, stored with the attempt, and each point's order
// is derived from the seed and the point's id alone. Pure and deterministic: a reload, the result
// page, the PDFs and the tests all rebuild the same order from what is stored. The ids stay the
// option's own ("a" to "d"), so an answer names the option, never a position.

/** A 128-bit hash of a string (cyrb128): seeds the generator below from the seed and the point id. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32: a small, well-mixed generator of numbers in [0, 1); ordering options needs nothing stronger. */
function sfc32([a0, b0, c0, d0]: [number, number, number, number]): () => number {
  let a = a0;
  let b = b0;
  let c = c0;
  let d = d0;
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/**
 * The point's options in the attempt's order: a Fisher-Yates shuffle driven by the seed and the
 * point id. Without a seed (attempts made before options were shuffled) the written order stands.
 */
export function orderOptions<T extends { id: string }>(seed: string | null | undefined, pointId: string, options: readonly T[]): T[] {
  const ordered = [...options];
  if (!seed) return ordered;
  const random = sfc32(hash128(`${seed}\u0000${pointId}`));
  for (let i = ordered.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ordered[i], ordered[j]] = [ordered[j]!, ordered[i]!];
  }
  return ordered;
}

/** A seed's rule: what the service stores (24 url-safe characters from 18 random bytes). */
export const OPTION_SEED_RULE = /^[A-Za-z0-9_-]{16,64}$/;

// A document reader that fills memory outside the JavaScript heap (as an inflating bomb does) until
// something stops it; at most 2 GB, so a reader without an OS limit cannot take the whole machine.
process.once("message", () => {
  const held = [];
  for (let i = 0; i < 32; i++) held.push(Buffer.alloc(64 * 1024 * 1024, 1));
  process.send({ ok: true, text: `held ${held.length * 64} MB` });
});
process.send({ ready: true });

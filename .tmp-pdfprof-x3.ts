import fs from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(process.argv[2]!)));
const { text } = await extractText(pdf, { mergePages: false });
(text as string[]).forEach((t, i) => console.log(i + 1, /Estimates, not promises/.test(t), /Page \d of/.test(t)));

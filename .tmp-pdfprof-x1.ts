import fs from "node:fs";
import { renderToolkitPdf } from "./app/services/report-pdf.server";
import { toolkitViewFixture, FIXTURE_SALARY, FIXTURE_TOOLKIT_URL, FIXTURE_GENERATED_AT } from "./tests/fixtures/toolkit-view";
const input = { toolkit: toolkitViewFixture(), salary: FIXTURE_SALARY, toolkitUrl: FIXTURE_TOOLKIT_URL, generatedAt: FIXTURE_GENERATED_AT };
await renderToolkitPdf(input); await renderToolkitPdf(input);
const ts=[];
for (let i = 0; i < 10; i++) { const t = performance.now(); const b = await renderToolkitPdf(input); ts.push(Math.round(performance.now() - t)); fs.writeFileSync("/tmp/toolkit.pdf", b); }
console.log(ts.join(" "));
const b2 = await renderToolkitPdf({ ...input, toolkit: toolkitViewFixture({ companyName: null, companyContext: null, aspects: [], occupation: null, industry: null }) });
fs.writeFileSync("/tmp/toolkit2.pdf", b2);

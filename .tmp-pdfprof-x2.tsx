import React from "react";
import { Document, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { execSync } from "node:child_process";
import fs from "node:fs";
const base = { position: "absolute", bottom: 24, left: 48, right: 48, flexDirection: "row", justifyContent: "space-between", fontSize: 8, borderTopWidth: 0.5, borderTopColor: "#e2e8f0", paddingTop: 6, color: "#94a3b8", lineHeight: 1.35 } as const;
let st: any = base;
function Footer({ k }: { k: string }) {
  return (
    <View style={st} fixed>
      <Text>FOOTER-{k}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
const body = [...Array(80)].map((_, i) => <Text key={i}>line {i}</Text>);
const brk = <View key="brk" break><Text>after break</Text></View>;
const v1 = { position: "absolute", bottom: 24, left: 48, right: 48, flexDirection: "row", justifyContent: "space-between", fontSize: 8 } as const;
for (const [name, style, pageStyle, textStyle] of [
  ["pageLH", v1, { padding: 48, lineHeight: 1.4 }, {}],
  ["pageLH-abs", v1, { padding: 48, lineHeight: 14 }, {}],
  ["textLH", v1, { padding: 48 }, { lineHeight: 1.3 }],
  ["viewLHabs", { ...v1, lineHeight: 10 }, { padding: 48 }, {}],
  ["pageLH-textLH", v1, { padding: 48, lineHeight: 1.4 }, { lineHeight: 1.3 }],
  ["renderOnlyTextLH", v1, { padding: 48 }, "rt"],
  ["noRender-viewLH", { ...v1, lineHeight: 1.3 }, { padding: 48 }, "norender"],
] as const) {
  const el = <View key="i" style={style} fixed><Text style={typeof textStyle === "string" ? {} : textStyle}>FOOTER-i</Text>{textStyle === "norender" ? null : <Text style={textStyle === "rt" ? { lineHeight: 1.3 } : textStyle as any} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />}</View>;
  let b; try { b = await renderToBuffer(<Document><Page size="A4" style={pageStyle as any}>{[el, ...body]}</Page></Document>); } catch (e) { console.log(name, "throws", String(e).slice(0, 60)); continue; }
  fs.writeFileSync("/tmp/t.pdf", b);
  console.log(name, execSync("pdftotext /tmp/t.pdf - | grep -c -E 'FOOTER|Page' || true").toString().trim());
}

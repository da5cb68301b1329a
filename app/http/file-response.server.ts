// A generated file as a download: its type from its name, never cached (it is someone's own).
const TYPES: Record<string, string> = { pdf: "application/pdf", png: "image/png" };

export function fileResponse(bytes: Uint8Array, filename: string): Response {
  const type = TYPES[filename.split(".").pop() ?? ""] ?? "application/octet-stream";
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
}

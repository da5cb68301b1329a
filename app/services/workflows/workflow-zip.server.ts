// workflow-images.zip: the step images of a workflow in one download.
import type { StoredFile } from "./workflow-files.server";

/** workflow-images.zip: step-01.png, step-02.png... in step order. */
export async function zipImages(files: StoredFile[]): Promise<Buffer> {
  const { ZipArchive } = await import("archiver");
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    archive.on("data", (chunk: Buffer) => chunks.push(chunk));
    archive.on("end", () => resolve(Buffer.concat(chunks)));
    archive.on("error", reject);
  });
  files.forEach((file, i) => archive.append(file.data, { name: `step-${String(i + 1).padStart(2, "0")}.png` }));
  await archive.finalize();
  return done;
}

// The certificate as a PNG image (issue 28 item 3), to share where a PDF does not go: the face of
// app/lib/certificate-face.ts, rendered by sharp with the shipped fonts.
import { certificateSvg, type CertificateFace } from "~/lib/certificate-face";
import { loadSharp } from "./svg-drawing.server";

export async function renderCertificatePng(face: CertificateFace): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(certificateSvg(face)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

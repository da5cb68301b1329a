// The simulation's results (issue 19), sent when the last decision point is answered: the score,
// the band, links to the result page and the certificate's verification page, and both PDFs.
import { config } from "~/config.server";
import { renderEmail, type RenderedEmail } from "./render.server";

export const SIMULATION_RESULTS_TEMPLATE = "simulation-results";

export interface SimulationResultsEmailInput {
  name: string;
  title: string;
  roleLabel: string;
  score: number;
  band: string;
  attemptId: number;
  certificateCode: string | null;
}

export function simulationResultsEmail(input: SimulationResultsEmailInput): RenderedEmail {
  const certificateUrl = input.certificateCode ? `${config.appUrl}/certificates/${input.certificateCode}` : null;
  const { html, text } = renderEmail({
    title: "Your simulation results",
    preheader: `${input.title}: ${input.score}/100 (${input.band}).`,
    blocks: [
      { kind: "paragraph", parts: [input.name ? `Hi ${input.name},` : "Hi there,"] },
      { kind: "paragraph", parts: [`You finished the simulation "${input.title}". Your performance report is attached.`] },
      {
        kind: "facts",
        caption: "Result",
        rows: [
          { label: "Score", value: `${input.score}/100` },
          { label: "Result", value: input.band },
          { label: "Role", value: input.roleLabel },
        ],
      },
      certificateUrl
        ? {
            kind: "paragraph",
            parts: ["Your certificate is attached too. Anyone can check it is genuine at ", { href: certificateUrl, label: certificateUrl }, "."],
          }
        : { kind: "paragraph", parts: ["The certificate needs a score of 70 or more. The report says what to practise; you can take the simulation again."] },
      { kind: "button", label: "See your result", href: `${config.appUrl}/simulation/${input.attemptId}/result` },
    ],
  });
  return { subject: `Your simulation results: ${input.title}`, html, text };
}

// 'Level N completed' (issue 17): sent when a learner completes a level: by its last roadmap
// challenge, or, for a level taught in lessons (issue 27), by meeting the certification rule, when
// it also says the certificate and performance report are issued. Transactional, once per level.
import { config } from "~/config.server";
import { NAME_LINE_MAX, oneLine } from "~/lib/text";
import { renderEmail, type RenderedEmail } from "./render.server";

export const LEVEL_COMPLETE_TEMPLATE = "level-complete";

export interface LevelCompleteInput {
  name: string;
  level: number;
  levelTitle: string;
  /** The challenges and the learner's own notes. */
  challenges: { title: string; note: string }[];
  /** What opens next: 'Level 2 is now unlocked.', or what it still needs. */
  next: string;
  /** A level taught in lessons: the overall score and the certificate's public verification link. */
  certificate?: { score: number; verifyUrl: string } | null;
}

export function levelCompleteEmail(input: LevelCompleteInput): RenderedEmail {
  const name = oneLine(input.name, NAME_LINE_MAX);
  const title = `Level ${input.level} completed: ${input.levelTitle}`;
  const { html, text } = renderEmail({
    title,
    preheader: input.next,
    blocks: [
      { kind: "paragraph", parts: [name ? `Hi ${name},` : "Hi there,"] },
      ...(input.certificate
        ? [
            {
              kind: "paragraph" as const,
              parts: [
                `You completed every lesson and practice task of Level ${input.level}, ${input.levelTitle}, with an overall score of ${input.certificate.score}% across its modules. Well done.`,
              ],
            },
            {
              kind: "paragraph" as const,
              parts: [
                `Your Level ${input.level} certificate and performance report are issued: download both from your course page. Anyone can check the certificate at ${input.certificate.verifyUrl}`,
              ],
            },
          ]
        : [{ kind: "paragraph" as const, parts: [`You completed every challenge of Level ${input.level}, ${input.levelTitle}. Well done.`] }]),
      { kind: "heading", text: "What you did" },
      { kind: "list", items: input.challenges.map((c) => `${c.title}: ${oneLine(c.note, 200)}`) },
      { kind: "paragraph", parts: [input.next] },
      input.certificate
        ? { kind: "button", label: "Open your course", href: `${config.appUrl}/learn` }
        : { kind: "button", label: "Open your roadmap", href: `${config.appUrl}/aiupskill/roadmap` },
    ],
  });
  return { subject: title, html, text };
}

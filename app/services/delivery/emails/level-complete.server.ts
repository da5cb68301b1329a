// 'Level N completed' (issue 17): sent when a learner marks the last challenge of a level done.
// Transactional: it answers the learner's own action, once per level.
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
}

export function levelCompleteEmail(input: LevelCompleteInput): RenderedEmail {
  const name = oneLine(input.name, NAME_LINE_MAX);
  const title = `Level ${input.level} completed: ${input.levelTitle}`;
  const { html, text } = renderEmail({
    title,
    preheader: input.next,
    blocks: [
      { kind: "paragraph", parts: [name ? `Hi ${name},` : "Hi there,"] },
      { kind: "paragraph", parts: [`You completed every challenge of Level ${input.level}, ${input.levelTitle}. Well done.`] },
      { kind: "heading", text: "What you did" },
      { kind: "list", items: input.challenges.map((c) => `${c.title}: ${oneLine(c.note, 200)}`) },
      { kind: "paragraph", parts: [input.next] },
      { kind: "button", label: "Open your roadmap", href: `${config.appUrl}/aiupskill/roadmap` },
    ],
  });
  return { subject: title, html, text };
}

/**
 * A certificate's title (issue 19), on the PDF and the verification page alike: the achievement
 * is the rubric level it proves, "Awareness in Action" for the job simulation and Level 1, each
 * later course level's own name (issue 27).
 */
export function certificateTitle(roleLabel: string, achievement = "Awareness in Action"): string {
  return `AI Fluency: ${achievement}, ${roleLabel}`;
}

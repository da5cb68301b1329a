/** The certificate's title (issue 19), on the PDF and the verification page alike. */
export function certificateTitle(roleLabel: string): string {
  return `AI Fluency: Awareness in Action, ${roleLabel}`;
}

// The results page's engagement events (visitor-side.md §7), sent to POST /api/events. Fire and
// forget: a lost event never gets in the visitor's way.
export const TOOLKIT_EVENTS = ["tool_explored", "scroll_prompt_shown", "modal_prompt_shown", "toolkit_download"] as const;
export type ToolkitEvent = (typeof TOOLKIT_EVENTS)[number];

export function trackToolkitEvent(name: ToolkitEvent, analysisId: number): void {
  try {
    void fetch("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, analysisId }),
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => {});
  } catch {
    // No fetch (very old browser): nothing to record.
  }
}

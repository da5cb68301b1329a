// The Analytics tab's event series (issue 14), shared by the service that counts them and the
// charts that draw them.
export const EVENT_SERIES = [
  { key: "toolkits", label: "Toolkits generated" },
  { key: "toolsExplored", label: "Tools explored" },
  { key: "downloads", label: "Downloads" },
  { key: "signups", label: "Sign-ups" },
] as const;
export type EventSeriesKey = (typeof EVENT_SERIES)[number]["key"];

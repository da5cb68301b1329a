/** A one-time message shown after a redirect (see app/http/flash.server.ts). */
export type FlashKind = "success" | "error" | "info";
export interface FlashMessage {
  kind: FlashKind;
  title: string;
  description?: string;
}

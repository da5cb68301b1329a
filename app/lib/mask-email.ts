// An email address shown on a page reached by a link alone (the coach's progress page, an
// invitation): enough for its owner to recognise it, not enough for whoever the link was forwarded
// to to read it. The first character of the local part and the whole domain stay:
// ada.lovelace@example.com -> a•••@example.com.

export const MASK = "•••";

export function maskEmail(address: string): string {
  const value = address.trim();
  const at = value.lastIndexOf("@");
  if (at < 1) return MASK;
  return `${Array.from(value.slice(0, at))[0]}${MASK}${value.slice(at)}`;
}

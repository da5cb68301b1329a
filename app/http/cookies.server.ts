// Reading one cookie from a request by hand, for the cookies that are not Remix cookie objects
// (the session token is a bare random value, not a signed JSON payload).
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null; // a malformed cookie is no session
    }
  }
  return null;
}

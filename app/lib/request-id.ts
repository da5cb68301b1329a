// Every request gets an id that is on each log line written while it is handled and in its
// X-Request-Id response header, so one failing request can be followed through the logs. A proxy
// in front may pass its own id along; it is used only when it is a short, plain token, since it
// lands in every log line and a response header as it is.

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The incoming X-Request-Id when it is safe to adopt, else null (a fresh one is made). */
export function acceptedRequestId(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : null;
}

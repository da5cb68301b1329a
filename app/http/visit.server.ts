// The anonymous visit: a random id in an HttpOnly cookie. A toolkit made in a visit is shown to
// that visit without an account (DESIGN.md §4), and the visit remembers the job title typed last
// (the spec's currentJobTitle) so the wizard can fall back to it, with or without JavaScript.
import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { config } from "~/config.server";

const VISIT_DAYS = 30;

const visitCookie = () =>
  createCookie("academy_visit", { httpOnly: true, sameSite: "lax", path: "/", secure: config.secureCookies, maxAge: VISIT_DAYS * 86_400 });
const jobTitleCookie = () =>
  createCookie("academy_job_title", { httpOnly: true, sameSite: "lax", path: "/", secure: config.secureCookies, maxAge: VISIT_DAYS * 86_400 });

const VISIT_ID = /^[A-Za-z0-9_-]{32,64}$/;

export async function readVisitId(request: Request): Promise<string | null> {
  const value = await visitCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && VISIT_ID.test(value) ? value : null;
}

/** The visit's id, made on first need; `setCookie` is set when the browser must store it. */
export async function ensureVisit(request: Request): Promise<{ id: string; setCookie: string | null }> {
  const existing = await readVisitId(request);
  if (existing) return { id: existing, setCookie: null };
  const id = randomBytes(24).toString("base64url");
  return { id, setCookie: await visitCookie().serialize(id) };
}

export async function readRememberedJobTitle(request: Request): Promise<string | null> {
  const value = await jobTitleCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.trim().length >= 3 ? value.trim().slice(0, 120) : null;
}

export async function rememberJobTitle(jobTitle: string): Promise<string> {
  return jobTitleCookie().serialize(jobTitle.trim().slice(0, 120));
}

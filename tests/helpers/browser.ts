// A minimal browser for API tests: fetch with the page's Origin and a cookie jar kept by hand
// (Set-Cookie in, Cookie out; Max-Age=0 or an empty value removes the cookie).
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  setCookies: string[];
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  body?: string;
  headers?: Record<string, string>;
  /** The Origin header; defaults to the server's own origin. `null` leaves the header out. */
  origin?: string | null;
}

export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: () => string) {}

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Put a raw `name=value` pair (e.g. from another browser, or `Cookie.serialize`) in the jar. */
  setCookie(pair: string): void {
    const [name, ...rest] = pair.split(";")[0]!.split("=");
    this.cookies.set(name!.trim(), rest.join("="));
  }

  async request<T = any>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers = new Headers(options.headers);
    if (options.origin !== null && !headers.has("Origin")) headers.set("Origin", options.origin ?? this.base());
    if (this.cookies.size && !headers.has("Cookie")) headers.set("Cookie", this.cookieHeader());
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(`${this.base()}${path}`, { method: options.method ?? "GET", headers, body, redirect: "manual" });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(";").map((s) => s.trim());
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get("Content-Type") ?? "").match(/application\/(problem\+)?json/)) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, setCookies };
  }

  get<T = any>(path: string, options: Omit<RequestOptions, "method"> = {}) {
    return this.request<T>(path, { ...options, method: "GET" });
  }

  post<T = any>(path: string, json?: unknown, options: Omit<RequestOptions, "method" | "json"> = {}) {
    return this.request<T>(path, { ...options, method: "POST", json: json ?? {} });
  }
}

import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { documentCacheControl } from "~/lib/cache-control";
import { log } from "~/adapters/log.server";

const ABORT_DELAY = 5_000;

/**
 * Remix gives a page only the headers its routes' `headers` exports return, so a loader's
 * "Cache-Control: no-store" used to reach its `_data` answer and not the page. Here, in the one
 * place every page passes, the page takes the strictest Cache-Control of its matched routes'
 * loaders and actions (thrown responses included): a personal page cannot forget it. Pages whose
 * loaders say nothing (the page cache's public pages, server/page-cache.ts) are left as they are.
 * tests/integration/security-cache.test.ts walks every route to hold every personal loader to it.
 */
function applyRoutesCacheControl(headers: Headers, context: EntryContext["staticHandlerContext"]): void {
  const values = context.matches.flatMap(({ route }) => [
    context.loaderHeaders[route.id]?.get("Cache-Control"),
    context.actionHeaders[route.id]?.get("Cache-Control"),
  ]);
  const value = documentCacheControl(headers.get("Cache-Control"), values);
  if (value) headers.set("Cache-Control", value);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  applyRoutesCacheControl(responseHeaders, remixContext.staticHandlerContext);
  // Bots and no-JS visitors get the whole document at once; browsers stream after the shell.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Logged on the server only; users see the error page without details.
          if (shellRendered) log.error({ err: error }, "Rendering a page failed after its shell was sent");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * The client router's data requests (single fetch: "/x.data") carry one answer for all of a page's
 * loaders, and Remix gives it only the routes' `headers` exports, never a loader's own
 * Cache-Control. They exist for the router alone, so none is stored anywhere: a personal page's
 * data cannot be kept by a browser or a proxy however its loader was written.
 */
export function handleDataRequest(response: Response): Response {
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A loader, action or render that threw: the server log has it (with the request's id), the visitor the error page.
  log.error({ err: error }, "A loader, action or page render failed");
}

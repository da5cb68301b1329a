// An OpenAI-compatible server on loopback: answers POST /v1/chat/completions with whatever the
// test's handler returns, and keeps the requests it got. The real `openai` client talks to it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll } from "vitest";

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
}

export type FakeAnswer = { status?: number; content?: string; body?: unknown };

export interface ImageRequest {
  model: string;
  prompt: string;
}

export interface FakeOpenAI {
  baseURL: string;
  requests: ChatRequest[];
  imageRequests: ImageRequest[];
  respond(handler: (request: ChatRequest) => FakeAnswer): void;
  /** Answers POST /v1/images/generations (404 until set, as a server without an Images API). */
  respondImages(handler: ((request: ImageRequest) => FakeAnswer) | null): void;
  close(): Promise<void>;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: ChatRequest[] = [];
  const imageRequests: ImageRequest[] = [];
  let imageHandler: ((request: ImageRequest) => FakeAnswer) | null = null;
  let handler: (request: ChatRequest) => FakeAnswer = () => ({ status: 500, body: { error: { message: "no handler" } } });
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      if (req.method === "POST" && req.url?.endsWith("/images/generations") && imageHandler) {
        const request = JSON.parse(raw) as ImageRequest;
        imageRequests.push(request);
        const answer = imageHandler(request);
        res.writeHead(answer.status ?? 200, { "content-type": "application/json" }).end(JSON.stringify(answer.body ?? {}));
        return;
      }
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const request = JSON.parse(raw) as ChatRequest;
      requests.push(request);
      const answer = handler(request);
      const body = answer.body ?? {
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: answer.content ?? "" } }],
        usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
      };
      res.writeHead(answer.status ?? 200, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    imageRequests,
    respond: (h) => {
      handler = h;
    },
    respondImages: (h) => {
      imageHandler = h;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fake for the enclosing describe block (or file), with the openai client pointed at it. */
export function useFakeOpenAI(): () => FakeOpenAI {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    process.env.OPENAI_API_KEY = "test-key";
    process.env.OPENAI_BASE_URL = fake.baseURL;
    process.env.OPENAI_MODEL = "fake-model";
  });
  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    await fake.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.imageRequests.length = 0;
    fake.respondImages(null);
  });
  return () => fake;
}

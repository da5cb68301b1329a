// The AI model behind OPENAI_API_KEY (OPENAI_BASE_URL for any OpenAI-compatible server,
// OPENAI_MODEL to choose the model). Answers are structured JSON checked by a zod schema; the
// caller falls back to the built-in engine on any failure, so a model is never required.
import OpenAI from "openai";
import { z } from "zod";

export interface ModelUsage {
  model: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export function aiConfigured(): boolean {
  return Boolean(process.env.OPENAI_API_KEY);
}

export const aiModel = () => process.env.OPENAI_MODEL || "gpt-4o-mini";

let client: { key: string; instance: OpenAI } | undefined;

function openai(): OpenAI {
  const key = `${process.env.OPENAI_API_KEY}|${process.env.OPENAI_BASE_URL ?? ""}`;
  if (!client || client.key !== key) {
    client = {
      key,
      instance: new OpenAI({
        apiKey: process.env.OPENAI_API_KEY,
        baseURL: process.env.OPENAI_BASE_URL || undefined,
        // A toolkit should not wait long for a model when the built-in engine can answer.
        timeout: Number(process.env.OPENAI_TIMEOUT_MS || 20_000),
        maxRetries: 1,
      }),
    };
  }
  return client.instance;
}

export async function completeJson<T extends z.ZodType>(request: {
  name: string;
  system: string;
  user: string;
  schema: T;
}): Promise<{ data: z.infer<T>; usage: ModelUsage }> {
  const model = aiModel();
  const response = await openai().chat.completions.create({
    model,
    temperature: 0,
    messages: [
      { role: "system", content: request.system },
      { role: "user", content: request.user },
    ],
    response_format: {
      type: "json_schema",
      json_schema: { name: request.name, strict: true, schema: z.toJSONSchema(request.schema) as Record<string, unknown> },
    },
  });
  const content = response.choices[0]?.message?.content;
  if (!content) throw new Error("The model returned no content");
  const data = request.schema.parse(JSON.parse(content));
  const usage = response.usage;
  return {
    data,
    usage: {
      model: response.model || model,
      promptTokens: usage?.prompt_tokens ?? 0,
      completionTokens: usage?.completion_tokens ?? 0,
      totalTokens: usage?.total_tokens ?? 0,
    },
  };
}

/** The Images API model for workflow illustrations; unset, the product draws its own images. */
export const aiImageModel = () => process.env.OPENAI_IMAGE_MODEL || "";
export const aiImagesConfigured = () => aiConfigured() && aiImageModel() !== "";

/** One illustration from an OpenAI-compatible Images API, as the image bytes it answered. */
export async function generateIllustration(prompt: string): Promise<Buffer> {
  const model = aiImageModel();
  // gpt-image models always answer base64 and refuse response_format; DALL·E needs it asked for.
  const response = await openai().images.generate({
    model,
    prompt,
    n: 1,
    size: "1024x1024",
    ...(model.startsWith("dall-e") ? { response_format: "b64_json" as const } : {}),
  });
  const b64 = response.data?.[0]?.b64_json;
  if (!b64) throw new Error("The Images API returned no image");
  return Buffer.from(b64, "base64");
}

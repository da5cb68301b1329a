// A request body as form fields, whether it came as JSON (the /api contract) or as a form post,
// so both go through the same schema. Only strings are kept (a JSON body cannot smuggle numbers,
// objects or arrays into a text field), and finite numbers, as text, where the contract names a
// number (e.g. analysisId).
export async function readFields(request: Request, { numbers = [] }: { numbers?: string[] } = {}): Promise<Record<string, string> | null> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      if (!body || typeof body !== "object" || Array.isArray(body)) return null;
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === "string") fields[key] = value;
        else if (typeof value === "number" && Number.isFinite(value) && numbers.includes(key)) fields[key] = String(value);
      }
      return fields;
    }
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}

/** The same fields as a form body, for conform's parseWithZod (which treats "" as missing). */
export function asFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

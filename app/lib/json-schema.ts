// A JSON Schema (2020-12) checker for the keywords the credentials' schemas use, and no others: a
// schema using a keyword it does not know is an error, never a silent pass. The schemas are data in
// tests/fixtures/credentials, with the spec sections they come from; the tests and `academy
// credentials verify --schema` check credentials against them.

type Schema = Record<string, unknown>;

const ANNOTATIONS = new Set(["$schema", "$id", "title", "$comment", "description", "$defs"]);
const KEYWORDS = new Set([
  "$ref",
  "type",
  "required",
  "properties",
  "items",
  "prefixItems",
  "contains",
  "minItems",
  "const",
  "enum",
  "pattern",
  "minLength",
  "anyOf",
  "allOf",
  "if",
  "then",
]);

const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The problems of `value` against `schema` (empty when it conforms), each with its JSON path. */
export function schemaProblems(value: unknown, schema: Schema, root: Schema = schema, path = "$"): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(schema)) if (!ANNOTATIONS.has(key) && !KEYWORDS.has(key)) throw new Error(`Unsupported schema keyword ${key} at ${path}`);
  const at = (sub: unknown, p = path) => schemaProblems(value, sub as Schema, root, p);
  if (typeof schema.$ref === "string") {
    const target = schema.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((node, part) => (node as Schema)[part], root);
    if (!target) throw new Error(`Unresolved $ref ${schema.$ref}`);
    problems.push(...at(target));
  }
  if (schema.type !== undefined) {
    const actual = typeOf(value);
    const ok = schema.type === actual || (schema.type === "integer" && Number.isInteger(value));
    if (!ok) return [...problems, `${path}: expected ${String(schema.type)}, found ${actual}`];
  }
  if ("const" in schema && !equal(value, schema.const)) problems.push(`${path}: expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => equal(e, value))) problems.push(`${path}: expected one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === "string") {
    if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(value)) problems.push(`${path}: does not match ${schema.pattern}`);
    if (typeof schema.minLength === "number" && value.length < schema.minLength) problems.push(`${path}: shorter than ${schema.minLength}`);
  }
  if (typeOf(value) === "object") {
    const object = value as Record<string, unknown>;
    for (const name of (schema.required as string[] | undefined) ?? []) if (!(name in object)) problems.push(`${path}: missing required "${name}"`);
    for (const [name, sub] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {}))
      if (name in object) problems.push(...schemaProblems(object[name], sub, root, `${path}.${name}`));
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === "number" && value.length < schema.minItems) problems.push(`${path}: fewer than ${schema.minItems} items`);
    const prefix = (schema.prefixItems as Schema[] | undefined) ?? [];
    prefix.forEach((sub, i) => problems.push(...(i < value.length ? schemaProblems(value[i], sub, root, `${path}[${i}]`) : [`${path}[${i}]: missing`])));
    if (schema.items) value.forEach((item, i) => problems.push(...schemaProblems(item, schema.items as Schema, root, `${path}[${i}]`)));
    if (schema.contains && !value.some((item) => schemaProblems(item, schema.contains as Schema, root).length === 0))
      problems.push(`${path}: no item matches ${JSON.stringify(schema.contains)}`);
  }
  for (const sub of (schema.allOf as Schema[] | undefined) ?? []) problems.push(...at(sub));
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((sub) => at(sub).length === 0))
    problems.push(`${path}: matches none of anyOf ${JSON.stringify(schema.anyOf)}`);
  if (schema.if && schema.then && at(schema.if).length === 0) problems.push(...at(schema.then));
  return problems;
}

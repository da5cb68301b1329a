// The toolkit wizard's steps (visitor-side.md §2, §4, §5), one zod schema each over the step's
// form fields, built from the toolkit schemas so the texts are the specification's. The wizard's
// transitions (app/lib/wizard-state.ts) check a step with parseWithZod and these schemas, in the
// route's action (JavaScript off) and in the browser alike; the page takes its constraints
// (getZodConstraint) from them too.
import { z } from "zod";
import { analysisInputSchema, currentToolsSchema, industrySchema, splitOtherTools, toolList, workAreasSchema } from "./toolkit";

// Read without conform's automatic coercion (see wizardStepOptions): the toolkit schemas take
// empty text as "not given" themselves, and a field posted once is still a list.
const asList = (value: unknown) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]);
const listField = <T extends z.ZodType>(schema: T) => z.preprocess(asList, schema);

export const WIZARD_STEP_SCHEMAS = {
  1: z.object({ industry: industrySchema }),
  2: z.object({ workArea: listField(workAreasSchema) }),
  // Other tools are one text field, split on commas (§5).
  3: z.object({
    ...Object.fromEntries(Object.entries(currentToolsSchema.shape).map(([key, schema]) => [key, listField(schema)])),
    otherTools: z.preprocess((v) => splitOtherTools(typeof v === "string" ? v : ""), toolList),
  }),
  4: analysisInputSchema.pick({ companyName: true, companyUrl: true }),
} as const;

export type WizardStepNumber = keyof typeof WIZARD_STEP_SCHEMAS;

export const wizardStepSchema = (step: WizardStepNumber) => WIZARD_STEP_SCHEMAS[step];

/** parseWithZod's options for a step: the schemas do their own coercion. */
export const wizardStepOptions = (step: WizardStepNumber) => ({ schema: wizardStepSchema(step), disableAutoCoercion: true as const });

/** conform's error keys ('fileStorage[2]', 'workArea') as the wizard's field names. */
export function wizardErrorField(key: string): string {
  const field = key.replace(/\[.*$/, "");
  return field === "workArea" ? "workAreas" : field;
}

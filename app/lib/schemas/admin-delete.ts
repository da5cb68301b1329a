// The delete forms of the admin tables: one schema, one record id.
import { z } from "zod";

export const adminDeleteSchema = z.object({
  intent: z.literal("delete"),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** A CHECK expression "column IN (...)" over one of the closed vocabularies in app/lib. */
export function inList(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql`${column} IN (${sql.raw(list)})`;
}

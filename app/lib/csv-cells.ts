// Spreadsheet formula injection: a cell starting with = + - @ tab or CR is run as a formula by
// Excel and friends. Exports prefix such cells with an apostrophe (DESIGN.md §4); imports of
// our own exports take the apostrophe off again so that data round-trips unchanged.
const DANGEROUS_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return DANGEROUS_START.test(value) ? `'${value}` : value;
}

export function restoreCell(value: string): string {
  return value.startsWith("'") && DANGEROUS_START.test(value.slice(1)) ? value.slice(1) : value;
}

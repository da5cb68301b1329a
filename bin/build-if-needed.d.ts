export function buildIsStale(root?: string): boolean;
export function buildIfNeeded(options?: { root?: string; whenStale?: boolean }): boolean;

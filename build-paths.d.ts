export function buildPaths(root?: string): { serverBuildPath: string; assetsBuildDirectory: string };

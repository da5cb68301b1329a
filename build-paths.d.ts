export function findProjectRoot(from?: string): string;
export function buildPaths(root?: string): {
  buildDirectory: string;
  serverBuildPath: string;
  academyBuildPath: string;
  clientBuildDirectory: string;
};

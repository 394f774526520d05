/** The package's folder (packages/cli). */
export declare const PACKAGE_DIR: string;
/** The repository root: the stamp's paths are relative to it. */
export declare const REPO_ROOT: string;
/** The built command and its stamp, in a package folder. */
export declare function distOf(packageDir: string): { main: string; stamp: string };
/** This package's built command and stamp. */
export declare const DIST: { main: string; stamp: string };
/** SHA-256 over the input files (path and bytes, in order). */
export declare function sourceDigest(root: string, inputs: readonly string[]): string;
/** Whether the build in `packageDir` may run, and if not, why. */
export declare function buildState(
  packageDir?: string,
): { kind: "fresh" | "installed" } | { kind: "stale" | "unbuilt" | "broken"; reason: string };

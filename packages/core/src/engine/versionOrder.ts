const SEMVER = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/;

/**
 * Orders two `major.minor.patch` versions: negative when `a` is older, 0 when equal, positive
 * when newer; undefined when either is not of that form.
 */
export function compareVersions(a: unknown, b: unknown): number | undefined {
  const ma = typeof a === "string" ? SEMVER.exec(a) : null;
  const mb = typeof b === "string" ? SEMVER.exec(b) : null;
  if (ma === null || mb === null) return undefined;
  for (let i = 1; i <= 3; i++) {
    const d = Number(ma[i]) - Number(mb[i]);
    if (d !== 0) return d;
  }
  return 0;
}

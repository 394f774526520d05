import type { SeedCoverage } from "./status.ts";

/** One row of a fixed heading list (`seeds/headings/NNN_….tsv`). */
export interface ListedHeading {
  readonly line: number;
  readonly heading: string;
  readonly kind: "rule" | "container";
}

/**
 * Reads a fixed heading list: one heading a row, `line<TAB>heading<TAB>rule|container`
 * (seeds/headings/README.md). A malformed row is an error naming the list, its row and field.
 */
export function parseHeadingList(text: string, name: string): ListedHeading[] {
  const rows = text.split("\n");
  if (rows.at(-1) === "") rows.pop();
  return rows.map((row, i) => {
    const where = `${name}:${i + 1}`;
    const cols = row.split("\t");
    if (cols.length !== 3)
      throw new Error(`${where}: expected 3 tab-separated columns, got ${cols.length}`);
    const [n, heading, kind] = cols as [string, string, string];
    if (!/^[1-9]\d*$/.test(n))
      throw new Error(`${where}: line number "${n}" is not a whole number`);
    if (kind !== "rule" && kind !== "container") {
      throw new Error(`${where}: kind "${kind}" is neither rule nor container`);
    }
    return { line: Number(n), heading, kind };
  });
}

/**
 * Every way a map differs from its seed's fixed list: a heading missing, added, moved or
 * renamed, or a container without the status `container` (and a rule heading with it).
 * Empty when the map lists exactly the list's headings, in its order.
 */
export function compareWithList(map: SeedCoverage, list: readonly ListedHeading[]): string[] {
  const problems: string[] = [];
  const n = Math.max(map.headings.length, list.length);
  for (let i = 0; i < n; i++) {
    const got = map.headings[i];
    const want = list[i];
    if (want === undefined) {
      problems.push(
        `${map.file}: row ${i + 1} (line ${got?.line} ${got?.heading}) is not in the list`,
      );
    } else if (got === undefined) {
      problems.push(
        `${map.file}: list row ${i + 1} (line ${want.line} ${want.heading}) is missing`,
      );
    } else if (got.line !== want.line || got.heading !== want.heading) {
      problems.push(
        `${map.file}: row ${i + 1} is line ${got.line} "${got.heading}", the list has line ${want.line} "${want.heading}"`,
      );
    } else if ((got.status === "container") !== (want.kind === "container")) {
      problems.push(
        `${map.file}: line ${got.line} "${got.heading}" is a ${want.kind} heading, the map says ${got.status}`,
      );
    }
  }
  return problems;
}

/**
 * What is wrong with an event's data: the JSON path under `data` (`"bonus[2].value"`, `""` for
 * the data itself) and the reason. The line reader reports it as field `data.<path>`.
 */
export interface DataProblem {
  readonly path: string;
  readonly reason: string;
  /** The values that would fit, when the schema allows only a few (a tag's or an enum's). */
  readonly choices?: readonly string[];
}

/**
 * Checks one value of an event's data against its schema, or undefined when it fits. A
 * validator never throws on any JSON value (null, a number where an object belongs, an array
 * nested 64 deep), so a reader can run it on re-sealed hostile data (issue "Trust", point 7).
 */
export type DataValidator = (value: unknown) => DataProblem | undefined;

/** A problem at `path`, one level below where it was found. */
export function under(key: string | number, problem: DataProblem): DataProblem {
  const head = typeof key === "number" ? `[${key}]` : key;
  const sep = problem.path === "" || problem.path.startsWith("[") ? "" : ".";
  return { ...problem, path: `${head}${sep}${problem.path}` };
}

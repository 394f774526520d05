import { keysOf } from "../definitions/spec.ts";
import { child, type Issues, oneOf } from "../validate/issues.ts";
import { readObject } from "../validate/read.ts";
import { CREATURES } from "./catalogue/creatures.ts";
import { OVERRIDES, REMOVABLE } from "./definitions/stats.ts";
import { readStats, type Sourced, type Stats } from "./stats.ts";

const STOCK_IDS = Object.keys(CREATURES);

/** Reads a stock creature's statistics: the catalogue's, with `overrides` replacing some. */
export function readStock(
  issues: Issues,
  path: string,
  o: Readonly<Record<string, unknown>>,
): Stats | undefined {
  const stockPath = child(path, "stock");
  const stock =
    typeof o.stock === "string" && Object.hasOwn(CREATURES, o.stock)
      ? CREATURES[o.stock]
      : undefined;
  if (stock === undefined) {
    const expected = `a stock creature, ${oneOf(STOCK_IDS)}`;
    if (typeof o.stock !== "string") issues.wrong(stockPath, expected, o.stock);
    else
      issues.add(
        stockPath,
        expected,
        `unknown stock creature "${o.stock}"; expected ${oneOf(STOCK_IDS, o.stock)}`,
      );
    return undefined;
  }
  const overridesPath = child(path, "overrides");
  const overrides =
    o.overrides === undefined
      ? {}
      : readObject(
          issues,
          overridesPath,
          o.overrides,
          keysOf(OVERRIDES),
          "an object of statistics to replace",
        );
  if (overrides === undefined) return undefined;
  const base = stock.stats as unknown as Record<string, unknown>;
  // `null` takes away what the stock creature has (`"shield": null` for a two-handed weapon).
  const field = (key: string): Sourced => {
    const given = overrides[key];
    if (given === null && REMOVABLE.has(key)) return { value: undefined, path: undefined };
    if (given !== undefined) return { value: given, path: child(overridesPath, key) };
    return { value: base[key], path: undefined };
  };
  return readStats(issues, overridesPath, field, stock.stats);
}

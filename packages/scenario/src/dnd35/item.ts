import type { Item } from "@d20/core";
import { keysOf } from "../definitions/spec.ts";
import { at, child, type Issues } from "../validate/issues.ts";
import { readList, readObject } from "../validate/read.ts";
import { itemOf } from "./catalogue/items.ts";
import { GEAR_DEFINITIONS, ITEM_OBJECT } from "./definitions/gear.ts";
import { readAs } from "./readAs.ts";

/**
 * Reads `items`: catalogue ids (`"potion-of-cure-light-wounds"`) or `{ base, id, charges,
 * looselyAttached }` for a second of a kind, a used wand or one poorly fastened (SRD magic items,
 * outside the seeds); ids distinct.
 */
export function readItems(issues: Issues, path: string, value: unknown): Item[] | undefined {
  const list = readList(issues, path, value, "a list of items (catalogue ids or { base, id })");
  if (list === undefined) return undefined;
  const count = issues.list.length;
  const items = list.map((v, i) => readItem(issues, at(path, i), v));
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    if (item === undefined) continue;
    if (seen.has(item.id)) {
      const expected = 'items with distinct ids (give the second one its own "id")';
      issues.add(at(path, i), expected, `item id "${item.id}" is used twice; expected ${expected}`);
    }
    seen.add(item.id);
  }
  return issues.list.length === count ? (items as Item[]) : undefined;
}

function readItem(issues: Issues, path: string, value: unknown): Item | undefined {
  // An id or an object: each read by its own definition (a oneOf has no reader of its own).
  if (typeof value === "string") {
    const id = readAs(issues, path, value, GEAR_DEFINITIONS.itemId!) as string | undefined;
    return id === undefined ? undefined : itemOf(id, id);
  }
  const o = readObject(
    issues,
    path,
    value,
    keysOf(ITEM_OBJECT),
    "an item id or { base, id, charges }",
  );
  if (o === undefined) return undefined;
  const count = issues.list.length;
  const field = (key: string) => readAs(issues, child(path, key), o[key], ITEM_OBJECT.fields[key]!);
  const read = {
    base: field("base") as string,
    id: o.id === undefined ? undefined : (field("id") as string),
    charges: o.charges === undefined ? undefined : (field("charges") as number),
    loosely: o.looselyAttached === undefined ? undefined : (field("looselyAttached") as boolean),
  };
  if (issues.list.length !== count) return undefined;
  const item = itemOf(read.base, read.id ?? read.base, read.charges);
  if (read.charges !== undefined && item.kind !== "wand" && item.kind !== "staff") {
    const expected = "charges only for a wand or a staff";
    issues.add(
      child(path, "charges"),
      expected,
      `${read.base} has no charges; expected ${expected}`,
    );
    return undefined;
  }
  return read.loosely === true ? { ...item, looselyAttached: true } : item;
}

import { at, type Issues } from "../validate/issues.ts";
import {
  readBool,
  readEnum,
  readInt,
  readList,
  readNotation,
  readSquare,
  readString,
} from "../validate/read.ts";
import type { Definitions, Spec } from "./spec.ts";

/** Bounds a reader knows only from the rest of the scenario (`hp` at most `maxHp`). */
export interface Narrowing {
  readonly max?: number;
}

/**
 * Reads a value as its definition says, with the validator's messages: a leaf (integer, string,
 * flag, one of a set, dice, square), a `ref` to one, or a list of them. An object's own reader
 * reads its fields with this, taking its keys and required fields from its definition.
 */
export function readValue(
  issues: Issues,
  path: string,
  value: unknown,
  spec: Spec,
  defs: Definitions = {},
  narrowing: Narrowing = {},
): unknown {
  switch (spec.type) {
    case "int": {
      const max = narrowing.max ?? spec.max;
      const bounds = {
        ...(spec.min === undefined ? {} : { min: spec.min }),
        ...(max === undefined ? {} : { max }),
      };
      if (spec.multipleOf === undefined) return readInt(issues, path, value, bounds, spec.expected);
      if (Number.isInteger(value) && (value as number) % spec.multipleOf === 0)
        return readInt(issues, path, value, bounds, spec.expected);
      issues.wrong(path, spec.expected ?? `a multiple of ${spec.multipleOf}`, value);
      return undefined;
    }
    case "string":
      return readString(issues, path, value);
    case "bool":
      return readBool(issues, path, value);
    case "enum":
      return readEnum(issues, path, value, spec.values);
    case "notation":
      return readNotation(issues, path, value);
    case "square":
      return readSquare(issues, path, value);
    case "ref": {
      const named = defs[spec.name];
      if (named === undefined) throw new Error(`invariant: no definition "${spec.name}"`);
      return readValue(issues, path, value, named, defs, narrowing);
    }
    case "list": {
      const expected = spec.expected ?? spec.description ?? "a list";
      const items = readList(issues, path, value, expected);
      if (items === undefined) return undefined;
      const out = items.map((v, i) => readValue(issues, at(path, i), v, spec.items, defs));
      return out.every((v) => v !== undefined) ? out : undefined;
    }
    case "object":
    case "kinds":
    case "oneOf":
    case "null":
      throw new Error(`invariant: a ${spec.type} definition has its own reader`);
    default: {
      const never: never = spec;
      throw new Error(`invariant: no reader for ${JSON.stringify(never)}`);
    }
  }
}

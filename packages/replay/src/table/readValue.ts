import type { TableValue } from "@d20/core";
import { intField, pathField, squareField, wordField } from "./fields.ts";
import { type LineAt, lineError } from "./tableLogError.ts";

/**
 * Reads one written value as the ruleset's vocabulary says (`key=value`, or a bare `key` for a
 * flag), or fails naming `field`.
 */
export function readValue(
  at: LineAt,
  field: string,
  spec: TableValue,
  value: string | undefined,
): unknown {
  switch (spec.read) {
    case "name":
      return wordField(at, field, value);
    case "roll":
    case "int": {
      const n = intField(at, field, value);
      if (spec.min !== undefined && n < spec.min)
        throw lineError(
          at,
          field,
          spec.min === 0 ? "must not be negative" : `must be at least ${spec.min}`,
        );
      return n;
    }
    case "square":
      return squareField(at, field, value);
    case "path":
      return pathField(at, field, value);
    case "names":
      return wordField(at, field, value)
        .split(",")
        .map((w) => wordField(at, field, w));
    case "flag":
      if (value !== undefined && value !== "yes")
        throw lineError(at, field, "a flag: bare or =yes");
      return true;
    case "yesNo":
      if (value !== "yes" && value !== "no") throw lineError(at, field, "yes or no");
      return value === "yes";
    case "oneOf": {
      const word = wordField(at, field, value);
      if (!spec.values.includes(word))
        throw lineError(at, field, `"${word}" is not one of ${spec.values.join(", ")}`);
      return word;
    }
    default:
      return unreachable(spec);
  }
}

function unreachable(x: never): never {
  throw new Error(`invariant: unknown table value ${JSON.stringify(x)}`);
}

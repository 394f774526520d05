import { type Narrowing, readValue } from "../definitions/readValue.ts";
import type { Spec } from "../definitions/spec.ts";
import { FRAME_DEFINITIONS } from "../frame/definitions.ts";
import type { Issues } from "../validate/issues.ts";
import { DND35_DEFINITIONS } from "./definitions/index.ts";

const ALL = { ...FRAME_DEFINITIONS, ...DND35_DEFINITIONS };

/** Reads a value as its definition says, the frame's and dnd35's named ones resolved. */
export function readAs(
  issues: Issues,
  path: string,
  value: unknown,
  spec: Spec,
  narrowing: Narrowing = {},
): unknown {
  return readValue(issues, path, value, spec, ALL, narrowing);
}

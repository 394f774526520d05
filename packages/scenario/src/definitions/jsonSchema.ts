import type { ObjectSpec, Spec } from "./spec.ts";

/** A JSON Schema node (2020-12). */
export type JsonSchema = { readonly [key: string]: unknown };

/** What the schema allows in dice notation (the validator runs the dice parser itself). */
const NOTATION_PATTERN = "^[0-9d+\\- ]+$";
const NOTATION_DESCRIPTION = 'dice notation, e.g. "1d8" or "2d6+1"';

/** The JSON Schema of one definition; a `ref` stays a `$ref` into `#/$defs`. */
export function toJsonSchema(spec: Spec): JsonSchema {
  const doc = spec.description === undefined ? {} : { description: spec.description };
  switch (spec.type) {
    case "int":
      return {
        type: "integer",
        ...(spec.min === undefined ? {} : { minimum: spec.min }),
        ...(spec.max === undefined ? {} : { maximum: spec.max }),
        ...(spec.multipleOf === undefined ? {} : { multipleOf: spec.multipleOf }),
        ...(spec.default === undefined ? {} : { default: spec.default }),
        ...doc,
      };
    case "string":
      return {
        type: "string",
        ...(spec.anyText === true ? {} : { minLength: 1 }),
        ...(spec.pattern === undefined ? {} : { pattern: spec.pattern }),
        ...(spec.not === undefined ? {} : { not: { const: spec.not } }),
        ...doc,
      };
    case "bool":
      return {
        type: "boolean",
        ...(spec.default === undefined ? {} : { default: spec.default }),
        ...doc,
      };
    case "enum":
      return {
        enum: [...spec.values],
        ...(spec.default === undefined ? {} : { default: spec.default }),
        ...doc,
      };
    case "notation":
      return {
        type: "string",
        pattern: NOTATION_PATTERN,
        description: spec.description ?? NOTATION_DESCRIPTION,
      };
    case "square":
      return {
        type: "array",
        ...doc,
        prefixItems: [
          { type: "integer", minimum: 0 },
          { type: "integer", minimum: 0 },
        ],
        minItems: 2,
        maxItems: 2,
      };
    case "ref":
      return { $ref: `#/$defs/${spec.name}`, ...doc };
    case "list":
      return {
        type: "array",
        ...(spec.minItems === undefined ? {} : { minItems: spec.minItems }),
        items: toJsonSchema(spec.items),
        ...doc,
      };
    case "object":
      return objectSchema(spec);
    case "kinds":
      return {
        oneOf: Object.entries(spec.kinds).map(([kind, o]) =>
          objectSchema(o, { kind: { const: kind } }, ["kind"]),
        ),
        ...doc,
      };
    case "oneOf":
      return { oneOf: spec.options.map(toJsonSchema), ...doc };
    case "null":
      return { type: "null", ...doc };
    default: {
      const never: never = spec;
      throw new Error(`invariant: no schema for ${JSON.stringify(never)}`);
    }
  }
}

/** An object's schema; `head` fields (a kind's `const`) and `headRequired` come first. */
function objectSchema(
  spec: ObjectSpec,
  head: Readonly<Record<string, JsonSchema>> = {},
  headRequired: readonly string[] = [],
): JsonSchema {
  const doc = spec.description === undefined ? {} : { description: spec.description };
  if (spec.values !== undefined)
    return {
      type: "object",
      ...doc,
      ...(spec.keyPattern === undefined ? {} : { propertyNames: { pattern: spec.keyPattern } }),
      additionalProperties: toJsonSchema(spec.values),
    };
  const properties: Record<string, JsonSchema> = { ...head };
  for (const [key, field] of Object.entries(spec.fields)) properties[key] = toJsonSchema(field);
  const required = [...headRequired, ...(spec.required ?? [])];
  return {
    type: "object",
    additionalProperties: false,
    properties,
    ...(required.length === 0 ? {} : { required }),
    ...doc,
    ...(spec.requiredOneOf === undefined
      ? {}
      : { anyOf: spec.requiredOneOf.map((r) => ({ required: [...r] })) }),
  };
}

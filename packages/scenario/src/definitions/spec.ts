// The definitions a scenario is checked against and its JSON Schema is generated from: plain
// data, so that the validator's key lists, bounds, enums and required fields and the schema's
// `properties`, `minimum`s, `enum`s and `required`s are one source (docs/scenario.md).

/** What every definition may carry into the schema for editors. */
interface Doc {
  readonly description?: string;
}

/** An integer, within bounds. */
export interface IntSpec extends Doc {
  readonly type: "int";
  readonly min?: number;
  readonly max?: number;
  readonly multipleOf?: number;
  readonly default?: number;
  /** What the validator's message says it expected, when bounds alone do not say it. */
  readonly expected?: string;
}

/** A non-empty string; `pattern` and `not` narrow it in the schema (the validator says why). */
export interface StringSpec extends Doc {
  readonly type: "string";
  readonly pattern?: string;
  readonly not?: string;
  /** Any string, even empty (`$schema`, which only an editor reads). */
  readonly anyText?: boolean;
}

/** true or false. */
export interface BoolSpec extends Doc {
  readonly type: "bool";
  readonly default?: boolean;
}

/** One of a fixed set of strings. */
export interface EnumSpec extends Doc {
  readonly type: "enum";
  readonly values: readonly string[];
  readonly default?: string;
}

/** Dice notation such as "1d8" (the dice parser checks it; the schema only its characters). */
export interface NotationSpec extends Doc {
  readonly type: "notation";
}

/** A square `[x, y]` of integers ≥ 0. */
export interface SquareSpec extends Doc {
  readonly type: "square";
}

/** A named definition (`#/$defs/name`). */
export interface RefSpec extends Doc {
  readonly type: "ref";
  readonly name: string;
}

/** A list. */
export interface ListSpec extends Doc {
  readonly type: "list";
  readonly items: Spec;
  readonly minItems?: number;
  /** What the validator's message says it expected (else its description). */
  readonly expected?: string;
}

/** A plain object; `fields` are the only ones it accepts (unless `values` is given). */
export interface ObjectSpec extends Doc {
  readonly type: "object";
  readonly fields: Readonly<Record<string, Spec>>;
  readonly required?: readonly string[];
  /** Alternative sets of required fields (a catalogue `base`, or the object in full). */
  readonly requiredOneOf?: readonly (readonly string[])[];
  /** A map object: any key matching `keyPattern`, each value a `values`. */
  readonly values?: Spec;
  readonly keyPattern?: string;
}

/** An object told apart by its `kind` field: one object definition per kind. */
export interface KindsSpec extends Doc {
  readonly type: "kinds";
  readonly kinds: Readonly<Record<string, ObjectSpec>>;
}

/** Any one of several definitions. */
export interface OneOfSpec extends Doc {
  readonly type: "oneOf";
  readonly options: readonly Spec[];
}

/** `null` (in an override: take the stock creature's value away). */
export interface NullSpec extends Doc {
  readonly type: "null";
}

/** A definition of one value of a scenario. */
export type Spec =
  | IntSpec
  | StringSpec
  | BoolSpec
  | EnumSpec
  | NotationSpec
  | SquareSpec
  | RefSpec
  | ListSpec
  | ObjectSpec
  | KindsSpec
  | OneOfSpec
  | NullSpec;

/** Named definitions, as the schema's `$defs`. */
export type Definitions = Readonly<Record<string, Spec>>;

/** An integer definition. */
export const int = (o: Omit<IntSpec, "type"> = {}): IntSpec => ({ type: "int", ...o });
/** A non-empty string definition. */
export const str = (o: Omit<StringSpec, "type"> = {}): StringSpec => ({ type: "string", ...o });
/** A true/false definition. */
export const bool = (o: Omit<BoolSpec, "type"> = {}): BoolSpec => ({ type: "bool", ...o });
/** A definition of one of `values`. */
export const oneOfValues = (
  values: readonly string[],
  o: Omit<EnumSpec, "type" | "values"> = {},
): EnumSpec => ({ type: "enum", values, ...o });
/** A dice-notation definition. */
export const notation = (description?: string): NotationSpec =>
  description === undefined ? { type: "notation" } : { type: "notation", description };
/** A square definition. */
export const square = (description?: string): SquareSpec =>
  description === undefined ? { type: "square" } : { type: "square", description };
/** A reference to the named definition. */
export const ref = (name: string): RefSpec => ({ type: "ref", name });
/** A list definition. */
export const list = (items: Spec, o: Omit<ListSpec, "type" | "items"> = {}): ListSpec => ({
  type: "list",
  items,
  ...o,
});
/** An object definition. */
export const object = (
  fields: Readonly<Record<string, Spec>>,
  o: Omit<ObjectSpec, "type" | "fields"> = {},
): ObjectSpec => ({ type: "object", fields, ...o });
/** A definition told apart by `kind`. */
export const kinds = (
  byKind: Readonly<Record<string, ObjectSpec>>,
  description?: string,
): KindsSpec =>
  description === undefined
    ? { type: "kinds", kinds: byKind }
    : { type: "kinds", kinds: byKind, description };
/** A definition of any one of `options`. */
export const anyOne = (options: readonly Spec[], description?: string): OneOfSpec =>
  description === undefined ? { type: "oneOf", options } : { type: "oneOf", options, description };
/** The `null` definition. */
export const nothing: NullSpec = { type: "null" };

/** The fields an object definition accepts, in order. */
export function keysOf(spec: ObjectSpec): string[] {
  return Object.keys(spec.fields);
}

/** The object definition among `options` (a catalogue id or an object: the object). */
export function objectOf(spec: Spec): ObjectSpec {
  if (spec.type === "object") return spec;
  if (spec.type === "oneOf") {
    const found = spec.options.find((o): o is ObjectSpec => o.type === "object");
    if (found !== undefined) return found;
  }
  throw new Error(`invariant: the definition is not an object (${spec.type})`);
}

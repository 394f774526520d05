/** A JSON Schema (the subset docs/scenario.schema.json uses). */
export type Schema = { readonly [key: string]: unknown };

/**
 * Checks `value` against the subset of JSON Schema 2020-12 that docs/scenario.schema.json uses
 * ($ref to #/$defs, type, enum, const, properties, required, additionalProperties, propertyNames,
 * items, prefixItems, min/maxItems, minimum, maximum, multipleOf, minLength, pattern, oneOf,
 * anyOf, not). Returns the paths where it fails; a keyword it does not know is an error, so the
 * schema cannot use one silently unchecked.
 */
export function check(root: Schema, value: unknown, schema: Schema = root, path = "$"): string[] {
  const errors: string[] = [];
  const fail = (why: string) => errors.push(`${path}: ${why}`);
  for (const [keyword, arg] of Object.entries(schema)) {
    const a = arg as never;
    switch (keyword) {
      case "$ref":
        errors.push(...check(root, value, resolve(root, a), path));
        break;
      case "type":
        if (!typeOk(value, a)) fail(`not ${a}`);
        break;
      case "enum":
        if (!(a as unknown[]).includes(value)) fail(`not in enum`);
        break;
      case "const":
        if (value !== a) fail(`not ${a}`);
        break;
      case "properties":
        if (isObject(value))
          for (const [k, s] of Object.entries(a as Record<string, Schema>))
            if (k in value) errors.push(...check(root, value[k], s, `${path}.${k}`));
        break;
      case "required":
        if (isObject(value)) for (const k of a as string[]) if (!(k in value)) fail(`missing ${k}`);
        break;
      case "additionalProperties":
        if (isObject(value)) {
          const known = Object.keys((schema.properties ?? {}) as object);
          for (const [k, v] of Object.entries(value)) {
            if (known.includes(k)) continue;
            if (a === false) fail(`unknown ${k}`);
            else errors.push(...check(root, v, a, `${path}.${k}`));
          }
        }
        break;
      case "propertyNames":
        if (isObject(value))
          for (const k of Object.keys(value)) errors.push(...check(root, k, a, `${path}[${k}]`));
        break;
      case "items":
        if (Array.isArray(value)) {
          const skip = ((schema.prefixItems as unknown[]) ?? []).length;
          for (const [i, v] of value.slice(skip).entries())
            errors.push(...check(root, v, a, `${path}[${i + skip}]`));
        }
        break;
      case "prefixItems":
        if (Array.isArray(value))
          (a as Schema[]).forEach((s, i) => {
            if (i < value.length) errors.push(...check(root, value[i], s, `${path}[${i}]`));
          });
        break;
      case "minItems":
        if (Array.isArray(value) && value.length < a) fail(`fewer than ${a} items`);
        break;
      case "maxItems":
        if (Array.isArray(value) && value.length > a) fail(`more than ${a} items`);
        break;
      case "minimum":
        if (typeof value === "number" && value < a) fail(`below ${a}`);
        break;
      case "maximum":
        if (typeof value === "number" && value > a) fail(`above ${a}`);
        break;
      case "multipleOf":
        if (typeof value === "number" && value % a !== 0) fail(`not a multiple of ${a}`);
        break;
      case "minLength":
        if (typeof value === "string" && value.length < a) fail(`shorter than ${a}`);
        break;
      case "pattern":
        if (typeof value === "string" && !new RegExp(a, "u").test(value))
          fail(`does not match ${a}`);
        break;
      case "oneOf": {
        const passing = (a as Schema[]).filter(
          (s) => check(root, value, s, path).length === 0,
        ).length;
        if (passing !== 1) fail(`matches ${passing} of oneOf`);
        break;
      }
      case "anyOf":
        if (!(a as Schema[]).some((s) => check(root, value, s, path).length === 0))
          fail("matches none of anyOf");
        break;
      case "not":
        if (check(root, value, a, path).length === 0) fail("matches not");
        break;
      case "$schema":
      case "$id":
      case "$defs":
      case "title":
      case "description":
      case "default":
        break;
      default:
        throw new Error(`miniSchema: keyword ${keyword} is not supported`);
    }
  }
  return errors;
}

/** The schema a `#/$defs/name` reference names. */
export function resolve(root: Schema, ref: string): Schema {
  const name = ref.replace(/^#\/\$defs\//, "");
  const found = (root.$defs as Record<string, Schema> | undefined)?.[name];
  if (found === undefined) throw new Error(`miniSchema: no ${ref}`);
  return found;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function typeOk(v: unknown, type: string): boolean {
  if (type === "integer") return Number.isInteger(v);
  if (type === "null") return v === null;
  if (type === "array") return Array.isArray(v);
  if (type === "object") return isObject(v);
  return typeof v === type;
}

/**
 * One field `d20 play`'s gm submenu asks for: a combatant (by number from the roster), a whole
 * number from `min`, a line of text, a square, or a side standing (by number, 0 for none: the
 * field is then left out). `prompt` is the word before `> ` (the key when absent).
 */
export type GmFormField =
  | { readonly ask: "combatant"; readonly key: string; readonly prompt?: string }
  | { readonly ask: "number"; readonly key: string; readonly min: number; readonly prompt?: string }
  | { readonly ask: "text"; readonly key: string; readonly prompt?: string }
  | { readonly ask: "square"; readonly key: string; readonly prompt?: string }
  | { readonly ask: "side"; readonly key: string; readonly prompt?: string };

/** A GM declaration the gm submenu offers: its kind and the fields asked, before the reason. */
export interface GmForm {
  readonly kind: string;
  readonly fields: readonly GmFormField[];
}

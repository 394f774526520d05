/** The nine size categories (seed 000 表：体型修正). */
export type Size =
  | "fine"
  | "diminutive"
  | "tiny"
  | "small"
  | "medium"
  | "large"
  | "huge"
  | "gargantuan"
  | "colossal";

/** The size categories from smallest to largest (their order is the size-difference rule's). */
export const SIZES: readonly Size[] = [
  "fine",
  "diminutive",
  "tiny",
  "small",
  "medium",
  "large",
  "huge",
  "gargantuan",
  "colossal",
];

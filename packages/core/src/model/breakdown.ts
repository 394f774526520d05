/** One term of a number's explanation: what it is, how much, and the rule id it comes from. */
export interface Term {
  readonly label: string;
  readonly value: number;
  readonly rule: string;
}

/** A number with the terms that add up to it. */
export interface Explained {
  readonly value: number;
  readonly breakdown: readonly Term[];
}

/** Sums terms into an explained number. */
export function explain(breakdown: readonly Term[]): Explained {
  let value = 0;
  for (const t of breakdown) value += t.value;
  return { value, breakdown };
}

/** A term, skipped by callers when its value is 0 and it is not worth showing. */
export function term(label: string, value: number, rule: string): Term {
  return { label, value, rule };
}

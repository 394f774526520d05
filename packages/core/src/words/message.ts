/** A message's parameters by name: plain data (numbers, ids, squares, breakdowns, nested messages). */
export type Params = { readonly [key: string]: unknown };

/**
 * Words as data: an id and its parameters. A catalogue per language renders it, so a second
 * language is a second catalogue, not a second pass through every ruleset. Ids read
 * `<ruleset>:<key>` (`dnd35:event.AttackResolved`): the colon keeps them apart from rule ids
 * (`dnd35.attack`), which cite the seeds.
 */
export interface Message {
  readonly id: string;
  readonly params: Params;
}

/** A message from its id and parameters (any plain record: a declaration, an event's data). */
export function msg(id: string, params: object = {}): Message {
  return { id, params: params as Params };
}

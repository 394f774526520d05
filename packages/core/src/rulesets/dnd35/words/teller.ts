import type { Entry } from "../../../words/catalogue.ts";
import { type Message, msg } from "../../../words/message.ts";
import type { Line, TellContext, Told } from "../../../words/rulesetWords.ts";
import type { ThreeXEventMap, ThreeXEventType } from "../../3x/log/fightEvent.ts";

/** How dnd35 tells events of some types, keyed by type. */
export type Tellers = {
  readonly [K in ThreeXEventType]?: (data: ThreeXEventMap[K], context: TellContext) => Told;
};

/** English texts by message id, each reading the parameters its message carries. */
export type Texts = Readonly<Record<string, Entry>>;

/** The message that tells an event of `type` (id `dnd35:event.<type>`), from its data. */
export function eventMessage(type: string, params: object): Message {
  return msg(`dnd35:event.${type}`, params);
}

/** An event told as one fact line under the step it belongs to. */
export function fact(type: string, params: object, indent = 1): Told {
  return { lines: [{ text: eventMessage(type, params), indent }] };
}

/** A line of `message` at `indent` steps. */
export function line(text: Message, indent: number): Line {
  return { text, indent };
}

/** A blank line. */
export const BLANK: Line = { indent: 0 };

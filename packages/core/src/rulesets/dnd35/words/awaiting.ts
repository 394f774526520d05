import type { Awaiting } from "../../../engine/state.ts";
import type { CombatantId } from "../../../model/ids.ts";
import { formatSquare } from "../../../words/format.ts";
import { type Message, msg } from "../../../words/message.ts";
import type { ThreeXEvent, ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import type { Texts } from "./teller.ts";

type Opened = ThreeXEventMap["WindowOpened"];

/**
 * What the engine waits for, as a message (`dnd35:awaiting.<kind>`): a turn's declaration, an
 * answer in a window by its kind (`dnd35:awaiting.window.<kind>`), a choice with its options.
 */
export function awaitingMessage(awaiting: Awaiting): Message {
  if (awaiting.kind === "declaration" && awaiting.window !== undefined)
    return msg(`dnd35:awaiting.window.${awaiting.window.kind}`, {
      actor: awaiting.actor,
      provoker: awaiting.window.provoker,
    });
  return msg(`dnd35:awaiting.${awaiting.kind}`, awaiting);
}

/**
 * The question put to `actor` in the window `opened` opened: take the AoO or decline, fire or
 * hold, step in or wait (seed 000 借机攻击, 准备, 延迟DELAY); a plain question without the event.
 */
export function questionMessage(actor: CombatantId, opened: ThreeXEvent | undefined): Message {
  if (opened?.type !== "WindowOpened") return msg("dnd35:question.unknown", { actor });
  return msg(`dnd35:question.${opened.data.window}`, { ...opened.data, actor });
}

const whyAsked = (d: Opened) => (d.trigger === "move" ? "leaving" : `${d.trigger} at`);

/** The English texts of what is awaited and of the questions in windows. */
export const awaitingTexts = {
  "dnd35:awaiting.begin": () => "the GM to begin combat",
  "dnd35:awaiting.declaration": (a: { actor: string }) => `a declaration from ${a.actor}`,
  "dnd35:awaiting.window.opportunity": (a: { actor: string; provoker: string }) =>
    `${a.actor} to take or decline an attack of opportunity on ${a.provoker}`,
  "dnd35:awaiting.window.readied": (a: { actor: string; provoker: string }) =>
    `${a.actor} to fire or hold its readied action, set off by ${a.provoker}`,
  "dnd35:awaiting.window.delay": (a: { actor: string; provoker: string }) =>
    `${a.actor} to step in after ${a.provoker} or go on delaying`,
  "dnd35:awaiting.choice": (a: { actor: string; options: readonly string[] }) =>
    `${a.actor} to choose: ${a.options.join(" or ")}`,
  "dnd35:awaiting.engine": () => "the engine (automatic steps)",
  "dnd35:awaiting.ended": () => "nothing: the fight is over",
  "dnd35:question.unknown": (p: { actor: string }) => `${p.actor} is asked to answer an interrupt`,
  "dnd35:question.opportunity": (d: Opened & { actor: string }) =>
    `⚔ ${d.actor}, ${d.provoker} provokes an attack of opportunity (${whyAsked(d)} ${formatSquare(d.at)}): take it or decline`,
  "dnd35:question.readied": (d: Opened & { actor: string }) =>
    `⏱ ${d.actor}, your readied action's trigger came: ${d.provoker} ${d.trigger} at ${formatSquare(d.at)}: fire or hold`,
  "dnd35:question.delay": (d: Opened & { actor: string }) =>
    `⏳ ${d.actor}, you are delaying and ${d.provoker}'s turn is over: step in now or wait`,
} satisfies Texts;

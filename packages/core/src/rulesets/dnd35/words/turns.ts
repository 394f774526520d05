import { formatTerms } from "../../../words/format.ts";
import { msg } from "../../../words/message.ts";
import type { ThreeXInput } from "../../3x/log/declarations.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { inputMessage } from "./declarations.ts";
import { BLANK, eventMessage, fact, line, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/**
 * The turn machine's facts (seed 000 战斗轮, 先攻): the fight's start, initiative, rounds and
 * turns as headings; declarations told with their author (an answer in a window is told by the
 * fact it leads to: taken, declined, fired); the action a declaration spends.
 */
export const turnTellers: Tellers = {
  Header: () => ({ lines: [] }),
  Declared: (input) =>
    input.decl.kind === "Respond"
      ? { lines: [] }
      : { lines: [line(inputMessage(input as ThreeXInput), 0)] },
  CombatBegan: (d) => ({ heading: true, lines: [line(eventMessage("CombatBegan", d), 0)] }),
  InitiativeRolled: (d) => ({
    heading: true,
    lines: [
      line(msg("dnd35:initiative.heading"), 0),
      ...d.entries.map((x) => line(msg("dnd35:initiative.entry", x), 1)),
      line(msg("dnd35:initiative.order", { order: d.order }), 1),
    ],
  }),
  RoundStarted: (d) => ({
    heading: true,
    structure: { kind: "roundStarts" },
    lines: [BLANK, line(eventMessage("RoundStarted", d), 0)],
  }),
  TurnStarted: (d) => ({
    heading: true,
    structure: { kind: "turnStarts" },
    lines: [BLANK, line(eventMessage("TurnStarted", d), 0)],
  }),
  TurnSkipped: (d) => ({
    heading: true,
    structure: { kind: "turnSkipped" },
    lines: [line(eventMessage("TurnSkipped", d), 0)],
  }),
  TurnEnded: () => ({ structure: { kind: "turnEnds" }, lines: [] }),
  ActionTaken: (d) => fact("ActionTaken", d),
  FightEnded: (d) => ({
    heading: true,
    structure: { kind: "fightEnds" },
    lines: [BLANK, line(eventMessage("FightEnded", d), 0)],
  }),
};

function slotName(slot: string): string {
  return slot === "fullRound"
    ? "full-round action"
    : slot === "fiveFootStep"
      ? "5-foot step"
      : `${slot} action`;
}

/** The English texts of the turn machine's facts. */
export const turnTexts = {
  "dnd35:event.CombatBegan": (d: Data<"CombatBegan">) =>
    `Combat begins${d.surprise ? " with a surprise round" : ""}.`,
  "dnd35:initiative.heading": () => "Initiative:",
  "dnd35:initiative.entry": (x: Data<"InitiativeRolled">["entries"][number]) => {
    const ties = x.tiebreak.length === 0 ? "" : `; tie-break ${x.tiebreak.join("/")}`;
    return `${x.id} ${x.count} (${formatTerms(x.breakdown)}${ties})`;
  },
  "dnd35:initiative.order": (p: { order: readonly string[] }) => `order: ${p.order.join(", ")}`,
  "dnd35:event.RoundStarted": (d: Data<"RoundStarted">) =>
    `══ Round ${d.round}${d.surprise ? " (surprise)" : ""} ══`,
  "dnd35:event.TurnStarted": (d: Data<"TurnStarted">) =>
    `── ${d.actor}'s turn${d.resumed === "delay" ? " (stepping in from a delay)" : ""}${d.restriction === undefined ? "" : ` (${d.restriction}: one action)`} ──`,
  "dnd35:event.TurnSkipped": (d: Data<"TurnSkipped">) =>
    `── ${d.actor}'s turn is skipped: ${d.reason} ──`,
  "dnd35:event.ActionTaken": (d: Data<"ActionTaken">) => `${d.action}: ${slotName(d.slot)}`,
  "dnd35:event.FightEnded": (d: Data<"FightEnded">) =>
    `The fight ends: ${d.winner === undefined ? "no winner" : `${d.winner} wins`} (${d.reason}).`,
} satisfies Texts;

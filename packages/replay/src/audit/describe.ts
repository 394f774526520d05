import {
  catalogueIn,
  type FightEvent,
  type Language,
  plainEvent,
  type Ruleset,
  renderMessage,
} from "@d20/core";

/**
 * One line that says what an event is, in plain words: the turn machine's own facts (dice,
 * rounds, turns, the fight's end) in shared words; any other event in the words of the ruleset
 * of the log (`Ruleset.audit`); an event it does not describe — or a log of no known ruleset —
 * as its type and every data field, never a throw. In `lang`, English by default.
 */
export function describe(
  event: FightEvent,
  ruleset: Ruleset | undefined,
  lang: Language = "en",
): string {
  const shared = lang === "zh" ? sharedFactZh(event) : sharedFact(event);
  if (shared !== undefined) return shared;
  const own = ruleset?.audit?.summary(event);
  return own === undefined
    ? plainEvent(event)
    : renderMessage(own, catalogueIn(ruleset!.words.catalogues, lang));
}

// The shared facts in Chinese (seed 000's words: 轮 a round, 回合 a turn, 突袭轮 the surprise round).
function sharedFactZh(event: FightEvent): string | undefined {
  switch (event.type) {
    case "DiceRolled":
      return sharedFact(event);
    case "RoundStarted":
      return `第${event.data.round}轮开始${event.data.surprise ? "（突袭轮）" : ""}`;
    case "TurnStarted":
      return `${event.data.actor}的回合开始（第${event.data.round}轮）`;
    case "TurnSkipped":
      return `${event.data.actor}的回合被跳过：${event.data.reason}`;
    case "TurnEnded":
      return `${event.data.actor}的回合结束`;
    case "FightEnded":
      return `战斗结束：${event.data.reason}`;
    default:
      return undefined;
  }
}

// The facts every ruleset's log holds (the shared turn machine's), told the same for all.
function sharedFact(event: FightEvent): string | undefined {
  switch (event.type) {
    case "DiceRolled": {
      const d = event.data;
      return `${d.key}: ${d.expr}${(d.times ?? 1) > 1 ? ` ×${d.times}` : ""} → [${d.faces.join(", ")}] = ${d.total} (${d.origin})`;
    }
    case "RoundStarted":
      return `round ${event.data.round} starts${event.data.surprise ? " (surprise round)" : ""}`;
    case "TurnStarted":
      return `${event.data.actor}'s turn starts (round ${event.data.round})`;
    case "TurnSkipped":
      return `${event.data.actor}'s turn is skipped: ${event.data.reason}`;
    case "TurnEnded":
      return `${event.data.actor}'s turn ends`;
    case "FightEnded":
      return `the fight ends: ${event.data.reason}`;
    default:
      return undefined;
  }
}

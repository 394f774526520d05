import type { CombatantSpecCore, Translation, Untranslatable } from "@d20/core";
// Values from the engine's own modules, not `@d20/core`'s index: the tests stand in for the
// registry module, which the index itself loads.
import { msg } from "../../../core/src/words/message.ts";
import { ROUND, RULE } from "./tagRules.ts";

/**
 * How tag reads a dnd35 fight (the translation hook): each creature keeps its id, side, square and
 * hit points; an attack of any kind is a poke at its target, the end of a turn is the end of a
 * turn, the GM's start is the start. Nothing else has a reading: tag has no movement, no windows
 * and no GM but the start.
 */
export const fromDnd35: Translation = (() => {
  const none = (rule: string, key: string, params: object = {}): Untranslatable => ({
    untranslatable: true,
    rule,
    says: msg(`tag:untranslatable.${key}`, params),
  });
  return {
    header(source) {
      const roster = source.roster as readonly CombatantSpecCore[];
      const down = roster.find((c) => (c.hp ?? c.maxHp) <= 0);
      if (down !== undefined) return none(RULE, "startsDown", { id: down.id });
      return {
        roster: roster.map((c) => ({
          id: c.id,
          name: c.name,
          side: c.side,
          maxHp: c.maxHp,
          position: c.position,
        })),
        options: {},
      };
    },
    input(source) {
      const d = source.decl as { kind: string; target?: string };
      if (source.by === "gm")
        return d.kind === "BeginCombat"
          ? { inputs: [source] }
          : none(ROUND, "gm", { kind: d.kind });
      switch (d.kind) {
        case "Attack":
        case "FullAttack":
        case "Charge":
          return { inputs: [{ by: source.by, decl: { kind: "Poke", target: d.target! } }] };
        case "EndTurn":
          return { inputs: [{ by: source.by, decl: { kind: "EndTurn" } }] };
        default:
          return none(RULE, "kind", { kind: d.kind });
      }
    },
  };
})();

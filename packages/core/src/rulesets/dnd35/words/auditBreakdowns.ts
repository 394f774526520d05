import type { FightEvent } from "../../../log/fightEvent.ts";
import type { TermList } from "../../../words/auditWords.ts";
import { msg } from "../../../words/message.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import { COUP_DE_GRACE_BASE_DC } from "../frames/attack.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";
import { moveBreakdown } from "./moveBreakdown.ts";

// The natural die of an attack cites dnd35's own attack-roll rule (seed 000 攻击检定ATTACK ROLL:
// d20 + attack bonus against AC); a save's natural die cites the save's rule, which it carries.
const ATTACK_ROLL: Dnd35RuleId = "dnd35.attackRoll";

/**
 * The numbers a dnd35 event explains, term by term: an attack's roll (the natural d20 and the
 * attack bonus, seed 000 命中奖励) and the target's AC (防御等级), damage (伤害), a save
 * (豁免检定), each creature's initiative (先攻), a Heal check (稳定角色伤势和恢复); undefined for the audit's plain term lists.
 */
export function auditBreakdowns(
  event: ThreeXEvent,
  at?: (seq: number) => FightEvent | undefined,
): readonly TermList[] | undefined {
  switch (event.type) {
    case "Moved": {
      const move = at === undefined ? undefined : moveBreakdown(event, at);
      return move === undefined ? undefined : [move];
    }
    case "AttackResolved": {
      const d = event.data;
      const roll = { label: "d20 (natural)", value: d.natural, rule: ATTACK_ROLL };
      return [
        {
          name: msg("dnd35:audit.breakdown.attackRoll"),
          total: d.total,
          terms: [roll, ...d.bonus],
        },
        { name: msg("dnd35:audit.breakdown.armorClass"), total: d.acTotal, terms: d.ac },
      ];
    }
    case "DamageDealt":
      return [
        {
          name: msg("dnd35:audit.breakdown.damage"),
          total: event.data.amount,
          terms: event.data.breakdown,
        },
      ];
    case "SaveRolled": {
      const d = event.data;
      const roll = { label: "d20 (natural)", value: d.natural, rule: d.rule };
      return [
        {
          name: msg("dnd35:audit.breakdown.save", { save: d.save, dc: d.dc }),
          total: d.total,
          terms: [roll, ...d.bonus],
        },
        { name: msg("dnd35:audit.breakdown.saveDc"), total: d.dc, terms: saveDcTerms(d) },
      ];
    }
    case "OpposedCheckRolled": {
      // Each side of the roll that decided it, term by term (seed 000 特殊攻击's opposed checks).
      const d = event.data;
      const last = d.rolls[d.rolls.length - 1]!;
      return d.sides.map((s, i) => ({
        name: msg("dnd35:audit.breakdown.opposedCheck", {
          attack: d.attack,
          purpose: d.purpose,
          who: s.who,
        }),
        total: last.totals[i]!,
        terms: [{ label: "d20 (natural)", value: last.naturals[i]!, rule: d.rule }, ...s.bonus],
      }));
    }
    case "ObjectDamaged":
      // The damage roll against the object (seed 000 击破武器SUNDER), before its hardness.
      return [
        {
          name: msg("dnd35:audit.breakdown.objectDamage", { item: event.data.item }),
          total: event.data.rolled,
          terms: event.data.breakdown,
        },
      ];
    case "TurnUndeadRolled": {
      // d20 + Cha (seed 000 驱散检定), read on 表：驱散不死生物.
      const d = event.data;
      const roll = { label: "d20 (natural)", value: d.natural, rule: d.rule };
      return [
        {
          name: msg("dnd35:audit.breakdown.turningCheck"),
          total: d.total,
          terms: [roll, ...d.bonus],
        },
      ];
    }
    case "TurningDamageRolled": {
      // 2d6 + level + Cha (seed 000 驱散伤害).
      const d = event.data;
      const roll = { label: "2d6", value: d.dice, rule: d.rule };
      return [
        {
          name: msg("dnd35:audit.breakdown.turningDamage"),
          total: d.total,
          terms: [roll, ...d.bonus],
        },
      ];
    }
    case "HealCheckRolled": {
      // d20 + Heal against DC 15 (seed 000 稳定角色伤势和恢复).
      const d = event.data;
      const roll = { label: "d20 (natural)", value: d.natural, rule: d.rule };
      return [
        {
          name: msg("dnd35:audit.breakdown.healCheck", { target: d.target, dc: d.dc }),
          total: d.total,
          terms: [roll, ...d.bonus],
        },
      ];
    }
    case "RideChecked": {
      // d20 + Ride against the seed's DC (seed 000 骑乘战斗, 上下坐骑; SRD Ride).
      const d = event.data;
      const roll = { label: "d20 (natural)", value: d.natural, rule: d.rule };
      return [
        {
          name: msg("dnd35:audit.breakdown.rideCheck", { rider: d.rider, dc: d.dc }),
          total: d.total,
          terms: [roll, ...d.bonus],
        },
      ];
    }
    case "InitiativeRolled":
      return event.data.entries.map((e) => ({
        name: msg("dnd35:audit.breakdown.initiative", { id: e.id }),
        total: e.count,
        terms: e.breakdown,
      }));
    default:
      return undefined;
  }
}

/**
 * What a save's DC is made of, by the rule that called for it: a coup de grace's 10 + the damage
 * dealt (seed 000 无助的防御者HELPLESS DEFENDERS: 伤害值+10), massive damage's fixed 15 (巨创), a
 * spell's DC as its combatant's spec gives it (SRD: 10 + spell level + the caster's ability
 * modifier, worked out where the scenario was read).
 */
function saveDcTerms(d: Extract<ThreeXEvent, { type: "SaveRolled" }>["data"]) {
  switch (d.rule) {
    case "dnd35.coupDeGrace":
      return [
        { label: "base", value: COUP_DE_GRACE_BASE_DC, rule: d.rule },
        { label: "damage dealt", value: d.dc - COUP_DE_GRACE_BASE_DC, rule: d.rule },
      ];
    case "dnd35.massiveDamage":
      return [{ label: "massive damage (fixed)", value: d.dc, rule: d.rule }];
    default:
      return [
        {
          label: "the spell's DC (10 + spell level + ability, from its spec)",
          value: d.dc,
          rule: d.rule,
        },
      ];
  }
}

import type {
  ClaimedFact,
  ClaimedVitals,
  TableClaimFacts,
} from "../../../engine/tableVocabulary.ts";
import type { FightEvent } from "../../../log/fightEvent.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { Vitals } from "../../3x/state/index.ts";

type Of<T extends ThreeXEvent["type"]> = Extract<ThreeXEvent, { type: T }>;

/**
 * Where a table's claims land in dnd35's facts: `hit`/`miss` in `AttackResolved.hit` (seed 000
 * 攻击检定ATTACK ROLL; a miss is no critical), `damage` in `DamageDealt.amount` (伤害DAMAGE),
 * `hp` / `state` and a damage claim's hit points in `VitalsChanged.vitals` (受伤和死亡).
 */
export const dnd35ClaimFacts: TableClaimFacts = {
  attack(fact) {
    const e = fact as ThreeXEvent;
    if (e.type !== "AttackResolved") return undefined;
    const d = e.data;
    return { hit: d.hit, told: `${d.hit ? "a hit" : "a miss"} (${d.total} vs AC ${d.acTotal})` };
  },
  ruleAttack(e, hit) {
    const a = e as ThreeXEvent as Of<"AttackResolved">;
    const data = { ...a.data, hit, critical: hit && a.data.critical };
    return {
      event: { ...a, data } as unknown as FightEvent,
      changed: [{ path: "data.hit", rules: a.data.hit, table: hit }],
    };
  },
  damage(fact) {
    const e = fact as ThreeXEvent;
    if (e.type !== "DamageDealt") return undefined;
    const { amount, target, nonlethal } = e.data;
    return { amount, target, nonlethal: nonlethal === true };
  },
  withDamage(e, amount) {
    const d = e as ThreeXEvent as Of<"DamageDealt">;
    const changed =
      d.data.amount === amount
        ? []
        : [{ path: "data.amount", rules: d.data.amount, table: amount }];
    return { event: { ...d, data: { ...d.data, amount } } as unknown as FightEvent, changed };
  },
  vitals(fact) {
    const e = fact as ThreeXEvent;
    if (e.type !== "VitalsChanged") return undefined;
    const { hp, nonlethal, state } = e.data.vitals as Vitals;
    return { target: e.data.target, hp, nonlethal, state };
  },
  withVitals(e, change) {
    const v = e as ThreeXEvent as Of<"VitalsChanged">;
    const changed: ClaimedFact["changed"][number][] = [];
    for (const [k, now] of Object.entries(change) as [keyof ClaimedVitals, unknown][]) {
      const was = (v.data.vitals as Vitals)[k];
      if (was !== now) changed.push({ path: `data.vitals.${k}`, rules: was, table: now });
    }
    const vitals = { ...v.data.vitals, ...change };
    return { event: { ...v, data: { ...v.data, vitals } } as unknown as FightEvent, changed };
  },
};

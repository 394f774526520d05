import type {
  ClaimedFact,
  ClaimedVitals,
  TableCall,
  TableClaimFacts,
} from "../../../engine/tableVocabulary.ts";
import type { FightEvent } from "../../../log/fightEvent.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { Vitals } from "../../3x/state/index.ts";

type Of<T extends ThreeXEvent["type"]> = Extract<ThreeXEvent, { type: T }>;

/** A check fact of `type` with a boolean outcome at `data[field]`, called by the table. */
function call<D extends object>(
  type: ThreeXEvent["type"],
  field: keyof D & string,
  words: { success: string; failure: string },
  told: (d: D) => string,
  ruled: (d: D, success: boolean) => D = (d, success) => ({ ...d, [field]: success }),
): TableCall {
  const dataOf = (e: FightEvent) => (e.type === type ? (e.data as unknown as D) : undefined);
  return {
    ...words,
    read(e) {
      const d = dataOf(e);
      return d === undefined ? undefined : { success: d[field] === true, told: told(d) };
    },
    rule(e, success) {
      const d = dataOf(e)!;
      return {
        event: { ...e, data: ruled(d, success) } as unknown as FightEvent,
        changed: [{ path: `data.${field}`, rules: d[field], table: success }],
      };
    },
  };
}

type Data<T extends ThreeXEvent["type"]> = Of<T>["data"];
const checked = (d: { total: number; dc: number; success: boolean }, what: string) =>
  `${d.success ? "made" : "failed"} (${d.total} vs DC ${d.dc}${what})`;

/**
 * Where a table's claims land in dnd35's facts: `hit`/`miss` in `AttackResolved.hit` (seed 000
 * 攻击检定ATTACK ROLL; a miss is no critical), `save made|failed` in `SaveRolled.success`,
 * `concentration made|failed` in `ConcentrationRolled.success` (专注Concentration), `heal
 * made|failed` in `HealCheckRolled.success` (稳定角色伤势和恢复), `damage` in `DamageDealt.amount`
 * (伤害DAMAGE), `hp` / `state` and a damage claim's hit points in `VitalsChanged.vitals`
 * (受伤和死亡), `order` in `InitiativeRolled.order` (先攻INITIATIVE).
 */
export const dnd35ClaimFacts: TableClaimFacts = {
  calls: {
    attack: call<Data<"AttackResolved">>(
      "AttackResolved",
      "hit",
      { success: "hit", failure: "miss" },
      (d) => `${d.hit ? "a hit" : "a miss"} (${d.total} vs AC ${d.acTotal})`,
      (d, hit) => ({ ...d, hit, critical: hit && d.critical }),
    ),
    save: call<Data<"SaveRolled">>(
      "SaveRolled",
      "success",
      { success: "made", failure: "failed" },
      (d) => checked(d, `, ${d.target}'s ${d.save} save`),
    ),
    concentration: call<Data<"ConcentrationRolled">>(
      "ConcentrationRolled",
      "success",
      { success: "made", failure: "failed" },
      (d) => checked(d, `, ${d.caster}'s concentration`),
    ),
    heal: call<Data<"HealCheckRolled">>(
      "HealCheckRolled",
      "success",
      { success: "made", failure: "failed" },
      (d) => checked(d, `, ${d.healer}'s Heal check`),
    ),
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
  order(fact) {
    const e = fact as ThreeXEvent;
    return e.type === "InitiativeRolled" ? e.data.order : undefined;
  },
  withOrder(e, order) {
    const o = e as ThreeXEvent as Of<"InitiativeRolled">;
    const same = o.data.order.join() === order.join();
    const changed = same ? [] : [{ path: "data.order", rules: o.data.order, table: order }];
    return { event: { ...o, data: { ...o.data, order } } as unknown as FightEvent, changed };
  },
};

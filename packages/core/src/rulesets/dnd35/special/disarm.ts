import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Term } from "../../../model/breakdown.ts";
import { handFree, isBodyWeapon, whereIs } from "../../3x/gear/index.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import type { ThreeXCombatant, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { checkAttack } from "../checkAttack.ts";
import { has } from "../conditions.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import { weaponOf } from "../roster.ts";
import { isRangedAttack } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import { stepTerms } from "./iterativeStep.ts";
import type { SpecialAttackModule } from "./module.ts";
import { opposedAttackTerms } from "./opposedAttack.ts";
import { rollOpposed } from "./rollOpposed.ts";

// A disarm (seed 000 卸除武器（DISARM）) and grabbing an item (夺取物品): the defender's attack of
// opportunity (none with Improved Disarm), which spoils the attempt if it deals damage; opposed
// attack rolls; won, the item falls in the defender's square — or, disarming unarmed, the
// disarmer takes it; lost, the defender may at once try to disarm the disarmer (a counter-disarm,
// only over a melee weapon, never after a grab).

const RULE = "dnd35.disarm";
const GRAB = "dnd35.grabItem";

type Disarm = SpecialAttackOf<"Disarm">;

interface DisarmFrame extends Frame {
  readonly kind: "disarm";
  readonly actor: string;
  readonly decl: Disarm;
  /** The defender's item struck at. */
  readonly item: string;
  /** The iterative step of the full attack's slot it takes (0: made on its own). */
  readonly step: number;
}

/** The defender's item: the one named, else what its main hand holds. */
function itemOf(state: ThreeXState, d: Disarm): string | undefined {
  return d.item ?? state.combatants[d.target]?.gear.main;
}

/** The disarmer's weapon: named, else its main-hand weapon; a grab is always unarmed. */
function weaponOfDisarm(me: ThreeXCombatant, d: Disarm) {
  return weaponOf(me, d.grab === true ? "unarmed-strike" : d.weapon)!;
}

/** The defender's item as a melee weapon, or undefined (a wand, a shield: −4). */
function meleeItem(c: ThreeXCombatant, item: string) {
  const w = c.spec.weapons.find((x) => x.id === item);
  return w !== undefined && w.reach > 0 ? w : undefined;
}

/** 被固定在带锁手套中的武器: +10 to the defender's opposed roll against a disarm. */
function lockedTerms(c: ThreeXCombatant, item: string): Term[] {
  const w = c.spec.weapons.find((x) => x.id === item);
  return w?.lockedGauntlet === true ? [{ label: "locked gauntlet", value: 10, rule: RULE }] : [];
}

function check(state: ThreeXState, actor: string, d: Disarm): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const weapon = d.grab === true ? "unarmed-strike" : d.weapon;
  const attack = checkAttack(
    state,
    actor,
    { target: d.target, ...(weapon === undefined ? {} : { weapon }) },
    me.position,
  );
  if (attack !== undefined) return attack;
  if (isRangedAttack(weaponOfDisarm(me, d), {}))
    return violation("disarmRanged", RULE, says("dnd35:violation.disarm.ranged"));
  const target = state.combatants[d.target]!;
  const item = itemOf(state, d);
  if (item === undefined)
    return violation(
      "nothingHeld",
      RULE,
      says("dnd35:violation.disarm.nothing", { target: d.target }),
    );
  const w = target.spec.weapons.find((x) => x.id === item);
  if (w !== undefined && isBodyWeapon(w))
    return violation("bodyWeapon", RULE, says("dnd35:violation.disarm.body", { item }));
  const place = whereIs(target, item);
  // 如果防御者穿戴着带刺铁手套，则这种铁手套无法被当作一种武器来进行卸除 (a grab treats it as firmly
  // attached: only from a pinned foe).
  if (w?.spikedGauntlet === true && d.grab !== true)
    return violation(
      "spikedGauntlet",
      RULE,
      says("dnd35:violation.disarm.spikedGauntlet", { item }),
    );
  if (d.grab === true) {
    if (!handFree(me, "main") && !handFree(me, "off"))
      return violation("noFreeHand", GRAB, says("dnd35:violation.disarm.noHand", { actor }));
    // 你无法夺取被固定得很牢固的物品，除非你已经将物品持有者压制住: a strapped-on shield, from a foe
    // the grabber pins (当你压制住擒抱对手的时候) — or one the GM calls pinned.
    const pinnedByMe = target.pinnedBy === actor || has(target, "pinned");
    if ((place === "strapped" || w?.spikedGauntlet === true) && !pinnedByMe)
      return violation("firmlyAttached", GRAB, says("dnd35:violation.disarm.firm", { item }));
    if (place === "hand" || place === "sheathed" || place === "stowed" || place === "strapped")
      return undefined;
  } else if (place === "hand") {
    // 以徒手卸武……将对手的武器夺到自己手中: an unarmed disarm takes the weapon into a free hand.
    const unarmed = weaponOfDisarm(me, d).unarmed === true;
    if (unarmed && !handFree(me, "main") && !handFree(me, "off"))
      return violation("noFreeHand", RULE, says("dnd35:violation.disarm.noHand", { actor }));
    return undefined;
  }
  return violation(
    "notHeld",
    d.grab === true ? GRAB : RULE,
    says("dnd35:violation.disarm.notHeld", { target: d.target, item }),
  );
}

/**
 * phases: `spoiled` (SpecialAttackSpoiled: an AoO hurt the disarmer) | `roll` (the opposed
 * attack rolls) → `won` (GearChanged: dropped, or taken) | `counter` (the counter-disarm) →
 * `countered` (the disarmer's weapon falls) → done.
 */
const disarmFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as DisarmFrame;
    const { state } = ctx;
    const me = state.combatants[f.actor]!;
    const foe = state.combatants[f.decl.target]!;
    const rule = f.decl.grab === true ? GRAB : RULE;
    switch (f.phase) {
      case "spoiled":
        ctx.emit(
          "SpecialAttackSpoiled",
          {
            actor: f.actor,
            attack: "Disarm",
            target: f.decl.target,
            reason: "the attack of opportunity dealt damage",
            rule: RULE,
          },
          f.cause,
        );
        return;
      case "roll": {
        const mine = [
          ...opposedAttackTerms(me, weaponOfDisarm(me, f.decl), foe, rule),
          ...stepTerms(f.step, "dnd35.fullAttack"),
        ];
        // 如果该物品被固定得很差…那么攻击者就可以得到+4的加值 (夺取物品).
        const loosely =
          foe.spec.weapons.find((x) => x.id === f.item)?.looselyAttached === true ||
          foe.spec.items?.find((x) => x.id === f.item)?.looselyAttached === true;
        if (f.decl.grab === true && loosely)
          mine.push({ label: "loosely attached", value: 4, rule: GRAB });
        const theirs = [
          ...opposedAttackTerms(foe, meleeItem(foe, f.item), me, rule),
          ...lockedTerms(foe, f.item),
        ];
        // A firmly attached item of a pinned foe: +4 to its roll (夺取物品).
        if (whereIs(foe, f.item) === "strapped" || meleeItem(foe, f.item)?.spikedGauntlet === true)
          theirs.push({ label: "firmly attached", value: 4, rule: GRAB });
        rollOpposed(
          ctx,
          [
            { who: f.actor, check: "attack", bonus: mine },
            { who: f.decl.target, check: "attack", bonus: theirs },
          ],
          { attack: "Disarm", purpose: f.decl.grab === true ? "grab" : "disarm", rule },
          f.cause,
        );
        return;
      }
      case "won": {
        const unarmed = weaponOfDisarm(me, f.decl).unarmed === true;
        // 如果你是用徒手攻击来进行这一次卸武尝试，那么现在对方的武器就已经被你夺到手里了.
        ctx.emit(
          "GearChanged",
          unarmed
            ? { actor: f.decl.target, change: "taken", item: f.item, by: f.actor, rule }
            : { actor: f.decl.target, change: "drop", item: f.item, square: foe.position, rule },
          f.cause,
        );
        return;
      }
      case "counter": {
        const w = weaponOfDisarm(me, f.decl);
        rollOpposed(
          ctx,
          [
            {
              who: f.decl.target,
              check: "attack",
              bonus: opposedAttackTerms(foe, meleeItem(foe, f.item), me, RULE),
            },
            {
              who: f.actor,
              check: "attack",
              bonus: [...opposedAttackTerms(me, w, foe, RULE), ...lockedTerms(me, w.id)],
            },
          ],
          { attack: "Disarm", purpose: "counterDisarm", rule: RULE },
          f.cause,
        );
        return;
      }
      default:
        ctx.emit(
          "GearChanged",
          {
            actor: f.actor,
            change: "drop",
            item: weaponOfDisarm(me, f.decl).id,
            square: me.position,
            rule: RULE,
          },
          f.cause,
        );
    }
  },
  on(frame, event, state) {
    const f = frame as DisarmFrame;
    if (f.phase === "roll" && event.type === "OpposedCheckRolled") {
      if (event.data.winner === f.actor) return { phase: "won" };
      // The counter-disarm: over a melee weapon only, never after a grab, and only at an object
      // in the disarmer's hand (an unarmed strike cannot be knocked away).
      const me = state.combatants[f.actor]!;
      const w = weaponOfDisarm(me, f.decl);
      const foe = state.combatants[f.decl.target]!;
      const counters =
        f.decl.grab !== true &&
        meleeItem(foe, f.item) !== undefined &&
        w.unarmed !== true &&
        w.natural === undefined;
      return counters ? { phase: "counter" } : { done: true };
    }
    if (f.phase === "counter" && event.type === "OpposedCheckRolled")
      return event.data.winner === f.decl.target ? { phase: "countered" } : { done: true };
    return { done: true };
  },
};

/** The disarm of 表：特殊攻击动作 (seed 000 卸除武器（DISARM）, 夺取物品). */
export const disarm: SpecialAttackModule<"Disarm"> = {
  attack: "Disarm",
  rule: RULE,
  isAttack: true,
  slot: () => "standard",
  // 你可以尝试通过一个近战攻击动作来卸除对手的武器: one of a full attack's attacks too.
  inFullAttack: () => true,
  check,
  // 步骤 1：引发借机攻击。你会引发来自卸武目标的一次借机攻击 (none with Improved Disarm).
  provocation(state, actor, d) {
    if (state.combatants[actor]!.spec.feats.includes("ImprovedDisarm")) return undefined;
    const at = state.combatants[actor]!.position;
    const candidates = opportunityCandidates(state, actor, at).filter((id) => id === d.target);
    return { candidates, trigger: "Disarm", rule: RULE };
  },
  start(state, actor, d, cause, hurt, step) {
    const item = itemOf(state, d)!;
    const frame: DisarmFrame = {
      kind: "disarm",
      phase: hurt ? "spoiled" : "roll",
      cause,
      actor,
      decl: d,
      item,
      step,
    };
    return frame;
  },
  frames: { disarm: disarmFrameKind },
};

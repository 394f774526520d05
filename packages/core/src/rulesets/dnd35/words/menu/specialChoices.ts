import { heldWeapons } from "../../../3x/gear/index.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import { AIDED_SKILLS } from "../../../3x/special/feintAndAid.ts";
import { splashWeapon } from "../../../3x/special/splash.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import { mountChoices } from "../../mounted/choices.ts";
import { commandedBy, commanderOf } from "../../special/commandUndead.ts";
import { specialAttack } from "../../special/index.ts";
import { fullAttackSlots } from "../../stats/index.ts";

/** One special attack's menu candidates: every one worth offering (the rules sort them). */
export type SpecialChoices = (state: ThreeXState, actor: string) => CombatantDeclaration[];

/**
 * A feint on each foe, aid another on each foe for each ally, each way, and on each ally's skill
 * (seed 000 特殊攻击, 协助他人AID ANOTHER).
 */
const feintAndAid: SpecialChoices = (state, actor) => {
  const me = state.combatants[actor]!;
  const out: CombatantDeclaration[] = [];
  const living = state.roster.filter((id) => state.combatants[id]!.vitals.state !== "dead");
  const foes = living.filter((id) => state.combatants[id]!.spec.side !== me.spec.side);
  const allies = living.filter(
    (id) => id !== actor && state.combatants[id]!.spec.side === me.spec.side,
  );
  for (const target of foes) {
    out.push({ kind: "SpecialAttack", attack: "Feint", target });
    for (const ally of allies)
      for (const aid of ["attack", "ac"] as const)
        out.push({ kind: "SpecialAttack", attack: "AidAnother", target, ally, aid });
  }
  // 协助同伴的其他技能检定: an aid on an ally's Heal, Escape Artist or Bluff (the rules keep those
  // beside it).
  for (const ally of allies)
    for (const skill of AIDED_SKILLS)
      out.push({ kind: "SpecialAttack", attack: "AidAnother", ally, aid: "skill", skill });
  return out;
};

const TURN = { kind: "SpecialAttack", attack: "TurnUndead" } as const;

/**
 * Turning or rebuking undead, the rebuker's dispel and bolster, and its orders to the undead it
 * commands: attack a foe, stand, or be released (seed 000 驱散或斥喝不死生物, 命令).
 */
const turning: SpecialChoices = (state, actor) => {
  const me = state.combatants[actor]!;
  if (me.spec.turning === undefined) return [];
  const out: CombatantDeclaration[] = (["turn", "rebuke", "bolster", "dispel"] as const).map(
    (mode): CombatantDeclaration => ({ ...TURN, mode }),
  );
  if (commandedBy(state, actor).length === 0) return out;
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (c.spec.side !== me.spec.side && c.vitals.state !== "dead" && commanderOf(c) !== actor)
      out.push({ ...TURN, mode: "command", target: id });
  }
  out.push({ ...TURN, mode: "command" }, { ...TURN, mode: "command", release: true });
  return out;
};

/** A trip on each foe, unarmed and with each trip weapon (seed 000 拌摔TRIP). */
const trips: SpecialChoices = (state, actor) => {
  const me = state.combatants[actor]!;
  const out: CombatantDeclaration[] = [];
  const weapons = me.spec.weapons.filter((w) => w.trip === true).map((w) => w.id);
  for (const target of state.roster) {
    const c = state.combatants[target]!;
    if (c.spec.side === me.spec.side || c.vitals.state === "dead") continue;
    out.push(
      { kind: "SpecialAttack", attack: "Trip", target },
      { kind: "SpecialAttack", attack: "BullRush", target },
      { kind: "SpecialAttack", attack: "BullRush", target, follow: true },
      { kind: "SpecialAttack", attack: "Grapple", target },
      { kind: "SpecialAttack", attack: "Grapple", target, option: "damage" },
      { kind: "SpecialAttack", attack: "Grapple", target, option: "pin" },
      { kind: "SpecialAttack", attack: "Grapple", target, option: "breakPin" },
      { kind: "SpecialAttack", attack: "Grapple", target, option: "release" },
    );
    for (const weapon of weapons)
      out.push(
        { kind: "SpecialAttack", attack: "Trip", target, weapon },
        { kind: "SpecialAttack", attack: "Trip", target, weapon, dropWeapon: true },
      );
  }
  out.push(
    { kind: "SpecialAttack", attack: "Grapple", option: "escape" },
    { kind: "SpecialAttack", attack: "Grapple", option: "escapeArtist" },
  );
  for (const w of me.spec.weapons)
    if (splashWeapon(w.id) !== undefined)
      for (const target of state.roster)
        if (state.combatants[target]!.spec.side !== me.spec.side)
          out.push({ kind: "SpecialAttack", attack: "ThrowSplash", item: w.id, target });
  return out;
};

/** A disarm and a sunder of each weapon and the shield of each foe (seed 000 卸除武器, 击破武器). */
const arms: SpecialChoices = (state, actor) => {
  const me = state.combatants[actor]!;
  const out: CombatantDeclaration[] = [];
  for (const target of state.roster) {
    const c = state.combatants[target]!;
    if (c.spec.side === me.spec.side || c.vitals.state === "dead") continue;
    for (const item of [...c.spec.weapons.map((w) => w.id), "shield"])
      out.push(
        { kind: "SpecialAttack", attack: "Disarm", target, item },
        { kind: "SpecialAttack", attack: "Disarm", target, item, grab: true },
        { kind: "SpecialAttack", attack: "Sunder", target, item },
      );
  }
  return out;
};

/**
 * What a grapple leaves a caster and its pinner (seed 000 当你处于擒抱状态时 取出施法材料, 当你压制住
 * 擒抱对手的时候): retrieving each spell's material or focus, and a pin that silences each foe.
 */
const grappleCasting: SpecialChoices = (state, actor) => {
  const me = state.combatants[actor]!;
  const out: CombatantDeclaration[] = [];
  for (const s of me.spec.spells ?? [])
    if (s.components.includes("M") || s.components.includes("F"))
      out.push({
        kind: "SpecialAttack",
        attack: "Grapple",
        option: "retrieveComponent",
        spell: s.id,
      });
  for (const target of me.grappling)
    out.push({ kind: "SpecialAttack", attack: "Grapple", target, option: "pin", silence: true });
  return out;
};

/**
 * The special attacks of 表：特殊攻击动作 the `play` menu offers, one entry per attack's file, and
 * mounting, dismounting and controlling a steed (上下坐骑, 骑乘战斗): the menu keeps the candidates
 * `checkDeclaration` allows.
 */
export const SPECIAL_CHOICES: readonly SpecialChoices[] = [
  feintAndAid,
  turning,
  trips,
  arms,
  grappleCasting,
  mountChoices,
];

/**
 * Every special attack's candidates for `actor` now; with more than one attack to make and no
 * full attack under way, those made in place of an attack also as a full attack's first
 * (seed 000 全攻击; `special/inFullAttack.ts`) — the menu labels say so.
 */
export function specialCandidates(state: ThreeXState, actor: string): CombatantDeclaration[] {
  const out = SPECIAL_CHOICES.flatMap((c) => c(state, actor));
  const c = state.combatants[actor]!;
  if (state.turn?.fullAttackNext !== undefined) return out;
  if (fullAttackSlots(c.spec, heldWeapons(c)).length < 2) return out;
  const firsts = out.flatMap((d): CombatantDeclaration[] => {
    if (d.kind !== "SpecialAttack") return [];
    const m = specialAttack(d.attack);
    return m?.inFullAttack?.(state, d as never) === true
      ? [{ ...d, fullAttack: true } as never]
      : [];
  });
  return [...out, ...firsts];
}

import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import { grappleCheckTerms } from "../../3x/special/grapple.ts";
import { splashWeapon } from "../../3x/special/splash.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";
import { DND35_GRAPPLE_RULES } from "../special/grappleCheck.ts";
import type { Candidate } from "./firstLegal.ts";

// The tactician's special attacks (seed 000 特殊攻击), each when the creature is made for it:
// a cleric turns the undead near it; a four-legged biter trips the foe beside it (the SRD wolf's
// way, outside the seeds); a strong creature grapples a caster; a fighter with a slashing or
// bludgeoning weapon sunders the wand a foe holds; a flask of alchemist's fire goes at a foe
// with others of its side beside it. The rules refuse what does not fit; the tactician goes on.

const sum = (c: ThreeXCombatant) =>
  grappleCheckTerms(DND35_GRAPPLE_RULES, c.spec).reduce((a, t) => a + t.value, 0);

/** The special attacks worth trying against `foe` now, best first. */
export function specialMoves(
  state: ThreeXState,
  me: ThreeXCombatant,
  foe: ThreeXCombatant,
  can: { readonly attack: boolean },
): Candidate[] {
  if (!can.attack) return [];
  const out: Candidate[] = [];
  const target = foe.spec.id;
  const living = state.roster
    .map((id) => state.combatants[id]!)
    .filter((c) => c.vitals.state !== "dead");
  // A turner with undead foes within 60 ft turns them (seed 000 驱散或斥喝不死生物).
  if (
    me.spec.turning !== undefined &&
    living.some(
      (c) =>
        c.spec.side !== me.spec.side &&
        c.spec.creatureType === "undead" &&
        !c.conditions.some((x) => x.name.startsWith("turned:")) &&
        creatureGapFt(me, c) <= 60,
    )
  )
    out.push({ kind: "SpecialAttack", attack: "TurnUndead" });
  const adjacent = creatureGapFt(me, foe) <= 5;
  // A steady biter (more than two legs) trips a standing foe beside it (seed 000 拌摔TRIP).
  if (
    adjacent &&
    me.spec.steady === true &&
    me.spec.weapons.some((w) => w.natural !== undefined) &&
    !has(foe, CONDITION.prone)
  )
    out.push({ kind: "SpecialAttack", attack: "Trip", target });
  // A strong creature grapples a spellcaster: its grapple check well above the caster's.
  if (adjacent && (foe.spec.spells?.length ?? 0) > 0 && sum(me) >= sum(foe) + 4)
    out.push({ kind: "SpecialAttack", attack: "Grapple", target });
  // A wand in a foe's hand is sundered (seed 000 击破武器SUNDER).
  const wand = foe.spec.items?.find(
    (i) => i.kind === "wand" && (foe.gear.main === i.id || foe.gear.off === i.id),
  );
  if (adjacent && wand !== undefined)
    out.push({ kind: "SpecialAttack", attack: "Sunder", target, item: wand.id });
  // A splash weapon in hand goes at a foe with another of its side beside it.
  const flask = [me.gear.main, me.gear.off].find(
    (id) => id !== undefined && splashWeapon(id) !== undefined,
  );
  if (flask !== undefined) {
    const grouped = living.some(
      (c) => c.spec.id !== target && c.spec.side === foe.spec.side && creatureGapFt(c, foe) <= 5,
    );
    const decl: CombatantDeclaration = {
      kind: "SpecialAttack",
      attack: "ThrowSplash",
      item: flask,
      target,
    };
    if (grouped) out.push(decl);
  }
  return out;
}

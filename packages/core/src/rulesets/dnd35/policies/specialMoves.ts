import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import { opponentsIn } from "../../3x/modifiers/rows.ts";
import { grappleCheckTerms } from "../../3x/special/grapple.ts";
import { splashWeapon } from "../../3x/special/splash.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";
import { commandedBy, commanderOf, orderOf } from "../special/commandUndead.ts";
import { DND35_GRAPPLE_RULES } from "../special/grappleCheck.ts";
import { because, type Candidate } from "./firstLegal.ts";

// The tactician's special attacks (seed 000 特殊攻击), each when the creature is made for it:
// a cleric turns the undead near it; a four-legged biter trips the foe beside it (the SRD wolf's
// way, outside the seeds); a strong creature grapples a caster; a fighter with a slashing or
// bludgeoning weapon sunders the wand a foe holds; a flask of alchemist's fire goes at a foe
// with others of its side beside it. The rules refuse what does not fit; the tactician goes on.

const sum = (c: ThreeXCombatant) =>
  grappleCheckTerms(DND35_GRAPPLE_RULES, c.spec).reduce((a, t) => a + t.value, 0);
const signed = (n: number) => (n < 0 ? String(n) : `+${n}`);

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
  const undead = living.filter(
    (c) =>
      c.spec.side !== me.spec.side &&
      c.spec.creatureType === "undead" &&
      !c.conditions.some((x) => x.name.startsWith("turned:")) &&
      commanderOf(c) !== me.spec.id &&
      creatureGapFt(me, c) <= 60,
  );
  // A rebuker sends the undead it commands, idle or done with their order, at its foe (命令).
  const idle = commandedBy(state, me.spec.id).filter((id) => {
    const t = orderOf(state.combatants[id]!).target;
    return t === undefined || state.combatants[t]!.vitals.state === "dead";
  });
  if (idle.length > 0)
    out.push(
      because(
        { kind: "SpecialAttack", attack: "TurnUndead", mode: "command", undead: idle, target },
        `${idle.join(", ")} commanded and idle`,
      ),
    );
  if (me.spec.turning !== undefined && undead.length > 0)
    out.push(
      because(
        { kind: "SpecialAttack", attack: "TurnUndead" },
        `undead within 60 ft: ${undead.map((c) => c.spec.id).join(", ")}`,
      ),
    );
  const adjacent = creatureGapFt(me, foe) <= 5;
  // A steady biter (more than two legs) trips a standing foe beside it (seed 000 拌摔TRIP).
  if (
    adjacent &&
    me.spec.steady === true &&
    me.spec.weapons.some((w) => w.natural !== undefined) &&
    !has(foe, CONDITION.prone)
  )
    out.push(
      because({ kind: "SpecialAttack", attack: "Trip", target }, `${target} standing beside it`),
    );
  // A strong creature grapples a spellcaster: its grapple check well above the caster's.
  if (adjacent && (foe.spec.spells?.length ?? 0) > 0 && sum(me) >= sum(foe) + 4)
    out.push(
      because(
        { kind: "SpecialAttack", attack: "Grapple", target },
        `${target} casts; grapple ${signed(sum(me))} against its ${signed(sum(foe))}`,
      ),
    );
  // A wand in a foe's hand is sundered (seed 000 击破武器SUNDER).
  const wand = foe.spec.items?.find(
    (i) => i.kind === "wand" && (foe.gear.main === i.id || foe.gear.off === i.id),
  );
  if (adjacent && wand !== undefined)
    out.push(
      because(
        { kind: "SpecialAttack", attack: "Sunder", target, item: wand.id },
        `${target} holds ${wand.id}`,
      ),
    );
  // A splash weapon in hand goes at a foe with another of its side beside it.
  const flask = [me.gear.main, me.gear.off].find(
    (id) => id !== undefined && splashWeapon(id) !== undefined,
  );
  if (flask !== undefined) {
    const beside = living.find(
      (c) => c.spec.id !== target && c.spec.side === foe.spec.side && creatureGapFt(c, foe) <= 5,
    );
    const decl: CombatantDeclaration = {
      kind: "SpecialAttack",
      attack: "ThrowSplash",
      item: flask,
      target,
    };
    if (beside !== undefined) out.push(because(decl, `${beside.spec.id} beside ${target}`));
  }
  return out;
}

/**
 * Inside a grapple (seed 000 当你处于擒抱状态时): pinned, it tries to escape its pinner (被压制:
 * the only way out); else, once its weapon attacks have been refused (a weapon that is not light
 * cannot be used in a grapple, 攻击你的对手), it deals its unarmed damage to an opponent (造成伤害)
 * rather than end its turn with nothing done.
 */
export function grappleMoves(me: ThreeXCombatant, can: { readonly attack: boolean }): Candidate[] {
  const opponents = opponentsIn(me);
  if (!can.attack || opponents.length === 0) return [];
  if (me.pinnedBy !== undefined)
    return [
      because(
        { kind: "SpecialAttack", attack: "Grapple", target: me.pinnedBy, option: "escape" },
        `pinned by ${me.pinnedBy}`,
      ),
    ];
  return opponents.map((target) =>
    because(
      { kind: "SpecialAttack", attack: "Grapple", target, option: "damage" },
      `grappling ${target}; no weapon of its can strike in the grapple`,
    ),
  );
}

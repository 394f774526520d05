import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { Message } from "../../words/message.ts";
import { handFree } from "../3x/gear/index.ts";
import type { Spell } from "../3x/model/spell.ts";
import { isGrappler } from "../3x/modifiers/rows.ts";
import { heldComponents, type ThreeXCombatant, type ThreeXState } from "../3x/state/index.ts";
import { CONDITION, has } from "./conditions.ts";
import { says } from "./violationSays.ts";

// Whether a caster can supply a spell's components now (seed 000 施法Cast a Spell 法术构件), and
// the narrower casting a grapple leaves it (当你处于擒抱状态时 施法). Outside a grapple a material
// or focus component comes from the caster's pouch as part of the casting (准备这些材料是一个自由
// 动作), so nothing need be held beforehand; in a grapple it must already be in hand, put there
// by the grapple option retrieveComponent (取出施法材料).

const SILENCED_BY = `${CONDITION.silencedBy}:`;

/** In a grapple, pinned or not (a pinned creature may still try to cast: 甚至是在被压制). */
export function inGrapple(c: ThreeXCombatant): boolean {
  return isGrappler(c) || c.pinnedBy !== undefined;
}

/** Who keeps `c` from speaking, or that the GM says it cannot speak; undefined if it can. */
export function silencedBy(c: ThreeXCombatant): string | undefined {
  const pin = c.conditions.find((x) => x.name.startsWith(SILENCED_BY));
  if (pin !== undefined) return `silenced by its pinner ${pin.name.slice(SILENCED_BY.length)}`;
  return has(c, CONDITION.silenced) ? "silenced" : undefined;
}

/** The material and focus components of `spell` that `c` does not hold in hand. */
export function componentsNotHeld(c: ThreeXCombatant, spell: Spell): ("M" | "F")[] {
  const needed = spell.components.filter((x): x is "M" | "F" => x === "M" || x === "F");
  return needed.filter(
    (x) => !heldComponents(c).some((h) => h.spell === spell.id && h.component === x),
  );
}

/**
 * Why `actor` cannot cast `spell` for its components or its grapple, or undefined: in a grapple
 * only a spell of at most a standard action, without S, whose M and F are in hand; a V spell
 * needs a voice; outside a grapple an S spell needs a free hand (a buckler's hand is free).
 */
export function checkComponents(
  state: ThreeXState,
  actor: string,
  spell: Spell,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const p = { actor, spell: spell.name };
  if (inGrapple(me)) {
    if (spell.castingTime !== "standard")
      return refuse(
        "dnd35.grappleCasting",
        says("dnd35:violation.component.grappledCastingTime", p),
      );
    if (spell.components.includes("S"))
      return refuse("dnd35.grappleCasting", says("dnd35:violation.component.grappledSomatic", p));
    const missing = componentsNotHeld(me, spell);
    if (missing.length > 0)
      return refuse(
        "dnd35.grappleCasting",
        says("dnd35:violation.component.notInHand", {
          ...p,
          missing: missing.map((m) => (m === "M" ? "material" : "focus")).join(" and "),
        }),
      );
  } else if (spell.components.includes("S") && !handFree(me, "main") && !handFree(me, "off"))
    return refuse("dnd35.somaticComponent", says("dnd35:violation.component.noFreeHand", p));
  const mute = spell.components.includes("V") ? silencedBy(me) : undefined;
  if (mute !== undefined)
    return refuse(
      mute === "silenced" ? "dnd35.verbalComponent" : "dnd35.grappleSilence",
      says("dnd35:violation.component.silenced", { ...p, why: mute }),
    );
  return undefined;
}

function refuse(rule: string, message: Message): RuleViolation {
  return violation("spellComponents", rule, message);
}

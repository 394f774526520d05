import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { isGrappling, isPinning } from "../../3x/special/grappleRelation.ts";
import { grapplesOf } from "../../3x/state/applyGrapple.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { spellOf } from "../casterSpells.ts";
import { componentsNotHeld } from "../checkComponents.ts";
import { says } from "../violationSays.ts";

// 当你处于擒抱状态时 取出施法材料: 你可以通过一个整轮动作从你的法术材料包中取出施法材料。这种动作并
// 不需要先通过一次成功的擒抱检定 — a full-round action, no check; afterwards the material and
// focus of the spell named are in the caster's hand, as a spell cast in a grapple needs them
// (施法: 你的手中还要已经握有). A pinner cannot (当你压制住擒抱对手的时候: 无法取出施法材料); a
// pinned creature is held immobile and only escapes or casts (checkDeclaration).

type Grapple = SpecialAttackOf<"Grapple">;

const RULE = "dnd35.grappleComponents";

/** Why `actor` may not retrieve the components of the spell `d` names now, or undefined. */
export function checkRetrieveComponents(
  state: ThreeXState,
  actor: string,
  d: Grapple,
): RuleViolation | undefined {
  const g = grapplesOf(state);
  const refuse = (rule: string, why: string) =>
    violation(
      "grappleOption",
      rule,
      says("dnd35:violation.grapple.option", { option: "retrieveComponent", why }),
    );
  // Outside a grapple the pouch is at hand: a spell's components are made ready as it is cast.
  if (!isGrappling(g, actor)) return refuse(RULE, `${actor} is not grappling`);
  if (isPinning(g, actor))
    return refuse("dnd35.grapplePinning", "a pinner cannot retrieve spell components");
  const spell = d.spell === undefined ? undefined : spellOf(state, actor, d.spell);
  if (spell === undefined)
    return violation(
      "unknownSpell",
      RULE,
      says("dnd35:violation.unknownSpell", { actor, spell: String(d.spell) }),
    );
  if (!spell.components.some((c) => c === "M" || c === "F"))
    return violation(
      "noComponents",
      RULE,
      says("dnd35:violation.component.noneToRetrieve", { spell: spell.name }),
    );
  if (componentsNotHeld(state.combatants[actor]!, spell).length === 0)
    return violation(
      "componentsHeld",
      RULE,
      says("dnd35:violation.component.alreadyHeld", { actor, spell: spell.name }),
    );
  return undefined;
}

interface ComponentsFrame extends Frame {
  readonly kind: "grappleComponents";
  readonly actor: string;
  readonly spell: string;
}

/** The frame that puts the spell's material and focus in the caster's hand. */
export function retrieveComponentsFrame(
  actor: string,
  spell: string,
  cause: number,
): ComponentsFrame {
  return { kind: "grappleComponents", phase: "retrieve", cause, actor, spell };
}

/** phases: `retrieve` (ComponentsChanged) → done. */
export const grappleComponentsFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as ComponentsFrame;
    const me = ctx.state.combatants[f.actor]!;
    const spell = spellOf(ctx.state, f.actor, f.spell)!;
    ctx.emit(
      "ComponentsChanged",
      {
        caster: f.actor,
        spell: f.spell,
        change: "retrieved",
        components: componentsNotHeld(me, spell),
        rule: RULE,
      },
      f.cause,
    );
  },
  on() {
    return { done: true };
  },
  onChildDone() {
    return { done: true };
  },
};

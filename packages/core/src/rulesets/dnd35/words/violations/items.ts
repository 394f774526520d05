/**
 * The English of dnd35's refusals about using items (potions, oils, scrolls, wands, staffs) and
 * stabilizing a dying creature.
 */
export const itemViolationTexts = {
  "dnd35:violation.item.wrongKind": (p: { item: string; kind: string; activity: string }) =>
    `${p.item} is a ${p.kind}: ${p.activity} is not how it is used`,
  "dnd35:violation.item.noCharges": (p: { item: string }) => `${p.item} has no charges left`,
  "dnd35:violation.item.potionTarget": (p: { item: string }) =>
    `a potion affects only the one who drinks it: ${p.item} takes no target`,
  "dnd35:violation.item.oilTarget": (p: { target: string }) =>
    `an oil is applied to oneself or an adjacent creature: ${p.target} is not`,
  "dnd35:violation.item.scrollCastingTime": (p: { item: string }) =>
    `${p.item}: a scroll of a spell that takes a round or longer to cast is not modelled`,
  "dnd35:violation.stabilize.noTarget": () => "StabilizeAlly: say whom (target)",
  "dnd35:violation.stabilize.notDying": (p: { target: string }) => `${p.target} is not dying`,
  "dnd35:violation.stabilize.notAdjacent": (p: { target: string }) =>
    `${p.target} is not adjacent: a Heal check is made beside the dying creature`,
};

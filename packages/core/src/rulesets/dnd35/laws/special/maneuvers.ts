import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/**
 * The random policy's trips (seed 000 拌摔TRIP): unarmed, and with each trip weapon it carries,
 * letting it go or not.
 */
export const tripCandidates: SpecialCandidates = ({ me, foes }) => {
  const weapons = me.spec.weapons.filter((w) => w.trip === true).map((w) => w.id);
  return foes.flatMap((target): CombatantDeclaration[] => [
    { kind: "SpecialAttack", attack: "Trip", target },
    // As the first attack of a full attack (seed 000 全攻击), the rest to follow.
    { kind: "SpecialAttack", attack: "Trip", target, fullAttack: true },
    ...weapons.flatMap((weapon): CombatantDeclaration[] => [
      { kind: "SpecialAttack", attack: "Trip", target, weapon },
      { kind: "SpecialAttack", attack: "Trip", target, weapon, dropWeapon: true },
    ]),
  ]);
};

/** The random policy's disarms and sunders of each foe's weapons and shield (seed 000 卸除武器, 击破武器). */
export const armsCandidates: SpecialCandidates = ({ state, foes, pick }) =>
  foes.flatMap((target): CombatantDeclaration[] => {
    const foe = state.combatants[target]!;
    const items = [...foe.spec.weapons.map((w) => w.id), "shield"];
    const item = items[pick(items.length, "armsItem")]!;
    return [
      { kind: "SpecialAttack", attack: "Disarm", target },
      { kind: "SpecialAttack", attack: "Disarm", target, fullAttack: true },
      { kind: "SpecialAttack", attack: "Disarm", target, item, grab: true },
      { kind: "SpecialAttack", attack: "Sunder", target, item },
    ];
  });

/** The random policy's bull rushes of each foe, following or not (seed 000 冲撞BULL RUSH). */
export const bullRushCandidates: SpecialCandidates = ({ foes }) =>
  foes.flatMap((target): CombatantDeclaration[] => [
    { kind: "SpecialAttack", attack: "BullRush", target },
    { kind: "SpecialAttack", attack: "BullRush", target, follow: true },
  ]);

/** The random policy's grapples: start or join on each foe, and every option (seed 000 擒抱GRAPPLE). */
export const grappleCandidates: SpecialCandidates = ({ me, foes, near, pick }) => {
  const to = near[pick(near.length, "escapeTo")]!;
  const light = me.spec.weapons.filter((w) => w.handedness === "light").map((w) => w.id);
  return [
    ...foes.flatMap((target): CombatantDeclaration[] => [
      { kind: "SpecialAttack", attack: "Grapple", target },
      { kind: "SpecialAttack", attack: "Grapple", target, option: "damage" },
      { kind: "SpecialAttack", attack: "Grapple", target, option: "damage", lethal: true },
      { kind: "SpecialAttack", attack: "Grapple", target, option: "pin" },
      { kind: "SpecialAttack", attack: "Grapple", target, option: "breakPin" },
      { kind: "SpecialAttack", attack: "Grapple", target, option: "release" },
    ]),
    { kind: "SpecialAttack", attack: "Grapple", option: "escape" },
    { kind: "SpecialAttack", attack: "Grapple", option: "escape", to },
    { kind: "SpecialAttack", attack: "Grapple", option: "escapeArtist" },
    // 移动: the grapple dragged one square; 抽出轻型武器: each light weapon it carries.
    { kind: "SpecialAttack", attack: "Grapple", option: "move", path: [to] },
    // 利用擒抱对手的武器: the light weapon in each foe's hand.
    ...foes.map(
      (target): CombatantDeclaration => ({
        kind: "SpecialAttack",
        attack: "Grapple",
        option: "useOpponentWeapon",
        target,
      }),
    ),
    ...light.map(
      (weapon): CombatantDeclaration => ({
        kind: "SpecialAttack",
        attack: "Grapple",
        option: "drawLight",
        weapon,
      }),
    ),
  ];
};

/** The random policy's overruns: through each adjacent foe's square and one beyond (seed 000 闯越OVERRUN). */
export const overrunCandidates: SpecialCandidates = ({ state, me, foes }) =>
  foes.flatMap((target): CombatantDeclaration[] => {
    const at = state.combatants[target]!.position;
    const dx = Math.sign(at.x - me.position.x);
    const dy = Math.sign(at.y - me.position.y);
    if (Math.abs(at.x - me.position.x) > 1 || Math.abs(at.y - me.position.y) > 1) return [];
    const path = [at, { x: at.x + dx, y: at.y + dy }];
    // As part of a charge too, straight on past it: legal only under overrunOnCharge.
    const on = [...path, { x: at.x + 2 * dx, y: at.y + 2 * dy }];
    return [
      { kind: "SpecialAttack", attack: "Overrun", target, path },
      { kind: "SpecialAttack", attack: "Overrun", target, path: on, charge: true },
    ];
  });

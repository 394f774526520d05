import type { RuleEntry } from "../../../rules/ruleSource.ts";
import { s, x } from "./entry.ts";

/** Injury and death, two-weapon fighting, the feats and weapons they rest on (seed 000 受伤和死亡, 双武器战斗; SRD feats and weapons). */
export const injuryRules = {
  "dnd35.injury": s(
    "受伤和死亡INJURY AND DEATH",
    "hit point damage has no effect above 0 hp",
    "不论你损失了多少生命值，只要生命值没有掉到0或以下，你的角色都不会受到任何障碍。",
  ),
  // 巨创Massive Damage is a run-in under 失去生命值LOSS OF HIT POINTS, not 受伤和死亡's own text.
  "dnd35.massiveDamage": s(
    "失去生命值LOSS OF HIT POINTS",
    "50+ damage from one attack: Fort DC 15 or die",
    "如果单独一次攻击造成了你50点及以上的伤害，并且没有立刻杀死你，你必须做一次DC15的强韧检定。如果该检定失败，不管你有多少实际生命值你都将立刻死去。",
  ),
  "dnd35.disabled": s(
    "瘫痪DISABLED（0HP）",
    "at 0 hp: one move or standard action a round; a standard action drops one to −1",
    "此时你每轮只能做一个移动或标准动作（但是不能同时做两个动作，也不能做整轮动作）。你可以做一个移动动作而不会继续损伤你自己，但是如果你做了任何标准动作（或者任何其他费力的动作），你都会在动作结束后受到1点伤害。除非你的动作可以增加你的生命值，否则你将成为-1HP，陷入濒死。",
  ),
  "dnd35.dying": s(
    "濒死DYING（-1到-9HP）",
    "−1 to −9: unconscious, loses 1 hp a round until stable or dead",
    "濒死的角色立刻陷入无意识状态，而且不能做任何行动。 濒死的角色每轮都将失去一点生命值，直到角色死亡或被稳定（见之后）",
  ),
  "dnd35.dead": s(
    "死亡DEAD（-10或更低HP）",
    "−10 or less: dead",
    "当你角色实际生命值为-10或更低时，或者他遭受巨创（见之前说明），他就死了。",
  ),
  "dnd35.stabilize": s(
    "稳定角色伤势和恢复STABLE CHARACTERS AND RECOVERY",
    "from the round after falling: d% each round, 10% stabilizes, else −1 hp",
    "当角色实际生命值降低到-1到-9后下一轮以及接下来的所有轮内，投掷百分骰以决定濒死角色是否能够稳定。他有10%的机会稳定伤势。如果没能稳定，他将失去一点生命值。",
  ),
  "dnd35.healing": s(
    "治疗HEALING",
    "healing never exceeds max hp; healing a dying character stabilizes it",
    "在受到伤害后，你可以通过自然治疗或者魔法治疗来恢复生命值，在任何情况下，你都不能让你实际生命值超过你的正常总生命值。",
  ),
  "dnd35.temporaryHp": s(
    "暂时生命值TEMPORARY HIT POINTS",
    "temporary hp are lost first and cannot be healed",
    "当暂时生命值失去后，它们不能象真实生命值那样被恢复，即使魔法也不行。",
  ),
  "dnd35.nonlethal": s(
    "非致命伤NONLETHAL DAMAGE",
    "nonlethal = hp: staggered; > hp: unconscious; healing also heals nonlethal",
    "当你的非致命伤达到你的实际生命值时，你会变得恍惚，当超过实际生命值时，你会失去意识。",
  ),
  "dnd35.staggered": s(
    "非致命伤NONLETHAL DAMAGE",
    "staggered: one standard or move action a round",
    "当你的非致命伤等于你的实际生命值时，你会变得恍惚。在这种情况下你每轮只能做一次标准动作或一次移动动作。",
  ),
  "dnd35.twoWeaponFighting": s(
    "双武器战斗TWO-WEAPON FIGHTING",
    "off-hand attack; penalties −6/−10, light off hand −4/−8, feat −4/−4, both −2/−2",
    "如果你在副手上持有另一把武器，你每轮就可以用这把武器来进行一次额外的攻击。以这种方式进行战斗时，你通常的攻击方式或是主手的攻击就会受到-6的减值，而你副手的攻击则会受到-10的减值。",
  ),
  "dnd35.doubleWeapon": s(
    "双头武器",
    "a double weapon's off-hand end gives the extra two-weapon attack, its penalties as for a light off-hand weapon",
    "你可以使用双头武器副手端所在的那一头进行一次额外攻击，就像你在使用两把武器战斗时一样。计算减值时，把副手端所在的那一头视为一把轻型武器。",
  ),
  "dnd35.feat.combatReflexes": x(
    "Feats: Combat Reflexes",
    "extra AoOs per round equal to Dex bonus; AoO while flat-footed",
  ),
  "dnd35.feat.improvedInitiative": x("Feats: Improved Initiative", "+4 on initiative checks"),
  "dnd35.feat.improvedUnarmedStrike": x(
    "Feats: Improved Unarmed Strike",
    "unarmed strikes are armed and may deal lethal damage without penalty",
  ),
  "dnd35.feat.twoWeaponFighting": x(
    "Feats: Two-Weapon Fighting",
    "reduces two-weapon penalties by 2 (main) and 6 (off hand)",
  ),
  "dnd35.feat.preciseShot": x("Feats: Precise Shot", "no −4 for shooting into melee"),
  "dnd35.feat.run": x("Feats: Run", "run at ×5 speed (×4 in heavy armor)"),
  "dnd35.noActions": x(
    "Conditions: dazed, stunned",
    "dazed or stunned: no actions (no attacks of opportunity, no readied action fires); it may only end its turn and decline",
  ),
  "dnd35.criticalImmunity": x(
    "Types and subtypes: immunity to critical hits (undead, constructs, oozes …)",
    "a creature immune to critical hits takes a threat as a plain hit: no confirmation, no extra damage",
  ),
  "dnd35.weapons": x(
    "Equipment: Weapons table",
    "weapon damage, critical range and multiplier, range increment, reach",
  ),
  "dnd35.rangePenalty": x(
    "Combat: Range Penalty",
    "−2 per full range increment beyond the first; max 5 (thrown) or 10 (projectile) increments",
  ),
  "dnd35.abilityModifier": x("Basics: Ability Modifiers", "modifier = floor((score − 10) / 2)"),
} as const satisfies Record<string, RuleEntry>;

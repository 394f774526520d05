import type { RuleEntry } from "../../../rules/ruleSource.ts";
import { s, x } from "./entry.ts";

/**
 * Spell components (seed 000 施法Cast a Spell 法术构件) and what a grapple leaves a caster (当你处于
 * 擒抱状态时: 施法, 取出施法材料, 启动魔法物品; 当你压制住擒抱对手的时候: silencing the pinned).
 */
export const componentsRules = {
  "dnd35.verbalComponent": s(
    "施法Cast a Spell",
    "a spell with a verbal component (V) needs a clear voice: not in a silence, suffocating, or silenced by a pinner",
    "法术构件Spell Components：要施放一个具有言语构件（verbal ，V）的法术，你的角色必须能够用清晰的声音说话。如果你窒息或者在一个沉默术的区域内，你不能施放这类法术。",
  ),
  "dnd35.somaticComponent": s(
    "施法Cast a Spell",
    "a spell with a somatic component (S) needs at least one free hand: not while grappled, nor with both hands full (a weapon, a shield other than a buckler)",
    "要施放一个具有肢体构件（somatic，S）的法术，你必须至少有一只手可以自由的做手势。在被捆绑，擒抱，或者两只手都拿着东西或被占用时无法施放该类法术。",
  ),
  "dnd35.materialComponent": s(
    "施法Cast a Spell",
    "a spell with a material (M) or focus (F) component needs it; from a spell component pouch it is at hand, made ready as a free action part of the casting (outside a grapple nothing need be held beforehand)",
    "要施放一个具有材料（material，M），器材（focus，F）或者神术器材（divine focus，DF）构件的法术，你必须按照法术说明拥有对应物品。除非特殊说明，否则准备这些材料是一个自由动作。",
  ),
  "dnd35.componentsUsed": x(
    "Components",
    "a material component (M) is used up by the casting; a focus (F) is kept for the next one",
  ),
  "dnd35.grappleCasting": s(
    "当你处于擒抱状态时",
    "grappled or pinned, a creature may cast only a spell of at most a standard action, with no somatic component, whose material or focus it already holds in hand; no grapple check",
    "施法：你可以在擒抱状态下，甚至是在被压制（参阅下文）的状态下尝试施法，前提是：该法术的施法时间不超过一个标准动作、该法术的法术成分中不包含姿势成分、而且你的手中还要已经握有完成该法术所必须的材料或是器材成分。",
  ),
  "dnd35.grappleConcentration": s(
    "当你处于擒抱状态时",
    "a spell cast in a grapple calls for concentration DC 20 + spell level, or it is lost",
    "如果一道法术是你在擒抱状态下可以施展的，那么你在施展时还必须进行一次“专注”检定（DC=20+法术能级），否则就会失去该法术。你在施法时并不需要先通过一次成功的擒抱检定。",
  ),
  "dnd35.grappleComponents": s(
    "当你处于擒抱状态时",
    "a grappler takes a spell's material and focus from its pouch into its hand as a full-round action, with no grapple check; a pinner cannot",
    "取出施法材料：你可以通过一个整轮动作从你的法术材料包中取出施法材料。这种动作并不需要先通过一次成功的擒抱检定。",
  ),
  "dnd35.grappleMagicItem": s(
    "当你处于擒抱状态时",
    "a grappler may activate a magic item (drink a potion, use a wand or staff) with no grapple check, but not a spell completion item (read a scroll)",
    "启动魔法物品：你可以启动魔法物品，只要该物品不是属于“储有法术物品式启动（Spell Completion Trigger）”。你在启动魔法物品的时候，不需要进行擒抱检定。",
  ),
  "dnd35.grappleSilence": s(
    "当你压制住擒抱对手的时候",
    "a pinner may keep the creature it pins from speaking (declared with the pin): no spells with a verbal component until the pin ends",
    "如果你愿意的话，你还可以阻止被你压制住的对手说话。",
  ),
} as const satisfies Record<string, RuleEntry>;

import type { AwaitedWindow } from "../../../../engine/state.ts";
import type { CombatantId } from "../../../../model/ids.ts";
import { msg } from "../../../../words/message.ts";
import type { MenuChoice } from "../../../../words/rulesetWords.ts";
import type {
  ActivityName,
  CombatantDeclaration,
  ReadyTrigger,
} from "../../../3x/log/declarations.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import { ACTIVITY_NAMES } from "../../activities.ts";
import type { Texts } from "../teller.ts";
import { neighbours } from "./paths.ts";

/** The activities of the table offered when the rules allow them (aid another needs a goal). */
const ACTIVITIES: readonly ActivityName[] = ACTIVITY_NAMES.filter((a) => a !== "AidAnother");

const TRIGGERS = [
  "movesIntoReach",
  "attacks",
  "casts",
  "chargesIntoReach",
  "startsToMove",
] as const;

/** The named actions offered as "uses" triggers (seed 000 准备一个动作: 何种条件下). */
const USES: readonly ReadyTrigger[] = [
  { on: "uses", action: "Move" },
  { on: "uses", action: "Activity", activity: "DrinkPotion" },
];

/**
 * The answers to a window `actor` is asked in: take the attack of opportunity with each weapon
 * (the ruleset keeps those that threaten the provoker) or decline; fire or hold a readied action;
 * in a delay window, step in now or go on waiting (seed 000 延迟DELAY) — nothing else.
 */
export function windowCandidates(
  state: ThreeXState,
  actor: CombatantId,
  window: AwaitedWindow,
): MenuChoice<CombatantDeclaration>[] {
  if (window.kind === "readied") {
    return [
      { decl: { kind: "Respond", take: true }, label: msg("dnd35:choice.fire") },
      { decl: { kind: "Respond", take: false }, label: msg("dnd35:choice.hold") },
    ];
  }
  if (window.kind === "delay") {
    return [
      {
        decl: { kind: "Respond", take: true },
        label: msg("dnd35:choice.stepIn", { provoker: window.provoker }),
      },
      { decl: { kind: "Respond", take: false }, label: msg("dnd35:choice.wait") },
    ];
  }
  const spec = state.combatants[actor]!.spec;
  const weapons = spec.weapons.map((w) => w.id);
  // Improved Unarmed Strike arms the strike whether listed or not (seed 000 “武装”徒手攻击).
  if (spec.feats.includes("ImprovedUnarmedStrike") && !spec.weapons.some((w) => w.unarmed === true))
    weapons.push("unarmed-strike");
  return [
    ...weapons.map((weapon) => ({
      decl: { kind: "Respond", take: true, weapon } as CombatantDeclaration,
      label: msg("dnd35:choice.takeAoO", { provoker: window.provoker, weapon }),
    })),
    { decl: { kind: "Respond", take: false }, label: msg("dnd35:choice.decline") },
  ];
}

/**
 * The declarations of the interrupt age worth offering on `actor`'s own turn: delay (until it
 * steps in, asked after each later turn, or until after each other creature), ready an attack, a
 * spell or a total defense against each trigger (any foe, or one named; or any foe using a named
 * action), cast each spell at each creature (and defensively), touch
 * with a held charge, crawl, and the table's activities. The caller checks each with the rules.
 */
export function turnCandidates(state: ThreeXState, actor: CombatantId): CombatantDeclaration[] {
  const me = state.combatants[actor]!;
  const others = state.roster.filter(
    (id) => id !== actor && state.combatants[id]!.vitals.state !== "dead",
  );
  const foes = others.filter((id) => state.combatants[id]!.spec.side !== me.spec.side);
  const spells = me.spec.spells ?? [];
  const out: CombatantDeclaration[] = [{ kind: "Delay" }];
  for (const id of state.order.map((e) => e.id)) {
    if (id !== actor) out.push({ kind: "Delay", after: id });
  }
  const triggers: ReadyTrigger[] = [
    ...TRIGGERS.flatMap((on) => [{ on }, ...foes.map((by) => ({ on, by }))]),
    ...USES,
  ];
  for (const trigger of triggers) {
    out.push({ kind: "Ready", action: { kind: "Attack" }, trigger });
    out.push({ kind: "Ready", action: { kind: "TotalDefense" }, trigger });
    for (const s of spells)
      out.push({ kind: "Ready", action: { kind: "Cast", spell: s.id }, trigger });
  }
  for (const s of spells) {
    const targets = s.range === "personal" ? [undefined] : [actor, ...others];
    for (const target of targets) {
      for (const defensively of [false, true]) {
        out.push({
          kind: "Cast",
          spell: s.id,
          ...(target === undefined ? {} : { target }),
          ...(defensively ? { defensively } : {}),
        });
      }
    }
  }
  for (const target of others) out.push({ kind: "Touch", target });
  for (const to of neighbours(me.position)) out.push({ kind: "Crawl", to });
  for (const activity of ACTIVITIES) out.push({ kind: "Activity", activity });
  return out;
}

/** The English texts of the answers offered in windows. */
export const windowChoiceTexts = {
  "dnd35:choice.fire": () => "fire the readied action",
  "dnd35:choice.hold": () => "hold it (let the moment pass)",
  "dnd35:choice.stepIn": (p: { provoker: string }) => `step in now, after ${p.provoker}`,
  "dnd35:choice.wait": () => "wait (go on delaying)",
  "dnd35:choice.takeAoO": (p: { provoker: string; weapon: string }) =>
    `take the attack of opportunity on ${p.provoker} with ${p.weapon}`,
  "dnd35:choice.decline": () => "decline",
} satisfies Texts;

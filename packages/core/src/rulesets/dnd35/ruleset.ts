import type { HeaderData } from "@d20/events";
import { type GmFrame, gmFrame } from "../../d20/gm/index.ts";
import { windowFrame } from "../../d20/windows/index.ts";
import { asEngineRuleset, type Ruleset } from "../../engine/ruleset.ts";
import { violation } from "../../engine/violation.ts";
import type { CombatantSpec } from "../3x/model/combatant.ts";
import { type ThreeXRuleset, type ThreeXState, threeXStatePart } from "../3x/state/index.ts";
import { checkMap } from "./battlefield/battleMap.ts";
import { checkDeclaration } from "./checkDeclaration.ts";
import { checkGm } from "./checkGm.ts";
import { checkRoster } from "./checkRoster.ts";
import { endOfRound, reachCount } from "./countReached.ts";
import { betweenCounts } from "./delay.ts";
import { attackFrameKind } from "./frames/attack.ts";
import { beginFrame } from "./frames/begin.ts";
import { castFrame, castFrameKind } from "./frames/cast.ts";
import { choiceFrame, choiceFrameKind } from "./frames/choice.ts";
import { gmFrameKind } from "./frames/gm.ts";
import { harmFrameKind } from "./frames/harm.ts";
import { mountFallFrameKind } from "./frames/mountFall.ts";
import { moveFrameKind } from "./frames/move.ts";
import { responseFrame, responseFrameKind } from "./frames/response.ts";
import { stunDropFrameKind } from "./frames/stunDrop.ts";
import { turnActionFrame, turnActionFrameKind } from "./frames/turnAction.ts";
import { windowFrameKind } from "./frames/window.ts";
import { rollInitiative, unrolled } from "./initiative.ts";
import { canAct, isDown } from "./injury/index.ts";
import { dnd35DataSchemas, dnd35EventTypes, dnd35HeaderPart } from "./log/eventTypes.ts";
import { dnd35Map } from "./mapView/index.ts";
import { dnd35Policies } from "./policies/index.ts";
import { dnd35Rules } from "./rulesIndex.ts";
import { SPECIAL_ATTACK_FRAMES } from "./special/index.ts";
import { dnd35Table } from "./table/index.ts";
import { says } from "./violationSays.ts";
import { dnd35AuditWords } from "./words/auditWords.ts";
import { dnd35GmForms } from "./words/gmForms.ts";
import { dnd35Words } from "./words/index.ts";
import { dnd35WindowAnswers } from "./words/windowAnswers.ts";

/** The dnd35 house-rule options and their defaults. */
export const dnd35Options = {
  /** May a combatant take a 5-foot step in the surprise round? Sources differ. */
  surpriseFiveFootStep: false,
  /**
   * When a dying creature rolls to stabilize: "ownTurn" (default; seed 000 稳定角色伤势和恢复,
   * "the round after" it fell, at its count) or "endOfRound" (the SRD's condition summary:
   * "starting with the round in which the dying character dropped below 0 hit points", so the
   * first roll comes at the end of that very round).
   */
  stabilizeAt: "ownTurn",
  /**
   * Must a flanking attacker threaten the defender itself? The seed asks it only of the ally
   * (seed 000 夹击FLANKING), so default false; true is the stricter reading some tables use.
   */
  flankerMustThreaten: false,
  /**
   * May a disabled creature make an attack of opportunity? The seed leaves "any other strenuous
   * action" to the GM (seed 000 瘫痪DISABLED): "strenuous" (default) — it may, and the AoO costs
   * it 1 hp like a standard action, leaving it dying; "none" — it makes none.
   */
  disabledAoO: "strenuous",
  /**
   * May an overrun be part of a charge? The seed's text allows it (+2 on the Str check), but its
   * translator notes the errata that forbids it (seed 000 闯越OVERRUN: 根据勘误表PHB09242003，冲锋时
   * 无法进行闯越): false (default) follows the errata; true plays the text as printed.
   */
  overrunOnCharge: false,
} as const;

/**
 * D&D 3.5 (seed 000), version 1.8.0. 1.1.0: interrupts — attacks of opportunity, delay, ready,
 * casting. 1.2.0: dazed and stunned creatures take no actions (`dnd35.noActions`); each hit on a
 * caster calls for its own concentration check as it lands (not one check against the sum).
 * 1.3.0, rules cases from outside the project: helpless creatures (asleep, paralyzed, held, bound,
 * unconscious) take no actions and sleepers wake; unknown conditions refused; a disabled
 * creature's AoO is strenuous (`disabledAoO`); `endOfRound` stabilizing from the round of the
 * fall; plain delays wait out the round and lapse, next-round delay counts; durations end before
 * the first creature at their count; any standard, move or free action readied, triggers
 * `startsToMove` and `uses`; a non-moving move action ends a full attack; blinded movement;
 * charge lanes; light weapons two-handed, nonlethal weapons, the unlisted unarmed strike of
 * Improved Unarmed Strike, touch and ray criticals, personal spells (`flankerMustThreaten`).
 * 1.4.0, what a creature holds (the 3.x gear): only weapons in hand or of the body attack,
 * threaten and flank; drawing, sheathing, stowing, retrieving, picking up, dropping, shields
 * strapped on and loosed, crossbows loaded (Rapid Reload), thrown weapons landing; natural attack
 * routines (primary, secondary, Multiattack, beside weapons); potions, oils, scrolls, wands and
 * staffs; the Heal check that stabilizes; bucklers and tower shields; a stunned creature drops
 * what it holds. 1.5.0, the special attacks (seed 000 特殊攻击, `special/`): aid another, bull
 * rush, disarm and grabbing items, feint, grapple, overrun (the defender's choice awaited), sunder
 * with the hardness table, splash weapons, trip, turning and rebuking undead; the skeleton undead
 * and mindless; the tactician's special attacks. 1.6.0, attacks that stray (a bull rush's attacks
 * of opportunity striking the other of the two on 25%; a shot into a grapple striking a random
 * grappler) and the bull rush's push and following as moves that provoke; the trip back and
 * the dropped trip weapon as choices, Improved Trip's free attack; a disarm, sunder, trip or
 * grapple move in place of an attack of a full attack; a turning broken by its turner's approach
 * (seed 000 驱散效果与持续时间); a splash weapon thrown at a grid intersection. 1.7.0, the
 * tactician's repertoire (its rules unchanged, its play not: the policies ship with the ruleset,
 * whose version a log's `players` names): it casts attack spells when they beat its weapon, heals
 * the dying first, holds and discharges touch spells, steps out of reach or casts on the
 * defensive, readies an attack against a caster, finishes a sleeping foe with a coup de grace,
 * flanks (a step, a move, or a delay until an ally has closed in) and gives its reasons (`why`);
 * and one rule: no off-hand attack in a grapple (seed 000 当你处于擒抱状态时). 1.8.0, the rest of the
 * special attacks: turned creatures flee their turner or, cornered, cower (seed 000 驱散效果与持续
 * 时间), and every attack of the turner's on them breaks the turning.
 */
export const dnd35Ruleset: ThreeXRuleset = {
  id: "dnd35",
  version: "1.8.0",
  eventTypes: dnd35EventTypes,
  headerPart: dnd35HeaderPart,
  rules: dnd35Rules,
  defaultOptions: dnd35Options,
  roundRule: "dnd35.combatRound",
  words: dnd35Words,
  state: threeXStatePart,
  answerKinds: new Set(["Respond", "Choose"]),
  damageOf: (event) => (event.type === "DamageDealt" ? event.data : undefined),
  standing(state, id) {
    const c = state.combatants[id];
    if (c === undefined || c.vitals.state === "dead") return "dead";
    return isDown(c.vitals) ? "down" : "up";
  },
  dataSchemas: dnd35DataSchemas,
  checkHeader(header: HeaderData) {
    if (header.ruleset.id !== "dnd35")
      return violation(
        "wrongRuleset",
        "dnd35.sequence",
        says("dnd35:violation.wrongRuleset", { ruleset: header.ruleset.id }),
      );
    const roster = header.roster as readonly CombatantSpec[];
    return checkRoster(roster) ?? checkMap(header.map, roster);
  },
  checkDeclaration,
  checkGm,
  frameFor(state, by, decl, seq) {
    if (by === "gm") {
      if (decl.kind === "BeginCombat") return { kind: "begin", phase: "began", cause: seq };
      return gmFrame(decl as GmFrame<CombatantSpec>["decl"], seq);
    }
    if (decl.kind === "Respond") return responseFrame(state, by, decl.take, decl.weapon);
    if (decl.kind === "Choose") return choiceFrame(state, by, decl.answer, seq);
    return turnActionFrame(state, by, decl as Parameters<typeof turnActionFrame>[2], seq);
  },
  frames: {
    begin: beginFrame,
    turnAction: turnActionFrameKind,
    attack: attackFrameKind,
    harm: harmFrameKind,
    gm: gmFrameKind,
    window: windowFrameKind,
    response: responseFrameKind,
    move: moveFrameKind,
    cast: castFrameKind,
    stunDrop: stunDropFrameKind,
    choice: choiceFrameKind,
    mountFall: mountFallFrameKind,
    ...SPECIAL_ATTACK_FRAMES,
  },
  opens(state, event) {
    if (event.type === "WindowOpened") return windowFrame(event.seq, event.data, event.seq);
    if (event.type !== "CastingCompleted") return undefined;
    const { caster, spell, target } = event.data;
    return castFrame(state, {
      caster,
      spell,
      target,
      defensively: false,
      cause: event.seq,
      completing: true,
    });
  },
  reachCount,
  betweenCounts,
  endOfRound,
  needsInitiative: (state) => state.status === "active" && unrolled(state).length > 0,
  rollInitiative: (ctx) => rollInitiative(ctx, unrolled(ctx.state)),
  canAct: (state, id) => {
    const c = state.combatants[id];
    return c !== undefined && canAct(c.vitals);
  },
  isDown: (state, id) => {
    const c = state.combatants[id];
    return c === undefined || isDown(c.vitals);
  },
  sidesStanding(state: ThreeXState) {
    const sides: string[] = [];
    for (const id of state.roster) {
      const c = state.combatants[id]!;
      if (!isDown(c.vitals) && !sides.includes(c.spec.side)) sides.push(c.spec.side);
    }
    return sides;
  },
  // ── seams-misc ──
  policies: dnd35Policies,
  map: dnd35Map,
  // ── table-audit ──
  table: dnd35Table,
  audit: dnd35AuditWords,
  gmForms: dnd35GmForms,
  windowAnswers: dnd35WindowAnswers,
};

/** dnd35 as the registry holds it (see `asEngineRuleset`). */
export const dnd35: Ruleset = asEngineRuleset(dnd35Ruleset);

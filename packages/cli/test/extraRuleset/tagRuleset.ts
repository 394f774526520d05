import type {
  CombatantSpecCore,
  CombatState,
  EngineContext,
  EventOf,
  FightEventMap,
  FrameKind,
  Ruleset,
  StatePart,
} from "@d20/core";
import { type DataValidator, int, object, oneOf, str, taggedUnion } from "@d20/events";
// Values from the engine's own modules, not `@d20/core`'s index: the test registers this ruleset
// by standing in for the registry module, which the index itself loads.
import { asEngineRuleset } from "../../../core/src/engine/ruleset.ts";
import { violation } from "../../../core/src/engine/violation.ts";
import { msg } from "../../../core/src/words/message.ts";
import { ROUND, RULE } from "./tagRules.ts";
import { fromDnd35 } from "./tagTranslation.ts";

// A test fixture, not a product ruleset: "tag", a tiny game of pokes written only against the
// engine's public seams (issue "Rulesets as modules", Must show). Each creature on its turn may
// poke a foe once (a d4 of damage, its own fact `Poked`), and counts the pokes it has made (its
// own state part). The creature poked chooses to brace (1 less damage) or to take it: a choice the
// engine awaits mid-resolution (`awaiting.kind === "choice"`), answered with `Answer`. At 0 hp a
// creature is out. Nothing here is dnd35's, and no shared file names it.

/** A tag combatant: the engine's part, and how many pokes it has made. */
interface TagCombatant {
  readonly spec: CombatantSpecCore;
  position: { readonly x: number; readonly y: number };
  vitals: { readonly hp: number; readonly maxHp: number; readonly tempHp: number; state: string };
  conditions: { readonly name: string; readonly rule: string }[];
  lastTurnRound: number;
  pokes: number;
}

/** A tag turn: the engine's part, and whether the poke is spent. */
interface TagTurn {
  readonly actor: string;
  readonly round: number;
  readonly resumed: boolean;
  poked: boolean;
}

type TagState = CombatState<TagCombatant, TagTurn>;

/** The tag's own fact. */
interface TagFacts {
  Poked: {
    readonly by: string;
    readonly target: string;
    readonly amount: number;
    readonly rule: string;
  };
  Chose: { readonly by: string; readonly option: string; readonly rule: string };
}
type TagEventMap = FightEventMap & TagFacts;
type TagEvent = EventOf<TagEventMap>;
type TagContext = EngineContext<TagState, TagEventMap>;

/** The tag's declarations. */
export type TagDeclaration =
  | { readonly kind: "Poke"; readonly target: string }
  | { readonly kind: "Answer"; readonly option: string }
  | { readonly kind: "EndTurn" };

/** The choice a poked creature is asked. */
const BRACE = { question: "tag.brace", options: ["brace", "take"] } as const;

const state: StatePart<TagState> = {
  newCombatant: (spec) => ({
    spec,
    position: spec.position,
    vitals: { hp: spec.hp ?? spec.maxHp, maxHp: spec.maxHp, tempHp: 0, state: "in" },
    conditions: [],
    lastTurnRound: -1,
    pokes: 0,
  }),
  newTurn: (data) => ({ actor: data.actor, round: data.round, resumed: false, poked: false }),
  apply(s, fact) {
    const e = fact as TagEvent;
    if (e.type !== "Poked") return;
    s.combatants[e.data.by]!.pokes++;
    if (s.turn !== undefined) s.turn.poked = true;
  },
};

const isOut = (s: TagState, id: string) => (s.combatants[id]?.vitals.hp ?? 0) <= 0;

/** The turn's declaration: a poke (dice, `Poked`, then the target's hit points) or its end. */
const act: FrameKind<TagState, TagContext, TagEvent> & {
  step(ctx: TagContext, frame: ActFrame): void;
} = {
  step(ctx, frame) {
    const f = frame as ActFrame;
    if (f.phase === "end") {
      ctx.emit("TurnEnded", { actor: f.by, round: ctx.state.round }, f.cause);
      return;
    }
    if (f.phase === "poke") {
      const die = ctx.roll(f.by, "poke", "1d4", 1, f.cause);
      ctx.emit("Poked", { by: f.by, target: f.target!, amount: die.total, rule: RULE }, f.cause);
      return;
    }
    const target = ctx.state.combatants[f.target!]!;
    const hp = target.vitals.hp - Math.max(0, f.amount! - (f.braced === true ? 1 : 0));
    ctx.emit(
      "VitalsChanged",
      {
        target: f.target!,
        vitals: { ...target.vitals, hp, state: hp <= 0 ? "out" : "in" },
        rule: RULE,
        why: `poked by ${f.by}`,
      },
      f.cause,
    );
  },
  on(frame, event) {
    const f = frame as ActFrame;
    if (event.type === "Poked") {
      f.amount = event.data.amount;
      return { phase: "ask" };
    }
    return { done: true };
  },
  // Between the poke's roll and its damage the target is asked: brace or take it.
  awaits: (frame) => {
    const f = frame as ActFrame;
    return f.phase === "ask"
      ? { kind: "choice", actor: f.target!, question: BRACE.question, options: BRACE.options }
      : undefined;
  },
  onChildDone(frame, child) {
    (frame as ActFrame).braced = (child as AnswerFrame).option === "brace";
    return { phase: "hurt" };
  },
};

interface AnswerFrame {
  readonly kind: "answer";
  phase: string;
  readonly cause: number;
  readonly by: string;
  readonly option: string;
}

/** An answer to the choice: recorded as the fact `Chose`, then the asking frame goes on. */
const answer: FrameKind<TagState, TagContext, TagEvent> = {
  step(ctx, frame) {
    const f = frame as AnswerFrame;
    ctx.emit("Chose", { by: f.by, option: f.option, rule: RULE }, f.cause);
  },
  on: () => ({ done: true }),
};

interface ActFrame {
  readonly kind: "act";
  phase: string;
  readonly cause: number;
  readonly by: string;
  readonly target?: string;
  amount?: number;
  braced?: boolean;
}

/** The start of the fight: `CombatBegan`. */
const begin: FrameKind<TagState, TagContext, TagEvent> = {
  step: (ctx, frame) => ctx.emit("CombatBegan", { surprise: false, rule: ROUND }, frame.cause),
  on: () => ({ done: true }),
};

// Its rules cite no seed: a made-up game's, filed as another "edition" of the SRD kind.
const fixture = { kind: "srd", edition: "tag (test fixture)", ref: "the whole game" } as const;
const tagRules = {
  [RULE]: { source: fixture, summary: "on its turn a creature may poke a foe once, for 1d4" },
  [ROUND]: { source: fixture, summary: "each creature takes a turn, highest d20 first" },
};

const declarationSchema: DataValidator = taggedUnion("kind", {
  Poke: object({ kind: str, target: str }),
  Answer: object({ kind: str, option: oneOf(...BRACE.options) }),
  EndTurn: object({ kind: str }),
  BeginCombat: object({ kind: str, reason: str }),
});

const tag: Ruleset<TagState, TagContext, TagEvent, TagDeclaration> = {
  id: "tag",
  version: "0.1.0",
  rules: tagRules,
  eventTypes: {
    Poked: {
      current: 1,
      upcasters: {},
      validate: object({ by: str, target: str, amount: int, rule: str }),
    },
    Chose: { current: 1, upcasters: {}, validate: object({ by: str, option: str, rule: str }) },
  },
  headerPart: { current: 1, upcasters: {} },
  defaultOptions: {},
  roundRule: ROUND,
  checkHeader: (header) =>
    header.ruleset.id === "tag"
      ? undefined
      : violation("wrongRuleset", ROUND, msg("tag:violation.wrongRuleset")),
  checkDeclaration(s, actor, decl) {
    const a = s.awaiting;
    if (a.kind === "choice")
      return decl.kind === "Answer" && a.actor === actor && a.options.includes(decl.option)
        ? undefined
        : violation(
            "answerTheChoice",
            RULE,
            msg("tag:violation.answerTheChoice", { actor, options: a.options }),
          );
    if (decl.kind === "EndTurn") return undefined;
    if (decl.kind !== "Poke")
      return violation(
        "unknownKind",
        RULE,
        msg("tag:violation.unknownKind", { kind: (decl as { kind: string }).kind }),
      );
    if (s.turn?.poked === true)
      return violation("oncePerTurn", RULE, msg("tag:violation.oncePerTurn"));
    const target = s.combatants[decl.target];
    if (target === undefined || isOut(s, decl.target))
      return violation("noTarget", RULE, msg("tag:violation.noTarget", { target: decl.target }));
    if (target.spec.side === s.combatants[actor]!.spec.side)
      return violation("ownSide", RULE, msg("tag:violation.ownSide"));
    return undefined;
  },
  checkGm: (_s, decl) =>
    decl.kind === "BeginCombat" ? undefined : violation("gm", ROUND, msg("tag:violation.gm")),
  frameFor(_s, by, decl, seq) {
    if (by === "gm") return { kind: "begin", phase: "begin", cause: seq };
    const d = decl as TagDeclaration;
    if (d.kind === "Answer") {
      const answered: AnswerFrame = {
        kind: "answer",
        phase: "tell",
        cause: seq,
        by,
        option: d.option,
      };
      return answered;
    }
    const frame: ActFrame =
      d.kind === "Poke"
        ? { kind: "act", phase: "poke", cause: seq, by, target: d.target }
        : { kind: "act", phase: "end", cause: seq, by };
    return frame;
  },
  frames: { begin, act, answer },
  reachCount: (ctx, id) =>
    ctx.emit("TurnStarted", { actor: id, round: ctx.state.round, rule: ROUND }),
  betweenCounts: () => false,
  endOfRound: () => false,
  needsInitiative: (s) => s.status === "active" && s.order.length < s.roster.length,
  rollInitiative(ctx) {
    // Everyone at once, in roster order, each count a d20 (ties: roster order).
    const entries = ctx.state.roster.map((id) => {
      const die = ctx.roll(id, "initiative", "1d20");
      return { id, count: die.total, modifier: 0, tiebreak: [], breakdown: [] };
    });
    const order = [...entries].sort((a, b) => b.count - a.count).map((e) => e.id);
    ctx.emit("InitiativeRolled", { entries, order, rule: ROUND });
  },
  canAct: (s, id) => !isOut(s, id),
  isDown: (s, id) => isOut(s, id),
  sidesStanding(s) {
    const sides = new Set<string>();
    for (const id of s.roster) if (!isOut(s, id)) sides.add(s.combatants[id]!.spec.side);
    return [...sides];
  },
  standing: (s, id) => (isOut(s, id) ? "down" : "up"),
  answerKinds: new Set(["Answer"]),
  damageOf: (e) =>
    e.type === "Poked" ? { target: e.data.target, amount: e.data.amount } : undefined,
  words: {
    catalogues: {
      en: {
        "tag:event.Poked": (p: { by: string; target: string; amount: number }) =>
          `${p.by} pokes ${p.target} for ${p.amount}`,
        "tag:declares": (p: { by: string; kind: string }) => `${p.by} declares ${p.kind}`,
        "tag:untranslatable.startsDown": (p: { id: string }) =>
          `${p.id} starts the fight down, and tag has no dying`,
        "tag:untranslatable.gm": (p: { kind: string }) => `tag's GM only begins (not ${p.kind})`,
        "tag:untranslatable.kind": (p: { kind: string }) => `tag has no ${p.kind}`,
        "tag:violation.wrongRuleset": () => "not a tag log",
        "tag:violation.answerTheChoice": (p: { actor: string; options: readonly string[] }) =>
          `${p.actor} must answer ${p.options.join(" or ")}`,
        "tag:violation.unknownKind": (p: { kind: string }) => `tag has no ${p.kind}`,
        "tag:violation.oncePerTurn": () => "one poke a turn",
        "tag:violation.noTarget": (p: { target: string }) => `${p.target} cannot be poked`,
        "tag:violation.ownSide": () => "poke a foe",
        "tag:violation.gm": () => "the GM only begins",
      },
    },
    tell(fact) {
      const e = fact as TagEvent;
      if (e.type === "Declared" && e.data.by !== "gm")
        return {
          lines: [
            { text: msg("tag:declares", { by: e.data.by, kind: e.data.decl.kind }), indent: 0 },
          ],
        };
      return e.type === "Poked"
        ? { lines: [{ text: msg("tag:event.Poked", e.data), indent: 1 }] }
        : undefined;
    },
    input: (input) =>
      input.by === "gm" ? undefined : msg("tag:declares", { by: input.by, kind: input.decl.kind }),
    awaiting: () => undefined,
    question: () => undefined,
    choices: () => [],
    spent: () => undefined,
    commands: { hint: msg("tag:none"), help: [], parse: () => undefined },
    columns: [
      {
        key: "pokes",
        header: msg("tag:column.pokes"),
        value: (s, id) => String((s as unknown as TagState).combatants[id]?.pokes ?? 0),
        cell: (v) => msg("tag:cell", { v }),
      },
    ],
    vital: (s, id) => ((s as unknown as TagState).combatants[id]!.vitals.hp > 0 ? "in" : "out"),
    hpNote: () => undefined,
  } as Ruleset["words"],
  state,
  policies: {
    default: "pokeFirstFoe",
    byName: {
      pokeFirstFoe: ((s: TagState, actor: string): TagDeclaration => {
        if (s.awaiting.kind === "choice") return { kind: "Answer", option: "brace" };
        if (s.turn?.poked === true) return { kind: "EndTurn" };
        const me = s.combatants[actor]!;
        const foe = s.roster.find(
          (id) => !isOut(s, id) && s.combatants[id]!.spec.side !== me.spec.side,
        );
        return foe === undefined ? { kind: "EndTurn" } : { kind: "Poke", target: foe };
      }) as unknown as Ruleset["policies"]["byName"][string],
    },
  },
  map: {
    threatenedSquares: () => [],
    reach: () => ({ natural: 0, weapons: [] }) as never,
    cover: () => ({ degree: "none", rule: RULE }) as never,
    lineOfSight: () => ({ effect: true, sight: true, rule: RULE }) as never,
    movePath: () => undefined,
  },
  translations: { dnd35: fromDnd35 },
  dataSchemas: {
    declaration: declarationSchema,
    combatant: object({
      id: str,
      name: str,
      side: str,
      maxHp: int,
      position: object({ x: int, y: int }),
    }),
    vitals: object({ hp: int, maxHp: int, tempHp: int, state: oneOf("in", "out") }),
  },
};

/** The tag ruleset as the registry holds it. */
export const tagRuleset: Ruleset = asEngineRuleset(tag);

/** A tag fight's header: two pokers against one, 3 hp each. */
export function tagHeader(seed: string): import("@d20/events").HeaderData {
  const spec = (id: string, side: string, x: number) => ({
    id,
    name: id,
    side,
    maxHp: 3,
    position: { x, y: 0 },
  });
  return {
    ruleset: { id: "tag", version: "0.1.0" },
    engine: "0.2.0",
    dice: { scheme: "sha256-xoroshiro128plus", version: 1, seed },
    options: {},
    map: { width: 5, height: 5 },
    roster: [spec("a", "red", 0), spec("b", "red", 1), spec("z", "blue", 4)],
    unseeded: {},
  };
}

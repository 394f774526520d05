import type { EngineContext } from "../../src/engine/context.ts";
import type { CombatantState, CombatState } from "../../src/engine/state.ts";
import type { FightEventMap } from "../../src/log/fightEvent.ts";

// A tiny fight of the test's own for the d20 frames: a state with just what the shared frames
// read, and a context that records what they emit and hands out the dice it is given. No ruleset
// is involved: the frames are driven by hand (step, then `on` with the fact) as evolve would.

/** A combatant of the tiny fight: the engine's part plus one field of its own ruleset. */
export interface TinyCombatant extends CombatantState {
  /** Its ruleset's own word: whether it may still answer anything. */
  ready: boolean;
}

/** The tiny fight's state. */
export type TinyState = CombatState<TinyCombatant>;

/** A tiny state with combatants `ids` standing on squares in a row, hp 10 each. */
export function tinyState(ids: readonly string[]): TinyState {
  const combatants: Record<string, TinyCombatant> = {};
  ids.forEach((id, i) => {
    combatants[id] = {
      spec: { id, name: id, side: i === 0 ? "red" : "blue", position: { x: i, y: 0 }, maxHp: 10 },
      position: { x: i, y: 0 },
      vitals: { hp: 10, maxHp: 10, tempHp: 0, state: "up" },
      conditions: [],
      lastTurnRound: 0,
      ready: true,
    };
  });
  return {
    ruleset: { id: "tiny", version: "0" },
    options: {},
    seed: "tiny",
    status: "active",
    round: 1,
    surprise: false,
    order: [],
    turnIndex: -1,
    turn: undefined,
    combatants,
    roster: [...ids],
    awaiting: { kind: "engine" },
    frames: [],
    pendingDice: [],
    diceOrdinals: new Map(),
    nextSeq: 1,
    fightOver: false,
    map: { width: 10, height: 10, terrain: [] },
  };
}

/** One fact the frames emitted. */
export interface Emitted {
  readonly seq: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly cause: number | undefined;
}

/** A context over `state` that records emits and rolls `dice` in turn (keyed as the engine keys). */
export function tinyContext(state: TinyState, dice: number[] = []) {
  const emitted: Emitted[] = [];
  const ordinals = new Map<string, number>();
  const ctx = {
    state,
    emitted,
    emit(type: string, data: Record<string, unknown>, cause?: number) {
      emitted.push({ seq: state.nextSeq++, type, data, cause });
    },
    roll(who: string, purpose: string, expr: string) {
      const prefix = `${who}/${purpose}/r${state.round}`;
      const n = (ordinals.get(prefix) ?? 0) + 1;
      ordinals.set(prefix, n);
      const total = dice.shift();
      if (total === undefined) throw new Error(`the tiny fight ran out of dice at ${prefix}`);
      const die = { key: `${prefix}/#${n}`, expr, rolls: [total], total };
      emitted.push({ seq: state.nextSeq++, type: "DiceRolled", data: die, cause: undefined });
      return die;
    },
  };
  return ctx as typeof ctx & EngineContext<TinyState, FightEventMap>;
}

/** The last emitted fact as an event a frame's `on` takes. */
export function asEvent(e: Emitted) {
  return {
    seq: e.seq,
    type: e.type,
    v: 1,
    data: e.data,
    ...(e.cause === undefined ? {} : { cause: e.cause }),
  };
}

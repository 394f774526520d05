import {
  type Catalogue,
  checkDiceCount,
  type DiceRolledData,
  type DiceSource,
  severalRequests,
} from "@d20/events";
import type { FightEvent, FightEventMap } from "../log/fightEvent.ts";
import { evolveMut } from "./evolve.ts";
import type { Ruleset } from "./ruleset.ts";
import { rulesetCatalogue } from "./rulesetCatalogue.ts";
import type { CombatState } from "./state.ts";

/**
 * What a deciding step works with: the state (a private working copy, advanced by `evolve` as
 * each event is emitted, so every step sees the world its events made), the dice, and the
 * events emitted so far. `S` and `M` are the ruleset's state and event map (its frames see its
 * own state and emit its own facts); shared code sees the engine's.
 */
export class EngineContext<S extends CombatState = CombatState, M = FightEventMap> {
  /** Events emitted by this decision, in order. */
  readonly events: FightEvent[] = [];
  private diceCursor = 0;
  /** The ruleset's log catalogue: each type's current version, looked up once per emit. */
  private readonly types: Catalogue;
  private readonly diceVersion: number;

  constructor(
    readonly state: S,
    readonly ruleset: Ruleset,
    private readonly dice: DiceSource,
    /** The fight ends once this round is over (a scenario's `end.maxRounds`), if set. */
    readonly lastRound?: number,
  ) {
    this.types = rulesetCatalogue(ruleset).types;
    this.diceVersion = this.types.get("DiceRolled")!.current;
  }

  /** Records an event: numbers it, versions it, appends it, and folds it into the state. */
  emit<K extends keyof M & string>(type: K, data: M[K], cause?: number): void {
    // Dice are most of a log: their version is read once per decision, not once per die.
    const v = type === "DiceRolled" ? this.diceVersion : this.types.get(type)?.current;
    // A type outside the catalogue would make a log its own reader rejects.
    if (v === undefined)
      throw new Error(`invariant: ${type} is not in ${this.ruleset.id}'s catalogue`);
    const event = (cause === undefined
      ? { seq: this.state.nextSeq, type, v, data }
      : { seq: this.state.nextSeq, type, v, data, cause }) as unknown as FightEvent;
    this.events.push(event);
    evolveMut(this.state, event, this.ruleset);
    if (type !== "DiceRolled") this.diceCursor = 0;
  }

  /**
   * Rolls `expr` for `who`'s `purpose` this round. The die's key is
   * `who/purpose/rN/#ordinal`, so a die depends only on the seed and what it is for. Dice
   * already in the state (a log cut between a step's dice and its fact) are reused in order.
   */
  roll(who: string, purpose: string, expr: string, times = 1, cause?: number): DiceRolledData {
    const prefix = `${who}/${purpose}/r${this.state.round}`;
    const pending = this.state.pendingDice[this.diceCursor];
    if (pending !== undefined) {
      if (!pending.key.startsWith(`${prefix}/#`)) {
        throw new Error(`invariant: pending die ${pending.key} is not for ${prefix}`);
      }
      this.diceCursor++;
      return pending;
    }
    const ordinal = (this.state.diceOrdinals.get(prefix) ?? 0) + 1;
    const req =
      times === 1
        ? { key: `${prefix}/#${ordinal}`, expr }
        : { key: `${prefix}/#${ordinal}`, expr, times };
    const die = this.dice.roll(req);
    (this as EngineContext).emit("DiceRolled", die, cause);
    this.diceCursor++;
    return die;
  }

  /**
   * Rolls `expr` as `count` dice at once for `who`'s `purpose` (5e advantage, a re-rolled tie):
   * one roll, so one ordinal, and each die logged as its own `DiceRolled` under its own sub-key —
   * `…/#3`, `…/#3.2`, `…/#3.3` (`subDieKey`). A roll that grows a die therefore shifts no later
   * roll's key, and die 1 is the die a one-die roll would have had (common random numbers
   * between branches). How the dice combine (the higher, the lower) is the ruleset's.
   */
  rollSeveral(
    who: string,
    purpose: string,
    expr: string,
    count: number,
    cause?: number,
  ): DiceRolledData[] {
    // Checked before the first die, so a bad count emits nothing.
    checkDiceCount(count);
    const first = this.roll(who, purpose, expr, 1, cause);
    const dice = [first];
    for (const req of severalRequests({ key: first.key, expr }, count).slice(1)) {
      const pending = this.state.pendingDice[this.diceCursor];
      if (pending !== undefined) {
        if (pending.key !== req.key)
          throw new Error(`invariant: pending die ${pending.key} is not ${req.key}`);
        this.diceCursor++;
        dice.push(pending);
        continue;
      }
      const die = this.dice.roll(req);
      (this as EngineContext).emit("DiceRolled", die, cause);
      this.diceCursor++;
      dice.push(die);
    }
    return dice;
  }
}

import { type DiceSource, forcedDice, type HeaderData, seededDice } from "@d20/events";
import { expect } from "vitest";
import { isViolation, type RuleViolation } from "../../../engine/violation.ts";
import { renderMessage } from "../../../words/render.ts";
import type {
  CombatantDeclaration,
  ThreeXGmDeclaration as GmDeclaration,
  ThreeXInput as Input,
} from "../../3x/log/declarations.ts";
import type { ThreeXEvent as FightEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXState as CombatState } from "../../3x/state/index.ts";
import { en } from "../words/en.ts";
import { decideMut, fightState } from "./engine.ts";

/** A refusal as a specification reads it: the violation and its words in dnd35's English. */
export type ShownViolation = RuleViolation & { readonly message: string };

// Words are rendered at the edge, here where a specification checks them.
const shown = (v: RuleViolation): ShownViolation => ({ ...v, message: renderMessage(v.says, en) });

/** The outcome of `when`: the events and the state after them, or the violation. */
export interface WhenResult {
  readonly events: readonly FightEvent[];
  readonly state: CombatState;
  /** The facts (no declarations, no dice) of `type`. */
  facts<K extends FightEvent["type"]>(type: K): Extract<FightEvent, { type: K }>["data"][];
  rejects(code: string): ShownViolation;
}

/**
 * Given/when/then for the engine (STYLE: Emmett's specifications): `given(header)` plays the
 * fight's start and any earlier inputs; `when(input)` decides one more; the result is checked
 * with plain `expect`s or `rejects(code)`. Dice are forced from `faces` in order, then seeded.
 */
export class Given {
  readonly state: CombatState;
  private dice: DiceSource;
  private autoDecline = false;

  constructor(header: HeaderData, faces: readonly number[] = [], begin = true) {
    this.state = fightState(header);
    this.dice = forcedDice({ queue: [...faces] }, seededDice(header.dice.seed));
    if (begin) this.play({ by: "gm", decl: { kind: "BeginCombat", reason: "test" } });
  }

  /**
   * From now on every interrupt window is answered "decline" as soon as it asks, for the
   * specifications that are not about attacks of opportunity or readied actions.
   */
  declining(): this {
    this.autoDecline = true;
    this.settle([]);
    return this;
  }

  /** Plays inputs that must all be legal. */
  play(...inputs: Input[]): this {
    for (const input of inputs) {
      const out = decideMut(this.state, input, this.dice);
      if (isViolation(out))
        throw new Error(`given: ${input.by} ${input.decl.kind}: ${shown(out).message}`);
      this.settle(out);
    }
    return this;
  }

  /** Forces the faces of the next dice rolled (before any faces still queued). */
  forceNext(...faces: number[]): this {
    this.dice = forcedDice({ queue: faces }, this.dice);
    return this;
  }

  /** Answers a window that is asking someone: take (`true`) or decline. */
  respond(take: boolean, weapon?: string): WhenResult {
    return this.when({ kind: "Respond", take, ...(weapon === undefined ? {} : { weapon }) });
  }

  /** With `declining`, declines the windows now asking, appending their events to `out`. */
  private settle(out: FightEvent[]): void {
    while (this.autoDecline) {
      const a = this.state.awaiting;
      if (a.kind !== "declaration" || a.window === undefined) return;
      const more = decideMut(
        this.state,
        { by: a.actor, decl: { kind: "Respond", take: false } },
        this.dice,
      );
      if (isViolation(more)) throw new Error(`given: declining: ${shown(more).message}`);
      out.push(...more);
    }
  }

  /** Plays a declaration of whoever is awaited. */
  act(decl: CombatantDeclaration): this {
    const a = this.state.awaiting;
    if (a.kind !== "declaration") throw new Error(`given: nobody is awaited (${a.kind})`);
    return this.play({ by: a.actor, decl });
  }

  /** Ends turns until `id` is awaited. */
  until(id: string): this {
    for (let i = 0; i < 100; i++) {
      const a = this.state.awaiting;
      if (a.kind !== "declaration") throw new Error(`given: ${id} never gets a turn (${a.kind})`);
      if (a.actor === id) return this;
      this.act({ kind: "EndTurn" });
    }
    throw new Error(`given: ${id} never gets a turn`);
  }

  /** Decides one more input. */
  when(input: Input | CombatantDeclaration): WhenResult {
    const full: Input =
      "by" in input ? input : { by: (this.state.awaiting as { actor: string }).actor, decl: input };
    const out = decideMut(this.state, full, this.dice);
    if (!isViolation(out)) this.settle(out);
    const state = this.state;
    return {
      events: isViolation(out) ? [] : out,
      state,
      facts(type) {
        if (isViolation(out))
          throw new Error(`expected events, got ${out.code}: ${shown(out).message}`);
        return out.filter((e) => e.type === type).map((e) => e.data) as never;
      },
      rejects(code) {
        expect(isViolation(out) ? out.code : "accepted").toBe(code);
        return shown(out as RuleViolation);
      },
    };
  }

  /** A GM input. */
  gm(decl: GmDeclaration): WhenResult {
    return this.when({ by: "gm", decl });
  }
}

/** Starts a given/when/then specification. */
export function given(header: HeaderData, faces: readonly number[] = [], begin = true): Given {
  return new Given(header, faces, begin);
}

import type { CombatantId, CombatState, GmDeclaration, Square } from "@d20/core";
import type { Io } from "../cli/io.ts";
import type { Prompter } from "./prompter.ts";

/** The GM declarations the `gm` submenu offers, in its order. */
const KINDS = [
  "ApplyDamage",
  "ApplyHealing",
  "GrantTempHp",
  "AddCondition",
  "RemoveCondition",
  "MoveCreature",
  "RemoveCombatant",
  "EndFight",
  "OverrideRuling",
] as const;

/** Thrown (and caught in `askGm`) when the person backs out of the submenu. */
class Back extends Error {}

/**
 * The `gm` submenu: picks a GM declaration and asks for its fields (target by number, amount,
 * condition, square, winner, reason). Resolves with the declaration, or undefined when the person
 * backs out (an empty answer or `back`). The engine checks it when it is played.
 */
export async function askGm(
  state: CombatState,
  prompter: Prompter,
  io: Io,
): Promise<GmDeclaration | undefined> {
  io.out("GM declarations (empty line or `back` to return):");
  KINDS.forEach((k, i) => {
    io.out(`  ${i + 1}. ${k}`);
  });
  try {
    const kind = KINDS[(await number(prompter, "gm> ", 1, KINDS.length)) - 1]!;
    const reason = async () => text(prompter, "reason> ");
    switch (kind) {
      case "ApplyDamage": {
        const target = await combatant(state, prompter, io);
        const amount = await number(prompter, "amount> ", 0);
        return { kind, target, amount, reason: await reason() };
      }
      case "ApplyHealing":
      case "GrantTempHp": {
        const target = await combatant(state, prompter, io);
        const amount = await number(prompter, "amount> ", 0);
        return { kind, target, amount, reason: await reason() };
      }
      case "AddCondition":
      case "RemoveCondition": {
        const target = await combatant(state, prompter, io);
        const condition = await text(prompter, "condition> ");
        return { kind, target, condition, reason: await reason() };
      }
      case "MoveCreature": {
        const target = await combatant(state, prompter, io);
        const to = await square(prompter, "to x,y> ");
        return { kind, target, to, reason: await reason() };
      }
      case "RemoveCombatant": {
        const target = await combatant(state, prompter, io);
        return { kind, target, reason: await reason() };
      }
      case "EndFight": {
        const sides = [...new Set(state.roster.map((id) => state.combatants[id]!.spec.side))];
        io.out(`  winner: ${sides.map((s, i) => `${i + 1}. ${s}`).join("  ")}  0. none`);
        const n = await number(prompter, "winner> ", 0, sides.length);
        const r = await reason();
        return n === 0 ? { kind, reason: r } : { kind, winner: sides[n - 1]!, reason: r };
      }
      case "OverrideRuling": {
        const seq = await number(prompter, "seq> ", 1);
        const ruling = await text(prompter, "ruling> ");
        return { kind, seq, ruling, reason: await reason() };
      }
      default:
        return unreachable(kind);
    }
  } catch (e) {
    if (e instanceof Back) return undefined;
    throw e;
  }
}

async function line(prompter: Prompter, prompt: string): Promise<string> {
  const answer = await prompter.ask(prompt);
  if (answer === undefined || answer === "" || answer === "back") throw new Back();
  return answer;
}

async function text(prompter: Prompter, prompt: string): Promise<string> {
  return line(prompter, prompt);
}

async function number(
  prompter: Prompter,
  prompt: string,
  min: number,
  max = Infinity,
): Promise<number> {
  for (;;) {
    const answer = await line(prompter, prompt);
    const n = Number(answer);
    if (/^\d+$/.test(answer) && n >= min && n <= max) return n;
  }
}

async function square(prompter: Prompter, prompt: string): Promise<Square> {
  for (;;) {
    const m = /^(\d+)\s*[, ]\s*(\d+)$/.exec(await line(prompter, prompt));
    if (m !== null) return { x: Number(m[1]), y: Number(m[2]) };
  }
}

async function combatant(state: CombatState, prompter: Prompter, io: Io): Promise<CombatantId> {
  io.out(`  target: ${state.roster.map((id, i) => `${i + 1}. ${id}`).join("  ")}`);
  return state.roster[(await number(prompter, "target> ", 1, state.roster.length)) - 1]!;
}

function unreachable(x: never): never {
  throw new Error(`invariant: unknown GM declaration ${String(x)}`);
}

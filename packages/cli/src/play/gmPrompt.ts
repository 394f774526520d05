import {
  type CombatantId,
  type CombatState,
  type GmDeclaration,
  type GmFormField,
  type Ruleset,
  rulesetOf,
  type Square,
} from "@d20/core";
import type { Io } from "../cli/io.ts";
import type { Prompter } from "./prompter.ts";

/** Thrown (and caught in `askGm`) when the person backs out of the submenu. */
class Back extends Error {}

/**
 * The `gm` submenu: picks one of the GM declarations the fight's ruleset offers (`gmForms`,
 * in its order) and asks for its fields as the ruleset lists them (a combatant by number, a
 * number, text, a square, a side standing or none), then the reason every GM declaration
 * carries. Resolves with the declaration, or undefined when the person backs out (an empty
 * answer or `back`) or the ruleset offers none. The engine checks it when it is played.
 */
export async function askGm(
  state: CombatState,
  prompter: Prompter,
  io: Io,
  ruleset: Ruleset = rulesetOf(state),
): Promise<GmDeclaration | undefined> {
  const forms = ruleset.gmForms ?? [];
  if (forms.length === 0) {
    io.out(`the ${ruleset.id} ruleset offers no GM declarations here`);
    return undefined;
  }
  io.out("GM declarations (empty line or `back` to return):");
  forms.forEach((f, i) => {
    io.out(`  ${i + 1}. ${f.kind}`);
  });
  try {
    const form = forms[(await number(prompter, "gm> ", 1, forms.length)) - 1]!;
    const decl: Record<string, unknown> = { kind: form.kind };
    for (const field of form.fields) {
      const value = await ask(field, state, prompter, io);
      if (value !== undefined) decl[field.key] = value;
    }
    decl.reason = await text(prompter, "reason> ");
    return decl as unknown as GmDeclaration;
  } catch (e) {
    if (e instanceof Back) return undefined;
    throw e;
  }
}

// One field's answer; a side left as "none" is undefined (the field is left out).
async function ask(
  field: GmFormField,
  state: CombatState,
  prompter: Prompter,
  io: Io,
): Promise<unknown> {
  const prompt = `${field.prompt ?? field.key}> `;
  switch (field.ask) {
    case "combatant":
      return combatant(state, prompter, io, prompt);
    case "number":
      return number(prompter, prompt, field.min);
    case "text":
      return text(prompter, prompt);
    case "square":
      return square(prompter, prompt);
    case "side": {
      const sides = [...new Set(state.roster.map((id) => state.combatants[id]!.spec.side))];
      io.out(`  ${field.key}: ${sides.map((s, i) => `${i + 1}. ${s}`).join("  ")}  0. none`);
      const n = await number(prompter, prompt, 0, sides.length);
      return n === 0 ? undefined : sides[n - 1];
    }
    default:
      return unreachable(field);
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

async function combatant(
  state: CombatState,
  prompter: Prompter,
  io: Io,
  prompt: string,
): Promise<CombatantId> {
  io.out(`  target: ${state.roster.map((id, i) => `${i + 1}. ${id}`).join("  ")}`);
  return state.roster[(await number(prompter, prompt, 1, state.roster.length)) - 1]!;
}

function unreachable(x: never): never {
  throw new Error(`invariant: unknown GM form field ${JSON.stringify(x)}`);
}

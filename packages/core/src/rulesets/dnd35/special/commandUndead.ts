import type { AwaitedWindow, Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import type { ThreeXCombatant, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { says } from "../violationSays.ts";

// Commanded undead (seed 000 邪恶阵营的牧师和不死生物 命令): "处于被命令状态下的不死生物会受到邪恶牧师的
// 心灵控制。该牧师必须通过一个标准动作来对处于被命令状态下的不死生物发号心灵指令……为了对新的不死生物
// 进行控制，他可以自愿放弃对任何已处于受控状态下的单个或多个不死生物的控制". An evil cleric's command
// (TurnUndead, mode "command") is a standard action that gives the undead it commands an order:
// to attack one creature (`target`), or, without a target, to stand; or (`release`) lets them
// go. The order is a condition `order:<cleric>:<target>` (`order:<cleric>:` to stand) beside
// `commanded:<cleric>`. A commanded creature does what its order says and nothing else: with
// no order, or told to stand, it takes no actions; told to attack, it may move and attack that
// creature only, and takes attacks of opportunity only on it.

const RULE = "dnd35.commandUndead";
const COMMANDED = "commanded:";
const ORDER = "order:";

type Turn = SpecialAttackOf<"TurnUndead">;

/** The condition that carries `cleric`'s order to attack `target` (undefined: stand). */
export function orderName(cleric: string, target: string | undefined): string {
  return `${ORDER}${cleric}:${target ?? ""}`;
}

/** Who commands `c`, if anyone (`commanded:<cleric>`). */
export function commanderOf(c: ThreeXCombatant): string | undefined {
  const x = c.conditions.find((y) => y.name.startsWith(COMMANDED));
  return x === undefined ? undefined : x.name.slice(COMMANDED.length);
}

/** The commanded creature's order: the creature it is to attack, or undefined (stand, or none). */
export function orderOf(c: ThreeXCombatant): { readonly name: string; readonly target?: string } {
  const x = c.conditions.find((y) => y.name.startsWith(ORDER));
  if (x === undefined) return { name: "" };
  const target = x.name.slice(x.name.indexOf(":", ORDER.length) + 1);
  return target === "" ? { name: x.name } : { name: x.name, target };
}

/** The living undead `cleric` commands. */
export function commandedBy(state: ThreeXState, cleric: string): string[] {
  return state.roster.filter((id) => {
    const c = state.combatants[id]!;
    return c.vitals.state !== "dead" && commanderOf(c) === cleric;
  });
}

/** The undead a command addresses: those named, else every one the cleric commands. */
export function addressed(state: ThreeXState, cleric: string, d: Turn): string[] {
  const mine = commandedBy(state, cleric);
  return d.undead === undefined ? mine : d.undead.filter((id) => mine.includes(id));
}

/** Why `cleric` may not give this command: nobody to command, a stranger named, a bad target. */
export function checkCommand(
  state: ThreeXState,
  cleric: string,
  d: Turn,
): RuleViolation | undefined {
  const mine = commandedBy(state, cleric);
  const stranger = d.undead?.find((id) => !mine.includes(id));
  if (mine.length === 0 || stranger !== undefined)
    return violation(
      "notCommanded",
      RULE,
      says("dnd35:violation.command.notCommanded", { actor: cleric, undead: stranger ?? "" }),
    );
  if (d.target !== undefined) {
    const t = state.combatants[d.target];
    if (
      d.release === true ||
      t === undefined ||
      t.vitals.state === "dead" ||
      mine.includes(d.target)
    )
      return violation(
        "badOrder",
        RULE,
        says("dnd35:violation.command.badTarget", { actor: cleric, target: d.target }),
      );
  }
  return undefined;
}

interface OrderFact {
  readonly type: "ConditionAdded" | "ConditionRemoved";
  readonly target: string;
  readonly condition: string;
}

interface CommandFrame extends Frame {
  readonly kind: "turnUndeadCommand";
  /** The facts it writes, one a step: an undead's old order goes, then the new one, or the release. */
  readonly facts: readonly OrderFact[];
}

/** The command's frame: for each undead addressed, its old order goes, then the new one comes. */
export function commandFrame(state: ThreeXState, actor: string, d: Turn, cause: number): Frame {
  const facts: OrderFact[] = [];
  for (const target of addressed(state, actor, d)) {
    const old = orderOf(state.combatants[target]!).name;
    if (old !== "") facts.push({ type: "ConditionRemoved", target, condition: old });
    facts.push(
      d.release === true
        ? { type: "ConditionRemoved", target, condition: `${COMMANDED}${actor}` }
        : { type: "ConditionAdded", target, condition: orderName(actor, d.target) },
    );
  }
  const frame: CommandFrame = { kind: "turnUndeadCommand", phase: "0", cause, facts };
  return frame;
}

export const commandFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as CommandFrame;
    const x = f.facts[Number(f.phase)]!;
    ctx.emit(x.type, { target: x.target, condition: x.condition, rule: RULE }, f.cause);
  },
  on(frame) {
    const f = frame as CommandFrame;
    const next = Number(f.phase) + 1;
    return next < f.facts.length ? { phase: String(next) } : { done: true };
  },
};

/** Whether `decl` aims at someone: whom. */
function aimedAt(decl: CombatantDeclaration): string | undefined {
  switch (decl.kind) {
    case "Attack":
    case "FullAttack":
    case "Charge":
    case "CoupDeGrace":
    case "WakeSleeper":
      return decl.target;
    case "Cast":
    case "Touch":
      return decl.target ?? "";
    case "SpecialAttack":
      return (decl as { target?: string }).target ?? "";
    default:
      return undefined;
  }
}

const MOVES: ReadonlySet<string> = new Set([
  "Move",
  "Run",
  "Withdraw",
  "FiveFootStep",
  "MinimumMove",
  "Crawl",
]);

/**
 * What a commanded creature may declare: nothing but ending its turn (and declining windows)
 * with no order or told to stand; moves, standing up and attacks on its target (attacks of
 * opportunity on it too) when told to attack.
 */
export function checkCommanded(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
  asked: AwaitedWindow | undefined,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  if (me.conditions.length === 0) return undefined;
  const by = commanderOf(me);
  if (by === undefined) return undefined;
  if (decl.kind === "EndTurn" || decl.kind === "Choose") return undefined;
  if (decl.kind === "Respond" && !decl.take) return undefined;
  const { target } = orderOf(me);
  const fine =
    target !== undefined &&
    (decl.kind === "Respond"
      ? asked?.provoker === target
      : MOVES.has(decl.kind) ||
        (decl.kind === "Activity" && decl.activity === "StandUp") ||
        aimedAt(decl) === target);
  if (fine) return undefined;
  return violation(
    "commanded",
    RULE,
    says("dnd35:violation.command.obeys", {
      actor,
      by,
      order: target === undefined ? "to stand" : `to attack ${target}`,
      kind: decl.kind,
    }),
  );
}

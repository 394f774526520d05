import type { OpposedCheckRoll } from "../../3x/log/facts.ts";
import { type OpposedSide, opposedWinner } from "../../3x/special/opposed.ts";
import type { ThreeXContext } from "../../3x/state/index.ts";

/** What an opposed check is for: the attack, which of its checks, the rule it cites. */
export interface OpposedCheckFor {
  readonly attack: string;
  readonly purpose: string;
  readonly rule: string;
  /** The result without the dice deciding it: the side that wins, and why. */
  readonly automatic?: { readonly winner: 0 | 1; readonly why: string };
  /**
   * The side equal totals go to, where the rule says one must *exceed* the other (seed 000
   * 虚招FEINT: 如果你的"唬骗"检定结果超过目标的"察言观色"检定结果): no roll again.
   */
  readonly tiesTo?: 0 | 1;
}

/** A check's name as a die key's purpose may carry it: no spaces ("Sense Motive" → "sense-motive"). */
function slug(check: string): string {
  return check.toLowerCase().replace(/\s+/g, "-");
}

/** Ties of totals and modifiers roll again; this many rolls at most, then the first side wins. */
const MAX_ROLLS = 20;

/**
 * Rolls an opposed check (seed 000 擒抱检定: 如果双方平局，那么拥有更高擒抱检定调整值的那一方获胜。
 * 如果双方的擒抱检定调整值还是相等，那么就重新进行一次对抗检定投骰; the SRD's opposed checks,
 * outside the seeds, for the others) as keyed dice — each side's d20 under its own key
 * `who/purpose` — and emits `OpposedCheckRolled`. Returns the winner's index in `sides`.
 * `kept`: side 0's natural of the first roll, already rolled against an earlier opponent (seed
 * 000 多人擒抱: an escape is one check, set against each grappler's in turn); a roll again for a
 * tie rolls both sides anew.
 */
export function rollOpposed(
  ctx: ThreeXContext,
  sides: readonly [OpposedSide, OpposedSide],
  what: OpposedCheckFor,
  cause: number,
  kept?: number,
): 0 | 1 {
  const rolls: OpposedCheckRoll[] = [];
  let winner: 0 | 1 | undefined = what.automatic?.winner;
  do {
    const naturals = sides.map((s, i) =>
      i === 0 && kept !== undefined && rolls.length === 0
        ? kept
        : ctx.roll(s.who, `${what.purpose}-${slug(s.check)}`, "1d20", 1, cause).total,
    );
    const totals = sides.map((s, i) => naturals[i]! + s.bonus.reduce((a, t) => a + t.value, 0));
    const roll = { naturals, totals };
    rolls.push(roll);
    if (what.automatic === undefined)
      winner =
        what.tiesTo !== undefined && totals[0] === totals[1]
          ? what.tiesTo
          : (opposedWinner(sides, roll) ?? (rolls.length >= MAX_ROLLS ? 0 : undefined));
  } while (winner === undefined);
  ctx.emit(
    "OpposedCheckRolled",
    {
      attack: what.attack,
      purpose: what.purpose,
      sides: sides.map((s) => ({ who: s.who, check: s.check, bonus: s.bonus })),
      rolls,
      winner: sides[winner].who,
      ...(what.automatic === undefined ? {} : { automatic: what.automatic.why }),
      rule: what.rule,
    },
    cause,
  );
  return winner;
}

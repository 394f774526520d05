import { displayWidth, padEnd } from "../show/textTable.ts";
import type { Numbered } from "./menuNumbers.ts";

/** The terminal width the menu keeps to where it can. */
export const MENU_WIDTH = 100;
// A label longer than this does not push every command to the right.
const LABEL_WIDTH = 48;

/**
 * The menu as lines: each heading (in the order the ruleset gives them, only those with
 * entries), under it its entries by number — the number, the label, the typed command in a column
 * of its own — and under an entry each warning (`⚠ provokes …`). A command that would run past
 * `MENU_WIDTH` in its column follows its label closer, or else goes on a line of its own.
 */
export function formatMenu(entries: readonly Numbered[], width = MENU_WIDTH): string[] {
  const groups: (string | undefined)[] = [];
  for (const e of entries) if (!groups.includes(e.choice.group)) groups.push(e.choice.group);
  const digits = String(Math.max(0, ...entries.map((e) => e.n))).length;
  const labels = Math.min(LABEL_WIDTH, Math.max(0, ...entries.map((e) => width0(e))));
  const out: string[] = [];
  for (const g of groups) {
    if (g !== undefined) out.push(g);
    const mine = entries.filter((e) => e.choice.group === g).sort((a, b) => a.n - b.n);
    for (const { n, choice } of mine) {
      const head = `  ${String(n).padStart(digits)}. `;
      const same = choice.command === choice.label;
      const padded = `${head}${padEnd(choice.label, labels)}  ${choice.command}`;
      const close = `${head}${choice.label}  ${choice.command}`;
      if (same) out.push(head + choice.label);
      else if (displayWidth(padded) <= width) out.push(padded);
      else if (displayWidth(close) <= width) out.push(close);
      else {
        const at = displayWidth(head) + labels + 2;
        const room = width - displayWidth(choice.command);
        const indent = at <= room ? at : Math.max(displayWidth(head), room);
        out.push(head + choice.label, `${" ".repeat(indent)}${choice.command}`);
      }
      for (const w of choice.warnings) out.push(`${" ".repeat(displayWidth(head))}⚠ ${w}`);
    }
  }
  return out;
}

function width0(e: Numbered): number {
  return e.choice.command === e.choice.label ? 0 : displayWidth(e.choice.label);
}

import type { RunInLeads } from "../coverage/citedRules.ts";
import type { ListedHeading } from "../coverage/headingList.ts";

/** The body of one section of a seed file: lines `from` to `to` (1-based, inclusive). */
export interface SeedSection {
  /** The line of the heading (or run-in lead) that opens the section. */
  readonly line: number;
  readonly from: number;
  readonly to: number;
}

/**
 * The rank of each listed heading (1 the highest), in the list's order. The seeds carry no markup:
 * a heading is a line of its own (the fixed lists of seeds/headings/ say which), and its rank is
 * read from how it is written, as the translator kept the SRD's typography:
 * - a part title (`战斗I（基本规则）`, `战斗 II（…）`) ranks 1;
 * - a heading whose English name is in capitals (`攻击检定ATTACK ROLL`, `卸除武器（DISARM）`)
 *   ranks 3, one in mixed case (`攻击Attack`) 4, one without an English name (`擒抱检定`) 5;
 * - a container ranks above what it titles: one without an English name ranks 2 (000 战斗中的动作
 *   and 特殊攻击, the SRD's "Actions in Combat" and "Special Attacks", title headings in
 *   capitals), one followed by another container one above that (000 战斗修正COMBAT MODIFIERS
 *   over 有利和不利条件…);
 * - a table title (`表：…`) ranks one below the nearest heading above it that is not a table.
 * The marks do not tell every section of the SRD from its subsections, so a few sections differ
 * from the SRD's: 受伤和死亡INJURY AND DEATH ends where 失去生命值LOSS OF HIT POINTS begins (both in
 * capitals); 000 战斗中的动作 runs on to the next part title and 特殊攻击 to the end of the file
 * (the README of seeds/headings ends them at 受伤和死亡 and 特殊先攻动作, in capitals like the
 * headings inside them); 五尺快步Take 5-Foot Step takes in 使用专长 and 使用技能 after it.
 */
export function headingRanks(list: readonly ListedHeading[]): number[] {
  const ranks = list.map((h) => markRank(h.heading));
  for (let i = list.length - 1; i >= 0; i--) {
    const h = list[i] as ListedHeading;
    if (h.kind !== "container" || isPartTitle(h.heading)) continue;
    if (englishName(h.heading) === undefined) ranks[i] = 2;
    else if (list[i + 1]?.kind === "container") ranks[i] = Math.max(2, (ranks[i + 1] ?? 3) - 1);
  }
  let above = 1;
  list.forEach((h, i) => {
    if (isTable(h.heading)) ranks[i] = above + 1;
    else above = ranks[i] ?? 1;
  });
  return ranks;
}

/**
 * The sections a citation of `heading` may name in a seed of `lineCount` lines: a listed heading's
 * body runs from the line after it to the line before the next heading of the same or a higher
 * rank (or the end of the file); a run-in lead's (`leads`, which are not headings) from its own
 * line to the end of the section of the listed heading above it. Several sections when several
 * headings share the text (000: 施法Cast a Spell at 236 and 314); none when nothing is named so.
 */
export function sectionsOf(
  heading: string,
  list: readonly ListedHeading[],
  leads: RunInLeads,
  lineCount: number,
): SeedSection[] {
  const ranks = headingRanks(list);
  const bodyOf = (i: number): SeedSection => {
    const h = list[i] as ListedHeading;
    const rank = ranks[i] ?? 1;
    const end = list.findIndex((_, j) => j > i && (ranks[j] ?? 1) <= rank);
    const to = end < 0 ? lineCount : (list[end] as ListedHeading).line - 1;
    return { line: h.line, from: h.line + 1, to };
  };
  const listed = list.flatMap((h, i) => (h.heading === heading ? [bodyOf(i)] : []));
  if (listed.length > 0) return listed;
  const lead = leads[heading];
  if (lead === undefined) return [];
  const i = list.findLastIndex((h) => h.line < lead);
  return i < 0 ? [] : [{ line: lead, from: lead, to: bodyOf(i).to }];
}

/**
 * A run of seed lines as one text, as the quotes of a rules index are written: the lines joined
 * with one space, since the seeds break a line only where a space stood (000 lines 635–636 split
 * "(Difficult Terrain)").
 */
export function joinSeedLines(lines: readonly string[]): string {
  return lines.join(" ");
}

/** The text of a section's body (`lines` the whole seed, split at `\n`). */
export function sectionText(lines: readonly string[], section: SeedSection): string {
  return joinSeedLines(lines.slice(section.from - 1, section.to));
}

function isPartTitle(heading: string): boolean {
  return /^战斗\s*[IVX]+（/u.test(heading);
}

function isTable(heading: string): boolean {
  return heading.startsWith("表");
}

function englishName(heading: string): string | undefined {
  const words = heading.match(/[A-Za-z][A-Za-z\-/ ]*/gu);
  return words === null ? undefined : words.join(" ");
}

function markRank(heading: string): number {
  if (isPartTitle(heading)) return 1;
  const english = englishName(heading);
  if (english === undefined) return 5;
  return /[a-z]/u.test(english) ? 4 : 3;
}

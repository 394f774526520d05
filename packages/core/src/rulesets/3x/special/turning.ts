// Turning undead (seed 000 驱散或斥喝不死生物TURN OR REBUKE UNDEAD and its sub-headings), the
// 3.x rule as data and pure functions: 表：驱散不死生物, the turner's level, who is affected.

/** A creature able to turn or rebuke undead (seed 000 驱散检定; 邪恶/中立阵营的牧师和不死生物). */
export interface Turning {
  /** Good clerics and paladins turn; evil clerics rebuke; a neutral cleric chooses one. */
  readonly kind: "turn" | "rebuke";
  /** Its cleric level, or its paladin level with `paladin`. */
  readonly level: number;
  /** A paladin turns as a cleric three levels lower, from level 4 (圣武士和不死生物). */
  readonly paladin?: boolean;
  /** Uses per day; 3 + its Cha modifier if not given (每日驱散次数). */
  readonly perDay?: number;
  /** The creature types it turns; undead if not given (驱散其它生物: some turn others too). */
  readonly types?: readonly string[];
}

/** The level it turns at: its cleric level, a paladin's − 3 (圣武士和不死生物). */
export function turningLevel(t: Turning): number {
  return t.paladin === true ? t.level - 3 : t.level;
}

/**
 * 表：驱散不死生物: the most powerful undead affected (in Hit Dice) by the turning check result —
 * 0 or lower: level − 4; 1–3: − 3; 4–6: − 2; 7–9: − 1; 10–12: level; 13–15: + 1; 16–18: + 2;
 * 19–21: + 3; 22 or higher: + 4.
 */
export function maxHitDice(check: number, level: number): number {
  if (check <= 0) return level - 4;
  if (check >= 22) return level + 4;
  return level + Math.floor((check - 1) / 3) - 3;
}

/** An undead within turning range, as the selection sees it. */
export interface TurnCandidate {
  readonly id: string;
  readonly hd: number;
  /** Its distance from the turner, in feet. */
  readonly distanceFt: number;
}

/**
 * Who one turning affects (驱散伤害): nearest first, each of at most `maxHd` Hit Dice and no more
 * than what is left of the turning damage (the total Hit Dice affected); one too powerful or too
 * many Hit Dice for what is left is passed over, and the count goes on outward. Ties of distance
 * go by id, so the choice is the same in every replay.
 */
export function affectedByTurning(
  candidates: readonly TurnCandidate[],
  maxHd: number,
  damage: number,
): TurnCandidate[] {
  const sorted = [...candidates].sort(
    (a, b) => a.distanceFt - b.distanceFt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const out: TurnCandidate[] = [];
  let left = damage;
  for (const c of sorted) {
    if (c.hd > maxHd || c.hd > left) continue;
    out.push(c);
    left -= c.hd;
  }
  return out;
}

/** What a turning does to one undead: destroyed at twice its Hit Dice, else turned (毁灭不死生物). */
export function turningOutcome(
  kind: Turning["kind"],
  level: number,
  hd: number,
): "destroyed" | "turned" | "commanded" | "rebuked" {
  const overwhelms = level >= 2 * hd;
  if (kind === "turn") return overwhelms ? "destroyed" : "turned";
  return overwhelms ? "commanded" : "rebuked";
}

/**
 * How near a turner may not come (驱散效果与持续时间: 如果你在它们身周10英尺的范围以内向它们逼近): a
 * turned creature overcomes the turning when its turner approaches within 10 ft of it, and a
 * ranged attack must come from at least 10 ft away (至少要从10英尺以外).
 */
export const TURNING_CLOSE_FT = 10;

/**
 * Whether the turner's step from `beforeFt` to `afterFt` away breaks the turning: it ends within
 * 10 ft and closer than it began. Standing within 10 ft does not break it, nor does a step that
 * keeps or widens the distance (你可以站在它们身周10英尺的范围以内……你只是不能去逼近它们).
 */
export function approachBreaksTurning(beforeFt: number, afterFt: number): boolean {
  return afterFt <= TURNING_CLOSE_FT && afterFt < beforeFt;
}

/**
 * Whether the turner's attack on the turned creature breaks the turning, and why: any melee
 * attack does; a ranged one only from closer than 10 ft (你可以对它们进行远程攻击（至少要从10英尺
 * 以外）). Others' attacks never reach here: they may attack it in any way (而其他人则可以用任意
 * 方式来攻击它们而不破坏驱散效果).
 */
export function attackBreaksTurning(
  ranged: boolean,
  gapFt: number,
): "melee" | "rangedClose" | undefined {
  if (!ranged) return "melee";
  return gapFt < TURNING_CLOSE_FT ? "rangedClose" : undefined;
}

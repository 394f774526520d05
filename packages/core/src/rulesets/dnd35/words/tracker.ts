import type { CombatantId } from "../../../model/ids.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { standingArmorClass } from "../frames/attackSituation.ts";
import type { CastFrame } from "../frames/cast.ts";
import { delayUntil } from "./declarations.ts";
import { readyWords } from "./ready.ts";

/**
 * What a tracker shows of a creature's AC: its AC now, its touch AC and its flat-footed AC, each
 * as the engine works it out for an attack (`standingArmorClass`: armor, Dex, size and what its
 * conditions add — total defense, a charge, being helpless; seed 000 防御等级ARMOR CLASS,
 * 接触攻击Touch Attacks, 措手不及Flat-Footed), without what depends on the attacker (cover,
 * flanking, a feint).
 */
export function armorClassWords(state: ThreeXState, id: CombatantId): string[] {
  const c = state.combatants[id];
  if (c === undefined) return [];
  const ac = standingArmorClass(state, c).value;
  const touch = standingArmorClass(state, c, { touch: true }).value;
  const flat = standingArmorClass(state, c, { flatFooted: true }).value;
  return [String(ac), String(touch), String(flat)];
}

/**
 * What a creature is in the middle of, as a tracker notes it: its readied action and trigger
 * (seed 000 准备READY), the spell it is casting — over a round (施法时间), or now, while a window
 * its casting opened is answered (施法Cast a Spell) — and its delay (延迟DELAY).
 */
export function doingWords(state: ThreeXState, id: CombatantId): string[] {
  const c = state.combatants[id];
  if (c === undefined) return [];
  const out: string[] = [];
  if (c.readied !== undefined)
    out.push(`readied: ${readyWords(c.readied.action, c.readied.trigger).replace(/^Ready /, "")}`);
  const casting =
    c.casting ??
    state.frames.find(
      (f): f is CastFrame =>
        f.kind === "cast" && (f as CastFrame).caster === id && !(f as CastFrame).discharging,
    );
  if (casting !== undefined)
    out.push(
      `casting ${casting.spell}${casting.target === undefined ? "" : ` → ${casting.target}`}`,
    );
  if (c.delaying !== undefined)
    out.push(`delaying ${delayUntil(c.delaying).replace(/ \(.*\)$/, "")}`);
  return out;
}

import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { lightHorse, warhorse } from "../../../src/rulesets/dnd35/samples/mounts.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";

// The mounted fights the tests share (seed 000 骑乘战斗MOUNTED COMBAT): knight "k" (a level-1
// fighter, Str 14, a lance, a longsword and a javelin, Ride +4) on warhorse "h" at (2,2); goblin
// "g" (Small, AC 15) far off at (12,2); a spare light horse "p" at (2,6).

/** The knight: a fighter with a lance, riding `mount` unless it is undefined. */
export function knight(
  mount: string | undefined,
  more: Partial<CombatantSpec> = {},
): CombatantSpec {
  const base = fighter("k", "party", 2, 2, weapon("lance"));
  return {
    ...base,
    abilities: { ...base.abilities, str: 14 },
    weapons: [weapon("lance"), weapon("longsword"), weapon("javelin")],
    ride: 4,
    ...(mount === undefined ? {} : { rides: mount }),
    ...more,
  };
}

/** The knight on its warhorse, the goblin at `gx`, a spare light horse; initiative faces k, h?, g, p. */
export function mountedHeader(
  opts: {
    readonly gx?: number;
    readonly mounted?: boolean;
    readonly knight?: Partial<CombatantSpec>;
  } = {},
) {
  const mounted = opts.mounted ?? true;
  return header(
    [
      knight(mounted ? "h" : undefined, {
        ...(mounted ? {} : { position: { x: 1, y: 2 } }),
        ...opts.knight,
      }),
      warhorse("h", "party", 2, 2),
      goblin("g", "goblins", opts.gx ?? 12, 2, weapon("morningstar")),
      lightHorse("p", "party", 2, 6),
    ],
    "mounted",
  );
}

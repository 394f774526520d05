import type { SpecialAttackName } from "../../3x/log/specialAttacks.ts";
import type { ThreeXFrameKind } from "../../3x/state/index.ts";
import { aidAnother } from "./aidAnother.ts";
import { bullRush } from "./bullRush.ts";
import { controlMount } from "./controlMount.ts";
import { disarm } from "./disarm.ts";
import { dismountSteed } from "./dismountSteed.ts";
import { feint } from "./feint.ts";
import { grapple } from "./grappleAttack.ts";
import type { AnySpecialAttackModule } from "./module.ts";
import { mountSteed } from "./mountSteed.ts";
import { overrun } from "./overrun.ts";
import { sunder } from "./sunder.ts";
import { throwSplash } from "./throwSplash.ts";
import { trip } from "./trip.ts";
import { turnUndead } from "./turnUndead.ts";

// The special attacks of 表：特殊攻击动作 (seed 000 特殊攻击), one module each: the turn-action frame,
// the checks and the provocation read them from here.

const MODULES: readonly AnySpecialAttackModule[] = [
  aidAnother,
  bullRush,
  controlMount,
  disarm,
  dismountSteed,
  feint,
  grapple,
  mountSteed,
  overrun,
  sunder,
  throwSplash,
  trip,
  turnUndead,
];

const BY_NAME: ReadonlyMap<string, AnySpecialAttackModule> = new Map(
  MODULES.map((m) => [m.attack, m]),
);

/** The module of a special attack, or undefined for one not (yet) in the engine. */
export function specialAttack(
  name: SpecialAttackName | string,
): AnySpecialAttackModule | undefined {
  return BY_NAME.get(name);
}

/** Every special attack's frame kinds, for the ruleset's `frames`. */
export const SPECIAL_ATTACK_FRAMES: Readonly<Record<string, ThreeXFrameKind>> = Object.assign(
  {},
  ...MODULES.map((m) => m.frames),
);

import { policyNames, rulesets } from "@d20/core";
import {
  anyOne,
  bool,
  type Definitions,
  int,
  list,
  type ObjectSpec,
  object,
  oneOfValues,
  ref,
  type Spec,
  square,
  str,
} from "../definitions/spec.ts";

// The shared frame of every scenario, whatever its ruleset: name, seed, map, forced dice, end,
// where a combatant stands and who plays it. A ruleset's fragment adds the rest (src/dnd35/).

/**
 * How a scripted combatant answers when it is asked in an interrupt window while its script
 * lasts: take every attack of opportunity and readied action the rules allow (as the policies
 * do), decline them all, or answer with the script's next entry (the ruleset's answer kind).
 */
export const WINDOW_ANSWERS = ["take", "decline", "script"] as const;

/** Who may play a combatant besides a policy: its script, or a person. */
const NOT_A_POLICY = ["scripted", "human"] as const;

/**
 * The policies a scenario of `ruleset` can name, and the one a combatant gets when it names none:
 * its ruleset's own (core's `Ruleset.policies`), so every name the format lets through plays.
 */
export function scenarioPolicies(ruleset: string): {
  readonly names: readonly string[];
  readonly default: string;
} {
  const r = Object.hasOwn(rulesets, ruleset) ? rulesets[ruleset] : undefined;
  if (r === undefined) throw new Error(`invariant: ruleset ${ruleset} is not registered`);
  return { names: policyNames(r), default: r.policies.default };
}

/** Who may play a combatant of `ruleset`: one of its policies, its script, or a person. */
export function controlsOf(ruleset: string): readonly string[] {
  return [...scenarioPolicies(ruleset).names, ...NOT_A_POLICY];
}

/** The definitions naming a ruleset's policies and controls (`dnd35PolicyName`, `dnd35Control`). */
export function controlDefinitions(ruleset: string): Definitions {
  const policies = scenarioPolicies(ruleset);
  return {
    [`${ruleset}PolicyName`]: oneOfValues(policies.names),
    [`${ruleset}Control`]: oneOfValues(controlsOf(ruleset), {
      description: `who plays the combatant (default ${policies.default})`,
    }),
  };
}

/** The pattern of a forced die's key, `combatant/purpose/rROUND/#N` (events' die keys). */
const DIE_KEY = "^[^/\\s]+/[^/\\s]+/r(0|[1-9][0-9]*)/#[1-9][0-9]*$";

/** A terrain list: squares or rectangles. */
const terrain = (description?: string): Spec =>
  list(ref("area"), description === undefined ? {} : { description });

/** `map`: the grid's size and its terrain, by kind (seed 000 地形和障碍物). */
export const MAP: ObjectSpec = object(
  {
    width: int({ min: 1, max: 500 }),
    height: int({ min: 1, max: 500 }),
    difficult: terrain(),
    obstacles: terrain(),
    walls: terrain(),
    pits: terrain(),
    lowObstacles: terrain("low obstacles (a low wall): double cost, cover from beyond them"),
    highGround: terrain("raised ground: +1 on melee against a foe not on it"),
  },
  { description: "the grid (20×20 by default) and its terrain" },
);

/** A rectangle of squares in a terrain list, corners included. */
export const AREA: ObjectSpec = object(
  { from: ref("square"), to: ref("square") },
  { required: ["from", "to"], description: "a rectangle, corners included" },
);

/** `end`. */
export const END: ObjectSpec = object({
  maxRounds: int({
    min: 1,
    description: "stop after this round if no side has won (default 50)",
  }),
});

/** `dice`: forced dice by die key. */
export const DICE: ObjectSpec = object(
  {},
  {
    description: "forced dice: die key combatant/purpose/rROUND/#N → every face of that roll",
    keyPattern: DIE_KEY,
    values: list(int({ min: 1 }), { minItems: 1 }),
  },
);

/**
 * Who a combatant is, where it stands and who plays it, in a scenario of `ruleset`;
 * `declaration` names a script entry.
 */
export function placementFields(
  declaration: string,
  ruleset: string,
): Readonly<Record<string, Spec>> {
  return {
    id: str({
      pattern: "^[^/\\s]+$",
      not: "gm",
      description: "unique; no '/' or spaces; not \"gm\"",
    }),
    name: str(),
    side: str(),
    position: ref("square"),
    aware: bool({
      description:
        "aware of its enemies when the fight starts (default true); the unaware miss the surprise round",
    }),
    policy: ref(`${ruleset}Control`),
    script: list(ref(declaration), {
      description: 'for policy "scripted": its declarations in order',
    }),
    afterScript: ref(`${ruleset}PolicyName`),
    windows: oneOfValues(WINDOW_ANSWERS, {
      description:
        'for policy "scripted": how it answers interrupt windows while its script lasts (default "take"; "script": its next entry, an answer)',
    }),
  };
}

/** The fields every combatant must give. */
export const PLACEMENT_REQUIRED = ["id", "side", "position"] as const;

/** The frame's own named definitions. */
export const FRAME_DEFINITIONS: Definitions = {
  square: square("[x, y]: x grows east, y south, from 0"),
  area: anyOne([ref("square"), AREA]),
  map: MAP,
  end: END,
};

/** The fields of a scenario's top level (whatever its ruleset). */
export const SCENARIO_KEYS = [
  "$schema",
  "name",
  "description",
  "ruleset",
  "options",
  "seed",
  "map",
  "combatants",
  "dice",
  "end",
] as const;

/** The top level of a scenario, given its ruleset-dependent parts as definitions. */
export function scenarioFields(parts: {
  readonly rulesets: readonly string[];
  readonly options: Spec;
  readonly combatant: Spec;
}): Readonly<Record<(typeof SCENARIO_KEYS)[number], Spec>> {
  return {
    $schema: str({ anyText: true }),
    name: str(),
    description: str(),
    ruleset: oneOfValues(parts.rulesets, { description: "the rules the fight is played under" }),
    options: parts.options,
    seed: str({
      description: 'master seed of the dice (default "scenario"); the command line may replace it',
    }),
    map: ref("map"),
    combatants: list(parts.combatant, { minItems: 2 }),
    dice: DICE,
    end: ref("end"),
  };
}

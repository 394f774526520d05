import { seededDice } from "@d20/events";
import { runFight } from "../../../driver/runFight.ts";
import type { FightGenerator } from "../../../testing/lawFight.ts";
import type { CombatantSpec, Weapon } from "../../3x/model/combatant.ts";
import { attackNearest } from "../policies/attackNearest.ts";
import { fullAttackOrCharge } from "../policies/fullAttackOrCharge.ts";
import { tactician } from "../policies/tactician.ts";
import { battlefieldFourVsFour } from "../samples/battlefield.ts";
import { fourVsFour } from "../samples/scenarios.ts";
import { weapon } from "../stats/index.ts";
import { withMounts } from "./mounts.ts";
import { randomPolicy } from "./randomPolicy.ts";
import {
  COMMAND,
  CURE_LIGHT_WOUNDS,
  HOLD_PERSON,
  MAGIC_MISSILE,
  SHOCKING_GRASP,
  SLEEP,
} from "./spells.ts";

// Natural weapons for the random fights (SRD natural weapons): a fighter (greatsword) and a bandit
// (battleaxe) with a bite beside the weapon, so secondary, and a bandit of claws and a bite with
// Multiattack.
const natural = (id: string, damage: string, kind: "primary" | "secondary"): Weapon => ({
  id,
  name: id,
  damage,
  threat: 20,
  multiplier: 2,
  handedness: "light",
  reach: 5,
  natural: kind,
});
const NATURAL = {
  bite: natural("bite", "1d6", "primary"),
  secondaryBite: natural("bite", "1d6", "secondary"),
  claws: { ...natural("claw", "1d4", "primary"), usesHand: true, count: 2 },
} as const;

/** A random fight: its seed, who is aware (so surprise rounds happen), and whether two cast. */
export interface RandomFight {
  readonly seed: string;
  readonly party: boolean;
  readonly bandits: boolean;
  /** One fighter a side a caster (sleep and hold person); true unless false. */
  readonly casters?: boolean;
  /** Steeds in the fight (`withMounts`): a rider a side, a spare horse. */
  readonly mounted?: boolean;
}

/**
 * Random fights with every interrupt in play — one in four with steeds (`withMounts`): the random
 * policy on both sides (moves, steps,
 * withdraws, delays, readied actions of every kind against every trigger, spells, shots in
 * melee, standing up, waking sleepers; random answers in windows), at most 12 rounds. One
 * fighter on each side is a caster; one bandit has Combat Reflexes and Dex 16; a fighter and a
 * bandit have a bite beside their weapon and one bandit fights with claws and a bite.
 */
export const randomFights: FightGenerator<RandomFight> = {
  nth: (i) => ({
    seed: `law-${i}`,
    party: i % 3 !== 0,
    bandits: i % 4 !== 0,
    ...(i % 4 === 2 ? { mounted: true } : {}),
  }),
  play(f) {
    const base = fourVsFour(f.seed, { party: f.party, bandits: f.bandits });
    const casters = f.casters ?? true;
    const fighters = (base.roster as CombatantSpec[]).map((c, i) => lawCombatant(c, i, casters));
    const roster = f.mounted === true ? withMounts(fighters) : fighters;
    const header = { ...base, roster };
    const policy = randomPolicy(f.seed);
    return { header, run: runFight(header, () => policy, seededDice(f.seed), 12) };
  },
};

/**
 * The `i`-th of the random fights' roster, changed to meet more rules: a caster on each side; a
 * bandit with Combat Reflexes and Dex 16; a crossbow to load and fire on each side, held (the
 * light one unloaded); a fighter whose shield is slung, to strap on (issue "what a creature
 * holds": seed 000 拔出或者收回武器, 装备或者卸下盾牌, the loading rows); bites beside weapons and
 * a clawing, biting bandit with Multiattack (SRD natural weapons), undead and steady; the party's
 * caster turns undead and the bandits' rebukes and commands, a fighter feints; a flail to trip with, a flask of alchemist's fire (特殊攻击).
 */
function lawCombatant(c: CombatantSpec, i: number, casters: boolean): CombatantSpec {
  // The casters turn and rebuke undead (seed 000 驱散或斥喝不死生物). A caster keeps a hand free
  // for the gestures (seed 000 施法Cast a Spell 法术构件): the party's slings its shield, the
  // bandits' carries its greataxe put away (a two-handed weapon fills both hands).
  if (casters && (i === 0 || i === 5))
    return {
      ...c,
      spells: [MAGIC_MISSILE, SHOCKING_GRASP, SLEEP, HOLD_PERSON, COMMAND],
      concentration: 4,
      holds: i === 0 ? { main: c.weapons[0]!.id, shield: "carried" } : {},
      // The party's caster turns; the bandits' rebukes at level 8, enough to command their own
      // 4-HD undead (twice its Hit Dice) and to order it about (邪恶阵营的牧师和不死生物 命令).
      turning:
        i === 0 ? { kind: "turn" as const, level: 3 } : { kind: "rebuke" as const, level: 8 },
    };
  switch (i) {
    case 4:
      // Combat Reflexes, Dex 16, and a flask of alchemist's fire (seed 000 投掷泼溅武器).
      return {
        ...c,
        feats: [...c.feats, "CombatReflexes"],
        abilities: { ...c.abilities, dex: 16 },
        weapons: [...c.weapons, weapon("alchemists-fire")],
      };
    case 1:
      // A light crossbow to load and fire, and a flail to trip with (seed 000 拌摔TRIP).
      return {
        ...c,
        weapons: [...c.weapons, weapon("light-crossbow"), weapon("flail")],
        holds: { main: "light-crossbow", unloaded: ["light-crossbow"] },
      };
    case 3:
      // A bite beside the weapon (SRD natural weapons: a secondary attack in a full attack).
      return { ...c, weapons: [...c.weapons, NATURAL.bite] };
    case 6:
      return {
        ...c,
        weapons: [...c.weapons, weapon("heavy-crossbow"), NATURAL.bite],
        holds: { main: "heavy-crossbow" },
      };
    case 7:
      // Claws and a bite, and Multiattack (SRD natural weapons); undead and mindless, on four
      // legs (seed 000 驱散或斥喝不死生物, 虚招FEINT, the stability of 拌摔TRIP).
      return {
        ...c,
        weapons: [NATURAL.claws, NATURAL.secondaryBite],
        feats: [...c.feats, "Multiattack"],
        abilities: { ...c.abilities, int: 0 },
        creatureType: "undead",
        immuneToCriticals: true,
        steady: true,
        // 4 Hit Dice: beyond a level-3 turner's reach but on a check of 13 or more, so its claws
        // still meet the laws in most fights.
        hd: 4,
      };
    case 2:
      // A feinter's Bluff (seed 000 虚招FEINT).
      return {
        ...c,
        weapons: [...c.weapons, NATURAL.bite],
        holds: { main: c.weapons[0]!.id, shield: "carried" },
        bluff: 5,
      };
    default:
      return c;
  }
}

/** A fight of the stock policies: seed, awareness, which side charges, and house options. */
export interface PolicyFight {
  readonly seed: string;
  readonly party: boolean;
  readonly bandits: boolean;
  /** The bandits full-attack or charge and the fighters attack the nearest, not the reverse. */
  readonly swap: boolean;
  /** House options for the header; none (the header's own) when absent. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/**
 * Seeded 4-vs-4 level-1 fights of fighters and bandits, one side full-attacking or charging
 * and the other attacking the nearest foe, at most 50 rounds.
 */
export const policyFights: FightGenerator<PolicyFight> = {
  nth: (i) => ({ seed: `fight-${i}`, party: i % 3 !== 0, bandits: i % 5 !== 0, swap: i % 2 !== 0 }),
  play(f) {
    const base = fourVsFour(f.seed, { party: f.party, bandits: f.bandits });
    const header = f.options === undefined ? base : { ...base, options: f.options };
    const policy = (id: string) =>
      id.startsWith("战士") !== f.swap ? fullAttackOrCharge : attackNearest;
    return { header, run: runFight(header, policy, seededDice(f.seed)) };
  },
};

/**
 * Seeded battlefield 4-vs-4 fights (reach, bows, two weapons, difficult ground) played by the
 * tactician on both sides, at most 50 rounds.
 */
export const battlefieldFights: FightGenerator<string> = {
  nth: (i) => `battlefield-${i}`,
  play(seed) {
    const header = battlefieldFourVsFour(seed);
    return { header, run: runFight(header, () => tactician, seededDice(seed)) };
  },
};

/**
 * The random fights' rosters (a caster on each side, crossbows, natural weapons, a turner, a
 * feinter) played by the tactician on both sides, the party's caster healing too (cure light
 * wounds), at most 50 rounds: spells cast, held and touched, readied attacks against casters,
 * casting on the defensive, beside everything else the tactician does.
 */
export const tacticianFights: FightGenerator<string> = {
  nth: (i) => `tactician-${i}`,
  play(seed) {
    const base = fourVsFour(seed);
    const roster = (base.roster as CombatantSpec[]).map((c, i) => {
      const spec = lawCombatant(c, i, true);
      return i === 0 ? { ...spec, spells: [...(spec.spells ?? []), CURE_LIGHT_WOUNDS] } : spec;
    });
    const header = { ...base, roster };
    return { header, run: runFight(header, () => tactician, seededDice(seed)) };
  },
};

/** The dnd35 fight generators of the law runs, by name (replay's fixtures play them too). */
export const dnd35Fights = {
  random: randomFights,
  policies: policyFights,
  battlefield: battlefieldFights,
  tactician: tacticianFights,
} as const;

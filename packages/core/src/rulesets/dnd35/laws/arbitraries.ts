import fc from "fast-check";
import type { PolicyFight, RandomFight } from "./fights.ts";

/** Random fights for properties: any seed, either side aware or not, with steeds or without. */
export const arbitraryRandomFight: fc.Arbitrary<RandomFight> = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  party: fc.boolean(),
  bandits: fc.boolean(),
  mounted: fc.boolean(),
});

/**
 * Policy fights for properties: a seed, who is aware (so surprise rounds happen), which side
 * uses which policy, and the house options (seed 000 稳定角色伤势和恢复, 突袭, 瘫痪).
 */
export const arbitraryPolicyFight: fc.Arbitrary<PolicyFight> = fc
  .record({
    seed: fc.string({ minLength: 1, maxLength: 12 }),
    party: fc.boolean(),
    bandits: fc.boolean(),
    swap: fc.boolean(),
    stabilizeAt: fc.constantFrom("ownTurn", "endOfRound"),
    surpriseFiveFootStep: fc.boolean(),
    disabledAoO: fc.constantFrom("strenuous", "none"),
    overrunOnCharge: fc.boolean(),
  })
  .map(({ stabilizeAt, surpriseFiveFootStep, disabledAoO, overrunOnCharge, ...f }) => ({
    ...f,
    options: { stabilizeAt, surpriseFiveFootStep, disabledAoO, overrunOnCharge },
  }));

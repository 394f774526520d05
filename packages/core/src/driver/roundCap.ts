/**
 * The most rounds any driver plays a fight (a scenario's `end.maxRounds`, a what-if's
 * `--max-rounds`). A minute of combat is 10 rounds (seed 000 战斗轮), so 10,000 rounds is
 * more than 16 hours of fighting; past it a stalemate would only fill memory until V8 dies
 * (issue "Trust", point 6). Edition-neutral: every ruleset counts rounds.
 */
export const MAX_ROUNDS = 10_000;

import { describe } from "vitest";
import { lawProperties, lawSubjects, lawSuite } from "../../src/testing.ts";

// The shared law suite, run the same way on every ruleset's random fights (its random policy on
// every side, random answers in every window): the edition-neutral laws and the ruleset's own.
for (const subject of Object.values(lawSubjects))
  describe(`shared law suite: ${subject.ruleset} random fights`, () => {
    lawProperties(lawSuite(subject), subject.random, {
      trace: 20,
      replay: 10,
      cuts: { fights: 4, every: 7 },
    });
  });

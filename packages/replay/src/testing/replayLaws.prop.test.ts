import { lawProperties, lawSubjects, lawSuite } from "@d20/core/testing";
import { describe } from "vitest";
import { replayLaws } from "./replayLaws.ts";

// Replay's edition-neutral laws (verify finds nothing, seek equals fold, a fork with no edits
// repeats its parent) on every ruleset's random fights, through core's law runner; core's own
// laws ran on the same fights in core's suite.
for (const subject of Object.values(lawSubjects))
  describe(`replay's laws: ${subject.ruleset} random fights`, () => {
    lawProperties(lawSuite(subject, replayLaws), subject.random, {
      trace: 0,
      replay: 10,
      cuts: { fights: 3, every: 20 },
      only: replayLaws.map((l) => l.id),
    });
  });

import { canonicalJson } from "@d20/events";
import { expect } from "vitest";
import type { RerunLaw } from "../law.ts";
import { replayInputs, roundLimitOf } from "./replayInputs.ts";

/** Same seed and declarations give a byte-identical log (DESIGN: Tests). */
export const deterministic: RerunLaw = {
  id: "deterministic",
  says: "same seed and declarations give a byte-identical log",
  kind: "replay",
  check({ header, run }) {
    const again = replayInputs(header, run.inputs, roundLimitOf(run.events));
    expect(again.map(canonicalJson)).toEqual(run.events.map(canonicalJson));
  },
};

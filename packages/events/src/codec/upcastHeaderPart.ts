import type { LogEvent } from "../catalogue/catalogue.ts";
import type { HeaderData } from "../catalogue/header.ts";
import {
  FIRST_HEADER_PART_VERSION,
  type HeaderPartSpec,
  type RulesetHeaderPart,
} from "../catalogue/headerPart.ts";

/**
 * Lifts a header's ruleset part (`options`, `roster`) from its stored version (`rulesetPart`,
 * absent = 1) to the ruleset's current one. Like `upcast`, it runs after the line's hash is
 * verified and leaves `hash` and `prev` as stored; a header already current is returned as is.
 */
export function upcastHeaderPart(
  header: LogEvent,
  spec: HeaderPartSpec,
  fail: (field: string, reason: string) => never,
): LogEvent {
  const data = header.data as HeaderData;
  const stored = data.rulesetPart ?? FIRST_HEADER_PART_VERSION;
  if (!Number.isSafeInteger(stored) || stored < 1)
    fail("data.rulesetPart", "must be a positive integer");
  if (stored > spec.current) {
    fail(
      "data.rulesetPart",
      `the ruleset's header part has no version ${stored} (current is ${spec.current})`,
    );
  }
  if (stored === spec.current) return header;
  let part: RulesetHeaderPart = { options: data.options, roster: data.roster };
  for (let v = stored; v < spec.current; v++) {
    const up = spec.upcasters[v];
    if (up === undefined)
      fail("data.rulesetPart", `the ruleset's header part v${v} has no upcaster to v${v + 1}`);
    part = up!(part);
  }
  const lifted: HeaderData = { ...data, ...part, rulesetPart: spec.current };
  return { ...header, data: lifted } as LogEvent;
}

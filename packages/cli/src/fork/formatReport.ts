import type { ContinuationReport, Misfit, PlayersPlan } from "@d20/replay";
import { describeInput, sayRefusal } from "@d20/replay";

const STOPS: Record<ContinuationReport["stop"], string> = {
  ended: "the fight ended",
  misfit: "a recorded declaration no longer fits",
  exhausted: "the parent's declarations ran out (the parent stops there too)",
  stopped: "the edits supply nothing more",
  roundLimit: "the round limit was reached",
};

/** Who plays on after the fork point, in lines: `played on by: Bram: tactician (as in the fight)`. */
export function playersLines(players: PlayersPlan): string[] {
  const [first, ...rest] = players.lines;
  if (rest.length === 0) return [`played on by: ${first ?? "the default policy"}`];
  return ["played on by:", ...players.lines.map((l) => `  ${l}`)];
}

/** A continuation report in lines: how it stopped, the first misfit and why, each substitution. */
export function formatReport(report: ContinuationReport): string[] {
  const lines = [`continuation: ${report.mode}; stopped: ${STOPS[report.stop]}`];
  if (report.misfit !== undefined) lines.push(`first misfit: ${misfitText(report.misfit)}`);
  if (report.substitutions.length > 0) {
    lines.push(`substitutions (${report.substitutions.length}):`);
    for (const s of report.substitutions) {
      lines.push(`  seq ${s.seq}: ${describeInput(s.input)} — in place of ${misfitText(s)}`);
    }
  }
  if (report.unused.length > 0) {
    lines.push(`the parent's declarations not played: ${report.unused.length}`);
  }
  return lines;
}

function misfitText(m: Misfit): string {
  const where = `round ${m.round}, ${m.actor} #${m.ordinal}`;
  const parent =
    m.parent === undefined ? "" : ` (parent seq ${m.parent.seq}: ${describeInput(m.parent.input)})`;
  const why =
    m.reason.kind === "notInParent"
      ? "the parent had no declaration here"
      : `refused: ${sayRefusal(m.reason.violation, undefined)} (${m.reason.violation.rule})`;
  return `${where}${parent}: ${why}`;
}

/** A refusal as `--json` shows it: its code, rule and words (rendered here, at the edge). */
export interface ShownViolation {
  readonly kind: "RuleViolation";
  readonly code: string;
  readonly rule: string;
  readonly message: string;
}

/** A continuation report as `--json` gives it: each refusal in words, not as a message id. */
export function reportJson(report: ContinuationReport, rulesetId: string | undefined): unknown {
  const shown = <M extends Misfit>(m: M) => {
    if (m.reason.kind !== "illegal") return m;
    const v = m.reason.violation;
    const violation: ShownViolation = {
      kind: v.kind,
      code: v.code,
      rule: v.rule,
      message: sayRefusal(v, rulesetId),
    };
    return { ...m, reason: { ...m.reason, violation } };
  };
  return {
    ...report,
    ...(report.misfit && { misfit: shown(report.misfit) }),
    substitutions: report.substitutions.map(shown),
  };
}

import { closeTo } from "@d20/core";

/** How many commands a hint lists. */
const FEW = 4;

/**
 * What to tell a person whose answer is no command: "did you mean X?" for the command on offer
 * closest to it within a few edits (`closeTo`, @d20/core's), the answer's first word corrected among those
 * (`mvoe 7,3` → `move 7,3`); for a known first word with arguments that fit nothing on offer,
 * the first few commands it begins (`attack gob-1, attack gob-2`); else only where they are listed.
 */
export function didYouMean(
  answer: string,
  commands: readonly string[],
  verbs: readonly string[],
): string {
  const unknown = `unknown command "${answer}"`;
  const [first = "", ...rest] = answer.trim().split(/\s+/);
  const firsts = [...new Set([...verbs, ...commands.map((c) => c.split(" ")[0]!)])];
  const corrected = firsts.map((v) => [v, ...rest].join(" "));
  // The closest only: a long command is a third of its length from many others.
  const [close] = closeTo(answer, [...new Set([...commands, ...corrected])]);
  if (close !== undefined) return `${unknown}; did you mean "${close}"?`;
  const begun = commands.filter((c) => c.split(" ")[0]!.toLowerCase() === first.toLowerCase());
  if (begun.length > 0) {
    const list = begun.slice(0, FEW).join(", ");
    return `${unknown}: on offer now ${list}${begun.length > FEW ? ", …" : ""} (help lists the commands)`;
  }
  return `${unknown} (help lists the commands)`;
}

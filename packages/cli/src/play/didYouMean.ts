import { closest } from "@d20/scenario";

/** How many commands a hint lists after a known first word with unknown arguments. */
const FEW = 4;

/**
 * What to tell a person whose answer is no command: "did you mean X?" for the command on offer
 * within two edits of it (`closest`, @d20/scenario's), or of its first word (`mvoe 5,6` → `move
 * 5,6`); for a known first word with arguments that fit nothing on offer, the first few commands
 * it begins (`attack gob-1, attack gob-2`); else only where the commands are listed.
 */
export function didYouMean(
  answer: string,
  commands: readonly string[],
  verbs: readonly string[],
): string {
  const unknown = `unknown command "${answer}"`;
  const whole = closest(answer, commands);
  if (whole !== undefined) return `${unknown}; did you mean "${whole}"?`;
  const [first = "", ...rest] = answer.trim().split(/\s+/);
  const firsts = [...new Set([...verbs, ...commands.map((c) => c.split(" ")[0]!)])];
  const verb = closest(first, firsts);
  if (verb !== undefined && verb.toLowerCase() !== first.toLowerCase())
    return `${unknown}; did you mean "${[verb, ...rest].join(" ")}"?`;
  const begun = commands.filter((c) => c.split(" ")[0]!.toLowerCase() === first.toLowerCase());
  if (begun.length > 0) {
    const list = begun.slice(0, FEW).join(", ");
    return `${unknown}: on offer now ${list}${begun.length > FEW ? ", …" : ""} (help lists the commands)`;
  }
  return `${unknown} (help lists the commands)`;
}

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { registry } from "@d20/core";
import { encodeLine, type Hash, parseLog, serializeLog, type UnsealedEvent } from "@d20/events";

/** The four ways a log file gets damaged, each written next to the others in `dir`. */
export function writeDamagedLogs(source: string, dir: string): Record<string, string> {
  const bytes = readFileSync(source);
  const lines = bytes.toString("utf8").split("\n").slice(0, -1);
  const write = (name: string, text: string) => {
    const file = join(dir, `${name}.jsonl`);
    writeFileSync(file, text);
    return file;
  };
  const swapped = [...lines];
  [swapped[10], swapped[11]] = [swapped[11]!, swapped[10]!];
  const flipped = [...lines];
  const at = flippedLine(source) - 1;
  flipped[at] = flipped[at]!.replace('"feet":15', '"feet":25');
  // An unknown type on a line whose own hash is right, so the type is what the reader rejects.
  const unknown = [...lines];
  const event = JSON.parse(unknown[20]!) as UnsealedEvent & { prev: Hash };
  unknown[20] = encodeLine({ ...event, type: "Teleported" }, event.prev).line;
  return {
    torn: write("torn", bytes.toString("utf8").slice(0, -40)),
    reordered: write("reordered", `${swapped.join("\n")}\n`),
    flipped: write("flipped", `${flipped.join("\n")}\n`),
    unknown: write("unknown", `${unknown.join("\n")}\n`),
  };
}

/**
 * A re-sealed forgery: the chain is whole, but the attack at `seq` claims a total it did not
 * roll. `audit` has to find it by re-deriving the fact.
 */
export function writeForgedLog(source: string, file: string, seq: number): void {
  const { events } = parseLog(readFileSync(source), { catalogue: registry.catalogue });
  const forged = events.map((e) => {
    if (e.seq !== seq) return e;
    const data = e.data as { total: number };
    return { ...e, data: { ...data, total: data.total + 10 } };
  });
  writeFileSync(file, serializeLog(forged as Parameters<typeof serializeLog>[0]).text);
}

/** The line (1-based) whose byte `writeDamagedLogs` flips: the first move of 15 feet. */
export function flippedLine(source: string): number {
  const lines = readFileSync(source, "utf8").split("\n");
  return lines.findIndex((l) => l.includes('"feet":15')) + 1;
}

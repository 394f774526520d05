/**
 * The quick-start job: plays a seeded 4-vs-4 fight with the two policies, writes its log as
 * JSONL, reads it back (verifying the hash chain on the bytes as stored), refolds the state from
 * the log, and prints how the fight went with one attack explained term by term.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  attackNearest,
  type FightEvent,
  fold,
  fourVsFour,
  fullAttackOrCharge,
  runFight,
  type ThreeXEvent,
} from "@d20/core";
import { type NewEvent, parseLog, seededDice, serializeLog, verifyChain } from "@d20/events";

const seed = process.argv[2] ?? "quickstart";
const header = fourVsFour(seed);
const run = runFight(
  header,
  (id) => (id.startsWith("战士") ? fullAttackOrCharge : attackNearest),
  seededDice(seed),
);

const outDir = join(import.meta.dirname, "out");
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `${seed}.jsonl`);
const events = [{ seq: 0, type: "Header", v: 1, data: header }, ...run.events] as NewEvent[];
writeFileSync(file, serializeLog(events).text);

const bytes = readFileSync(file);
const verdict = verifyChain(bytes, { file });
if (!verdict.ok) throw new Error(verdict.reason);
const parsed = parseLog(bytes, { file });
const replayed = fold(header, parsed.events.slice(1) as unknown as FightEvent[]);

console.log(`fight "${seed}": ${run.events.length + 1} events written to ${file}`);
console.log(`chain verified: ${verdict.count} lines, head ${verdict.head}`);
console.log(`winner: ${replayed.winner ?? "none"} after ${replayed.round} rounds`);
for (const id of replayed.roster) {
  const c = replayed.combatants[id]!;
  console.log(
    `  ${id.padEnd(6)} ${c.spec.side.padEnd(8)} hp ${String(c.vitals.hp).padStart(3)}/${c.vitals.maxHp} ${c.vitals.state}`,
  );
}
// A dnd35 fight's events are the 3.x layer's: read them as such to look at an attack.
const hit = (run.events as readonly ThreeXEvent[]).find(
  (e) => e.type === "AttackResolved" && e.data.hit,
);
if (hit?.type === "AttackResolved") {
  const d = hit.data;
  console.log(
    `seq ${hit.seq}: ${d.attacker} hits ${d.target}: d20 ${d.natural} → ${d.total} vs AC ${d.acTotal}`,
  );
  for (const t of d.bonus)
    console.log(`  attack ${t.value >= 0 ? "+" : ""}${t.value} ${t.label} [${t.rule}]`);
  for (const t of d.ac)
    console.log(`  AC     ${t.value >= 0 ? "+" : ""}${t.value} ${t.label} [${t.rule}]`);
}

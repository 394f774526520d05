import type { WhatIfScenario } from "@d20/replay";
import type pg from "pg";
import type { JobSet } from "./jobSet.ts";
import { checkedSchema } from "./schema.ts";

interface SetRow {
  id: string;
  label: string;
  engine: string;
  ruleset: string;
  ruleset_version: string;
  scenario: WhatIfScenario;
  first_run: number;
  runs: number;
  batch_size: number;
  batches: number;
}

/** A queued job set by its id, or undefined (the id names none). */
export async function loadSet(
  db: pg.Pool,
  schema: string,
  id: string,
): Promise<JobSet | undefined> {
  const s = checkedSchema(schema);
  const { rows } = await db.query<SetRow>(`SELECT * FROM ${s}.job_sets WHERE id = $1`, [id]);
  const r = rows[0];
  if (r === undefined) return undefined;
  return {
    id: r.id,
    label: r.label,
    engine: r.engine,
    ruleset: r.ruleset,
    rulesetVersion: r.ruleset_version,
    scenario: r.scenario,
    firstRun: r.first_run,
    runs: r.runs,
    batchSize: r.batch_size,
    batches: r.batches,
  };
}

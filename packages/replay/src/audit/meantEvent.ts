/** What a damaged line still says it was: its type, seq, actor and the round it fell in. */
export interface MeantEvent {
  readonly type: string;
  readonly seq?: number;
  readonly actor?: string;
  readonly round?: number;
}

const decoder = new TextDecoder("utf-8", { fatal: false });

// Who an event is about, by the fields the logs' events name their actor with.
function actorOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const d = data as Record<string, unknown>;
  for (const key of ["by", "actor", "source", "attacker", "target"]) {
    const v = d[key];
    if (typeof v === "string") return v;
  }
  return undefined;
}

function parsed(line: string | undefined): Record<string, unknown> | undefined {
  if (line === undefined) return undefined;
  try {
    const v: unknown = JSON.parse(line);
    return typeof v === "object" && v !== null ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads line `line` (1-based) of a log the chain or schema rejected, leniently: a line changed
 * after sealing usually still parses, so the audit can say which event it was meant to be
 * ("the DamageDealt of Bram, round 2") rather than only its line. The round is the last
 * `RoundStarted` on the lines before it that still parse. Undefined when the line is not JSON.
 */
export function meantEvent(text: string | Uint8Array, line: number): MeantEvent | undefined {
  const lines = (typeof text === "string" ? text : decoder.decode(text)).split("\n");
  const at = parsed(lines[line - 1]);
  if (at === undefined || typeof at.type !== "string") return undefined;
  let round: number | undefined;
  for (let i = 0; i < line - 1; i++) {
    if (!lines[i]!.includes('"RoundStarted"')) continue;
    const r = parsed(lines[i])?.data as { round?: unknown } | undefined;
    if (typeof r?.round === "number") round = r.round;
  }
  const actor = actorOf(at.data);
  return {
    type: at.type,
    ...(typeof at.seq === "number" ? { seq: at.seq } : {}),
    ...(actor === undefined ? {} : { actor }),
    ...(round === undefined ? {} : { round }),
  };
}

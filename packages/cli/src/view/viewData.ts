import { basename } from "node:path";
import { registry } from "@d20/core";
import { type ForkHeaderData, parseLog } from "@d20/events";
import { readLineage, verify } from "@d20/replay";
import { playScenario, ScenarioError, scenarioToLog } from "@d20/scenario";
import type { ViewedFight, ViewedFinding, ViewerData } from "@d20/viewer";
import { auditedLog } from "../audit/auditedLog.ts";
import { CliError } from "../cli/cliError.ts";
import type { Invocation } from "../cli/command.ts";
import { stringOption } from "../cli/parseInvocation.ts";
import { loadScenario } from "../commands/runCommand.ts";
import { type FightPlace, fightPlace, placeName, readOwnEvents } from "../log/openFight.ts";
import { openStore } from "../log/openStore.ts";
import { locateParent, readLineageFile, streamNameOf } from "../log/readLineageFile.ts";
import { readInputFile } from "../log/readLogFile.ts";
import { formatFinding } from "../show/formatFinding.ts";

/**
 * What `d20 view` shows: the fight (a log file with its parents, a store's stream with its
 * parent, or a scenario played first), the audit's findings as sentences, a what-if document.
 */
export async function viewData(inv: Invocation, lang: "en" | "zh"): Promise<ViewerData> {
  const source = inv.positionals[0];
  const whatIf = whatIfDocument(stringOption(inv, "whatif"));
  if (source === undefined && stringOption(inv, "id") === undefined && whatIf !== undefined)
    return { title: "what-if", fights: [], findings: [], whatIf, lang };
  if (source !== undefined && /\.json$/i.test(source) && stringOption(inv, "store") === undefined) {
    const fight = scenarioFight(inv);
    return {
      title: fight.name,
      fights: [fight],
      findings: [],
      ...(whatIf === undefined ? {} : { whatIf }),
      lang,
    };
  }
  const place = fightPlace(inv, source);
  const fights =
    place.kind === "file" ? await fileFights(inv, place.file) : await storeFights(place);
  const viewed = fights.at(-1)!.name;
  return {
    title: placeName(place),
    fights,
    findings: await findings(inv, place, viewed),
    ...(whatIf === undefined ? {} : { whatIf }),
    lang,
  };
}

/** A scenario played to its end (or to a refused scripted declaration), as a log. */
function scenarioFight(inv: Invocation): ViewedFight {
  const scenario = loadScenario(inv);
  const name = basename(scenario.file).replace(/\.json$/i, "");
  try {
    return { name, text: scenarioToLog(playScenario(scenario), scenario.header) };
  } catch (e) {
    if (!(e instanceof ScenarioError) || e.partial === undefined) throw e;
    return { name, text: scenarioToLog(e.partial, scenario.header) };
  }
}

/**
 * A log file, and when it is a branch its parents (root first), each as its text: the page reads
 * them line by line, so a damaged log opens with its damage shown. The parents must read whole.
 */
async function fileFights(inv: Invocation, file: string): Promise<ViewedFight[]> {
  const text = readInputFile(file).toString("utf8");
  const own = { name: streamNameOf(file), text };
  const fork = forkOf(file, text);
  if (fork === undefined) return [own];
  const parentFile = stringOption(inv, "parent") ?? locateParent(file, fork.parent);
  const read: string[] = [];
  // Checks every parent's chain and fork point now: a parent that does not read is a refusal.
  await readLineageFile(parentFile, undefined, read);
  const chain = read.reverse();
  const fights: ViewedFight[] = chain.map((f, i) => ({
    name: streamNameOf(f),
    text: readInputFile(f).toString("utf8"),
    ...(i > 0 && { parent: streamNameOf(chain[i - 1]!) }),
  }));
  return [...fights, { ...own, parent: streamNameOf(parentFile) }];
}

function forkOf(file: string, text: string): ForkHeaderData | undefined {
  const first = text.slice(0, Math.max(0, text.indexOf("\n")) || text.length);
  try {
    const [e] = parseLog(`${first}\n`, { file, catalogue: registry.catalogue }).events;
    return e?.type === "ForkHeader" ? (e.data as ForkHeaderData) : undefined;
  } catch {
    return undefined;
  }
}

/** A stored stream with its lineage, and its parent's beside it when it is a branch. */
async function storeFights(place: FightPlace & { kind: "store" }): Promise<ViewedFight[]> {
  const { events } = await readOwnEvents(place);
  const store = await openStore(place.url, { existing: true });
  try {
    const lineage = await readLineage(store, place.id);
    const first = events[0];
    if (first?.type !== "ForkHeader") return [{ name: place.id, lineage }];
    const parent = (first.data as ForkHeaderData).parent;
    return [
      { name: parent, lineage: await readLineage(store, parent) },
      { name: place.id, lineage, parent },
    ];
  } finally {
    await store.close();
  }
}

/** The audit's findings, each at its seq (or line) in the audit's sentence. */
async function findings(
  inv: Invocation,
  place: FightPlace,
  fight: string,
): Promise<ViewedFinding[]> {
  const { log, parent } = await auditedLog(inv, place);
  const file = placeName(place);
  const report = verify(log, { file, ...(parent && { parent }) });
  // The refusals inside findings are the ruleset's words: the audit again in Chinese for them.
  const zh = verify(log, { file, lang: "zh", ...(parent && { parent }) }).findings;
  return report.findings.map((f, i) => {
    const at = f as { seq?: unknown; line?: unknown };
    return {
      fight,
      kind: f.kind,
      sentence: { en: formatFinding(f), zh: formatFinding(zh[i] ?? f, "zh") },
      ...(typeof at.seq === "number" && { seq: at.seq }),
      ...(typeof at.line === "number" && { line: at.line }),
    };
  });
}

/** A `whatif --json --out` document, read and parsed (what it holds is checked by the page). */
function whatIfDocument(file: string | undefined): unknown {
  if (file === undefined) return undefined;
  const text = readInputFile(file).toString("utf8");
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`--whatif ${file}: not JSON (${(e as Error).message})`);
  }
}

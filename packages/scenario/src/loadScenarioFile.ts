import { readFileSync } from "node:fs";
import { decodeText } from "./file/decodeText.ts";
import type { LoadedScenario } from "./loadedScenario.ts";
import { parseScenario } from "./parseScenario.ts";

/**
 * Reads a scenario file and parses it (`parseScenario`). An empty, binary or invalid-JSON file is
 * a `ScenarioError` naming the file; a missing or unreadable file is Node's own error.
 */
export function loadScenarioFile(path: string, opts: { seed?: string } = {}): LoadedScenario {
  return parseScenario(decodeText(readFileSync(path), path), path, opts);
}

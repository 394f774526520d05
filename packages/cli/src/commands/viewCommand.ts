import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pageHtml, serveViewer } from "@d20/viewer";
import { DIST } from "../../bin/freshness.js";
import { CliError } from "../cli/cliError.ts";
import type { Command } from "../cli/command.ts";
import { LANG_OPTION, langOf } from "../cli/langOption.ts";
import { flag, intOption, stringOption } from "../cli/parseInvocation.ts";
import { SOURCE_HELP, SOURCE_OPTIONS } from "../log/openFight.ts";
import { viewData } from "../view/viewData.ts";

/** The page's script, built beside the command (scripts/build.mjs). */
const PAGE_SCRIPT = join(dirname(DIST.main), "viewer.js");

/** `d20 view <log>`: the fight in a browser — served on loopback, or exported as one file. */
export const viewCommand: Command = {
  name: "view",
  summary: "show a fight in the browser: map, tracker, timeline, log, breakdowns, branches, odds",
  args: "[<log>|<scenario>]",
  positionals: { min: 0, max: 1 },
  options: {
    ...SOURCE_OPTIONS,
    whatif: {
      type: "string",
      value: "FILE",
      description: "a what-if result (whatif --json --out FILE) to chart beside the fight",
    },
    export: {
      type: "string",
      value: "FILE",
      description: "write one self-contained HTML file (no server, no network) instead",
    },
    overwrite: { type: "boolean", description: "with --export: replace an existing FILE" },
    port: {
      type: "string",
      value: "N",
      description: "the loopback port to serve on (default: a free one)",
    },
    lang: LANG_OPTION,
  },
  details: [
    "Serves the viewer on 127.0.0.1, prints its address and waits (Ctrl-C stops it); it opens no",
    "browser itself. The page folds the log itself, so scrubbing needs no server; --export writes",
    "the same page with the log embedded, to share a fight as one file. A branch is shown beside",
    "its parent; a scenario (.json) is played first. A damaged log opens with its damage shown.",
    "Keys: ←/→ an event, Shift+←/→ a turn, PageUp/PageDown a round, Home/End, Space plays.",
    SOURCE_HELP,
  ].join("\n"),
  run: async (inv) => {
    const out = stringOption(inv, "export");
    const port = intOption(inv, "port", 0, { limit: 65535, why: "a TCP port" });
    if (out !== undefined && port !== undefined)
      throw new CliError("--port: not with --export (no server)");
    if (out !== undefined && existsSync(out) && !flag(inv, "overwrite"))
      throw new CliError(`--export ${out}: it exists (pass --overwrite to replace it)`);
    if (!existsSync(PAGE_SCRIPT))
      throw new CliError(`the viewer's page is not built (${PAGE_SCRIPT}): run pnpm build`);
    const script = readFileSync(PAGE_SCRIPT, "utf8");
    const data = await viewData(inv, langOf(inv));
    if (out !== undefined) {
      writeFileSync(out, pageHtml(data.title, { inline: script }, data));
      inv.io.out(`view: ${data.title} written to ${out} (one file: open it in a browser)`);
      return 0;
    }
    const server = await serveViewer(data, script, port ?? 0);
    inv.io.out(`view: ${data.title} at ${server.url} (Ctrl-C stops the server)`);
    await new Promise<void>((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    });
    await server.close();
    return 0;
  },
};

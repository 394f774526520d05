/**
 * The `d20` command line: run, play, replay, explain and audit fights, import table logs and
 * list stored fights. `pnpm d20 --help` lists the commands.
 */
import { processIo } from "./cli/io.ts";
import { runCli } from "./cli/runCli.ts";
import { commands } from "./commands/commands.ts";

// A reader that stops early (`d20 run … | head`) is not an error.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});
process.exitCode = await runCli(commands, process.argv.slice(2), processIo());

/**
 * The `d20` command line: run, play, replay, explain and audit fights, import table logs and
 * list stored fights. `pnpm d20 --help` lists the commands.
 */
import { processIo } from "./cli/io.ts";
import { runCli } from "./cli/runCli.ts";
import { commands } from "./commands/commands.ts";

process.exitCode = await runCli(commands, process.argv.slice(2), processIo());

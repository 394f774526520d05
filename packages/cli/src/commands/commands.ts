import type { Command } from "../cli/command.ts";
import { auditCommand } from "./auditCommand.ts";
import { branchCommand } from "./branchCommand.ts";
import { coverageCommand } from "./coverageCommand.ts";
import { diffCommand } from "./diffCommand.ts";
import { explainCommand } from "./explainCommand.ts";
import { importCommand } from "./importCommand.ts";
import { lsCommand } from "./lsCommand.ts";
import { narrateCommand } from "./narrateCommand.ts";
import { playCommand } from "./playCommand.ts";
import { repairCommand } from "./repairCommand.ts";
import { replayCommand } from "./replayCommand.ts";
import { runCommand } from "./runCommand.ts";
import { viewCommand } from "./viewCommand.ts";
import { whatifCommand } from "./whatifCommand.ts";
import { workerCommand } from "./workerCommand.ts";

/** Every `d20` command, in the order help lists them. */
export const commands: readonly Command[] = [
  runCommand,
  playCommand,
  replayCommand,
  narrateCommand,
  viewCommand,
  explainCommand,
  auditCommand,
  importCommand,
  lsCommand,
  repairCommand,
  branchCommand,
  diffCommand,
  whatifCommand,
  workerCommand,
  coverageCommand,
];

import type { Command } from "./command.ts";
import { HELP_OPTION } from "./parseInvocation.ts";

/** The help text of one command. */
export function commandHelp(command: Command): string {
  const lines = [`usage: d20 ${command.name} ${command.args} [options]`.replace(/ {2,}/g, " "), ""];
  lines.push(command.summary, "", "options:");
  const all = { ...command.options, ...HELP_OPTION };
  const heads = Object.entries(all).map(([name, o]) => {
    const short = o.short === undefined ? "    " : `-${o.short}, `;
    const value = "value" in o && o.value !== undefined ? ` ${o.value}` : "";
    return [`  ${short}--${name}${value}`, o.description] as const;
  });
  const width = Math.max(...heads.map(([h]) => h.length)) + 2;
  for (const [head, text] of heads) lines.push(head.padEnd(width) + text);
  if (command.details !== undefined) lines.push("", command.details);
  return lines.join("\n");
}

/** The overview: every command with its summary. */
export function overviewHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length)) + 4;
  return [
    "usage: d20 <command> [arguments] [options]",
    "",
    "The d20 combat ledger: run, play, replay and audit event-sourced d20 fights.",
    "",
    "commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    "",
    "Run `d20 <command> --help` for a command's arguments and options.",
    "Exit codes: 0 ok, 1 audit findings or a failure, 2 bad input (flags, files, damaged logs).",
  ].join("\n");
}

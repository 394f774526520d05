/** The `--seqs` option of the commands that narrate a fight as it is played (run, play). */
export const SEQS_OPTION = {
  type: "boolean",
  description: "show each event's seq in a left margin (the numbers explain and branch take)",
} as const;

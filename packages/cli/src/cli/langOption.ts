import { isLanguage, LANGUAGES, type Language } from "@d20/core";
import { CliError } from "./cliError.ts";
import type { Invocation } from "./command.ts";
import { stringOption } from "./parseInvocation.ts";

/** The `--lang` option of the commands that tell a fight in words (run, play, narrate, …). */
export const LANG_OPTION = {
  type: "string",
  value: "LANG",
  description: `the language of the fight's words: ${LANGUAGES.join(" or ")} (default: the locale's, LC_ALL, LC_MESSAGES or LANG; zh_* is zh)`,
} as const;

/**
 * The language a command speaks: `--lang`, else the locale's (the first of LC_ALL, LC_MESSAGES
 * and LANG that is set: `zh…` is Chinese, anything else English, as `C` and `en_US` are).
 */
export function langOf(inv: Invocation, env: NodeJS.ProcessEnv = process.env): Language {
  const given = stringOption(inv, "lang");
  if (given !== undefined) {
    if (!isLanguage(given))
      throw new CliError(
        `--lang: "${given}" is not a language of the words (${LANGUAGES.join(", ")})`,
      );
    return given;
  }
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== "");
  return locale?.toLowerCase().startsWith("zh") ? "zh" : "en";
}

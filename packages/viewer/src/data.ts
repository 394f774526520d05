import type { Lineage } from "@d20/replay";

/** One fight the page shows: a log as written (JSONL), or a lineage a store gave. */
export type ViewedFight =
  | {
      readonly name: string;
      /** The log's text; a branch's own stream, continued from `parent`. */
      readonly text: string;
      /** The name of the fight in the same page this one branches from. */
      readonly parent?: string;
    }
  | { readonly name: string; readonly lineage: Lineage; readonly parent?: string };

/** An audit finding as the page marks it: at a seq (or a line), in a sentence in each language. */
export interface ViewedFinding {
  readonly fight: string;
  readonly seq?: number;
  readonly line?: number;
  readonly kind: string;
  readonly sentence: Readonly<Record<"en" | "zh", string>>;
}

/** Everything a page is opened with: embedded in an exported file, or served as data.json. */
export interface ViewerData {
  readonly title: string;
  readonly fights: readonly ViewedFight[];
  readonly findings: readonly ViewedFinding[];
  /** A `whatif --json --out` document, charted in the what-if view. */
  readonly whatIf?: unknown;
  readonly lang: "en" | "zh";
}

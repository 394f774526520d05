import type { Language } from "@d20/core";
import { formatCitation, formatQuote } from "./citation.ts";
import type { Explanation } from "./explain.ts";
import type { CitedRule } from "./finding.ts";

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const cited = (r: CitedRule) =>
  r.citation === undefined ? r.rule : `${r.rule} — ${formatCitation(r.citation)}`;

/** The explanation's own words, in each language (the rest comes explained in its language). */
const LABELS = {
  en: {
    rule: "rule",
    dice: "dice",
    because: (why: string) => `because of ${why}:`,
    causedBy: "caused by",
    input: " (the input that produced it)",
  },
  zh: {
    rule: "规则",
    dice: "骰子",
    because: (why: string) => `起因：${why}：`,
    causedBy: "因果链",
    input: "（产生它的输入）",
  },
} as const;

/**
 * Renders an explanation as text: the event and its rule (with the seed's sentence quoted under
 * it), each number with its terms and their citations, the dice, and the chain of causes; its
 * labels in `lang` (English by default).
 */
export function formatExplanation(x: Explanation, lang: Language = "en"): string {
  const w = LABELS[lang];
  const lines = [`seq ${x.seq} ${x.type}: ${x.summary}`];
  if (x.rule !== undefined) {
    lines.push(`  ${w.rule}: ${cited(x.rule)}`);
    const quote = x.rule.citation && formatQuote(x.rule.citation);
    if (quote !== undefined) lines.push(`    ${quote}`);
  }
  for (const b of x.breakdowns) {
    lines.push(`  ${b.name} = ${b.total}`);
    for (const t of b.terms) {
      lines.push(`    ${signed(t.value).padStart(4)}  ${t.label}  [${cited(t)}]`);
    }
  }
  if (x.dice.length > 0) {
    lines.push(`  ${w.dice}:`);
    for (const d of x.dice) {
      const times = (d.times ?? 1) > 1 ? ` ×${d.times}` : "";
      lines.push(
        `    seq ${d.seq} ${d.key}: ${d.expr}${times} → [${d.faces.join(", ")}] = ${d.total} (${d.origin})`,
      );
    }
  }
  if (x.occasion !== undefined) {
    const o = x.occasion;
    lines.push(`  ${w.because(o.why)}`);
    lines.push(`    seq ${o.seq} ${o.type}: ${o.summary}`);
  }
  if (x.causes.length > 0) {
    lines.push(`  ${w.causedBy}:`);
    for (const c of x.causes) {
      const how = c.relation === "declaration" ? w.input : "";
      lines.push(`    seq ${c.seq} ${c.type}: ${c.summary}${how}`);
    }
  }
  return lines.join("\n");
}

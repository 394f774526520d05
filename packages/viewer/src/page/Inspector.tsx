import { codecCatalogue, type UnsealedEvent } from "@d20/events";
import { type Explanation, explain, formatCitation, formatQuote } from "@d20/replay";
import type { ViewedFinding } from "../data.ts";
import type { FightModel } from "../model/fightModel.ts";
import type { Words } from "./i18n.ts";

interface Props {
  readonly model: FightModel;
  readonly seq: number;
  readonly onSeq: (seq: number) => void;
  readonly findings: readonly ViewedFinding[];
  readonly words: Words;
}

/** An event's numbers term by term, each with its rule and quoted text; its dice; its causes. */
export function Inspector({ model, seq, onSeq, findings, words }: Props) {
  const here = findings.filter((f) => f.seq === seq);
  const explained = seq === 0 ? undefined : explainAt(model, seq);
  return (
    <section class="panel inspector" data-testid="inspector">
      <h2>{words.inspector}</h2>
      {here.map((f) => (
        <p key={f.sentence.en} class="finding-text" data-testid="finding">
          ⚠ {f.sentence[words.lang]}
        </p>
      ))}
      {explained === undefined ? (
        <p class="hint">{words.noEvent}</p>
      ) : "error" in explained ? (
        <p class="finding-text">{explained.error}</p>
      ) : (
        <Explained e={explained} onSeq={onSeq} words={words} />
      )}
    </section>
  );
}

function Explained({
  e,
  onSeq,
  words,
}: {
  e: Explanation;
  onSeq: (s: number) => void;
  words: Words;
}) {
  return (
    <div data-testid="explanation" data-seq={e.seq}>
      <p class="summary">
        <span class="n">{e.seq}</span> <b>{e.type}</b> — {e.summary}
      </p>
      {e.rule !== undefined && (
        <p class="rule">
          {words.rule}:{" "}
          {e.rule.citation === undefined ? e.rule.rule : formatCitation(e.rule.citation)}
        </p>
      )}
      {e.breakdowns.map((b) => (
        <table key={b.name} class="breakdown" data-breakdown={b.name} data-total={b.total}>
          <caption>
            {words.breakdown}: {b.name} = <b>{b.total}</b>
          </caption>
          <tbody>
            {b.terms.map((t, i) => (
              <tr key={`${t.label}${i}`}>
                <td class="value">{t.value >= 0 && i > 0 ? `+${t.value}` : t.value}</td>
                <td>{t.label}</td>
                <td class="cite">
                  {t.citation === undefined ? t.rule : formatCitation(t.citation)}
                  {t.citation !== undefined && formatQuote(t.citation) !== undefined && (
                    <div class="quote">{formatQuote(t.citation)}</div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {e.dice.length > 0 && (
        <div class="dice">
          <h3>{words.dice}</h3>
          {e.dice.map((d) => (
            <div key={d.key} class="die" data-key={d.key}>
              <code>{d.key}</code> {d.expr} → {d.faces.join(", ")}{" "}
              <span class="origin">({d.origin})</span>
            </div>
          ))}
        </div>
      )}
      {e.causes.length > 0 && (
        <div class="causes">
          <h3>{words.causes}</h3>
          {e.causes.map((c) => (
            <div key={c.seq} class="cause">
              <button type="button" class="link" onClick={() => onSeq(c.seq)}>
                {c.seq}
              </button>{" "}
              {c.type} — {c.summary}
            </div>
          ))}
        </div>
      )}
      {e.occasion !== undefined && (
        <div class="cause">
          <button type="button" class="link" onClick={() => onSeq(e.occasion!.seq)}>
            {e.occasion.seq}
          </button>{" "}
          {e.occasion.why}
        </div>
      )}
    </div>
  );
}

const cache = new WeakMap<FightModel, readonly UnsealedEvent[]>();

function explainAt(model: FightModel, seq: number): Explanation | { error: string } | undefined {
  const lineage = model.lineage;
  if (lineage === undefined || seq > model.events.length) return undefined;
  let events = cache.get(model);
  if (events === undefined) {
    const header = {
      seq: 0,
      type: "Header",
      v: codecCatalogue.get("Header")!.current,
      data: lineage.header,
    };
    events = [header, ...(lineage.events as unknown as UnsealedEvent[])];
    cache.set(model, events);
  }
  try {
    return explain(events, seq, { lang: model.lang });
  } catch (e) {
    return { error: (e as Error).message };
  }
}

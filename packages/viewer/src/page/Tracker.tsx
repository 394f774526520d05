import type { Moment } from "../model/fightModel.ts";
import type { Words } from "./i18n.ts";
import { sideColour } from "./sides.ts";

/** The initiative order at one moment: counts, the current actor, and what each is doing. */
export function Tracker({ moment, words }: { moment: Moment; words: Words }) {
  const sides = [...new Set(moment.tokens.map((t) => t.side))];
  const hp = new Map(moment.tokens.map((t) => [t.id, t] as const));
  const headers = moment.tracker[0]?.columns.map((c) => c.header) ?? [];
  return (
    <section class="panel tracker" data-testid="tracker">
      <h2>
        {words.initiative}
        <span class="round" data-testid="round">
          {words.roundOf(moment.round)}
          {moment.surprise ? ` · ${words.surprise}` : ""}
          {moment.status === "ended" ? ` · ${words.ended}` : ""}
        </span>
      </h2>
      <table>
        <thead>
          <tr>
            <th />
            <th>{words.count}</th>
            <th>{words.combatant}</th>
            <th>{words.hp}</th>
            {headers.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {moment.tracker.map((row) => {
            const t = hp.get(row.id);
            return (
              <tr
                key={row.id}
                data-row={row.id}
                class={`${row.current ? "current" : ""} ${t?.standing ?? ""}`}
              >
                <td class="marker">{row.current ? "▶" : ""}</td>
                <td class="count" data-count>
                  {row.count ?? "–"}
                </td>
                <td>
                  <span class="chip" style={{ background: sideColour(sides, row.side) }} />
                  {row.name}
                </td>
                <td class="hp">
                  {t === undefined
                    ? ""
                    : `${t.hp}/${t.maxHp}${t.tempHp > 0 ? ` +${t.tempHp}` : ""}`}
                </td>
                {row.columns.map((c) => (
                  <td key={c.key} data-col={c.key} class={c.key}>
                    {c.cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

import { useEffect, useRef } from "preact/hooks";
import uPlot from "uplot";
import type { FightModel } from "../model/fightModel.ts";
import type { Words } from "./i18n.ts";
import { sideColour } from "./sides.ts";

interface Props {
  readonly model: FightModel;
  /** The round shown now, marked on the chart. */
  readonly round: number;
  readonly words: Words;
}

/** Each combatant's hit points at the end of each round, one line per combatant (uPlot). */
export function HpChart({ model, round, words }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    const { rounds, series } = model.hpByRound();
    const start = model.stateAt(0);
    const sides =
      start === undefined
        ? []
        : [...new Set(start.roster.map((id) => start.combatants[id]!.spec.side))];
    const sideOf = (id: string) => start?.combatants[id]?.spec.side ?? "";
    const dashes = new Map<string, number>();
    const opts: uPlot.Options = {
      width: Math.max(320, el.clientWidth),
      height: 220,
      scales: { x: { time: false } },
      axes: [{ label: words.round, incrs: [1, 2, 5, 10, 20, 50] }, { label: words.hp }],
      series: [
        { label: words.round },
        ...series.map((s) => {
          const side = sideOf(s.id);
          const n = dashes.get(side) ?? 0;
          dashes.set(side, n + 1);
          return {
            label: s.name,
            stroke: sideColour(sides, side),
            width: 2,
            ...(n > 0 && { dash: [[], [6, 3], [2, 3], [8, 3, 2, 3]][n % 4] as number[] }),
            points: { show: true, size: 5 },
          };
        }),
      ],
      legend: { live: false },
    };
    const data = [rounds, ...series.map((s) => s.hp)] as uPlot.AlignedData;
    plot.current = new uPlot(opts, data, el);
    return () => {
      plot.current?.destroy();
      plot.current = null;
    };
  }, [model, words]);
  useEffect(() => {
    const u = plot.current;
    if (u !== null) u.setCursor({ left: u.valToPos(round, "x"), top: 10 });
  }, [round]);
  return (
    <section class="panel hp-chart" data-testid="hp-chart">
      <h2>{words.hpChart}</h2>
      <div ref={box} />
    </section>
  );
}

import type { Language } from "@d20/core";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { ViewerData } from "../data.ts";
import type { FightModel } from "../model/fightModel.ts";
import { openFights } from "../model/openFights.ts";
import { Branches, branchDiff, diffMarks } from "./Branches.tsx";
import { EventLog } from "./EventLog.tsx";
import { HpChart } from "./HpChart.tsx";
import { Inspector } from "./Inspector.tsx";
import { type Words, wordsIn } from "./i18n.ts";
import { MapView } from "./MapView.tsx";
import { Selection } from "./Selection.tsx";
import { stepSeq, Timeline } from "./Timeline.tsx";
import { Tracker } from "./Tracker.tsx";
import { type Place, placeHash, readPlace } from "./url.ts";
import { WhatIfView } from "./WhatIfView.tsx";

const VIEWS = ["fight", "branches", "whatif"] as const;

/** The page: a fight (map, tracker, timeline, log, inspector, chart), its branches, a what-if. */
export function App({ data }: { data: ViewerData }) {
  const start = readPlace(location.hash, {
    fight: 0,
    seq: 0,
    view: data.whatIf !== undefined && data.fights.length === 0 ? "whatif" : "fight",
    lang: data.lang,
  });
  const [place, setPlace] = useState<Place>(start);
  const lang: Language = place.lang ?? data.lang;
  const words = wordsIn(lang);
  const models = useMemo(() => openFights(data, lang), [data, lang]);
  const fight = Math.min(place.fight, Math.max(0, models.length - 1));
  const model = models[fight];
  const seq = Math.min(place.seq, model?.lastSeq ?? 0);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(5);
  const [pair, setPair] = useState<[number, number]>(() => defaultPair(data));

  const diff = useMemo(
    () => (place.view === "branches" ? branchDiff(models, pair) : undefined),
    [models, pair, place.view],
  );
  const go = (p: Partial<Place>) => setPlace((old) => ({ ...old, ...p }));
  const onSeq = (s: number) => go({ seq: s });

  // The address follows the moment shown; one changed since it was last read or written (a link
  // pasted, a seq typed) is left for its hashchange to read, not written over.
  const written = useRef(location.hash);
  useEffect(() => {
    const hash = placeHash({ ...place, fight, seq });
    if (location.hash !== written.current) return;
    if (location.hash !== hash) history.replaceState(null, "", hash);
    written.current = hash;
  }, [place, fight, seq]);
  useEffect(() => {
    const on = () => {
      written.current = location.hash;
      setPlace((old) => readPlace(location.hash, old));
    };
    addEventListener("hashchange", on);
    return () => removeEventListener("hashchange", on);
  }, []);
  useEffect(() => {
    if (!playing || model === undefined) return;
    const t = setInterval(() => {
      setPlace((old) => {
        if (old.seq >= model.lastSeq) {
          setPlaying(false);
          return old;
        }
        return { ...old, seq: old.seq + 1 };
      });
    }, 1000 / speed);
    return () => clearInterval(t);
  }, [playing, speed, model]);
  // The seq on screen now, for keys pressed before the effects of the last render have run.
  const shown = useRef(seq);
  shown.current = seq;
  useEffect(() => {
    const on = (e: KeyboardEvent) => {
      if (
        model === undefined ||
        e.target instanceof HTMLInputElement ||
        e.target instanceof HTMLSelectElement
      )
        return;
      const to = keyTarget(model, shown.current, e);
      if (to === "play") setPlaying((p) => !p);
      else if (to !== undefined) onSeq(to);
      else return;
      e.preventDefault();
    };
    addEventListener("keydown", on);
    return () => removeEventListener("keydown", on);
  }, [model]);

  const findings = data.findings.filter((f) => f.fight === model?.name);
  const findingSeqs = findings.flatMap((f) => (f.seq === undefined ? [] : [f.seq]));
  // The scrubber over one fight, sharing the page's seq, play and speed.
  const timeline = (
    of: FightModel,
    seqs: readonly number[],
    marks?: Parameters<typeof Timeline>[0]["marks"],
  ) => (
    <Timeline
      model={of}
      seq={seq}
      onSeq={onSeq}
      playing={playing}
      onPlay={setPlaying}
      speed={speed}
      onSpeed={setSpeed}
      findings={seqs}
      {...(marks && { marks })}
      words={words}
    />
  );
  return (
    <div class={`app lang-${lang}`} lang={lang === "zh" ? "zh-Hans" : "en"}>
      <header>
        <h1>{data.title}</h1>
        {models.length > 1 && (
          <select
            data-testid="fight-select"
            value={fight}
            onChange={(e) => go({ fight: Number((e.target as HTMLSelectElement).value), seq: 0 })}
          >
            {models.map((m, i) => (
              <option key={m.name} value={i}>
                {m.name}
              </option>
            ))}
          </select>
        )}
        <nav>
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              data-view={v}
              class={place.view === v ? "on" : ""}
              onClick={() => go({ view: v })}
            >
              {v === "fight" ? words.fight : v === "branches" ? words.branches : words.whatIf}
            </button>
          ))}
        </nav>
        <button
          type="button"
          data-testid="lang"
          onClick={() => go({ lang: lang === "zh" ? "en" : "zh" })}
        >
          {words.language}
        </button>
      </header>
      {place.view === "whatif" ? (
        <WhatIfView doc={data.whatIf} nameOf={(id) => models[0]?.nameOf(id) ?? id} words={words} />
      ) : model === undefined ? (
        <p class="panel hint">{words.noEvent}</p>
      ) : place.view === "branches" ? (
        <>
          {timeline(longest(models, pair), [], diffMarks(diff, words))}
          <Branches
            diff={diff}
            fights={data.fights}
            models={models}
            pair={pair}
            onPair={setPair}
            seq={seq}
            onSeq={onSeq}
            words={words}
          />
        </>
      ) : (
        <FightView
          model={model}
          seq={seq}
          onSeq={onSeq}
          selected={selected}
          onSelect={(id, add) =>
            setSelected((s) =>
              add
                ? [...s.filter((x) => x !== id), id].slice(-2)
                : s[0] === id && s.length === 1
                  ? []
                  : [id],
            )
          }
          findings={findings}
          findingSeqs={findingSeqs}
          timeline={timeline(model, findingSeqs)}
          words={words}
        />
      )}
    </div>
  );
}

interface FightViewProps {
  readonly model: FightModel;
  readonly seq: number;
  readonly onSeq: (seq: number) => void;
  readonly selected: readonly string[];
  readonly onSelect: (id: string, add: boolean) => void;
  readonly findings: ViewerData["findings"];
  readonly findingSeqs: readonly number[];
  readonly timeline: preact.ComponentChildren;
  readonly words: Words;
}

function FightView({
  model,
  seq,
  onSeq,
  selected,
  onSelect,
  findings,
  findingSeqs,
  timeline,
  words,
}: FightViewProps) {
  const moment = model.moment(seq);
  const state = model.stateAt(seq);
  const damage = model.read.damage;
  return (
    <main>
      {damage !== undefined && (
        <section class="panel damage" data-testid="damage" data-line={damage.line}>
          <h2>{words.damaged}</h2>
          <p>
            <code>{damage.code}</code> {damage.message}
          </p>
        </section>
      )}
      {model.foldError !== undefined && (
        <section class="panel damage" data-testid="fold-error">
          <h2>{words.unfoldable}</h2>
          <p>{model.foldError}</p>
        </section>
      )}
      {findings.length > 0 && (
        <section class="panel findings" data-testid="findings">
          <h2>{words.findings}</h2>
          {findings.map((f) => (
            <p key={f.sentence.en} class="finding-text" data-finding-kind={f.kind}>
              {f.seq !== undefined ? (
                <button type="button" class="link" onClick={() => onSeq(f.seq!)}>
                  {words.seq} {f.seq}
                </button>
              ) : (
                `line ${f.line}`
              )}{" "}
              {f.sentence[words.lang]}
            </p>
          ))}
        </section>
      )}
      {timeline}
      <div class="columns">
        <div class="left">
          {moment !== undefined && state !== undefined && (
            <>
              <div class="map-box">
                <MapView
                  model={model}
                  moment={moment}
                  state={state}
                  selected={selected}
                  onSelect={onSelect}
                />
              </div>
              {moment.window !== undefined && (
                <p class="window" data-testid="window">
                  {words.window} {moment.window.kind}: {words.provoker}{" "}
                  {model.nameOf(moment.window.provoker)} · {words.candidates}{" "}
                  {moment.window.candidates.map((c) => model.nameOf(c)).join(", ") || "—"}
                </p>
              )}
              <Selection model={model} state={state} selected={selected} words={words} />
              <HpChart model={model} round={moment.round} words={words} />
            </>
          )}
        </div>
        <div class="right">
          {moment !== undefined && <Tracker moment={moment} words={words} />}
          <Inspector model={model} seq={seq} onSeq={onSeq} findings={findings} words={words} />
          <EventLog
            model={model}
            seq={seq}
            onSeq={onSeq}
            findings={new Set(findingSeqs)}
            words={words}
          />
        </div>
      </div>
    </main>
  );
}

/** Where a key takes the timeline: ←/→ an event, Shift a turn, PageUp/PageDown a round, Home/End. */
function keyTarget(model: FightModel, seq: number, e: KeyboardEvent): number | "play" | undefined {
  const unit = e.shiftKey ? "turn" : "event";
  switch (e.key) {
    case "ArrowRight":
      return stepSeq(model, seq, unit, 1);
    case "ArrowLeft":
      return stepSeq(model, seq, unit, -1);
    case "PageDown":
      return stepSeq(model, seq, "round", 1);
    case "PageUp":
      return stepSeq(model, seq, "round", -1);
    case "Home":
      return 0;
    case "End":
      return model.lastSeq;
    case " ":
      return "play";
    default:
      return undefined;
  }
}

/** A branch and its parent, when the page has one; else the first two fights. */
function defaultPair(data: ViewerData): [number, number] {
  const b = data.fights.findIndex((f) => f.parent !== undefined);
  if (b < 0) return [0, Math.min(1, data.fights.length - 1)];
  const p = data.fights.findIndex((f) => f.name === data.fights[b]!.parent);
  return [Math.max(0, p), b];
}

function longest(models: readonly FightModel[], [l, r]: readonly [number, number]): FightModel {
  const a = models[l]!;
  const b = models[r] ?? a;
  return a.lastSeq >= b.lastSeq ? a : b;
}

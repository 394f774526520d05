import { type BranchDiff, diffBranches } from "@d20/replay";
import type { ViewedFight } from "../data.ts";
import type { FightModel } from "../model/fightModel.ts";
import type { Words } from "./i18n.ts";
import { MapView } from "./MapView.tsx";
import { Tracker } from "./Tracker.tsx";

/** The two fights of `pair` compared, or why they cannot be (none when it is one fight). */
export function branchDiff(
  models: readonly FightModel[],
  [l, r]: readonly [number, number],
): BranchDiff | { error: string } | undefined {
  const left = models[l]?.lineage;
  const right = models[r]?.lineage;
  if (left === undefined || right === undefined || l === r) return undefined;
  try {
    return diffBranches(left, right);
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** The timeline's marks of a comparison: the fork point and the first divergence. */
export function diffMarks(diff: ReturnType<typeof branchDiff>, words: Words) {
  if (diff === undefined || "error" in diff) return [];
  return [
    { seq: Math.max(0, diff.forkPoint), label: words.forkPoint, kind: "fork-point" },
    ...(diff.firstDivergent === undefined
      ? []
      : [{ seq: diff.firstDivergent.seq, label: words.firstDivergence, kind: "divergence" }]),
  ];
}

interface Props {
  readonly diff: ReturnType<typeof branchDiff>;
  readonly fights: readonly ViewedFight[];
  readonly models: readonly FightModel[];
  /** The two fights compared, by index. */
  readonly pair: readonly [number, number];
  readonly onPair: (pair: [number, number]) => void;
  readonly seq: number;
  readonly onSeq: (seq: number) => void;
  readonly words: Words;
}

/** The lineage as a tree, and two of its fights side by side on one seq, with their diff. */
export function Branches({ diff, fights, models, pair, onPair, seq, onSeq, words }: Props) {
  const left = models[pair[0]];
  const right = models[pair[1]];
  if (models.length < 2) return <p class="hint panel">{words.noBranches}</p>;
  return (
    <div class="branches" data-testid="branches">
      <section class="panel">
        <h2>{words.lineage}</h2>
        <Tree fights={fights} models={models} pair={pair} onPair={onPair} words={words} />
      </section>
      {diff !== undefined && "error" in diff && <p class="finding-text">{diff.error}</p>}
      {diff !== undefined && !("error" in diff) && (
        <DiffHead diff={diff} left={left!} right={right!} onSeq={onSeq} words={words} />
      )}
      <div class="side-by-side">
        {[left, right].map((m, i) =>
          m === undefined ? null : (
            <Column
              key={`${i}-${m.name}`}
              model={m}
              seq={seq}
              side={i === 0 ? "left" : "right"}
              words={words}
            />
          ),
        )}
      </div>
      {diff !== undefined && !("error" in diff) && (
        <EndStates diff={diff} left={left!} right={right!} words={words} />
      )}
    </div>
  );
}

function Tree({ fights, models, pair, onPair, words }: Omit<Props, "seq" | "onSeq" | "diff">) {
  const children = (name: string | undefined) =>
    fights.map((f, i) => [f, i] as const).filter(([f]) => f.parent === name);
  const node = (f: ViewedFight, i: number, depth: number) => {
    const fork = models[i]?.read.fork;
    return (
      <li key={f.name} data-branch={f.name}>
        <span class="branch-name" style={{ paddingLeft: `${depth}em` }}>
          {depth > 0 ? "└ " : ""}
          <b>{f.name}</b>
          {fork !== undefined &&
            ` — ${words.forkedAt} ${fork.at}${fork.edits.length ? `: ${fork.edits.map(editText).join("; ")}` : ""}`}
        </span>{" "}
        <button
          type="button"
          class={pair[0] === i ? "on" : ""}
          onClick={() => onPair([i, pair[1]])}
        >
          {words.left}
        </button>
        <button
          type="button"
          class={pair[1] === i ? "on" : ""}
          onClick={() => onPair([pair[0], i])}
        >
          {words.right}
        </button>
        <ul>{children(f.name).map(([c, j]) => node(c, j, depth + 1))}</ul>
      </li>
    );
  };
  const names = new Set(fights.map((f) => f.name));
  return (
    <ul class="tree">
      {fights.map((f, i) =>
        f.parent === undefined || !names.has(f.parent) ? node(f, i, 0) : null,
      )}
    </ul>
  );
}

/** An edit in a few words: what it does and where. */
function editText(e: {
  kind: string;
  seq?: number;
  before?: number;
  key?: string;
  faces?: readonly number[];
}): string {
  switch (e.kind) {
    case "replaceDeclaration":
      return `replace #${e.seq}`;
    case "insertDeclaration":
      return `insert before #${e.before}`;
    case "dropDeclaration":
      return `drop #${e.seq}`;
    case "forceDie":
      return `force ${e.key} = ${e.faces?.join(",")}`;
    default:
      return e.kind;
  }
}

function DiffHead({
  diff,
  left,
  right,
  onSeq,
  words,
}: {
  diff: BranchDiff;
  left: FightModel;
  right: FightModel;
  onSeq: (s: number) => void;
  words: Words;
}) {
  const out = (o: BranchDiff["outcome"]["left"]) =>
    `${o.winner === undefined ? words.noWinner : `${words.winner} ${o.winner}`}, ${o.rounds} ${words.rounds}`;
  return (
    <section class="panel diff-head" data-testid="diff-head">
      <button
        type="button"
        class="link"
        data-testid="fork-point"
        data-seq={diff.forkPoint}
        onClick={() => onSeq(Math.max(0, diff.forkPoint))}
      >
        {words.forkPoint}: {words.seq} {diff.forkPoint}
      </button>
      {diff.firstDivergent !== undefined && (
        <button
          type="button"
          class="link divergence"
          data-testid="first-divergence"
          data-seq={diff.firstDivergent.seq}
          onClick={() => onSeq(diff.firstDivergent!.seq)}
        >
          {words.firstDivergence}: {words.seq} {diff.firstDivergent.seq} (
          {diff.firstDivergent.left?.type ?? "—"} / {diff.firstDivergent.right?.type ?? "—"})
        </button>
      )}
      <span>
        {words.outcome}: {left.name}: {out(diff.outcome.left)} · {right.name}:{" "}
        {out(diff.outcome.right)}
      </span>
    </section>
  );
}

function Column({
  model,
  seq,
  side,
  words,
}: {
  model: FightModel;
  seq: number;
  side: string;
  words: Words;
}) {
  const at = Math.min(seq, model.lastSeq);
  const moment = model.moment(at);
  const state = model.stateAt(at);
  if (moment === undefined || state === undefined) return <div class="column">{model.name}</div>;
  return (
    <div class="column" data-column={side} data-fight={model.name} data-seq={at}>
      <h3>
        {model.name} · {words.seq} {at}
      </h3>
      <MapView model={model} moment={moment} state={state} selected={[]} onSelect={() => {}} />
      <Tracker moment={moment} words={words} />
    </div>
  );
}

function EndStates({
  diff,
  left,
  right,
  words,
}: {
  diff: BranchDiff;
  left: FightModel;
  right: FightModel;
  words: Words;
}) {
  const end = (e: BranchDiff["combatants"][number]["left"]) =>
    e === undefined
      ? "—"
      : `${e.hp}/${e.maxHp} ${e.vital}${e.conditions.length ? ` (${e.conditions.join(", ")})` : ""} @${e.position.x},${e.position.y}`;
  return (
    <section class="panel" data-testid="end-states">
      <h3>{words.endState}</h3>
      <table>
        <thead>
          <tr>
            <th />
            <th>{left.name}</th>
            <th>{right.name}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {diff.combatants.map((c) => (
            <tr key={c.id} data-combatant={c.id} class={c.changed.length ? "changed" : ""}>
              <td>{left.nameOf(c.id)}</td>
              <td>{end(c.left)}</td>
              <td>{end(c.right)}</td>
              <td class="changed-fields">{c.changed.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

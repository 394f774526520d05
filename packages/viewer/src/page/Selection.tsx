import type { CombatState } from "@d20/core";
import { formatCitation } from "@d20/replay";
import type { FightModel } from "../model/fightModel.ts";
import type { Words } from "./i18n.ts";

interface Props {
  readonly model: FightModel;
  readonly state: CombatState;
  readonly selected: readonly string[];
  readonly words: Words;
}

/** What the ruleset says of the selected creatures: reach and threat, cover and sight between two. */
export function Selection({ model, state, selected, words }: Props) {
  const map = model.ruleset?.map;
  const cite = (rule: string) => {
    const entry = model.ruleset?.rules[rule];
    return entry === undefined ? rule : formatCitation(entry);
  };
  if (selected.length === 0 || map === undefined)
    return (
      <section class="panel selection" data-testid="selection">
        <p class="hint">{words.selectHint}</p>
      </section>
    );
  const [a, b] = selected as [string, string | undefined];
  const reach = attempt(() => map.reach(state, a));
  const threat = attempt(() => map.threatenedSquares(state, a)) ?? [];
  const cover = b === undefined ? undefined : attempt(() => map.cover(state, a, b, "melee"));
  const ranged = b === undefined ? undefined : attempt(() => map.cover(state, a, b, "ranged"));
  const sight = b === undefined ? undefined : attempt(() => map.lineOfSight(state, a, b));
  return (
    <section class="panel selection" data-testid="selection">
      <h2>
        {words.selected}: {model.nameOf(a)}
        {b === undefined ? "" : ` → ${model.nameOf(b)}`}
      </h2>
      <p data-testid="threat-count">
        {words.threatens} {threat.length} {words.squares}
        {reach !== undefined &&
          ` · ${words.reach} ${reach.naturalFt} ft${reach.weapons.map((w) => `, ${w.weapon} ${w.minFt >= 0 ? `${w.minFt + 5}–` : ""}${w.maxFt} ft`).join("")}`}
      </p>
      {reach !== undefined && <p class="cite">{cite(reach.rule)}</p>}
      {cover !== undefined && (
        <p data-testid="cover">
          {words.cover}: {cover.degree}
          {cover.acBonus ? ` (+${cover.acBonus} AC)` : ""} · ranged: {ranged?.degree}
          <span class="cite"> {cite(cover.rule)}</span>
        </p>
      )}
      {sight !== undefined && (
        <p data-testid="sight">
          {words.effect}: {sight.effect ? words.yes : words.no} · {words.sight}:{" "}
          {sight.sight ? words.yes : words.no}
          {sight.why ? ` — ${sight.why}` : ""}
          <span class="cite"> {cite(sight.rule)}</span>
        </p>
      )}
    </section>
  );
}

function attempt<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

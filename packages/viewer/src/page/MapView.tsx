import type { CombatState } from "@d20/core";
import type { FightModel, Moment, Token } from "../model/fightModel.ts";
import { sideColour } from "./sides.ts";

interface Props {
  readonly model: FightModel;
  readonly moment: Moment;
  readonly state: CombatState;
  readonly selected: readonly string[];
  readonly onSelect: (id: string, add: boolean) => void;
}

/** What a terrain kind looks like (dnd35's kinds; another ruleset's unknown kind: labelled). */
const TERRAIN: Record<string, { fill: string; label: string }> = {
  difficult: { fill: "url(#d20-difficult)", label: "≈" },
  obstacle: { fill: "#b9b2a3", label: "▪" },
  wall: { fill: "#3b3a38", label: "" },
  pit: { fill: "#111", label: "◌" },
  lowObstacle: { fill: "url(#d20-low)", label: "▁" },
  high: { fill: "#cfe6c3", label: "▲" },
};

/** The battle map at one moment: terrain, tokens, the move just made, selection overlays. */
export function MapView({ model, moment, state, selected, onSelect }: Props) {
  const { width, height, terrain } = moment.map;
  const CELL = cellSize(width, height);
  const sides = [...new Set(moment.tokens.map((t) => t.side))];
  const [a, b] = selected;
  const threatened =
    a === undefined ? [] : (safe(() => model.ruleset?.map.threatenedSquares(state, a)) ?? []);
  const byId = new Map(moment.tokens.map((t) => [t.id, t] as const));
  const ta = a === undefined ? undefined : byId.get(a);
  const tb = b === undefined ? undefined : byId.get(b);
  const centre = (t: Token) => [(t.x + t.span / 2) * CELL, (t.y + t.span / 2) * CELL] as const;
  const sight =
    a !== undefined && b !== undefined
      ? safe(() => model.ruleset?.map.lineOfSight(state, a, b))
      : undefined;
  const path = moment.path;
  return (
    <svg
      class="map"
      data-testid="map"
      viewBox={`-1 -1 ${width * CELL + 2} ${height * CELL + 2}`}
      width={width * CELL + 2}
      height={height * CELL + 2}
      role="img"
      aria-label="battle map"
    >
      <defs>
        <pattern id="d20-difficult" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#efe2c4" />
          <path d="M0 8 L8 0" stroke="#b08d4a" stroke-width="1.2" />
        </pattern>
        <pattern id="d20-low" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#e4ded2" />
          <rect y="5" width="8" height="3" fill="#8d8373" />
        </pattern>
        <marker
          id="d20-arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0 0 L10 5 L0 10 z" fill="#e0a100" />
        </marker>
      </defs>
      <rect width={width * CELL} height={height * CELL} fill="#faf8f2" />
      {terrain.map((f) => {
        const look = TERRAIN[f.kind] ?? { fill: "#f3c6f0", label: f.kind.slice(0, 2) };
        return (
          <g key={`${f.x},${f.y},${f.kind}`} data-terrain={f.kind}>
            <rect x={f.x * CELL} y={f.y * CELL} width={CELL} height={CELL} fill={look.fill}>
              <title>{`${f.kind} (${f.x},${f.y})`}</title>
            </rect>
            {look.label && (
              <text x={f.x * CELL + CELL - 6} y={f.y * CELL + 11} class="terrain-label">
                {look.label}
              </text>
            )}
          </g>
        );
      })}
      <Grid width={width} height={height} cell={CELL} />
      {threatened.map((s) => (
        <rect
          key={`t${s.x},${s.y}`}
          data-threat={`${s.x},${s.y}`}
          x={s.x * CELL + 1}
          y={s.y * CELL + 1}
          width={CELL - 2}
          height={CELL - 2}
          class="threat"
        />
      ))}
      {path !== undefined && path.squares.length > 0 && (
        <polyline
          class="path"
          data-testid="path"
          marker-end="url(#d20-arrow)"
          points={[path.from, ...path.squares]
            .map((s) => `${(s.x + 0.5) * CELL},${(s.y + 0.5) * CELL}`)
            .join(" ")}
        />
      )}
      {ta !== undefined && tb !== undefined && (
        <line
          class={`sightline ${sight?.sight ? "sees" : sight?.effect ? "effect" : "blocked"}`}
          x1={centre(ta)[0]}
          y1={centre(ta)[1]}
          x2={centre(tb)[0]}
          y2={centre(tb)[1]}
        />
      )}
      {/* Big creatures first, so that a rider or a creature sharing their space is drawn on top. */}
      {[...moment.tokens]
        .sort((x, y) => y.span - x.span)
        .map((t) => (
          <TokenMark
            key={t.id}
            token={t}
            colour={sideColour(sides, t.side)}
            selected={selected.includes(t.id)}
            provoker={moment.window?.provoker === t.id}
            candidate={moment.window?.candidates.includes(t.id) === true}
            onSelect={onSelect}
            cell={CELL}
          />
        ))}
    </svg>
  );
}

/** A square's size on screen: a small map drawn larger, a big one no smaller than 20 px. */
function cellSize(width: number, height: number): number {
  return Math.max(20, Math.min(52, Math.floor(600 / Math.max(width, height, 1))));
}

function Grid({ width, height, cell: CELL }: { width: number; height: number; cell: number }) {
  const lines = [];
  for (let x = 0; x <= width; x++)
    lines.push(<line key={`x${x}`} x1={x * CELL} y1={0} x2={x * CELL} y2={height * CELL} />);
  for (let y = 0; y <= height; y++)
    lines.push(<line key={`y${y}`} x1={0} y1={y * CELL} x2={width * CELL} y2={y * CELL} />);
  return <g class="grid">{lines}</g>;
}

interface TokenProps {
  readonly token: Token;
  readonly colour: string;
  readonly selected: boolean;
  readonly provoker: boolean;
  readonly candidate: boolean;
  readonly onSelect: (id: string, add: boolean) => void;
  readonly cell: number;
}

function TokenMark({
  token: t,
  colour,
  selected,
  provoker,
  candidate,
  onSelect,
  cell: CELL,
}: TokenProps) {
  const size = t.span * CELL;
  const cx = t.x * CELL + size / 2;
  const cy = t.y * CELL + size / 2;
  const r = size / 2 - 4;
  const share = Math.max(0, Math.min(1, t.hp / Math.max(1, t.maxHp)));
  // The first letter of each part of its name (红-长矛 → 红长, Goblin Archer → GA), two at most.
  const initials = t.name
    .split(/[\s\-_·.]+/)
    .map((w) => [...w][0] ?? "")
    .join("")
    .slice(0, 2);
  const classes = ["token", t.standing, t.current ? "current" : "", selected ? "selected" : ""];
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG token has no <button>; it takes focus and Enter
    <g
      class={classes.join(" ")}
      data-token={t.id}
      data-x={t.x}
      data-y={t.y}
      data-hp={t.hp}
      role="button"
      tabIndex={0}
      aria-label={t.name}
      onClick={(e) => onSelect(t.id, (e as MouseEvent).shiftKey)}
      onKeyDown={(e) => {
        if (e.key === "Enter") onSelect(t.id, e.shiftKey);
      }}
    >
      <title>{`${t.name} — ${t.hp}/${t.maxHp} hp${t.conditions.length ? ` — ${t.conditions.join(", ")}` : ""}`}</title>
      {t.current && <circle cx={cx} cy={cy} r={r + 3.5} class="ring-current" />}
      {provoker && <circle cx={cx} cy={cy} r={r + 3.5} class="ring-provoker" />}
      {candidate && <circle cx={cx} cy={cy} r={r + 3.5} class="ring-candidate" />}
      {selected && <circle cx={cx} cy={cy} r={r + 1.5} class="ring-selected" />}
      <circle cx={cx} cy={cy} r={r} fill={colour} class="body" />
      <text x={cx} y={cy + r * 0.3} class="initials" font-size={Math.max(8, Math.round(r * 0.78))}>
        {initials}
      </text>
      <rect
        x={t.x * CELL + 4}
        y={t.y * CELL + size - 6}
        width={size - 8}
        height={4}
        class="hp-back"
      />
      <rect
        x={t.x * CELL + 4}
        y={t.y * CELL + size - 6}
        width={(size - 8) * share}
        height={4}
        class={share > 0.5 ? "hp-good" : share > 0.25 ? "hp-mid" : "hp-low"}
      />
      {t.standing === "dead" && (
        <path
          d={`M${cx - r / 2} ${cy - r / 2} L${cx + r / 2} ${cy + r / 2} M${cx + r / 2} ${cy - r / 2} L${cx - r / 2} ${cy + r / 2}`}
          class="dead-cross"
        />
      )}
      {t.conditions.length > 0 && (
        <circle cx={t.x * CELL + size - 7} cy={t.y * CELL + 7} r={4} class="condition-dot" />
      )}
    </g>
  );
}

function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/** The page's stylesheet, injected at start so that an exported file is one file. */
export const STYLE = `
:root { --ink:#1d1c1a; --muted:#6b675f; --line:#dcd6ca; --paper:#fffdf8; --accent:#e0a100; --bad:#b3261e; }
* { box-sizing: border-box; }
body { margin:0; font:14px/1.4 system-ui, "Noto Sans CJK SC", "Noto Sans", sans-serif; color:var(--ink); background:#f1ede4; }
.fatal { padding:2em; color:var(--bad); }
header { display:flex; gap:1em; align-items:center; padding:.5em 1em; background:#2b2926; color:#fff; }
header h1 { font-size:16px; margin:0; flex:0 1 auto; }
header nav { display:flex; gap:.25em; flex:1; }
header button, header select { background:#413e39; color:#fff; border:1px solid #5c5850; border-radius:4px; padding:.25em .7em; cursor:pointer; }
header button.on { background:var(--accent); color:#000; border-color:var(--accent); }
main, .whatif, .branches { padding: .6em; display:flex; flex-direction:column; gap:.6em; }
.panel { background:var(--paper); border:1px solid var(--line); border-radius:6px; padding:.5em .8em; }
.panel h2 { font-size:13px; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); margin:.1em 0 .4em; display:flex; justify-content:space-between; }
.panel h3 { font-size:13px; margin:.4em 0; }
.columns { display:grid; grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr); gap:.6em; align-items:start; }
.left, .right { display:flex; flex-direction:column; gap:.6em; min-width:0; }
.map-box { width:fit-content; max-width:100%; overflow:auto; background:var(--paper); border:1px solid var(--line); border-radius:6px; padding:.4em; }
svg.map { display:block; }
svg.map .grid line { stroke:#d7d0c2; stroke-width:1; }
svg.map .terrain-label { font-size:10px; fill:#6b5a3a; }
svg.map .threat { fill:rgba(217,69,58,.16); stroke:rgba(217,69,58,.55); stroke-dasharray:3 2; }
svg.map .path { fill:none; stroke:var(--accent); stroke-width:3; stroke-linejoin:round; stroke-linecap:round; opacity:.9; }
svg.map .sightline { stroke-width:2.5; stroke-dasharray:6 4; }
svg.map .sightline.sees { stroke:#2a9d5c; } svg.map .sightline.effect { stroke:#e08e0b; } svg.map .sightline.blocked { stroke:var(--bad); }
svg.map .token { cursor:pointer; }
svg.map .token .body { stroke:#fff; stroke-width:2; }
svg.map .token.down .body { opacity:.55; } svg.map .token.dead .body { opacity:.35; }
svg.map .initials { fill:#fff; font-weight:700; text-anchor:middle; pointer-events:none; }
svg.map .hp-back { fill:#0003; } svg.map .hp-good { fill:#2a9d5c; } svg.map .hp-mid { fill:#e08e0b; } svg.map .hp-low { fill:var(--bad); }
svg.map .ring-current { fill:none; stroke:var(--accent); stroke-width:3; }
svg.map .ring-selected { fill:none; stroke:#000; stroke-width:2; stroke-dasharray:3 2; }
svg.map .ring-provoker { fill:none; stroke:var(--bad); stroke-width:3; stroke-dasharray:4 2; }
svg.map .ring-candidate { fill:none; stroke:#9b59b6; stroke-width:2.5; }
svg.map .dead-cross { stroke:#000; stroke-width:2.5; }
svg.map .condition-dot { fill:#9b59b6; stroke:#fff; }
.tracker { overflow-x:auto; }
.tracker table, .panel table { border-collapse:collapse; width:100%; font-size:13px; }
.tracker th, .tracker td, .panel td { padding:.2em .4em; border-bottom:1px solid #eee8dc; text-align:left; white-space:nowrap; }
.tracker th { color:var(--muted); font-weight:600; font-size:12px; }
.tracker tr.current { background:#fff3cf; font-weight:600; }
.tracker tr.dead td, .tracker tr.down td { color:var(--muted); }
.tracker td[data-col=holds], .tracker td[data-col=doing], .tracker td[data-col=conditions] { white-space:normal; min-width:6em; }
.inspector { max-height:560px; overflow:auto; }
.log .line .n { margin-right: calc(var(--depth, 0) * 1.4em); }
.tracker td.count { font-variant-numeric:tabular-nums; text-align:right; }
.tracker .marker { color:var(--accent); width:1em; }
.chip { display:inline-block; width:.7em; height:.7em; border-radius:50%; margin-right:.4em; vertical-align:middle; }
.timeline .controls { display:flex; gap:.3em; align-items:center; flex-wrap:wrap; }
.timeline button { border:1px solid var(--line); background:#fff; border-radius:4px; padding:.15em .6em; cursor:pointer; }
.timeline .seq { margin-left:auto; font-variant-numeric:tabular-nums; color:var(--muted); }
.timeline .bar { position:relative; height:34px; margin-top:.3em; }
.timeline .bar input { position:absolute; left:0; right:0; width:100%; bottom:0; margin:0; }
.timeline .mark { position:absolute; top:0; width:1px; height:14px; background:#c9c1b1; }
.timeline .mark.round { background:#6b675f; height:18px; width:2px; }
.timeline .mark.round .label { position:absolute; left:3px; top:-2px; font-size:10px; color:var(--muted); }
.timeline .mark.finding { background:var(--bad); width:3px; height:20px; }
.timeline .mark.fork-point, .timeline .mark.divergence { background:#9b59b6; width:3px; height:22px; }
.log .lines { position:relative; max-height:340px; overflow:auto; font-size:13px; }
.log .line { display:block; width:100%; text-align:left; border:none; background:none; font:inherit; color:inherit; cursor:pointer; padding:1px .3em; border-radius:3px; white-space:pre-wrap; }
.log .line:hover { background:#f5efe2; } .log .line.current { background:#fff3cf; } .log .line.finding { border-left:3px solid var(--bad); }
.n { display:inline-block; min-width:3.2em; color:var(--muted); font-variant-numeric:tabular-nums; }
.log .raw { margin-top:.5em; border-top:2px solid var(--bad); } .log .raw-head { color:var(--bad); font-weight:600; }
.inspector .breakdown { margin:.4em 0; } .inspector caption { text-align:left; font-weight:600; }
.inspector td.value { text-align:right; font-variant-numeric:tabular-nums; width:3em; font-weight:600; }
.inspector .cite, .selection .cite { color:var(--muted); font-size:12px; white-space:normal; }
.inspector .quote { font-style:italic; color:#5a5448; }
.die code { background:#f1ede4; padding:0 .3em; border-radius:3px; } .origin { color:var(--muted); }
.hint { color:var(--muted); }
.finding-text { color:var(--bad); margin:.2em 0; }
.damage { border-color:var(--bad); background:#fff1ef; } .damage h2 { color:var(--bad); }
.window { margin:0; padding:.3em .6em; background:#f6ecfb; border-radius:4px; }
button.link { background:none; border:none; color:#2f6fdf; cursor:pointer; padding:0; text-decoration:underline; font:inherit; }
.side-by-side { display:grid; grid-template-columns:1fr 1fr; gap:.6em; }
.side-by-side .column { background:var(--paper); border:1px solid var(--line); border-radius:6px; padding:.4em; overflow:auto; }
.diff-head { display:flex; gap:1.2em; flex-wrap:wrap; align-items:center; }
.tree { list-style:none; padding:0; margin:0; } .tree ul { list-style:none; padding:0; }
.tree button { margin-left:.3em; border:1px solid var(--line); background:#fff; border-radius:4px; cursor:pointer; }
.tree button.on { background:var(--accent); }
tr.changed td { background:#fff3cf; } .changed-fields { color:var(--bad); }
.irow { display:grid; grid-template-columns: 14em 1fr 13em; gap:.6em; align-items:center; margin:.2em 0; }
.itrack { position:relative; height:16px; background:#f1ede4; border-radius:3px; }
.ibar { position:absolute; top:3px; height:10px; border-radius:2px; opacity:.85; }
.iwhisker { position:absolute; top:7px; height:2px; background:#000; }
.izero { position:absolute; top:0; width:1px; height:16px; background:#000; }
.ifigure { font-variant-numeric:tabular-nums; } .ifigure small { color:var(--muted); }
.histogram .hbar { fill:#2f6fdf; } .histogram .hlabel { font-size:11px; fill:var(--muted); text-anchor:middle; } .histogram .hlabel.start { text-anchor:start; }
`;

// @d20/viewer: the replay viewer. The page (src/main.tsx, bundled by scripts/build.mjs into
// packages/cli/dist/viewer.js) folds the log itself with the engine's packages; this Node side
// only builds its HTML and serves it on loopback (`d20 view`).
export type { ViewedFight, ViewedFinding, ViewerData } from "./data.ts";
export { embeddedJson, type PageScript, pageHtml } from "./html/pageHtml.ts";
export { serveViewer, type ViewerServer } from "./server/viewerServer.ts";

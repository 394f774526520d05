import type { ViewerData } from "../data.ts";

/** How the page gets its script: inlined (an exported file) or from the server beside it. */
export type PageScript = { readonly inline: string } | { readonly src: string };

/** A page's data as JSON that cannot end the script element it is embedded in. */
export function embeddedJson(data: ViewerData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The viewer's HTML: the root, the data (embedded, or fetched as data.json when `data` is
 * absent), the script. An exported page forbids every request by its content security policy:
 * it opens from disk with no network, as it was shared.
 */
export function pageHtml(title: string, script: PageScript, data?: ViewerData): string {
  if ("inline" in script && /<\/script/i.test(script.inline))
    throw new Error("the viewer's script holds '</script' and cannot be inlined");
  const policy =
    "inline" in script
      ? "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"
      : "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:";
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    "</head>",
    "<body>",
    '<div id="d20-root"></div>',
    ...(data === undefined
      ? []
      : [`<script id="d20-data" type="application/json">${embeddedJson(data)}</script>`]),
    "inline" in script
      ? `<script>${script.inline}</script>`
      : `<script src="${escapeHtml(script.src)}"></script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function escapeHtml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

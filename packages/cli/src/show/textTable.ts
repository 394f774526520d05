/**
 * How many terminal columns a string takes: CJK ideographs, kana, hangul and fullwidth forms
 * take two (the roster's names are often Chinese), combining marks none, the rest one.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x300 && c <= 0x36f) continue;
    const wide =
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0xa4cf) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6) ||
      (c >= 0x20000 && c <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

/** Pads `text` on the right to `width` terminal columns. */
export function padEnd(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - displayWidth(text)));
}

/** Rows as aligned columns, the first row a heading underlined with dashes. */
export function textTable(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
    });
  }
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : padEnd(cell, widths[i]!)))
      .join("  ")
      .trimEnd();
  const [head, ...body] = rows;
  if (head === undefined) return [];
  // The last column is not padded, so its rule is only as wide as its heading.
  const rule = head.map((h, i) => "-".repeat(i === head.length - 1 ? displayWidth(h) : widths[i]!));
  return [line(head), line(rule), ...body.map(line)];
}

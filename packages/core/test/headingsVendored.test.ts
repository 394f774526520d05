import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const vendored = join(import.meta.dirname, "../../../seeds/headings");
const shared = join(import.meta.dirname, "../../../../shared/seeds/headings");

it("the vendored heading lists are the shared ones, byte for byte (when ../shared is present)", () => {
  const files = readdirSync(vendored).sort();
  expect(files.filter((f) => f.endsWith(".tsv"))).toHaveLength(5);
  expect(files).toContain("README.md");
  if (!existsSync(shared)) return;
  expect(files).toEqual(readdirSync(shared).sort());
  for (const f of files) {
    expect(readFileSync(join(vendored, f)).equals(readFileSync(join(shared, f))), f).toBe(true);
  }
});

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const vendored = join(import.meta.dirname, "../../../seeds");
const shared = join(import.meta.dirname, "../../../../shared/seeds");
const files = [
  "000_a8a34ede289908ea.txt",
  "001_285465d9c77e5003.txt",
  "002_cbeb21557dc87670.txt",
  "003_288e66b713d08000.txt",
  "004_d58b4611d7e54bb4.txt",
];

it("the vendored seeds are the shared rules texts, byte for byte (when ../shared is present)", () => {
  for (const f of files) {
    const ours = readFileSync(join(vendored, f));
    expect(ours.length).toBeGreaterThan(1000);
    if (existsSync(join(shared, f))) expect(ours.equals(readFileSync(join(shared, f)))).toBe(true);
  }
});

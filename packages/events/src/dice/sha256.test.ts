import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Words } from "./sha256.ts";

function native(data: Uint8Array): number[] {
  const d = createHash("sha256").update(data).digest();
  return Array.from({ length: 8 }, (_, i) => d.readInt32BE(4 * i));
}

describe("sha256Words", () => {
  it("given the FIPS 180-4 example 'abc', then the published digest", () => {
    const out = new Int32Array(8);
    sha256Words(Buffer.from("abc"), 3, out);
    expect(
      Buffer.from(Uint32Array.from(out, (w) => w >>> 0).buffer)
        .swap32()
        .toString("hex"),
    ).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("given every length from 0 to 300 bytes, then the same digest as node:crypto", () => {
    const out = new Int32Array(8);
    for (let length = 0; length <= 300; length++) {
      const data = randomBytes(length + 7);
      sha256Words(data, length, out);
      expect(Array.from(out)).toEqual(native(data.subarray(0, length)));
    }
  });
});

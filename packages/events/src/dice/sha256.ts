// Internal. SHA-256 (FIPS 180-4) in plain JavaScript, for the seeded dice. A die hashes under
// 128 bytes, and at that size node:crypto's fixed cost per call (argument checks, a Buffer for
// the input view and another for the digest) outweighs the hashing itself: this version
// allocates nothing, and a seeded die was measured about 1.5 times as fast with it. The digest
// is the standard one — the tests check it against node:crypto — so the faces do not change.

// First 32 bits of the fractional parts of the cube roots of the first 64 primes.
const K = Int32Array.of(
  0x428a2f98,
  0x71374491,
  0xb5c0fbcf,
  0xe9b5dba5,
  0x3956c25b,
  0x59f111f1,
  0x923f82a4,
  0xab1c5ed5,
  0xd807aa98,
  0x12835b01,
  0x243185be,
  0x550c7dc3,
  0x72be5d74,
  0x80deb1fe,
  0x9bdc06a7,
  0xc19bf174,
  0xe49b69c1,
  0xefbe4786,
  0x0fc19dc6,
  0x240ca1cc,
  0x2de92c6f,
  0x4a7484aa,
  0x5cb0a9dc,
  0x76f988da,
  0x983e5152,
  0xa831c66d,
  0xb00327c8,
  0xbf597fc7,
  0xc6e00bf3,
  0xd5a79147,
  0x06ca6351,
  0x14292967,
  0x27b70a85,
  0x2e1b2138,
  0x4d2c6dfc,
  0x53380d13,
  0x650a7354,
  0x766a0abb,
  0x81c2c92e,
  0x92722c85,
  0xa2bfe8a1,
  0xa81a664b,
  0xc24b8b70,
  0xc76c51a3,
  0xd192e819,
  0xd6990624,
  0xf40e3585,
  0x106aa070,
  0x19a4c116,
  0x1e376c08,
  0x2748774c,
  0x34b0bcb5,
  0x391c0cb3,
  0x4ed8aa4a,
  0x5b9cca4f,
  0x682e6ff3,
  0x748f82ee,
  0x78a5636f,
  0x84c87814,
  0x8cc70208,
  0x90befffa,
  0xa4506ceb,
  0xbef9a3f7,
  0xc67178f2,
);

// First 32 bits of the fractional parts of the square roots of the first 8 primes.
const INITIAL = Int32Array.of(
  0x6a09e667,
  0xbb67ae85,
  0x3c6ef372,
  0xa54ff53a,
  0x510e527f,
  0x9b05688c,
  0x1f83d9ab,
  0x5be0cd19,
);

// Working space, reused: one call runs to completion before the next (no awaits, no callbacks).
const schedule = new Int32Array(64);
const tail = new Uint8Array(128);

/**
 * Writes the SHA-256 digest of `data[0, length)` into `out` as eight big-endian 32-bit words
 * (read as signed int32, like `Buffer.readInt32BE`).
 */
export function sha256Words(data: Uint8Array, length: number, out: Int32Array): void {
  out.set(INITIAL);
  const whole = length - (length % 64);
  for (let at = 0; at < whole; at += 64) compress(out, data, at);
  // The last bytes, then a 1 bit, zeros, and the message length in bits as a 64-bit number.
  const rest = length - whole;
  const blocks = rest + 9 > 64 ? 2 : 1;
  tail.fill(0, 0, blocks * 64);
  for (let i = 0; i < rest; i++) tail[i] = data[whole + i]!;
  tail[rest] = 0x80;
  const end = blocks * 64;
  const bitsHigh = Math.floor(length / 0x2000_0000);
  const bitsLow = (length * 8) >>> 0;
  for (let i = 0; i < 4; i++) {
    tail[end - 8 + i] = bitsHigh >>> (24 - 8 * i);
    tail[end - 4 + i] = bitsLow >>> (24 - 8 * i);
  }
  for (let at = 0; at < end; at += 64) compress(out, tail, at);
}

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}

/** One round of the compression function over the 64-byte block at `data[at]`. */
function compress(h: Int32Array, data: Uint8Array, at: number): void {
  const w = schedule;
  for (let i = 0; i < 16; i++) {
    const j = at + 4 * i;
    w[i] = (data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = h[0]!;
  let b = h[1]!;
  let c = h[2]!;
  let d = h[3]!;
  let e = h[4]!;
  let f = h[5]!;
  let g = h[6]!;
  let k = h[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    const choice = (e & f) ^ (~e & g);
    const t1 = (k + s1 + choice + K[i]! + w[i]!) | 0;
    const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (s0 + majority) | 0;
    k = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0]! + a) | 0;
  h[1] = (h[1]! + b) | 0;
  h[2] = (h[2]! + c) | 0;
  h[3] = (h[3]! + d) | 0;
  h[4] = (h[4]! + e) | 0;
  h[5] = (h[5]! + f) | 0;
  h[6] = (h[6]! + g) | 0;
  h[7] = (h[7]! + k) | 0;
}

/**
 * The SHA-256 digest of `data` as 64 lowercase hex digits: what `node:crypto` gives, for code
 * that runs where `node:crypto` does not (a browser page reading a log: the viewer).
 */
export function sha256Hex(data: Uint8Array): string {
  const out = new Int32Array(8);
  sha256Words(data, data.length, out);
  let hex = "";
  for (const word of out) hex += (word >>> 0).toString(16).padStart(8, "0");
  return hex;
}

import { sha256Hex } from "@d20/events";

// `node:crypto` as the viewer's page needs it: the log's line hashes (`hash("sha256", …)`, and
// `createHash` where a one-shot hash is not used) in plain JavaScript, so a page verifies a log's
// chain with no server. Signatures (Ed25519) are checked by `d20 audit`, not in the page.

const encoder = new TextEncoder();

function bytesOf(data: string | Uint8Array): Uint8Array {
  return typeof data === "string" ? encoder.encode(data) : data;
}

function unsupported(what: string): never {
  throw new Error(`${what} is not available in the viewer's page (run d20 audit for it)`);
}

/** SHA-256 of `data` as hex: the one algorithm and encoding the codec asks for. */
export function hash(algorithm: string, data: string | Uint8Array, encoding: string): string {
  if (algorithm !== "sha256" || encoding !== "hex") unsupported(`hash ${algorithm}/${encoding}`);
  return sha256Hex(bytesOf(data));
}

/** A SHA-256 hash fed in parts. */
export function createHash(algorithm: string) {
  if (algorithm !== "sha256") unsupported(`createHash ${algorithm}`);
  const parts: Uint8Array[] = [];
  const self = {
    update(data: string | Uint8Array) {
      parts.push(bytesOf(data));
      return self;
    },
    digest(encoding?: string): string | Uint8Array {
      const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const p of parts) {
        all.set(p, at);
        at += p.length;
      }
      const hex = sha256Hex(all);
      if (encoding === "hex") return hex;
      return Uint8Array.from(hex.match(/../g)!, (h) => Number.parseInt(h, 16));
    },
  };
  return self;
}

/** A random UUID, from the page's Web Crypto. */
export function randomUUID(): string {
  return globalThis.crypto.randomUUID();
}

export function createPublicKey(): never {
  return unsupported("a signature check");
}
export function createPrivateKey(): never {
  return unsupported("signing");
}
export function generateKeyPairSync(): never {
  return unsupported("signing");
}
export function sign(): never {
  return unsupported("signing");
}
export function verify(): never {
  return unsupported("a signature check");
}

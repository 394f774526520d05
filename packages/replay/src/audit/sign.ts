import * as crypto from "node:crypto";

/** An Ed25519 key pair as PEM text (SPKI public key, PKCS #8 private key). */
export interface SigningKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** A key as PEM text or a `KeyObject`. */
export type SigningKey = string | crypto.KeyObject;

/** A log's signature with the public key that checks it, as `verify` takes it. */
export interface LogSignature {
  readonly publicKey: SigningKey;
  /** The signature, base64. */
  readonly signature: string;
}

// An Ed25519 signature is 64 bytes: exactly 86 base64 digits and "==". Node's base64 decoder
// skips what it cannot read, so without this check a genuine signature with bytes appended
// (or spaces inside) would still verify (issue "Trust", point 9).
const ED25519_SIGNATURE = /^[A-Za-z0-9+/]{86}==$/;

/** Makes a fresh Ed25519 key pair. */
export function generateSigningKeys(): SigningKeys {
  const { publicKey, privateKey } = crypto.generateKeyPairSync("ed25519");
  return {
    publicKey: publicKey.export({ type: "spki", format: "pem" }).toString(),
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

/**
 * Reads an Ed25519 public key, or says why it is none: a PEM that does not parse, or a key of
 * another type (RSA, EC). A bad key is bad input, not a forgery, so callers report it apart.
 */
export function readPublicKey(
  key: SigningKey,
):
  | { readonly ok: true; readonly key: crypto.KeyObject }
  | { readonly ok: false; readonly reason: string } {
  let object: crypto.KeyObject;
  try {
    object = typeof key === "string" ? crypto.createPublicKey(key) : key;
  } catch {
    return { ok: false, reason: "not a PEM public key" };
  }
  if (object.type !== "public" || object.asymmetricKeyType !== "ed25519") {
    const kind = object.type === "public" ? (object.asymmetricKeyType ?? "unknown") : object.type;
    return { ok: false, reason: `not an Ed25519 public key (a ${kind} key)` };
  }
  return { ok: true, key: object };
}

/**
 * Signs a log's seal (its last hash, or for a branch the hash that folds in its ForkHeader:
 * `logSeal`) with Ed25519; returns the signature in base64. The seal covers the whole log, so a
 * forger who edits any event and re-seals the chain changes it, and cannot sign the new one
 * without the private key.
 */
export function signLog(seal: string, privateKey: SigningKey): string {
  return crypto.sign(null, Buffer.from(seal, "utf8"), privateKey).toString("base64");
}

/**
 * True when `signature` is `publicKey`'s signature of `seal`: false for a signature that is not
 * exactly 64 bytes of canonical base64, and for a key that is not an Ed25519 public key.
 */
export function checkSignature(seal: string, signature: LogSignature): boolean {
  if (!ED25519_SIGNATURE.test(signature.signature)) return false;
  const key = readPublicKey(signature.publicKey);
  if (!key.ok) return false;
  try {
    const bytes = Buffer.from(signature.signature, "base64");
    return crypto.verify(null, Buffer.from(seal, "utf8"), key.key, bytes);
  } catch {
    return false;
  }
}

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

/** Makes a fresh Ed25519 key pair. */
export function generateSigningKeys(): SigningKeys {
  const { publicKey, privateKey } = crypto.generateKeyPairSync("ed25519");
  return {
    publicKey: publicKey.export({ type: "spki", format: "pem" }).toString(),
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

/**
 * Signs a log's last hash with Ed25519; returns the signature in base64. The last hash seals the
 * whole chain, so a forger who edits any event and re-seals the chain changes it, and cannot
 * sign the new one without the private key.
 */
export function signLog(lastHash: string, privateKey: SigningKey): string {
  return crypto.sign(null, Buffer.from(lastHash, "utf8"), privateKey).toString("base64");
}

/** True when `signature` is `publicKey`'s signature of `lastHash` (false for malformed input). */
export function checkSignature(lastHash: string, signature: LogSignature): boolean {
  try {
    const bytes = Buffer.from(signature.signature, "base64");
    return crypto.verify(null, Buffer.from(lastHash, "utf8"), signature.publicKey, bytes);
  } catch {
    return false;
  }
}

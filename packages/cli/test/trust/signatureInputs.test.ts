import * as crypto from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseLog } from "@d20/events";
import { generateSigningKeys, signLog } from "@d20/replay";
import { describe, expect, it } from "vitest";
import { GOLDEN } from "../d20.ts";
import { runD20 } from "./runD20.ts";

const dir = mkdtempSync(join(tmpdir(), "d20-trust-sig-"));
const keys = generateSigningKeys();
const pem = join(dir, "public.pem");
writeFileSync(pem, keys.publicKey);
const { seal } = parseLog(readFileSync(GOLDEN));
const genuine = signLog(seal, keys.privateKey);

describe("audit --key and --sig (issue Trust, point 9)", () => {
  it("given a genuine signature with bytes appended, when audited, then it does not verify (exit 1)", async () => {
    const sig = join(dir, "appended.sig");
    writeFileSync(sig, `${genuine}AAAA`);
    const r = await runD20(["audit", GOLDEN, "--key", pem, "--sig", sig]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("signature: the signature does not match");
  });

  it("given the genuine signature, when audited, then it verifies (exit 0)", async () => {
    const sig = join(dir, "good.sig");
    writeFileSync(sig, `${genuine}\n`);
    const r = await runD20(["audit", GOLDEN, "--key", pem, "--sig", sig]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("signature good");
  });

  it("given an RSA public key, when audited with it, then a bad key (exit 2), not a forgery", async () => {
    const rsa = crypto.generateKeyPairSync("rsa", { modulusLength: 1024 });
    const file = join(dir, "rsa.pem");
    writeFileSync(file, rsa.publicKey.export({ type: "spki", format: "pem" }).toString());
    const sig = join(dir, "any.sig");
    writeFileSync(sig, genuine);
    const r = await runD20(["audit", GOLDEN, "--key", file, "--sig", sig]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("not an Ed25519 public key (a rsa key)");
  });

  it("given a garbage key with a PEM banner, when audited with it, then a bad key (exit 2)", async () => {
    const file = join(dir, "garbage.pem");
    writeFileSync(file, "-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----\n");
    const sig = join(dir, "any2.sig");
    writeFileSync(sig, genuine);
    const r = await runD20(["audit", GOLDEN, "--key", file, "--sig", sig]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("not a PEM public key");
  });
});

import type { ClaimedFact, FightEvent, TableClaimFacts } from "@d20/core";
import type { Claim, ClaimLine } from "./lines.ts";

/**
 * A claim that changes what follows it — a check's outcome (a hit rolls damage, a failed save
 * brings its condition) or the initiative order (who acts next) — and so is adopted where it is
 * made (`decideStep`), not patched in afterwards (`applyClaims`).
 */
export type RulingClaim = ClaimLine & {
  readonly claim: Extract<Claim, { kind: "call" | "order" }>;
};

export const isRuling = (c: ClaimLine): c is RulingClaim =>
  c.claim.kind === "call" || c.claim.kind === "order";

/** The check a ruling names (`attack`, `save`…), or `order`. */
export const rulingKey = (c: RulingClaim): string =>
  c.claim.kind === "order" ? "order" : c.claim.check;

/** The ruling a fact can be (its check, or `order`), if any. */
export function factKey(e: FightEvent, facts: TableClaimFacts): string | undefined {
  for (const [key, call] of Object.entries(facts.calls)) if (call.read(e) !== undefined) return key;
  return facts.order(e) !== undefined ? "order" : undefined;
}

/** The fact as the rules made it, in words: `a hit (17 vs AC 15)`, `order A, B`. */
export function toldOf(e: FightEvent, c: RulingClaim, facts: TableClaimFacts): string {
  if (c.claim.kind === "order") return `the order ${facts.order(e)!.join(", ")}`;
  return facts.calls[c.claim.check]!.read(e)!.told;
}

/** Whether the rules' fact already says what the table claimed. */
export function agrees(e: FightEvent, c: RulingClaim, facts: TableClaimFacts): boolean {
  if (c.claim.kind === "order") return facts.order(e)!.join() === c.claim.order.join();
  return facts.calls[c.claim.check]!.read(e)!.success === c.claim.success;
}

/** The fact as the table ruled it. */
export function ruled(e: FightEvent, c: RulingClaim, facts: TableClaimFacts): ClaimedFact {
  return c.claim.kind === "order"
    ? facts.withOrder(e, c.claim.order)
    : facts.calls[c.claim.check]!.rule(e, c.claim.success);
}

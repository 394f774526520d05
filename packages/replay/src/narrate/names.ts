import type { FightEvent } from "@d20/core";

/** Fields whose value names something a creature carries or knows: a weapon, a spell, an item. */
const ITEM_FIELDS = new Set(["weapon", "spell", "item", "also", "offHand"]);

interface Named {
  readonly id?: unknown;
  readonly name?: unknown;
}

/**
 * The names a fight's narration shows in place of ids (issue "Table workflows": a combatant's and
 * a weapon's `name` is what narration shows): each combatant's `name`, and each weapon's, spell's
 * and item's, learnt from the header's roster and from combatants added later. Only names that
 * differ from their ids are kept, so a fight whose names are its ids is told untouched (and
 * cheaply). Die keys, rule ids and labels are never ids, and are left as they are.
 */
export class Names {
  private readonly combatants = new Map<string, string>();
  private readonly items = new Map<string, string>();

  /** Learns the names an event brings (a `Header`'s roster, a `CombatantAdded`'s spec). */
  learn(event: FightEvent): void {
    if (event.type === "Header") this.learnRoster(event.data.roster);
    else if (event.type === "CombatantAdded")
      this.learnSpec((event.data as { spec: unknown }).spec);
  }

  /** Learns the names of a header's roster. */
  learnRoster(roster: readonly unknown[] | undefined): void {
    // A header of a ruleset this engine does not know may hold no roster at all.
    if (Array.isArray(roster)) for (const spec of roster) this.learnSpec(spec);
  }

  /** The event with every id that has a name replaced by it; the event itself when none does. */
  renamed(event: FightEvent): FightEvent {
    if (this.combatants.size === 0 && this.items.size === 0) return event;
    if (event.type === "Header" || event.type === "DiceRolled") return event;
    return { ...event, data: this.map(event.data, undefined) } as FightEvent;
  }

  private map(value: unknown, field: string | undefined): unknown {
    if (typeof value === "string") {
      const name =
        field !== undefined && ITEM_FIELDS.has(field) ? this.items.get(value) : undefined;
      return name ?? this.combatants.get(value) ?? value;
    }
    if (Array.isArray(value)) return value.map((v) => this.map(v, field));
    if (typeof value !== "object" || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = k === "rule" ? v : this.map(v, k);
    return out;
  }

  private learnSpec(spec: unknown): void {
    const s = spec as Named & Record<string, unknown>;
    this.keep(this.combatants, s);
    for (const list of ["weapons", "spells", "items"])
      if (Array.isArray(s[list]))
        for (const item of s[list] as Named[]) this.keep(this.items, item);
  }

  private keep(into: Map<string, string>, { id, name }: Named): void {
    if (typeof id === "string" && typeof name === "string" && name !== "" && name !== id)
      into.set(id, name);
  }
}

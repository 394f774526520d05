import type { CombatantDeclaration, CombatantSpec } from "@d20/core";

// Core's spell and ready models are not exported by name from @d20/core; these aliases reach
// them through exported types, so they cannot drift from core's.

/** A spell as core models it: level, casting time, components, range and one effect. */
export type Spell = NonNullable<CombatantSpec["spells"]>[number];
/** What a spell does to its target: damage, a condition, or healing. */
export type SpellEffect = Spell["effect"];
/** A readied action and its trigger (seed 000 准备READY). */
export type ReadyDeclaration = Extract<CombatantDeclaration, { kind: "Ready" }>;
/** The name of an action of the table 战斗中的动作 (`Activity`). */
export type ActivityName = Extract<CombatantDeclaration, { kind: "Activity" }>["activity"];

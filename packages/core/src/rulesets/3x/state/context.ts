import type { EngineContext } from "../../../engine/context.ts";
import type { FrameKind, Ruleset } from "../../../engine/ruleset.ts";
import type { Policy } from "../../../policies/policy.ts";
import type { CombatantDeclaration } from "../log/declarations.ts";
import type { ThreeXEvent, ThreeXEventMap } from "../log/fightEvent.ts";
import type { ThreeXState } from "./state.ts";

/** A deciding step of a 3.x fight: its state is the 3.x state, and it emits 3.x events. */
export type ThreeXContext = EngineContext<ThreeXState, ThreeXEventMap>;

/** A resolution frame kind of a 3.x ruleset. */
export type ThreeXFrameKind = FrameKind<ThreeXState, ThreeXContext, ThreeXEvent>;

/** A 3.x ruleset over its own types (widened for the registry by `asEngineRuleset`). */
export type ThreeXRuleset = Ruleset<ThreeXState, ThreeXContext, ThreeXEvent, CombatantDeclaration>;

/** A 3.x policy (see `Policy`). */
export type ThreeXPolicy = Policy<ThreeXState, CombatantDeclaration>;

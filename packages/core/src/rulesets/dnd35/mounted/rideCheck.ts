import type { Term } from "../../../model/breakdown.ts";
import type { ThreeXContext, ThreeXState } from "../../3x/state/index.ts";
import { abilityModifier } from "../stats/index.ts";

/** What a Ride check is for, and the DC seed 000 gives it (骑乘战斗, 上下坐骑). */
export const RIDE_DC = { fastMount: 20, fastDismount: 20, softFall: 15, control: 20 } as const;

/** A Ride check's purpose. */
export type RidePurpose = keyof typeof RIDE_DC;

/** The rider's Ride modifier (SRD Ride, outside the seeds): its skill, else its Dex modifier. */
export function rideTerms(state: ThreeXState, rider: string): Term[] {
  const spec = state.combatants[rider]!.spec;
  return spec.ride !== undefined
    ? [{ label: "Ride", value: spec.ride, rule: "dnd35.rideSkill" }]
    : [
        {
          label: `Dex ${spec.abilities.dex}`,
          value: abilityModifier(spec.abilities.dex),
          rule: "dnd35.rideSkill",
        },
      ];
}

/**
 * Rolls a Ride check for `purpose` (a keyed d20, `ride`) and emits `RideChecked`: d20 + Ride
 * against the purpose's DC, citing `rule`. A skill check has no automatic success or failure.
 */
export function rollRide(
  ctx: ThreeXContext,
  rider: string,
  purpose: RidePurpose,
  rule: string,
  cause: number,
): void {
  const bonus = rideTerms(ctx.state, rider);
  const natural = ctx.roll(rider, "ride", "1d20", 1, cause).total;
  const total = natural + bonus.reduce((a, t) => a + t.value, 0);
  const dc = RIDE_DC[purpose];
  ctx.emit(
    "RideChecked",
    { rider, purpose, natural, bonus, total, dc, success: total >= dc, rule },
    cause,
  );
}

import { type DataValidator, int, object, oneOf } from "@d20/events";

/** The data schema of 3.x vitals (`Vitals`), field for field, as `VitalsChanged` records them. */
export const threeXVitals: DataValidator = object(
  {
    hp: int,
    maxHp: int,
    tempHp: int,
    nonlethal: int,
    state: oneOf("ok", "disabled", "dying", "stable", "dead"),
  },
  { fellInRound: int, lastStabilizeRound: int },
);

import {
  anyOne,
  type Definitions,
  int,
  type KindsSpec,
  kinds,
  list,
  notation,
  type ObjectSpec,
  object,
  oneOfValues,
  ref,
  str,
} from "../../definitions/spec.ts";

/** The save against a spell. */
export const SPELL_SAVE: ObjectSpec = object(
  {
    save: oneOfValues(["fort", "ref", "will"]),
    dc: int({ min: 1 }),
    onSuccess: oneOfValues(["half", "negates"]),
  },
  { required: ["save", "dc", "onSuccess"] },
);

const dice = notation('dice notation, e.g. "1d4+1"');

/** A spell's `effect`, by its `kind`: damage, a condition, or healing. */
export const SPELL_EFFECT: KindsSpec = kinds({
  damage: object({ dice, save: SPELL_SAVE }, { required: ["dice"] }),
  condition: object(
    {
      condition: str({ description: 'a condition the engine knows, e.g. "helpless", "prone"' }),
      rounds: int({ min: 1 }),
      save: SPELL_SAVE,
    },
    { required: ["condition", "rounds"] },
  ),
  healing: object({ dice }, { required: ["dice"] }),
});

/** A spell object: a catalogue spell (`base`) with fields changed, or one in full. */
export const SPELL: ObjectSpec = object(
  {
    base: ref("spellId"),
    id: str(),
    name: str(),
    level: int({ min: 0, max: 9 }),
    castingTime: oneOfValues(["standard", "fullRound", "round"], {
      description: "standard: at once; fullRound/round: just before the caster's next turn",
    }),
    components: list(oneOfValues(["V", "S", "M", "F"]), {
      expected: 'a list of components ("V", "S", "M", "F")',
    }),
    range: oneOfValues(["personal", "touch", "rangedTouch", "ranged"]),
    effect: ref("spellEffect"),
  },
  {
    description:
      "a catalogue spell (base) with fields changed, or a spell in full (id, level, castingTime, components, range, effect)",
  },
);

/** The spells' named definitions. */
export const SPELL_DEFINITIONS: Definitions = {
  spellEffect: SPELL_EFFECT,
  spell: anyOne([ref("spellId"), SPELL]),
};

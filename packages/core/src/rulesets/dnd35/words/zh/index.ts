import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { en } from "../en.ts";
import { turnChoiceTexts } from "./menu/choices.ts";
import { groupTexts } from "./menu/groups.ts";
import { windowChoiceTexts } from "./menu/interruptChoices.ts";
import { typedTexts } from "./menu/typed.ts";
import { warningTexts } from "./menu/warnings.ts";

/** The ids written in Chinese so far: each file the English one's (`../`), id for id. */
export const zhTexts = {
  ...windowChoiceTexts,
  ...turnChoiceTexts,
  ...typedTexts,
  ...groupTexts,
  ...warningTexts,
};

/**
 * dnd35's Chinese catalogue: every id of the English one, in Chinese where it is written
 * (`zhTexts`), else in English until it is — so `--lang zh` never tells less than English does.
 */
export const zh: CatalogueLike<typeof en> = { ...en, ...zhTexts };

import { messagesOf } from "../../words/typedMessage.ts";
import type { violationTexts } from "./words/violations/index.ts";

/** The words of a dnd35 refusal: an id of its catalogue and that entry's parameters (checked). */
export const says = messagesOf<typeof violationTexts>();

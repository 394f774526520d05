// The 3.x attacks of opportunity that dnd35 and dnd30 share: how many a round.
export { aooAllowance } from "./aooAllowance.ts";

// 3.x readied actions: which readiers a creature's action or step triggers, in asking order.
export {
  isAttacking,
  type TriggerEvent,
  triggeredReadiers,
  usesReadiers,
  usesTrigger,
} from "./triggers.ts";

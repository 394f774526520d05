/**
 * The version of this engine, as a log's header records it (`engine`). An audit refuses a
 * header that names no version, or a newer engine than this one, whose logs it cannot vouch
 * for (issue "Trust", point 9). 0.2.0: the header declares the dice that are not the seed's
 * (`unseeded`: a script's forced dice, a table's rolls), so an audit can tell them from seeded
 * dice relabelled (issue "Trust", point 1); 0.1.0 logs still verify, their unseeded dice listed
 * as not vouched for. 0.3.0: the header records who played each combatant (`players`), so a
 * branch or a what-if plays each on as it was played; older logs read and verify as before.
 * 0.4.0: a combatant's `Declared` may carry its policy's reason (`why`), which the narration
 * shows; older logs, which have none, read and verify as before.
 */
export const ENGINE_VERSION = "0.4.0";

/**
 * The version of this engine, as a log's header records it (`engine`). An audit refuses a
 * header that names no version, or a newer engine than this one, whose logs it cannot vouch
 * for (issue "Trust", point 9).
 */
export const ENGINE_VERSION = "0.1.0";

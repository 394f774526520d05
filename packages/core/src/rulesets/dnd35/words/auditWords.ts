import type { AuditWords } from "../../../words/auditWords.ts";
import { auditSummary } from "./audit.ts";
import { auditBreakdowns } from "./auditBreakdowns.ts";
import { occasionOf } from "./occasion.ts";
import { refusedAnswer } from "./refusedAnswer.ts";

/** The audit's wording of a dnd35 log: its lines, its breakdowns, a refused answer told, what brought an event about. */
export const dnd35AuditWords: AuditWords = {
  summary: auditSummary,
  breakdowns: auditBreakdowns,
  refused: refusedAnswer,
  occasion: occasionOf,
};

// The types of the Ruleset members the table importer, the audit's wording and `d20 play`'s gm
// submenu and scripted answers read (issue "Rulesets as modules"), in one place for ruleset.ts.
export type { AuditWords, TermList } from "../words/auditWords.ts";
export type { GmForm, GmFormField } from "../words/gmForm.ts";
export type {
  ClaimedFact,
  ClaimedVitals,
  TableCall,
  TableClaimFacts,
  TableDeclaration,
  TableGmArg,
  TableGmWord,
  TableTemplate,
  TableValue,
  TableVocabulary,
} from "./tableVocabulary.ts";
export type { WindowAnswers } from "./windowAnswers.ts";

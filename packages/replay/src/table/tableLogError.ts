/**
 * A table log that cannot be imported: the file, the line (1-based) and the field at fault, and
 * why. Its message reads `file:line: field: reason`, so a person can go straight to the line.
 */
export class TableLogError extends Error {
  override readonly name = "TableLogError";
  readonly file: string;
  readonly line: number;
  readonly field: string;
  readonly reason: string;

  constructor(file: string, line: number, field: string, reason: string) {
    super(`${file}:${line}: ${field}: ${reason}`);
    this.file = file;
    this.line = line;
    this.field = field;
    this.reason = reason;
  }
}

/** Where a line of a table log is, for its errors. */
export interface LineAt {
  readonly file: string;
  readonly line: number;
}

/** A `TableLogError` at `at`. */
export function lineError(at: LineAt, field: string, reason: string): TableLogError {
  return new TableLogError(at.file, at.line, field, reason);
}

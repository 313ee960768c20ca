import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';

/**
 * The index of decision records in `docs/decisions/README.md`, written from the records
 * themselves: each record's first line gives its number and title, its "Date: … Status: …" line
 * the rest. A record without that line is an error naming the file, so the index never guesses.
 */

export interface DecisionRecord {
  readonly file: string;
  readonly number: string;
  readonly title: string;
  readonly date: string;
  readonly status: string;
}

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const HEADING = /^# (\d{3}):? (.+)$/;
const DATE_STATUS = /^Date: (\d{4}-\d{2}-\d{2})\. Status: (.+?)\.?$/m;
const TABLE_START = '| record';

export function readRecord(file: string, text: string): DecisionRecord {
  const heading = HEADING.exec(text.split('\n', 1)[0] ?? '');
  const dated = DATE_STATUS.exec(text);
  if (!heading) throw new Error(`${file}: the first line must be "# NNN Title"`);
  if (!dated) throw new Error(`${file}: a line "Date: YYYY-MM-DD. Status: …." is missing`);
  const number = RECORD_FILE.exec(file)?.[1];
  if (number === undefined) throw new Error(`${file}: a record's file is named NNN-title.md`);
  if (number !== heading[1]) throw new Error(`${file}: the heading's number is ${heading[1]}`);
  return { file, number, title: heading[2]!.trim(), date: dated[1]!, status: dated[2]! };
}

export function readRecords(dir: string): DecisionRecord[] {
  return readdirSync(dir)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => readRecord(file, readFileSync(join(dir, file), 'utf8')));
}

/** The table's rows, one a record, unpadded (the formatter aligns them). */
export function tableRows(records: readonly DecisionRecord[]): string[] {
  return records.map((r) => `| [${r.number}](${r.file}) | ${r.title} | ${r.date} | ${r.status} |`);
}

/** The README with its table replaced; the text above the table is kept as written. */
export function withTable(readme: string, records: readonly DecisionRecord[]): string {
  const start = readme.indexOf(TABLE_START);
  const intro = start === -1 ? readme.trimEnd() + '\n\n' : readme.slice(0, start);
  const header = ['| record | decision | date | status |', '| --- | --- | --- | --- |'];
  return intro + [...header, ...tableRows(records)].join('\n') + '\n';
}

const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');

if (process.argv[1] === import.meta.filename) {
  const readmePath = join(DIR, 'README.md');
  const next = withTable(readFileSync(readmePath, 'utf8'), readRecords(DIR));
  writeFileSync(readmePath, await format(next, { parser: 'markdown', filepath: readmePath }));
  console.log(`docs/decisions/README.md lists ${readRecords(DIR).length} records`);
}

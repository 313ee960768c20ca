import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecord, readRecords, tableRows } from './decisions-index';

const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
const squash = (row: string) => row.replace(/\s*\|\s*/g, '|').trim();

describe('the decision index', () => {
  it('lists every record with its title, date and status, as the records say', () => {
    const readme = readFileSync(join(DIR, 'README.md'), 'utf8');
    const listed = readme
      .split('\n')
      .filter((line) => line.startsWith('| ['))
      .map(squash);
    expect(listed).toEqual(tableRows(readRecords(DIR)).map(squash));
  });

  it('refuses a record without its date and status, naming the file', () => {
    expect(() => readRecord('030-x.md', '# 030 Something\n\nText.')).toThrow(/030-x\.md: a line "Date/);
    expect(() => readRecord('030-x.md', '# 031 Something\n\nDate: 2026-12-02. Status: accepted.')).toThrow(
      /030-x\.md: the heading's number is 031/,
    );
  });

  it('reads a status with its revisions', () => {
    const record = readRecord('040-y.md', '# 040: A title\n\nDate: 2026-12-02. Status: accepted; revises 012.\n');
    expect(record).toEqual({
      file: '040-y.md',
      number: '040',
      title: 'A title',
      date: '2026-12-02',
      status: 'accepted; revises 012',
    });
  });
});

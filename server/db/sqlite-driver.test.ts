import { describe, expect, it } from 'vitest';
import { SQLite, sqliteDriverVersion } from './sqlite-driver';

describe('the SQLite driver', () => {
  const major = Number(process.versions.node.split('.')[0]);

  it('is better-sqlite3 13 on Node 22 and later, 12 on Node 20', () => {
    expect(Number(sqliteDriverVersion.split('.')[0])).toBe(major >= 22 ? 13 : 12);
  });

  it('opens a database and answers a query on this Node.js', () => {
    const database = new SQLite(':memory:');
    try {
      expect(database.prepare('select 40 + 2 as answer').get()).toEqual({ answer: 42 });
    } finally {
      database.close();
    }
  });
});

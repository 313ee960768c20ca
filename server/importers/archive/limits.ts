/** What one uploaded archive may cost the server; beyond any of these it is refused whole, with the reason. */
export interface ArchiveLimits {
  /** Entries of one archive, folders included. */
  maxEntries: number;
  /** Bytes all the archives of one upload may expand to, nested ones included. */
  maxExpandedBytes: number;
  /** How many times its packed size an entry may expand to... */
  maxRatio: number;
  /** ...once it is larger than this (a small file of spaces packs to almost nothing, harmlessly). */
  ratioFloorBytes: number;
  /** The archive uploaded is 1; an archive inside it 2 (Tandoor's zip of zips); deeper is refused. */
  maxDepth: number;
}

/**
 * Entries are read into memory, so the expanded total is what the server may hold for one
 * upload. Most of an export is photos, which barely pack; recipe JSON packs 5 to 10 times. A
 * ratio of 100 leaves room for every real file and none for a bomb, whose point is ratios in the
 * thousands.
 */
export const ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 5_000,
  maxExpandedBytes: 256 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxDepth: 2,
};

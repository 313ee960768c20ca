/**
 * Per-recipe values an index keeps for a million recipes without a JavaScript object or string per
 * recipe where a number does: recipe ids to slots, and picture paths that follow a pattern.
 */

/** Ids up to this stay in the direct table; larger or negative ones, and sparse ones, go to a map. */
const DIRECT_LIMIT = 1 << 26;

/**
 * Recipe ids to slots. Database ids count up from 1, so most sit in a direct table (4 bytes an id,
 * -1 for none); an id far beyond the ids held, or outside the table's range, goes to a map.
 */
export class IdSlots {
  private direct = new Int32Array(0);
  private directCount = 0;
  private readonly others = new Map<number, number>();

  get size(): number {
    return this.directCount + this.others.size;
  }

  get(id: number): number | undefined {
    if (this.inTable(id)) {
      const slot = this.direct[id]!;
      return slot < 0 ? undefined : slot;
    }
    return this.others.get(id);
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  set(id: number, slot: number): void {
    if (!this.inTable(id) && this.fitsTable(id)) this.grow(id);
    if (this.inTable(id)) {
      if (this.direct[id]! < 0) this.directCount++;
      this.direct[id] = slot;
    } else {
      this.others.set(id, slot);
    }
  }

  delete(id: number): void {
    if (this.inTable(id)) {
      if (this.direct[id]! >= 0) this.directCount--;
      this.direct[id] = -1;
    } else {
      this.others.delete(id);
    }
  }

  private inTable(id: number): boolean {
    return Number.isInteger(id) && id >= 0 && id < this.direct.length;
  }

  /** A table grown to hold `id` stays at most about four ids per id held. */
  private fitsTable(id: number): boolean {
    return Number.isInteger(id) && id >= 0 && id < DIRECT_LIMIT && id < 4 * (this.size + 1024);
  }

  /** Grows the table to hold `id`, moving in the ids of the map that the new range covers. */
  private grow(id: number): void {
    const bigger = new Int32Array(Math.min(DIRECT_LIMIT, Math.max(id + 1, this.direct.length * 2, 1024))).fill(-1);
    bigger.set(this.direct);
    this.direct = bigger;
    for (const [other, slot] of this.others) {
      if (!this.inTable(other)) continue;
      this.direct[other] = slot;
      this.directCount++;
      this.others.delete(other);
    }
  }
}

/** The most picture patterns kept: paths of other shapes are kept whole. */
const MAX_PATTERNS = 254;

/**
 * Picture paths by slot. A path whose file name is the recipe's id and an extension
 * ("/images/recipes/" + id + ".webp") is kept as the number of its pattern, the folder and the
 * extension; any other path is kept whole; no picture is 0.
 */
export class PicturePaths {
  private kinds = new Uint8Array(0);
  private readonly patterns: { before: string; after: string }[] = [];
  private readonly patternIndex = new Map<string, number>();
  private readonly whole = new Map<number, string>();

  /** The path of `slot`, whose recipe has `id`. */
  get(slot: number, id: number): string {
    const kind = this.kinds[slot] ?? 0;
    if (kind === 0) return '';
    if (kind === WHOLE) return this.whole.get(slot) ?? '';
    const { before, after } = this.patterns[kind - 1]!;
    return `${before}${id}${after}`;
  }

  set(slot: number, id: number, path: string): void {
    if (slot >= this.kinds.length) {
      const bigger = new Uint8Array(Math.max(slot + 1, this.kinds.length * 2, 64));
      bigger.set(this.kinds);
      this.kinds = bigger;
    }
    this.whole.delete(slot);
    if (path === '') {
      this.kinds[slot] = 0;
      return;
    }
    const kind = this.patternOf(path, id);
    this.kinds[slot] = kind;
    if (kind === WHOLE) this.whole.set(slot, path);
  }

  private patternOf(path: string, id: number): number {
    const digits = String(id);
    // The id as a whole path segment or name: the last place it appears, between non-digits.
    const at = path.lastIndexOf(digits);
    if (at <= 0 || path[at - 1] !== '/') return WHOLE;
    const before = path.slice(0, at);
    const after = path.slice(at + digits.length);
    if (!/^(\.[a-z0-9]{1,8})?$/i.test(after)) return WHOLE;
    const key = `${before}\u0000${after}`;
    let index = this.patternIndex.get(key);
    if (index === undefined) {
      if (this.patterns.length >= MAX_PATTERNS) return WHOLE;
      index = this.patterns.length;
      this.patterns.push({ before, after });
      this.patternIndex.set(key, index);
    }
    return index + 1;
  }
}

/** A kind that says the path is kept whole. */
const WHOLE = 255;

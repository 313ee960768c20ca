/**
 * A vocabulary as a trie in typed arrays (one entry per distinct beginning of a term), for finding
 * the terms within a few edits of a word without comparing it with every term: a walk keeps one
 * row of the edit-distance table per letter of the path and leaves a branch as soon as no row
 * under it can come back within reach (a Levenshtein automaton run over the trie).
 * Terms are added one at a time, in any order (`add`), so a new word of the catalog joins it in a
 * few steps instead of a rebuild; about 18 bytes per node.
 */
export class TermTrie {
  /** The terms in the order they were added; a node that ends one holds its index (`termAt`). */
  readonly terms: string[] = [];
  private size = 1;
  /** The code unit that leads to each node (the root has none). */
  private code = new Uint16Array(64);
  private firstChild = new Int32Array(64).fill(-1);
  private nextSibling = new Int32Array(64).fill(-1);
  /** The index in `terms` of the term that ends at each node, or -1. */
  private termAt = new Int32Array(64).fill(-1);
  private depthOf = new Uint16Array(64);
  /** The shortest and the longest term under each node. */
  private minLength = new Uint16Array(64).fill(0xffff);
  private maxLength = new Uint16Array(64);

  constructor(terms: Iterable<string> = []) {
    for (const term of terms) this.add(term);
  }

  /** Adds a term (once: a term already held is left as it is). */
  add(term: string): void {
    let node = 0;
    this.widen(node, term.length);
    for (let d = 0; d < term.length; d++) {
      const c = term.charCodeAt(d);
      let child = this.firstChild[node]!;
      while (child !== -1 && this.code[child] !== c) child = this.nextSibling[child]!;
      if (child === -1) {
        if (this.size === this.code.length) this.grow();
        child = this.size++;
        this.code[child] = c;
        this.depthOf[child] = d + 1;
        this.nextSibling[child] = this.firstChild[node]!;
        this.firstChild[node] = child;
      }
      node = child;
      this.widen(node, term.length);
    }
    if (this.termAt[node] === -1) this.termAt[node] = this.terms.push(term) - 1;
  }

  get nodes(): number {
    return this.size;
  }

  /** Bytes the trie holds, without the terms themselves. */
  get bytes(): number {
    return this.code.length * (2 + 4 + 4 + 4 + 2 + 2 + 2);
  }

  private widen(node: number, length: number): void {
    if (length < this.minLength[node]!) this.minLength[node] = length;
    if (length > this.maxLength[node]!) this.maxLength[node] = length;
  }

  private grow(): void {
    const more = <T extends Uint16Array | Int32Array>(old: T, fill: number): T => {
      const next = new (old.constructor as new (length: number) => T)(old.length * 2);
      next.fill(fill, old.length);
      next.set(old);
      return next;
    };
    this.code = more(this.code, 0);
    this.firstChild = more(this.firstChild, -1);
    this.nextSibling = more(this.nextSibling, -1);
    this.termAt = more(this.termAt, -1);
    this.depthOf = more(this.depthOf, 0);
    this.minLength = more(this.minLength, 0xffff);
    this.maxLength = more(this.maxLength, 0);
  }

  /**
   * Every term that may lie within `most` edits of `word`, a swap of neighbouring letters counting
   * as one. A word being typed (`prefix`) is compared with the beginnings of terms from one letter
   * shorter to one longer than itself, and a beginning within reach brings every term under it.
   * `alsoLength`: the terms within reach of the word's first `alsoLength` letters too, as a whole
   * word (its stem, when the stem begins the word: "tmatoes", "tmato"), in the same walk, since the
   * rows of the two agree on those letters.
   * A superset of the terms truly within reach: callers measure each one exactly.
   */
  near(word: string, prefix: boolean, most: number, out: Set<string> = new Set(), alsoLength = -1): Set<string> {
    const n = word.length;
    // The second end, or the word's own end again.
    const m = alsoLength >= 0 && alsoLength < n ? alsoLength : n;
    const maxDepth = prefix ? Math.max(n + 1, m < n ? m + most : 0) : n + most;
    // Cells more than `most` from the diagonal cannot come within reach: they hold `cap` and only
    // the band around the diagonal is computed (values above `most` are all alike, so capped).
    // The band of a depth is the same for every node, so a cell outside it is never written and
    // stays `cap`. One row per depth, `stride` cells each, in one array.
    const cap = most + 1;
    const stride = n + 3;
    const rows = new Int32Array((maxDepth + 1) * stride).fill(cap);
    for (let i = 0; i <= Math.min(n, most); i++) rows[i] = i;
    const codes = Int32Array.from(word, (_, i) => word.charCodeAt(i));
    const { code, firstChild, nextSibling, termAt, depthOf, minLength, maxLength, terms } = this;
    const under: number[] = [];

    /**
     * The least a later row under a node can reach at the end `end`: each cell i still has
     * end - i letters of the word to align with the rest of a term, whose length under the node is
     * known within a range (for a word being typed, `typing`, a beginning of end - 1 to end + 1
     * letters of the longer terms).
     */
    const reachAt = (at: number, node: number, depth: number, end: number, typing: boolean): number => {
      const shortest = typing ? Math.min(minLength[node]!, end - 1) : minLength[node]!;
      const longest = typing ? Math.min(maxLength[node]!, end + 1) : maxLength[node]!;
      const fewestLeft = shortest > depth ? shortest - depth : 0;
      const mostLeft = longest > depth ? longest - depth : 0;
      let least = cap;
      const last = Math.min(end, depth + most);
      for (let i = Math.max(0, depth - most); i <= last; i++) {
        const left = end - i;
        const value = rows[at + i]! + (left < fewestLeft ? fewestLeft - left : left > mostLeft ? left - mostLeft : 0);
        if (value < least) least = value;
      }
      return least;
    };
    const reach = (at: number, node: number, depth: number): number => {
      const least = reachAt(at, node, depth, n, prefix);
      return m === n || least <= most ? least : Math.min(least, reachAt(at, node, depth, m, false));
    };

    /**
     * The least a swap in the row at `depth` can give: it reads the row two above (at `at`) at
     * i - 2 where the word's letter i - 1 is `letter`, the letter of the row between.
     */
    const swapReach = (at: number, letter: number, depth: number): number => {
      let least = cap;
      const last = Math.min(n, depth + most);
      for (let i = Math.max(2, depth - most); i <= last; i++) {
        if (codes[i - 1] !== letter) continue;
        const value = rows[at + i - 2]! + (codes[i - 2] === letter ? 0 : 1);
        if (value < least) least = value;
      }
      return least;
    };

    // Per depth, the letters a child may bring (see `walk`).
    const letters = new Int32Array((maxDepth + 1) * 2 * stride);

    /** `rowLeast`: the least cell of the node's row. */
    const walk = (node: number, best: number, rowLeast: number): void => {
      const depth = depthOf[node]!;
      const here = depth * stride;
      if (termAt[node] !== -1) {
        const whole = rows[here + n]!;
        if ((prefix ? Math.min(best, whole) <= most : whole <= most) || rows[here + m]! <= most) {
          out.add(terms[termAt[node]!]!);
        }
      }
      if (depth >= maxDepth) return;
      const before = depth > 0 ? here - stride : -1;
      const previousCode = depth > 0 ? code[node]! : -1;
      const at = here + stride;
      const length = depth + 1;
      const from = Math.max(1, length - most);
      const to = Math.min(n, length + most);
      rows[at] = length < cap ? length : cap;
      rows[at + from - 1] = from - 1 === 0 ? rows[at] : cap;
      rows[at + to + 1] = cap;
      rows[at + to + 2] = cap;
      // When no cell of this row is below `most` (so the row is at least `most` deep and its first
      // cell is past reach), a child's cell comes within reach only by matching the word's letter
      // on a diagonal at `most`, or by a swap with the row before: any other letter makes a row of
      // caps, which neither it nor a swap below it can leave. Those letters are listed, and other
      // children are passed over without a row. (A word being typed already within reach keeps
      // every child.)
      let allowed = -1;
      const lettersAt = depth * 2 * stride;
      if (rowLeast >= most && !(prefix && best <= most)) {
        allowed = 0;
        for (let i = from; i <= to; i++) {
          if (rows[here + i - 1]! <= most) letters[lettersAt + allowed++] = codes[i - 1]!;
          if (before >= 0 && i > 1 && codes[i - 1] === previousCode && rows[before + i - 2]! <= most) {
            letters[lettersAt + allowed++] = codes[i - 2]!;
          }
        }
        if (allowed === 0) return;
      }
      for (let child = firstChild[node]!; child !== -1; child = nextSibling[child]!) {
        const c = code[child]!;
        if (allowed > 0) {
          let k = lettersAt;
          const end = lettersAt + allowed;
          while (k < end && letters[k] !== c) k++;
          if (k === end) continue;
        }
        // The least cell of the row: no later row under the child comes below it, but by a swap.
        let least = from === 1 ? rows[at] : cap;
        for (let i = from; i <= to; i++) {
          let value = rows[here + i]! + 1;
          const insert = rows[at + i - 1]! + 1;
          if (insert < value) value = insert;
          const replace = rows[here + i - 1]! + (codes[i - 1] === c ? 0 : 1);
          if (replace < value) value = replace;
          if (before >= 0 && i > 1 && codes[i - 1] === previousCode && codes[i - 2] === c) {
            const swap = rows[before + i - 2]! + (codes[i - 1] === c ? 0 : 1);
            if (swap < value) value = swap;
          }
          if (value > cap) value = cap;
          rows[at + i] = value;
          if (value < least) least = value;
        }
        const closest = length >= n - 1 ? Math.min(best, rows[at + n]!) : best;
        if (prefix && length >= n - 1 && closest <= most) {
          // Every term under this beginning is within reach of the word being typed.
          under.push(child);
          while (under.length > 0) {
            const at = under.pop()!;
            if (termAt[at] !== -1) out.add(terms[termAt[at]!]!);
            for (let next = firstChild[at]!; next !== -1; next = nextSibling[next]!) under.push(next);
          }
        } else if ((least <= most && reach(at, child, length) <= most) || swapReach(here, c, length + 1) <= most) {
          // A later row can only come back within reach from this one or, by a swap, the one before.
          walk(child, closest, least);
        }
      }
    };
    walk(0, Number.POSITIVE_INFINITY, 0);
    return out;
  }
}

/**
 * Whole search answers as JSON text, so a repeated search (search-as-you-type, popular searches)
 * costs a lookup and no serialising. One rule keeps it right: an answer is valid only for the
 * state of the index it was made from, named by a stamp (the index object and its version); any
 * other stamp empties the cache. The oldest answer goes first when it is full.
 */
export class AnswerCache {
  private answers = new Map<string, string>();
  private owner: object | null = null;
  private version = -1;

  constructor(private readonly size: number) {}

  private sameState(owner: object, version: number): boolean {
    return this.owner === owner && this.version === version;
  }

  get(owner: object, version: number, key: string): string | undefined {
    if (!this.sameState(owner, version)) {
      this.answers.clear();
      this.owner = owner;
      this.version = version;
      return undefined;
    }
    return this.answers.get(key);
  }

  /** Keeps an answer made from this state of the index; one made from an older state is dropped. */
  set(owner: object, version: number, key: string, answer: string): void {
    if (!this.sameState(owner, version)) return;
    this.answers.set(key, answer);
    if (this.answers.size > this.size) this.answers.delete(this.answers.keys().next().value!);
  }

  get count(): number {
    return this.answers.size;
  }
}

/**
 * Why a file could not be imported, in words a self-hoster can act on ("no ingredients",
 * "invalid JSON at line 3, column 5"). `reason` stays free of the file name so that reports can
 * group failures by reason; `path` is added by `readRecipeFile`.
 */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  readonly reason: string;
  readonly path: string | undefined;

  constructor(reason: string, path?: string) {
    super(path === undefined ? reason : `${path}: ${reason}`);
    this.reason = reason;
    this.path = path;
  }

  /** The same reason, now pinned to the file it came from. */
  withPath(path: string): ImportError {
    return new ImportError(this.reason, path);
  }
}

/** Whether a Node.js version such as `20.20.2` is inside a range such as `^20.19 || >=24`. */
export function satisfies(version: string, range: string): boolean;
/** A range in words: `20.19 or a later 20.x, or 24 and newer`. */
export function describe(range: string): string;

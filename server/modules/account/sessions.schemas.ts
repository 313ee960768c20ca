import { z } from 'zod';
import type { AccountSession, AccountSessionsResponse, SessionsEnded } from '../../../shared/sessions';

/** Requests and responses of the sessions routes (shared/sessions.ts). */
export const sessionParams = z.object({ id: z.string().max(64) });
export const endSessionsQuery = z.object({
  except: z.literal('current', { error: 'except can only be current.' }).optional(),
});

export const accountSession = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export const accountSessionsResponse = z.object({ results: z.array(accountSession) });
export const sessionsEnded = z.object({ status: z.literal(1), ended: z.number().int() });

// Compile-time checks that each schema describes exactly its shared type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;
same<z.infer<typeof accountSession>, AccountSession>(true);
same<z.infer<typeof accountSessionsResponse>, AccountSessionsResponse>(true);
same<z.infer<typeof sessionsEnded>, SessionsEnded>(true);

import { z } from 'zod';
import { displayNameSchema, householdNameSchema, inviteCodeSchema } from '../../../shared/household';
import { idString, idValue } from '../../lib/schemas';

/** Requests and answers of `/api/household`: the request fields follow the rules of `shared/household.ts`. */
export const nameBody = z.object({ name: householdNameSchema });
export const inviteBody = z.object({ singleUse: z.boolean({ error: 'singleUse must be true or false.' }) });
export const joinBody = z.object({ code: inviteCodeSchema });
export const ownerBody = z.object({ userId: idValue('userId') });
export const displayNameBody = z.object({ displayName: displayNameSchema });
export const memberParams = z.object({ userId: idString('userId') });
export const inviteParams = z.object({ invite: z.string().min(1).max(200) });

const member = z.object({
  userId: z.number(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  displayName: z.string(),
  joinedAt: z.string(),
});
const invite = z.object({
  id: z.string(),
  singleUse: z.boolean(),
  createdBy: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  uses: z.number(),
});
export const householdResponse = z.object({
  id: z.number(),
  name: z.string(),
  members: z.array(member),
  createdAt: z.string(),
  invites: z.array(invite),
});
export const newInviteResponse = invite.extend({ code: z.string(), url: z.string() });
export const invitesResponse = z.object({ invites: z.array(invite) });

import { z } from 'zod';
import { displayNameSchema, householdNameSchema, inviteCodeSchema } from '../../../shared/household';
import { idString, idValue } from '../../lib/schemas';

/** Requests and answers of `/api/household`: the request fields follow the rules of `shared/household.ts`. */
export const nameBody = z.object({ name: householdNameSchema });
export const inviteBody = z.object({ singleUse: z.boolean({ error: 'singleUse must be true or false.' }) });
export const joinBody = z.object({ code: inviteCodeSchema });
export const ownerBody = z.object({ userId: idValue('userId') });
export const memberBody = z
  .object({
    displayName: displayNameSchema.optional(),
    allergensVisible: z.boolean({ error: 'allergensVisible must be true or false.' }).optional(),
  })
  .refine((body) => body.displayName !== undefined || body.allergensVisible !== undefined, {
    message: 'Nothing to change: send displayName or allergensVisible.',
  });
export const memberParams = z.object({ userId: idString('userId') });
export const inviteParams = z.object({ invite: z.string().min(1).max(200) });

const member = z.object({
  userId: z.number(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  displayName: z.string(),
  joinedAt: z.string(),
  allergensVisible: z.boolean(),
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
export const protectionResponse = z.object({
  allergies: z.array(z.string()),
  diets: z.array(z.string()),
  members: z.array(
    z.object({ userId: z.number(), displayName: z.string(), allergies: z.array(z.string()).nullable() }),
  ),
});
export const invitesResponse = z.object({ invites: z.array(invite) });

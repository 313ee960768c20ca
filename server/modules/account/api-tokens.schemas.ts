import { z } from 'zod';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_RULE,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokensResponse,
  type NewApiToken,
} from '../../../shared/api-tokens';
import { userText } from '../../../shared/user-text-schema';
import { same } from '../../lib/same-type';

/** Requests and responses of the personal API token routes (shared/api-tokens.ts). */
const scope = z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scope });

export const newApiTokenBody = z.object({
  name: userText(API_TOKEN_NAME_RULE, {
    required: API_TOKEN_MESSAGES.nameRequired,
    notText: API_TOKEN_MESSAGES.nameRequired,
  }),
  scope,
});

export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scope,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const apiTokensResponse = z.object({ results: z.array(apiToken) });
export const newApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scope,
  token: z.string().describe('The token itself: shown this once, never again.'),
});

same<z.infer<typeof apiToken>, ApiToken>(true);
same<z.infer<typeof apiTokensResponse>, ApiTokensResponse>(true);
same<z.infer<typeof newApiToken>, NewApiToken>(true);

import { z } from 'zod';
import { APP_EXPORT_TYPES } from '../../shared/own-recipes';
import { LIVE_KINDS } from '../../shared/live';
import { errorBody } from './responses';

/**
 * Who may call a route: anyone (`public`), anyone with more for an account (`optional`), a login
 * or personal API token (`user`), or a login alone (`session`). Tests hold each route to it.
 */
export type Access = 'public' | 'optional' | 'user' | 'session';

export interface RouteDocs {
  summary: string;
  access: Access;
  description?: string;
  /** What the zod schemas cannot say, in OpenAPI terms: a body of raw bytes, a stream. */
  schema?: Record<string, unknown>;
}

/** `GET /api/saved/recipes/:id`: a route as Fastify names it (no trailing slash). */
export const routeKey = (method: string, url: string): string =>
  `${method.toUpperCase()} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

const errorJson = { 'application/json': { schema: z.toJSONSchema(errorBody, { target: 'draft-2020-12' }) } };
const errors = {
  '4xx': { description: 'Refused, with a reason', content: errorJson },
  '5xx': { description: 'Failed on our side, or the database is away just now', content: errorJson },
};

const appExportBody = {
  body: {
    description: "Another app's export file itself, as its bytes (a Paprika, Mealie or Tandoor zip and the like).",
    content: Object.fromEntries(
      APP_EXPORT_TYPES.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
    ),
  },
};

const eventStream = {
  response: {
    200: {
      description: `A Server-Sent Events stream that stays open. Each event's data is JSON \`{ "kind": ... }\`, one of ready, ${LIVE_KINDS.join(', ')}: what changed, to be read again through its route. \`ready\` comes first.`,
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    ...errors,
  },
};

const calendarFile = {
  response: {
    200: {
      description: 'The plan as an iCalendar file.',
      content: { 'text/calendar': { schema: { type: 'string' } } },
    },
    ...errors,
  },
};

const d = (summary: string, access: Access, more: Omit<RouteDocs, 'summary' | 'access'> = {}): RouteDocs => ({
  summary,
  access,
  ...more,
});

/**
 * The summary and access of every API route, by `METHOD /path`; its schemas come from the route
 * itself. A route missing here fails `server/plugins/openapi.api.test.ts`.
 */
export const ROUTE_DOCS: Record<string, RouteDocs> = {
  'GET /api/health': d('Whether the server and its database answer', 'public'),
  'GET /api/openapi.json': d('This OpenAPI document', 'public'),

  'POST /api/account/register': d('Create an account', 'public'),
  'POST /api/account/login': d('Log in: answers a login token', 'public'),
  'DELETE /api/account/logout': d('Log out this login', 'session'),
  'DELETE /api/account/delete': d('Delete the account and everything it owns', 'session'),
  'GET /api/account/details': d('The email and what the account saved', 'user'),
  'GET /api/account/sessions': d("The account's logins, one a device", 'session'),
  'DELETE /api/account/sessions': d('End every login, or every one but this', 'session'),
  'DELETE /api/account/sessions/:id': d('End one login', 'session'),
  'GET /api/account/tokens': d('List your personal API tokens (never the tokens themselves)', 'session'),
  'POST /api/account/tokens': d('Make a personal API token: the answer holds it, once', 'session', {
    description: 'At most 20 a account; `scope` is `read` (reading calls only) or `read-write`.',
  }),
  'DELETE /api/account/tokens/:id': d('Revoke a personal API token', 'session'),

  'GET /api/saved/recipes': d('Saved recipe ids', 'user'),
  'POST /api/saved/recipes': d('Save a recipe', 'user'),
  'DELETE /api/saved/recipes/:id': d('Unsave a recipe (its note and collection places go too)', 'user'),
  'GET /api/saved/entries': d('Saved recipes with their dates, notes and times', 'user'),
  'GET /api/saved/collections': d('Collections of saved recipes', 'user'),
  'POST /api/saved/collections': d('Make a collection', 'user'),
  'PATCH /api/saved/collections/:id': d('Rename a collection', 'user'),
  'DELETE /api/saved/collections/:id': d('Delete a collection (its recipes stay saved)', 'user'),
  'PUT /api/saved/collections/:id/recipes/:recipeId': d('Put a recipe in a collection (and save it)', 'user'),
  'DELETE /api/saved/collections/:id/recipes/:recipeId': d('Take a recipe out of a collection', 'user'),
  'GET /api/saved/notes/:recipeId': d("A saved recipe's private note", 'user'),
  'PUT /api/saved/notes/:recipeId': d("Write a saved recipe's private note", 'user'),
  'GET /api/saved/settings': d('Kitchen settings (units)', 'user'),
  'PUT /api/saved/settings': d('Change kitchen settings', 'user'),
  'GET /api/saved/diet': d('Saved diets', 'user'),
  'POST /api/saved/diet': d('Save a diet', 'user'),
  'DELETE /api/saved/diet/:id': d('Remove a saved diet', 'user'),
  'GET /api/saved/allergies': d('Saved allergies', 'user'),
  'POST /api/saved/allergies': d('Save an allergy', 'user'),
  'DELETE /api/saved/allergies/:allergyId': d('Remove a saved allergy', 'user'),

  'POST /api/search/random': d('Random recipes, within a diet and without allergens', 'public'),
  'POST /api/search/general': d('Search recipes by text, ingredients and filters', 'optional'),
  'POST /api/search/diet': d('Search recipes within a diet', 'optional'),
  'POST /api/search/allergens': d('Search recipes without allergens', 'optional'),
  'POST /api/search/diet&allergens': d('Search recipes within a diet and without allergens', 'optional'),
  'POST /api/search/info': d("One recipe's details", 'optional'),
  'POST /api/search/bulk': d('Summaries of several recipes', 'optional'),

  'POST /api/recipes': d('Add a recipe of your own', 'user'),
  'GET /api/recipes/mine': d('Your own recipes', 'user'),
  'GET /api/recipes/:id': d('One of your own recipes, to edit', 'user'),
  'PUT /api/recipes/:id': d('Change one of your own recipes', 'user'),
  'DELETE /api/recipes/:id': d('Delete one of your own recipes', 'user'),
  'POST /api/recipes/import/preview': d('Read a link or a pasted text into recipe drafts (saves nothing)', 'user'),
  'POST /api/recipes/import/files': d('Import recipe files (JSON-LD, HTML, Markdown, Cooklang, text)', 'user'),
  'POST /api/recipes/import/app-export': d("Import another app's export file", 'user', { schema: appExportBody }),

  'GET /api/shopping-list': d('The shopping list, merged, with aisles', 'user'),
  'POST /api/shopping-list/read': d('Merge and read lines a visitor keeps in the browser', 'public'),
  'POST /api/shopping-list/lines': d('Add lines to the shopping list', 'user'),
  'PATCH /api/shopping-list/lines/:id': d('Change or tick a shopping-list line', 'user'),
  'DELETE /api/shopping-list/lines/:id': d('Remove a shopping-list line', 'user'),
  'DELETE /api/shopping-list/checked': d('Remove the ticked lines', 'user'),
  'DELETE /api/shopping-list/recipes/:id': d("Remove a recipe's lines", 'user'),
  'POST /api/shopping-list/to-pantry': d('Put bought (ticked) lines in the pantry', 'user'),

  'GET /api/plan': d('The meal plan for a range of days', 'user'),
  'POST /api/plan/propose': d('Propose a week of meals (saves nothing)', 'optional'),
  'POST /api/plan/entries': d('Add a meal or a note to the plan', 'user'),
  'PATCH /api/plan/entries/:id': d('Change or move a plan entry', 'user'),
  'DELETE /api/plan/entries/:id': d('Remove a plan entry', 'user'),
  'POST /api/plan/entries/:id/cooked': d('Mark a planned meal cooked, taking out what it used from the pantry', 'user'),
  'DELETE /api/plan/entries/:id/cooked': d('Undo cooked: put back what it took from the pantry', 'user'),
  'DELETE /api/plan/entries/:id/shopping-list': d('Remove the shopping-list lines a plan entry added', 'user'),
  'DELETE /api/plan/entries': d('Clear a range of days', 'user'),
  'POST /api/plan/shopping-list': d("Add a range's ingredients to the shopping list", 'user'),
  'POST /api/plan/copy': d('Copy a range of days to another', 'user'),
  'POST /api/plan/calendar': d('Make a private calendar address for the plan', 'user'),
  'DELETE /api/plan/calendar': d('Revoke the calendar address', 'user'),
  'GET /api/plan/calendar/:file': d(
    'The plan as a calendar feed (the key in the address is the credential)',
    'public',
    {
      schema: calendarFile,
    },
  ),

  'GET /api/household': d('Your household, its members and owner', 'user'),
  'POST /api/household': d('Make a household', 'user'),
  'PATCH /api/household': d('Rename the household', 'user'),
  'POST /api/household/join': d('Join a household with an invite code', 'user'),
  'GET /api/household/invites': d("The household's open invites", 'user'),
  'POST /api/household/invites': d('Make an invite code', 'user'),
  'DELETE /api/household/invites/:invite': d('Revoke an invite', 'user'),
  'DELETE /api/household/members/:userId': d('Remove a member, or leave', 'user'),
  'PATCH /api/household/members/:userId': d("Change a member's display name", 'user'),
  'GET /api/household/protection': d("The members' diets and allergens together", 'user'),
  'POST /api/household/owner': d('Hand the household to another member', 'user'),

  'GET /api/pantry': d('The pantry, nearest best-before first', 'user'),
  'POST /api/pantry/items': d('Add items to the pantry', 'user'),
  'PATCH /api/pantry/items/:id': d('Change a pantry item', 'user'),
  'DELETE /api/pantry/items/:id': d('Remove a pantry item', 'user'),
  'POST /api/pantry/use': d('Take out what cooking used', 'user'),

  'GET /api/events': d('Live changes, as Server-Sent Events', 'user', { schema: eventStream }),
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALLERGY_IDS, DIET_IDS } from '../../../shared/ids';
import { UNIT_PREFERENCES } from '../../../shared/settings';
import {
  okWhenDone,
  responses,
  savedAllergiesResponse,
  savedDietResponse,
  savedRecipesResponse,
  statusOk,
} from '../../lib/responses';
import { idParams, idValue } from '../../lib/schemas';
import { currentUser } from '../../plugins/auth';
import {
  collectionBody,
  collectionParams,
  memberParams,
  noteBody,
  recipeParams,
  savedCollection,
  savedCollectionsResponse,
  savedEntriesResponse,
  savedNote,
} from './collections.schemas';

const dietId = z.enum(DIET_IDS, { error: `dietId must be one of: ${DIET_IDS.join(', ')}.` });
const allergyId = z.enum(ALLERGY_IDS, { error: `allergyId must be one of: ${ALLERGY_IDS.join(', ')}.` });
const savedSettings = z.object({ units: z.enum(UNIT_PREFERENCES) });
const settingsBody = z.object({
  units: z.enum(UNIT_PREFERENCES, { error: `units must be one of: ${UNIT_PREFERENCES.join(', ')}.` }),
});
const done = responses(statusOk);

/** Saved recipes (with their collections and notes), diets and allergies; every call needs a valid token. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const saved = app.services.saved;
  // Authentication before validation: without a token the answer is 401, whatever the body.
  app.addHook('onRequest', app.requireUser);

  app.get('/recipes', { schema: { response: responses(savedRecipesResponse) } }, async (request) =>
    saved.recipes(currentUser(request).id),
  );
  app.post(
    '/recipes',
    { schema: { body: z.object({ recipeId: idValue('recipeId') }), response: done } },
    async (request) => okWhenDone(saved.saveRecipe(currentUser(request).id, request.body.recipeId)),
  );
  app.delete('/recipes/:id', { schema: { params: idParams, response: done } }, async (request) =>
    okWhenDone(saved.unsaveRecipe(currentUser(request).id, request.params.id)),
  );

  // Organising saved recipes: the list with dates and notes, collections, notes (shared/collections.ts).
  app.get('/entries', { schema: { response: responses(savedEntriesResponse) } }, async (request) =>
    saved.entries(currentUser(request).id),
  );
  app.get('/collections', { schema: { response: responses(savedCollectionsResponse) } }, async (request) =>
    saved.collections(currentUser(request).id),
  );
  app.post(
    '/collections',
    { schema: { body: collectionBody, response: responses(savedCollection) } },
    async (request) => saved.createCollection(currentUser(request).id, request.body.name),
  );
  app.patch(
    '/collections/:id',
    { schema: { params: collectionParams, body: collectionBody, response: responses(savedCollection) } },
    async (request) => saved.renameCollection(currentUser(request).id, request.params.id, request.body.name),
  );
  app.delete('/collections/:id', { schema: { params: collectionParams, response: done } }, async (request) =>
    okWhenDone(saved.deleteCollection(currentUser(request).id, request.params.id)),
  );
  app.put('/collections/:id/recipes/:recipeId', { schema: { params: memberParams, response: done } }, async (request) =>
    okWhenDone(saved.addToCollection(currentUser(request).id, request.params.id, request.params.recipeId)),
  );
  app.delete(
    '/collections/:id/recipes/:recipeId',
    { schema: { params: memberParams, response: done } },
    async (request) =>
      okWhenDone(saved.removeFromCollection(currentUser(request).id, request.params.id, request.params.recipeId)),
  );
  app.get('/notes/:recipeId', { schema: { params: recipeParams, response: responses(savedNote) } }, async (request) =>
    saved.note(currentUser(request).id, request.params.recipeId),
  );
  app.put(
    '/notes/:recipeId',
    { schema: { params: recipeParams, body: noteBody, response: responses(savedNote) } },
    async (request) => saved.setNote(currentUser(request).id, request.params.recipeId, request.body.note),
  );

  // Kitchen settings kept with the account (shared/settings.ts): the unit system, for now.
  app.get('/settings', { schema: { response: responses(savedSettings) } }, async (request) =>
    saved.settings(currentUser(request).id),
  );
  app.put('/settings', { schema: { body: settingsBody, response: responses(savedSettings) } }, async (request) =>
    saved.saveSettings(currentUser(request).id, request.body),
  );

  app.get('/diet', { schema: { response: responses(savedDietResponse) } }, async (request) =>
    saved.diets(currentUser(request).id),
  );
  app.post('/diet', { schema: { body: z.object({ dietId }), response: done } }, async (request) =>
    okWhenDone(saved.saveDiet(currentUser(request).id, request.body.dietId)),
  );
  app.delete('/diet/:id', { schema: { params: idParams, response: done } }, async (request) =>
    okWhenDone(saved.removeDiet(currentUser(request).id, request.params.id)),
  );

  app.get('/allergies', { schema: { response: responses(savedAllergiesResponse) } }, async (request) =>
    saved.allergies(currentUser(request).id),
  );
  app.post('/allergies', { schema: { body: z.object({ allergyId }), response: done } }, async (request) =>
    okWhenDone(saved.saveAllergy(currentUser(request).id, request.body.allergyId)),
  );
  app.delete(
    '/allergies/:allergyId',
    { schema: { params: z.object({ allergyId }), response: done } },
    async (request) => okWhenDone(saved.removeAllergy(currentUser(request).id, request.params.allergyId)),
  );
};

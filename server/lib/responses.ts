import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  AccountDetails,
  ApiError,
  BulkResponse,
  RandomResponse,
  SavedAllergiesResponse,
  SavedDietResponse,
  SavedRecipesResponse,
  SearchResponse,
  StatusOk,
} from '../../shared/api';
import { ALLERGY_IDS, DIET_IDS } from '../../shared/ids';
import type { RecipeDetail, RecipeSummary } from '../../shared/recipe';
import { same } from './same-type';

/**
 * The response bodies of every route, as schemas: they document the API, and the serialiser
 * compiled from them writes exactly these fields (an extra field a service returns by mistake
 * never reaches a client). Each is checked against the TypeScript type of `shared/api.ts` below.
 */
const dietId = z.enum(DIET_IDS);
const allergyId = z.enum(ALLERGY_IDS);

export const errorBody = z.object({ code: z.number().int(), status: z.literal(0), reason: z.string() });
export const statusOk = z.object({ status: z.literal(1) });
/** The answer of a call that has nothing else to say: `{ status: 1 }`, once `work` is done. */
export async function okWhenDone(work: Promise<unknown>): Promise<StatusOk> {
  await work;
  return { status: 1 };
}
export const loginOk = z.object({ status: z.literal(1), token: z.string() });
export const healthOk = z.object({ status: z.literal('ok') });

export const recipeSummary = z.object({ id: z.number().int(), title: z.string(), image: z.string() });

const labelEvidence = z.object({
  source: z.enum(['ingredient', 'unchecked', 'title', 'summary', 'instructions', 'nutrition']),
  text: z.string(),
  food: z.string().optional(),
  served: z.boolean().optional(),
});
const labelReasons = z.object({
  allergens: z.array(z.object({ id: allergyId, because: z.array(labelEvidence) })),
  brokenDiets: z.array(z.object({ id: dietId, because: z.array(labelEvidence) })),
  unchecked: z.array(z.string()),
});

export const recipeDetail = recipeSummary.extend({
  imageAlt: z.string(),
  summary: z.string(),
  servings: z.number(),
  readyInMinutes: z.number(),
  preparationMinutes: z.number().nullable(),
  cookingMinutes: z.number().nullable(),
  cuisines: z.array(z.string()),
  dishTypes: z.array(z.string()),
  diets: z.array(dietId),
  allergens: z.array(allergyId),
  vegetarian: z.boolean(),
  vegan: z.boolean(),
  glutenFree: z.boolean(),
  extendedIngredients: z.array(
    z.object({ original: z.string(), name: z.string(), amount: z.number().nullable(), unit: z.string() }),
  ),
  instructions: z.string(),
  nutrition: z.object({ calories: z.number(), fat: z.number(), protein: z.number(), carbohydrates: z.number() }),
  labelReasons,
  sourceName: z.string(),
  sourceUrl: z.string(),
  license: z.string(),
  own: z.object({ shared: z.boolean() }).optional(),
});

export const randomResponse = z.object({ recipes: z.array(recipeSummary) });
const queryChip = z.object({
  kind: z.enum(['meal', 'time', 'diet', 'free', 'cuisine', 'without', 'nutrition']),
  value: z.string(),
  label: z.string(),
  words: z.string(),
  without: z.string(),
  rule: z.string().optional(),
});
export const searchResponse = z.object({
  results: z.array(
    recipeSummary.extend({
      missing: z.array(z.string()).optional(),
      usedIngredients: z.array(z.string()).optional(),
      missedIngredients: z.array(z.string()).optional(),
      readyInMinutes: z.number().optional(),
      diets: z.array(dietId).optional(),
      allergens: z.array(allergyId).optional(),
      servedWith: z.array(allergyId).optional(),
    }),
  ),
  totalResults: z.number().int(),
  offset: z.number().int(),
  number: z.number().int(),
  correctedQuery: z.string().optional(),
  partial: z.literal(true).optional(),
  understood: z.object({ text: z.string(), chips: z.array(queryChip) }).optional(),
  facets: z
    .object({
      diets: z.record(z.string(), z.number().int()),
      free: z.record(z.string(), z.number().int()),
      cuisines: z.record(z.string(), z.number().int()),
      types: z.record(z.string(), z.number().int()),
      time: z.record(z.string(), z.number().int()),
    })
    .optional(),
});
export const bulkResponse = z.array(
  recipeSummary.extend({ allergens: z.array(allergyId), servedWith: z.array(allergyId).optional() }),
);

export const savedRecipesResponse = z.object({ results: z.array(z.object({ recipeId: z.number().int() })) });
export const savedDietResponse = z.object({ results: z.array(z.object({ id: z.number().int(), dietId })) });
export const savedAllergiesResponse = z.object({ results: z.array(z.object({ allergyId })) });
export const accountDetails = z.object({
  emailResults: z.array(z.object({ email: z.string() })),
  savedRecipesResults: savedRecipesResponse.shape.results,
  savedAllergiesResults: savedAllergiesResponse.shape.results,
  savedDietResults: savedDietResponse.shape.results,
});

/** A route's responses: the body of a success, and the one error shape for everything else. */
export const responses = <T extends z.ZodType>(ok: T) => ({ 200: ok, '4xx': errorBody, '5xx': errorBody });

// Compile-time checks that each schema describes exactly its shared type.
same<z.infer<typeof errorBody>, ApiError>(true);
same<z.infer<typeof statusOk>, StatusOk>(true);
same<z.infer<typeof recipeSummary>, RecipeSummary>(true);
same<z.infer<typeof recipeDetail>, RecipeDetail>(true);
same<z.infer<typeof randomResponse>, RandomResponse>(true);
same<z.infer<typeof searchResponse>, SearchResponse>(true);
same<z.infer<typeof bulkResponse>, BulkResponse>(true);
same<z.infer<typeof savedRecipesResponse>, SavedRecipesResponse>(true);
same<z.infer<typeof savedDietResponse>, SavedDietResponse>(true);
same<z.infer<typeof savedAllergiesResponse>, SavedAllergiesResponse>(true);
same<z.infer<typeof accountDetails>, AccountDetails>(true);

/**
 * Serialises responses with fast-json-stringify, compiled from the JSON Schema of each route's
 * zod schema, which is several times quicker than checking with zod and calling JSON.stringify.
 * A schema JSON Schema cannot express falls back to zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw' });
    const { $schema: _ignored, ...schema } = jsonSchema;
    const stringify = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    return (data: unknown) => stringify(data);
  } catch {
    return zodSerializerCompiler(route);
  }
};

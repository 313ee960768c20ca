/**
 * One query of the evaluation, run against the app in-process: its first result judged, the
 * rank of the first relevant one among the first page, and how many catalog recipes would do.
 */
import type { FastifyInstance } from 'fastify';
import type { RecipeDetail } from '../../shared/recipe';
import { describeExpectation, judge } from './judge';
import type { EvalQuery, QueryKind } from './queries';

/** How many results the evaluation asks for, and looks through for a relevant one. */
export const PAGE = 10;

/**
 * What the evaluation reads of a search answer (shared/api.ts SearchResponse); the newer fields
 * (`partial`, `correctedQuery`, `understood`) are read when present.
 */
interface SearchAnswer {
  results: { id: number; title: string }[];
  totalResults: number;
  correctedQuery?: string;
  partial?: boolean;
  understood?: { text?: string; chips?: { label?: string; value?: string }[] };
}

export type Outcome = 'relevant' | 'no results' | 'catalog lacks' | 'search missed' | 'error';

export interface QueryResult {
  query: string;
  kind: QueryKind;
  expect: string;
  outcome: Outcome;
  totalResults: number;
  partial: boolean;
  correctedQuery?: string;
  /** The filters the search read from the words ("Vegetarian", "Under 30 min"), when it reports them. */
  understood?: string[];
  first?: { id: number; title: string; failed: string[] };
  /** 1-based rank of the first relevant result among the first PAGE, if any. */
  relevantRank?: number;
  /** How many catalog recipes satisfy the expectation. */
  answerable: number;
  /** A few of them, for the failure list. */
  answers: string[];
  error?: string;
}

async function post<T>(app: FastifyInstance, url: string, payload: unknown): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  return { status: response.statusCode, body: response.json<T>() };
}

export async function readCatalogDetails(app: FastifyInstance): Promise<RecipeDetail[]> {
  const details: RecipeDetail[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await post<SearchAnswer>(app, '/api/search/general', { searchInput: '', number: 100, offset });
    if (page.status !== 200) throw new Error(`listing the catalog failed: ${JSON.stringify(page.body)}`);
    for (const { id } of page.body.results) {
      const detail = await post<RecipeDetail>(app, '/api/search/info', { id });
      if (detail.status === 200) details.push(detail.body);
    }
    if (page.body.results.length < 100 || offset + 100 >= page.body.totalResults) break;
  }
  return details;
}

export async function evaluate(
  app: FastifyInstance,
  item: EvalQuery,
  catalog: readonly RecipeDetail[],
): Promise<QueryResult> {
  const byId = new Map(catalog.map((recipe) => [recipe.id, recipe]));
  const answers = catalog.filter((recipe) => judge(recipe, item.expect).relevant);
  const result: QueryResult = {
    query: item.query,
    kind: item.kind,
    expect: describeExpectation(item.expect),
    outcome: 'error',
    totalResults: 0,
    partial: false,
    answerable: answers.length,
    answers: answers.slice(0, 3).map((recipe) => recipe.title),
  };
  const search = await post<SearchAnswer>(app, '/api/search/general', { searchInput: item.query, number: PAGE });
  if (search.status !== 200) {
    result.error = `search answered ${search.status}: ${JSON.stringify(search.body).slice(0, 200)}`;
    return result;
  }
  const { results, totalResults, correctedQuery, partial, understood } = search.body;
  result.totalResults = totalResults;
  result.partial = partial === true;
  if (correctedQuery !== undefined) result.correctedQuery = correctedQuery;
  const chips = (understood?.chips ?? []).map((chip) => chip.label ?? chip.value ?? '?');
  if (chips.length > 0) result.understood = chips;
  const rank = results.findIndex((summary) => {
    const recipe = byId.get(summary.id);
    return recipe !== undefined && judge(recipe, item.expect).relevant;
  });
  if (rank >= 0) result.relevantRank = rank + 1;
  const top = results[0];
  if (!top) {
    result.outcome = 'no results';
    return result;
  }
  const info = await post<RecipeDetail>(app, '/api/search/info', { id: top.id });
  if (info.status !== 200) {
    result.error = `info ${top.id} answered ${info.status}`;
    return result;
  }
  const verdict = judge(info.body, item.expect);
  result.first = { id: top.id, title: info.body.title, failed: verdict.failed };
  result.outcome = verdict.relevant ? 'relevant' : answers.length === 0 ? 'catalog lacks' : 'search missed';
  return result;
}

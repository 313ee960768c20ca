import type { RecipeSummary } from '../../../shared/recipe';
import type { QueryWord } from '../../lib/search-text/search-document';

/** One search of the engine: the words every match holds, the words none may hold, and a page. */
export type GroupSearch = (
  must: readonly QueryWord[],
  without: readonly QueryWord[],
  offset: number,
  number: number,
) => Promise<{ results: RecipeSummary[]; totalResults: number }>;

/** A group of words (indexes into a list) as a search: the words it must hold, and those it must not. */
type Split = (members: readonly number[]) => { must: readonly QueryWord[]; without: readonly QueryWord[] };

/**
 * One page across groups of words answered by a search each, in the order given: a group's
 * matches follow the previous group's, the page skips the first `offset` of them all, and the
 * total adds up every group's count (a group past a full page is still asked, for a page of one,
 * to count it). `toResults` turns a group's summaries on the page into results.
 */
export async function pageOfGroups<T>(
  groups: readonly number[][],
  split: Split,
  run: GroupSearch,
  offset: number,
  number: number,
  toResults: (summaries: RecipeSummary[], members: number[], without: readonly QueryWord[]) => T[],
): Promise<{ results: T[]; totalResults: number }> {
  const results: T[] = [];
  let totalResults = 0;
  let skip = offset;
  for (const members of groups) {
    const { must, without } = split(members);
    const want = Math.max(0, number - results.length);
    const answer = await run(must, without, want > 0 ? skip : 0, Math.max(1, want));
    totalResults += answer.totalResults;
    if (want > 0) {
      results.push(...toResults(answer.results.slice(0, want), members, without));
      skip = Math.max(0, skip - answer.totalResults);
    }
  }
  return { results, totalResults };
}

import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../dialect';
import accountsAndRecipes from './0001-accounts-and-recipes';
import fullText from './0002-full-text';
import rateLimits from './0003-rate-limits';
import labelReasons from './0004-label-reasons';
import containsMask from './0005-contains-mask';
import shoppingList from './0006-shopping-list';
import collections from './0007-collections';
import settings from './0008-settings';
import ownRecipes from './0009-own-recipes';
import sessionLifetimes from './0010-session-lifetimes';
import mealPlan from './0011-meal-plan';
import shellfishAndMolluscs from './0012-shellfish-and-molluscs';
import planListLines from './0013-plan-list-lines';
import households from './0014-households';
import householdScope from './0015-household-scope';
import pantry from './0016-pantry';
import allergensVisible from './0017-allergens-visible';
import planCooked from './0018-plan-cooked';
import apiTokens from './0019-api-tokens';

/**
 * Every migration, under the name the database records it by (its file's name). Names sort in
 * the order they apply; a new migration gets the next number, its own file and a line here.
 * Migrations run unchanged on SQLite and PostgreSQL; where the two differ (auto-increment keys)
 * the dialect picks the column type. They use Kysely<any> and never import app code, so an old
 * migration keeps meaning what it meant when it ran.
 */
const all: Record<string, (dialect: Dialect) => Migration> = {
  '0001-accounts-and-recipes': accountsAndRecipes,
  '0002-full-text': fullText,
  '0003-rate-limits': rateLimits,
  '0004-label-reasons': labelReasons,
  '0005-contains-mask': containsMask,
  '0006-shopping-list': shoppingList,
  '0007-collections': collections,
  '0008-settings': settings,
  '0009-own-recipes': ownRecipes,
  '0010-session-lifetimes': sessionLifetimes,
  '0011-meal-plan': mealPlan,
  '0012-shellfish-and-molluscs': shellfishAndMolluscs,
  '0013-plan-list-lines': planListLines,
  '0014-households': households,
  '0015-household-scope': householdScope,
  '0016-pantry': pantry,
  '0017-allergens-visible': allergensVisible,
  '0018-plan-cooked': planCooked,
  '0019-api-tokens': apiTokens,
};

export function migrationProvider(dialect: Dialect): MigrationProvider {
  const migrations = Object.fromEntries(Object.entries(all).map(([name, migration]) => [name, migration(dialect)]));
  return { getMigrations: () => Promise.resolve(migrations) };
}

import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect';
import type { AnyDb } from './columns';

/**
 * `shellfish` stops covering molluscs, which have their own id, `mollusc`. Everyone who saved
 * `shellfish` was promised no mussels, so each such account gets `mollusc` saved too (as chosen
 * when `shellfish` was), unless it already has it: running this again adds nothing. The saved
 * allergies are the only place an account keeps allergens. Going down keeps the rows: nothing
 * tells the added ones from ones a cook saved since, and removing one would drop a protection.
 */
export default function migration(_dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db
        .insertInto('saved_allergies')
        .columns(['user_id', 'allergy_id', 'created_at'])
        .expression(
          db
            .selectFrom('saved_allergies as shellfish')
            .select(['shellfish.user_id', sql.lit('mollusc').as('allergy_id'), 'shellfish.created_at'])
            .where('shellfish.allergy_id', '=', 'shellfish')
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('saved_allergies as mollusc')
                    .select('mollusc.id')
                    .whereRef('mollusc.user_id', '=', 'shellfish.user_id')
                    .where('mollusc.allergy_id', '=', 'mollusc'),
                ),
              ),
            )
            .orderBy('shellfish.id'),
        )
        .onConflict((oc) => oc.columns(['user_id', 'allergy_id']).doNothing())
        .execute();
    },
    async down() {},
  };
}

import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  defaultDisplayName,
  HOUSEHOLD_MESSAGES,
  INVITE_DAYS,
  isInviteCode,
  JOIN_PAGE,
  MAX_HOUSEHOLD_MEMBERS,
  MAX_OPEN_INVITES,
  normaliseInviteCode,
  type Household,
  type HouseholdInvite,
  type NewInvite,
} from '../../../shared/household';
import { isForeignKeyViolation, isUniqueViolation, type Db } from '../../db/database';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/http-error';
import { createLimiter } from '../../lib/rate-limiter';
import * as households from './household.repository';
import { forbidden, type HouseholdService } from './household.service';
import { hashInviteCode, newInviteCode, newInviteId } from './invite-codes';
import * as invites from './invites.repository';
import { bringIntoHousehold } from '../../db/shared-rows';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface JoinLimit {
  /** Codes that match no invite a user may try in the window; then every join waits. */
  failures: number;
  windowSeconds: number;
}

export const DEFAULT_JOIN_LIMIT: JoinLimit = { failures: 20, windowSeconds: 15 * 60 };

/**
 * Invites: any member makes one (its code is shown once, then only its id), lists the open ones
 * and withdraws their own (the owner withdraws any). Joining checks the code, the seat count and
 * the one-household rule in one transaction that holds the household's lock.
 */
export function createInvitesService(db: Db, household: HouseholdService, limit: JoinLimit = DEFAULT_JOIN_LIMIT) {
  const failures = createLimiter(db.pool, 'household-join', limit.failures, limit.windowSeconds);
  const refuse = (msBeforeNext: number) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return tooManyRequests(HOUSEHOLD_MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
  };

  async function countFailure(userId: number): Promise<void> {
    try {
      await failures.consume(String(userId));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw refuse(error.msBeforeNext);
      throw error;
    }
  }

  return {
    /** `origin` is the address the app was reached at: the link opens the join page there. */
    async create(userId: number, singleUse: boolean, origin: string): Promise<NewInvite> {
      const found = await household.membership(userId);
      if ((await invites.listOpen(db.kysely, found.householdId, household.now())).length >= MAX_OPEN_INVITES) {
        throw conflict(HOUSEHOLD_MESSAGES.tooManyInvites);
      }
      const code = newInviteCode();
      const at = household.now();
      const invite = {
        id: newInviteId(),
        householdId: found.householdId,
        codeHash: hashInviteCode(code),
        createdBy: userId,
        singleUse,
        at,
        expiresAt: new Date(Date.parse(at) + INVITE_DAYS * DAY_MS).toISOString(),
      };
      await invites.insertInvite(db.kysely, invite);
      household.toMembers(found.householdId);
      const { id, expiresAt } = invite;
      return {
        code,
        url: `${origin}${JOIN_PAGE}${code}`,
        expiresAt,
        id,
        singleUse,
        createdBy: userId,
        createdAt: at,
        uses: 0,
      };
    },

    async list(userId: number): Promise<HouseholdInvite[]> {
      const found = await household.membership(userId);
      return invites.listOpen(db.kysely, found.householdId, household.now());
    },

    /** `key` is the invite's id, or its code as given out. */
    async revoke(userId: number, key: string): Promise<void> {
      const found = await household.membership(userId);
      const code = normaliseInviteCode(key);
      const invite = await invites.findUnrevoked(
        db.kysely,
        found.householdId,
        isInviteCode(code) ? { codeHash: hashInviteCode(code) } : { id: key },
      );
      if (!invite) throw notFound(HOUSEHOLD_MESSAGES.noInvite);
      if (invite.createdBy !== userId && found.ownerId !== userId) throw forbidden(HOUSEHOLD_MESSAGES.inviteNotYours);
      await invites.revoke(db.kysely, invite.id, household.now());
      household.toMembers(found.householdId);
    },

    /** `code` is normalised and checked for its shape by the route's schema. */
    async join(userId: number, email: string, code: string): Promise<Household> {
      const tried = await failures.get(String(userId));
      if (tried && tried.consumedPoints >= limit.failures) throw refuse(tried.msBeforeNext);
      const invite = await invites.findByCodeHash(db.kysely, hashInviteCode(code));
      if (!invite) {
        await countFailure(userId);
        throw notFound(HOUSEHOLD_MESSAGES.unknownCode);
      }
      try {
        await db.kysely.transaction().execute(async (trx) => {
          const existing = await households.membershipOf(trx, userId);
          if (existing?.householdId === invite.householdId)
            throw conflict(HOUSEHOLD_MESSAGES.alreadyHere(existing.name));
          if (existing) throw conflict(HOUSEHOLD_MESSAGES.inAnother(existing.name));
          if (invite.revokedAt !== null) throw notFound(HOUSEHOLD_MESSAGES.revoked);
          if (invite.expiresAt <= household.now())
            throw badRequest(HOUSEHOLD_MESSAGES.expired(invite.expiresAt.slice(0, 10)));
          if (!(await households.lockHousehold(trx, db.dialect, invite.householdId))) {
            throw notFound(HOUSEHOLD_MESSAGES.unknownCode);
          }
          const target = await households.countMembers(trx, invite.householdId);
          if (target >= MAX_HOUSEHOLD_MEMBERS) {
            throw conflict(HOUSEHOLD_MESSAGES.full(await households.householdName(trx, invite.householdId)));
          }
          if (!(await invites.countUse(trx, invite.id))) throw conflict(HOUSEHOLD_MESSAGES.used);
          await households.insertMember(trx, {
            householdId: invite.householdId,
            userId,
            displayName: defaultDisplayName(email),
            at: household.now(),
          });
          await bringIntoHousehold(trx, userId, invite.householdId);
        });
      } catch (error) {
        // A creation or another join of this user won the race: the unique key of the member decided.
        if (isUniqueViolation(error))
          throw conflict(HOUSEHOLD_MESSAGES.inAnother((await household.membership(userId)).name));
        if (isForeignKeyViolation(error)) throw unauthorized('Your session has expired. Please log in again.');
        throw error;
      }
      const joined = await household.get(userId);
      household.toAccount(userId);
      household.toMembers(joined.id);
      return joined;
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;

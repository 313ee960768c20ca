import type { Transaction } from 'kysely';
import {
  defaultDisplayName,
  HOUSEHOLD_MESSAGES,
  type Household,
  type HouseholdProtection,
  type HouseholdRole,
} from '../../../shared/household';
import type { AllergyId, DietId } from '../../../shared/ids';
import { isForeignKeyViolation, isUniqueViolation, type Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { bringIntoHousehold, leaveHousehold } from '../../db/shared-rows';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../lib/http-error';
import type { Announce } from '../../lib/live/live-bus';
import * as households from './household.repository';
import type { Membership } from './household.repository';
import * as invites from './invites.repository';

type Trx = Transaction<Database>;

export interface HouseholdOptions {
  /** The clock, in milliseconds since the epoch: tests move it. */
  now?: () => number;
  /** Tells open pages what changed (members' screens, and the account that joined or left). */
  announce?: Announce;
  /** What a member saved to be kept from them: the allergens and diets of their profile. */
  profileOf?: (userId: number) => Promise<{ allergies: AllergyId[]; diets: DietId[] }>;
}

export const forbidden = (reason: string) => new HttpError(403, reason);
const sessionGone = () => unauthorized('Your session has expired. Please log in again.');

/**
 * Households and their members. Every call reads the caller's membership afresh, so a member who
 * left or was removed is refused at once; anyone outside a household gets 404 on every call.
 */
export function createHouseholdService(db: Db, options: HouseholdOptions = {}) {
  const clock = options.now ?? Date.now;
  const now = () => new Date(clock()).toISOString();
  const announce = options.announce ?? (() => undefined);
  /** The household's screens change. */
  const toMembers = (householdId: number) => announce({ userId: 0, householdId }, 'household');
  /** This account joined, left or was removed: its pages follow it to what it shares now. */
  const toAccount = (userId: number) => announce({ userId, householdId: null }, 'household');

  async function membership(userId: number): Promise<Membership> {
    const found = await households.membershipOf(db.kysely, userId);
    if (!found) throw notFound(HOUSEHOLD_MESSAGES.none);
    return found;
  }

  async function view(found: Membership): Promise<Household> {
    const [members, open] = await Promise.all([
      households.listMembers(db.kysely, found.householdId, found.ownerId),
      invites.listOpen(db.kysely, found.householdId, now()),
    ]);
    return {
      id: found.householdId,
      name: found.name,
      members,
      createdAt: found.createdAt,
      invites: open,
    };
  }

  /** Runs `work` as the only writer of the caller's household, with their membership read after the lock. */
  async function locked<T>(userId: number, work: (trx: Trx, found: Membership) => Promise<T>): Promise<T> {
    return db.kysely.transaction().execute(async (trx) => {
      const first = await households.membershipOf(trx, userId);
      if (!first) throw notFound(HOUSEHOLD_MESSAGES.none);
      await households.lockHousehold(trx, db.dialect, first.householdId);
      const found = await households.membershipOf(trx, userId);
      if (found?.householdId !== first.householdId) throw notFound(HOUSEHOLD_MESSAGES.none);
      return work(trx, found);
    });
  }

  /**
   * Takes a member out: the invites they made stop working, and an owner who goes hands the
   * household to the longest-standing member; the last member takes the household with them.
   */
  async function takeOut(trx: Trx, found: Membership, userId: number): Promise<void> {
    const at = now();
    await invites.revokeAllBy(trx, found.householdId, userId, at);
    const next =
      found.ownerId === userId ? await households.longestStanding(trx, found.householdId, userId) : found.ownerId;
    await leaveHousehold(trx, userId, found.householdId, next, at.slice(0, 10));
    await households.deleteMember(trx, found.householdId, userId);
    if (found.ownerId !== userId) return;
    if (next === undefined) await households.deleteHousehold(trx, found.householdId);
    else await households.setOwner(trx, found.householdId, next);
  }

  const ownerOnly = (found: Membership, userId: number, what: string) => {
    if (found.ownerId !== userId) throw forbidden(HOUSEHOLD_MESSAGES.ownerOnly(what));
  };

  return {
    /** The household other modules share things in, and the user's role there; undefined outside one. */
    async householdOf(userId: number): Promise<{ householdId: number; role: HouseholdRole } | undefined> {
      const found = await households.membershipOf(db.kysely, userId);
      return found && { householdId: found.householdId, role: found.ownerId === userId ? 'owner' : 'member' };
    },

    async get(userId: number): Promise<Household> {
      return view(await membership(userId));
    },

    /** `name` is cleaned and checked by the route's schema. */
    async create(userId: number, email: string, name: string): Promise<Household> {
      try {
        await db.kysely.transaction().execute(async (trx) => {
          const existing = await households.membershipOf(trx, userId);
          if (existing) throw conflict(HOUSEHOLD_MESSAGES.inAnother(existing.name));
          const at = now();
          const householdId = await households.insertHousehold(trx, name, userId, at);
          await households.insertMember(trx, { householdId, userId, displayName: defaultDisplayName(email), at });
          await bringIntoHousehold(trx, userId, householdId);
        });
      } catch (error) {
        // Two creations or a join racing this one: the unique key of the member decided.
        if (isUniqueViolation(error)) throw conflict(HOUSEHOLD_MESSAGES.inAnother((await membership(userId)).name));
        if (isForeignKeyViolation(error)) throw sessionGone();
        throw error;
      }
      toAccount(userId);
      return view(await membership(userId));
    },

    async rename(userId: number, name: string): Promise<Household> {
      await locked(userId, async (trx, found) => {
        ownerOnly(found, userId, 'rename it');
        await households.renameHousehold(trx, found.householdId, name);
      });
      const found = await membership(userId);
      toMembers(found.householdId);
      return view(found);
    },

    /** The owner removes a member; anyone removes themselves, which is leaving. */
    async removeMember(userId: number, memberId: number): Promise<void> {
      const householdId = await locked(userId, async (trx, found) => {
        if (memberId !== userId) {
          ownerOnly(found, userId, 'remove other members');
          if (!(await households.isMember(trx, found.householdId, memberId))) {
            throw notFound(HOUSEHOLD_MESSAGES.noMember(memberId));
          }
        }
        await takeOut(trx, found, memberId);
        return found.householdId;
      });
      toMembers(householdId);
      toAccount(memberId);
    },

    async transferOwnership(userId: number, memberId: number): Promise<Household> {
      await locked(userId, async (trx, found) => {
        ownerOnly(found, userId, 'hand over ownership');
        if (memberId === userId) throw badRequest(HOUSEHOLD_MESSAGES.alreadyOwner);
        if (!(await households.isMember(trx, found.householdId, memberId))) {
          throw notFound(HOUSEHOLD_MESSAGES.noMember(memberId));
        }
        await households.setOwner(trx, found.householdId, memberId);
      });
      const found = await membership(userId);
      toMembers(found.householdId);
      return view(found);
    },

    /** A member changes what the others see of them: their display name, whether their allergens show. */
    async changeMember(
      userId: number,
      memberId: number,
      change: { displayName?: string; allergensVisible?: boolean },
    ): Promise<Household> {
      const found = await membership(userId);
      if (memberId !== userId) throw forbidden(HOUSEHOLD_MESSAGES.displayNameNotYours);
      if (change.displayName !== undefined)
        await households.setDisplayName(db.kysely, found.householdId, userId, change.displayName);
      if (change.allergensVisible !== undefined)
        await households.setAllergensVisible(db.kysely, found.householdId, userId, change.allergensVisible);
      toMembers(found.householdId);
      return view(await membership(userId));
    },

    /**
     * What cooking for the household keeps out: every member's allergens, and the diets they all
     * saved. Whom each allergen is for is told only of members who show theirs (and to oneself).
     */
    async protection(userId: number): Promise<HouseholdProtection> {
      const found = await membership(userId);
      const profileOf = options.profileOf ?? (async () => ({ allergies: [], diets: [] }));
      const members = await households.listMembers(db.kysely, found.householdId, found.ownerId);
      const profiles = await Promise.all(members.map((m) => profileOf(m.userId)));
      const allergies = new Set<AllergyId>(profiles.flatMap((p) => p.allergies));
      const diets = (profiles[0]?.diets ?? []).filter((diet) => profiles.every((p) => p.diets.includes(diet)));
      return {
        allergies: [...allergies].sort(),
        diets,
        members: members.map((m, i) => ({
          userId: m.userId,
          displayName: m.displayName,
          allergies: m.allergensVisible || m.userId === userId ? profiles[i]!.allergies : null,
        })),
      };
    },

    /** Before an account is deleted: its membership goes, and the household lives on with the others. */
    async removeAccount(userId: number): Promise<void> {
      if (!(await households.membershipOf(db.kysely, userId))) return;
      try {
        const householdId = await locked(userId, async (trx, found) => {
          await takeOut(trx, found, userId);
          return found.householdId;
        });
        toMembers(householdId);
      } catch (error) {
        // Left meanwhile: nothing is left to take out.
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      }
    },

    view,
    membership,
    now,
    toMembers,
    toAccount,
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;

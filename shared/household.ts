import type { AllergyId, DietId } from './ids';
import { z } from 'zod';
import { userText } from './user-text-schema';

/**
 * A household: people who cook together. A user is in at most one household at a time; it has one
 * owner, at most 20 members, and grows by invites, a link or a short code to type, that last seven
 * days and let one person in or many. The limits and messages are the same on both sides.
 */
export const HOUSEHOLD_NAME_MAX_LENGTH = 60;
export const DISPLAY_NAME_MAX_LENGTH = 40;
export const MAX_HOUSEHOLD_MEMBERS = 20;
export const INVITE_DAYS = 7;
/** Open invites a household may hold at once: plenty for sharing, not a way to fill the database. */
export const MAX_OPEN_INVITES = 50;
/** Letters and digits nobody mistakes for each other when reading a code aloud: no 0/O, 1/I/L, U/V. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
/** The web app's page that joins by the code in its address. */
export const JOIN_PAGE = '/household/join/';

export type HouseholdRole = 'owner' | 'member';

export interface HouseholdMember {
  userId: number;
  email: string;
  role: HouseholdRole;
  /** What the others see: by default the part of the email before the @. */
  displayName: string;
  /** ISO 8601. */
  joinedAt: string;
  /** Whether the others see which allergens this member saved; the household is protected from them either way. */
  allergensVisible: boolean;
}

/**
 * What "cooking for the household" applies (`GET /api/household/protection`): every member's saved
 * allergens together, and the diets every member saved. `members` says who holds which allergen, for
 * the warnings; a member who keeps theirs private shows `allergies: null` to the others (to
 * themselves, their own), and their allergens are in `allergies` all the same.
 */
export interface HouseholdProtection {
  allergies: AllergyId[];
  diets: DietId[];
  members: { userId: number; displayName: string; allergies: AllergyId[] | null }[];
}

/** An invite that still lets people in; its code is shown only once, when it is made. */
export interface HouseholdInvite {
  id: string;
  singleUse: boolean;
  /** The member who made it. */
  createdBy: number;
  createdAt: string;
  expiresAt: string;
  /** How many people joined with it. */
  uses: number;
}

export interface Household {
  id: number;
  name: string;
  /** The owner first, then everyone else in the order they joined. */
  members: HouseholdMember[];
  createdAt: string;
  invites: HouseholdInvite[];
}

export interface NewInvite extends HouseholdInvite {
  code: string;
  /** The join page with the code: what a member sends. */
  url: string;
}

const count = (n: number) => n.toLocaleString('en');

export const HOUSEHOLD_MESSAGES = {
  none: 'You are not in a household: create one, or join one with an invite.',
  nameRequired: 'A household needs a name.',
  displayNameRequired: 'A display name cannot be empty.',
  inAnother: (name: string) =>
    `You are already in the household “${name}”: a person is in one household at a time, so leave it first.`,
  alreadyHere: (name: string) => `You are already a member of “${name}”.`,
  full: (name: string) =>
    `“${name}” already has ${count(MAX_HOUSEHOLD_MEMBERS)} members, the most a household can have: someone must leave before another can join.`,
  codeFormat: `An invite code is ${INVITE_CODE_LENGTH} letters and digits, like K7MQ3WXP (dashes and spaces are ignored).`,
  unknownCode: 'No invite has this code: check it, or ask a member of the household for a new one.',
  revoked: 'This invite was withdrawn by the household: ask a member for a new one.',
  expired: (date: string) => `This invite expired on ${date}: invites last ${INVITE_DAYS} days, so ask for a new one.`,
  used: 'This invite has already been used: a single-use invite lets one person join. Ask for a new one.',
  tooManyInvites: `Your household already has ${count(MAX_OPEN_INVITES)} open invites: withdraw one before you make another.`,
  noInvite: 'Your household has no open invite with this code or id.',
  noMember: (userId: number) => `Your household has no member with id ${userId}.`,
  ownerOnly: (what: string) => `Only the owner of the household can ${what}.`,
  inviteNotYours: 'Only the owner or the member who made an invite can withdraw it.',
  displayNameNotYours: 'You can change only your own display name.',
  alreadyOwner: 'You already own this household.',
  tooManyAttempts: (minutes: number) =>
    `Too many invite codes that did not work. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
} as const;

/** A code as typed or pasted: upper-cased, without spaces and dashes; a pasted join link gives its code. */
export function normaliseInviteCode(input: string): string {
  const trimmed = input.trim();
  const fromLink = trimmed.includes(JOIN_PAGE)
    ? trimmed.slice(trimmed.lastIndexOf(JOIN_PAGE) + JOIN_PAGE.length)
    : trimmed;
  return fromLink
    .replace(/[?#].*$/, '')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);
export const isInviteCode = (code: string): boolean => CODE_PATTERN.test(code);

export const householdNameSchema = userText(
  { what: 'A household name', max: HOUSEHOLD_NAME_MAX_LENGTH },
  { required: HOUSEHOLD_MESSAGES.nameRequired, notText: HOUSEHOLD_MESSAGES.nameRequired },
);

export const displayNameSchema = userText(
  { what: 'A display name', max: DISPLAY_NAME_MAX_LENGTH },
  { required: HOUSEHOLD_MESSAGES.displayNameRequired },
);

/** The code field of a join: normalised, then checked for the shape every code has. */
export const inviteCodeSchema = z
  .string({ error: HOUSEHOLD_MESSAGES.codeFormat })
  .max(500, { error: HOUSEHOLD_MESSAGES.codeFormat })
  .transform(normaliseInviteCode)
  .refine(isInviteCode, { error: HOUSEHOLD_MESSAGES.codeFormat });

/** The display name a member starts with: the part of their email before the @, cut to fit. */
export function defaultDisplayName(email: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return Array.from(local || email)
    .slice(0, DISPLAY_NAME_MAX_LENGTH)
    .join('');
}

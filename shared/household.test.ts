import { describe, expect, it } from 'vitest';
import {
  defaultDisplayName,
  DISPLAY_NAME_MAX_LENGTH,
  INVITE_CODE_ALPHABET,
  inviteCodeSchema,
  isInviteCode,
  normaliseInviteCode,
} from './household';

describe('invite codes', () => {
  it('read the way people type and paste them', () => {
    expect(normaliseInviteCode(' k7mq-3wxp ')).toBe('K7MQ3WXP');
    expect(normaliseInviteCode('K7MQ 3WXP')).toBe('K7MQ3WXP');
    expect(normaliseInviteCode('https://cook.example/household/join/K7MQ3WXP')).toBe('K7MQ3WXP');
    expect(normaliseInviteCode('https://cook.example/household/join/K7MQ3WXP?from=chat#top')).toBe('K7MQ3WXP');
  });

  it('hold only characters nobody mistakes for each other', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', 'U', 'V']) expect(INVITE_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(INVITE_CODE_ALPHABET.length);
    expect(isInviteCode('K7MQ3WXP')).toBe(true);
    expect(isInviteCode('K7MQ3WX')).toBe(false);
    expect(isInviteCode('K7MQ3WX0')).toBe(false);
    expect(isInviteCode('k7mq3wxp')).toBe(false);
  });

  it('are refused by the schema with one reason when malformed', () => {
    expect(inviteCodeSchema.parse('k7mq-3wxp')).toBe('K7MQ3WXP');
    for (const bad of ['', 'K7MQ', 42, 'x'.repeat(600)]) expect(inviteCodeSchema.safeParse(bad).success).toBe(false);
  });
});

describe('a display name by default', () => {
  it('is the part of the email before the @, cut to the limit in characters people count', () => {
    expect(defaultDisplayName('sam.cook@example.com')).toBe('sam.cook');
    expect(defaultDisplayName(`${'a'.repeat(60)}@example.com`)).toHaveLength(DISPLAY_NAME_MAX_LENGTH);
    expect(defaultDisplayName('@example.com')).toBe('@example.com');
  });
});

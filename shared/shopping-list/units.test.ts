import { describe, expect, it } from 'vitest';
import { MASS_GRAMS, VOLUME_ML } from '../../catalog/knowledge/units';
import { UNITS, type UnitInfo } from './units';

describe('shopping-list units', () => {
  it('weigh and measure exactly as the labeller’s tables do', () => {
    for (const [id, info] of Object.entries(UNITS) as [string, UnitInfo][]) {
      if (info.kind === 'mass') expect(info.factor, id).toBe(MASS_GRAMS[id]);
      if (info.kind === 'volume') expect(info.factor, id).toBe(VOLUME_ML[id]);
    }
    for (const id of Object.keys(MASS_GRAMS)) expect(UNITS[id as keyof typeof UNITS]?.kind, id).toBe('mass');
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS } from './domain';
import {
  childDevicesFor,
  childLimitFor,
  maxVideoHeightFor,
  PLANS,
  planById,
  planForTier,
  premiumAdds,
} from './plans';
import { TUTOR_LIMITS } from './tutor/learn-api';

describe('the plan table', () => {
  it('prices Free at £0 and Premium at £5.99 a month (never £0.99)', () => {
    expect(planById('free').monthlyPricePence).toBe(0);
    expect(planById('premium').monthlyPricePence).toBe(599);
    expect(PLANS.every((plan) => plan.currency === 'GBP')).toBe(true);
    expect(PLANS.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual(['premium']);
  });

  it('states the limits the server enforces', () => {
    expect(planById('free').childProfiles).toBe(LIMITS.childLimitByTier.Basic);
    expect(planById('free').childDevices).toBe(1);
    expect(planById('premium').childDevices).toBe(3);
    expect(planById('premium').childProfiles).toBe(LIMITS.childLimitByTier.Premium);
  });

  it('lists what Premium adds to Free', () => {
    expect(premiumAdds()).toEqual(['childProfiles', 'childDevices', 'tutor', 'prioritySupport']);
  });

  it('gives Free a taste of the Tutor (one lesson a day) and Premium the whole of it', () => {
    expect(TUTOR_LIMITS.freeLessonsPerDay).toBe(1);
    expect(planById('free').features).toContain('tutorTaste');
    expect(planById('free').features).not.toContain('tutor');
    expect(planById('premium').features).toContain('tutor');
    expect(planById('premium').features).not.toContain('tutorTaste');
  });

  it('gives every tier its plan: Basic is Free (SD, 1 child, 1 device), paid tiers get Premium (HD, 4, 3)', () => {
    expect(planForTier('Basic').id).toBe('free');
    expect(planForTier(undefined).id).toBe('free');
    for (const tier of ['Premium', 'Family', 'Creator+'] as const)
      expect(planForTier(tier).id).toBe('premium');
    expect([childLimitFor('Basic'), childDevicesFor('Basic'), maxVideoHeightFor('Basic')]).toEqual([
      1, 1, 480,
    ]);
    expect([childLimitFor('Premium'), childDevicesFor('Premium'), maxVideoHeightFor('Premium')]).toEqual([
      4, 3, 1080,
    ]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { planById } from '#shared/plans';
import { setLocale } from '#web/lib/i18n/i18n';
import { formatPlanPrice } from './format-price';

afterEach(async () => {
  await setLocale('en');
});

describe('plan prices', () => {
  it('shows £0 and £5.99 in English, and the pound sign (not "UK£") in Arabic', async () => {
    expect(formatPlanPrice(planById('free'))).toBe('£0');
    expect(formatPlanPrice(planById('premium'))).toBe('£5.99');
    await setLocale('ar');
    expect(formatPlanPrice(planById('premium'))).toContain('£');
    expect(formatPlanPrice(planById('premium'))).not.toContain('UK');
    await setLocale('fr');
    expect(formatPlanPrice(planById('premium'))).toMatch(/^5,99\s£$/u);
  });
});

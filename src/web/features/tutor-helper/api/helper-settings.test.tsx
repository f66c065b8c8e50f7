// Whether Ask Qamar is on for a child, as the pages that only link to it read it: on when the parent turned it on
// for a child of 9 to 12, off when it is not, and off (not an error) when the operator configured no endpoint.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { HelperChildSettings } from '#shared/tutor-helper';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { helperOnQueryOptions } from './helper-settings';

const settings = (overrides: Partial<HelperChildSettings>): HelperChildSettings => ({
  childId: 'child-1',
  childName: 'Maryam',
  enabled: true,
  ageAllowed: true,
  exchanges: [],
  ...overrides,
});

const read = () => new QueryClient().fetchQuery(helperOnQueryOptions('child-1'));

describe('helperOnQueryOptions', () => {
  it('is on only when the parent turned it on and the child is 9 to 12', async () => {
    stubApi({ 'GET /api/children/child-1/tutor-helper': ok(settings({})) });
    expect(await read()).toBe(true);
    stubApi({ 'GET /api/children/child-1/tutor-helper': ok(settings({ enabled: false })) });
    expect(await read()).toBe(false);
    stubApi({ 'GET /api/children/child-1/tutor-helper': ok(settings({ ageAllowed: false })) });
    expect(await read()).toBe(false);
  });

  it('is off when no endpoint is configured (the settings answer 404), and other failures stay errors', async () => {
    stubApi({
      'GET /api/children/child-1/tutor-helper': apiError(404, 'NOT_FOUND', 'tutorHelperNotConfigured'),
    });
    expect(await read()).toBe(false);
    stubApi({
      'GET /api/children/child-1/tutor-helper': apiError(403, 'FORBIDDEN', 'somethingWentWrongTryAgain'),
    });
    await expect(read()).rejects.toMatchObject({ status: 403 });
  });
});

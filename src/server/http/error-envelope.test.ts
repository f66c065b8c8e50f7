// The error envelope names every message by its key and params beside the verbatim English: a thrown AppError, a
// shared schema's refusal (its issues too), and a refusal with values (the unknown route).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import { OUTREACH_MESSAGES } from '#shared/outreach-messages';
import english from '#shared/texts/en/errors.json';
import { AppError, englishMessage } from './app-error';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

describe('AppError', () => {
  it('takes a key and params; its message is the English of the catalog with the params filled in', () => {
    const error = new AppError('CONFLICT', 'planChildLimit', { params: { limit: 3 } });
    expect(error.key).toBe('planChildLimit');
    expect(error.params).toEqual({ limit: 3 });
    expect(error.message).toBe('Your plan includes up to 3 child profiles.');
    expect(englishMessage('videoNotFound')).toBe(english.messages.videoNotFound);
  });
});

describe('the error envelope', () => {
  it('carries the key and params of a refusal with values, and its English', async () => {
    const response = await t.app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({
      code: 'NOT_FOUND',
      key: 'noApiRoute',
      params: { method: 'GET', path: '/api/no-such-thing' },
      message: 'No API route for GET /api/no-such-thing',
    });
  });

  it("carries a shared schema's key for the refusal and for each issue, with the spec's English", async () => {
    const response = await jsonRequest(t.app, '/api/waitlist', { json: { email: 'not-an-address' } });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      key: OUTREACH_MESSAGES.emailInvalid,
      message: 'Please enter a valid email address',
    });
    expect(error.issues).toContainEqual({
      path: 'email',
      key: OUTREACH_MESSAGES.emailInvalid,
      message: 'Please enter a valid email address',
    });
  });

  it('has no key for a text another library wrote', async () => {
    const error = new AppError('VALIDATION_FAILED', { foreign: 'Malformed JSON in request body' });
    expect(error.key).toBeUndefined();
    expect(error.message).toBe('Malformed JSON in request body');
  });
});

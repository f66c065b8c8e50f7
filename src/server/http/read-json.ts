// Reads a JSON body; malformed JSON is a 400 with a clear message, not a 500.
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('VALIDATION_FAILED', 'bodyNotValidJson');
  }
}

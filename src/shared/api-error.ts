// The one error envelope every API answer uses, and its codes.
import type { MessageParams } from './message-key';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_AUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  /** A child's daily screen time is used up (403); the web goes to /child/time-up. */
  'TIME_UP',
  /** The action needs a verified e-mail address (403): voting, the pending queue, submitting content. */
  'EMAIL_NOT_VERIFIED',
  /** A state-changing request whose body is not JSON (415). */
  'UNSUPPORTED_MEDIA_TYPE',
  /**
   * "Learn first" (403): the parent asked for some learning before videos, and today's is not done yet; the web shows
   * the lock instead of the video.
   */
  'LEARN_FIRST',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The answer to every rate-limited request (429 RATE_LIMITED): sign-in, password reset, comments, reports. */
export const RATE_LIMITED_MESSAGE = 'tooManyAttemptsWaitMinute';

/**
 * One field's problem: `message` is the English text, `key` and `params` name it in the `errors` catalog (absent
 * when a library wrote the text).
 */
export type ApiErrorIssue = { path: string; message: string; key?: string; params?: MessageParams };
export type ApiErrorBody = {
  error: {
    code: ErrorCode;
    /** The English text, verbatim as the spec quotes it. */
    message: string;
    /** The message's key in the `errors` catalog and its params; absent when a library wrote the text. */
    key?: string;
    params?: MessageParams;
    issues?: ApiErrorIssue[];
    requestId?: string;
  };
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}

/** The answer while the database cannot be reached (503 UNAVAILABLE); the request may be retried later. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'serviceTemporarilyUnavailable';

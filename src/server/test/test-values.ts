// Small values and readers the API tests share: dates of birth relative to today, the error message of an answer.
import type { ApiErrorBody } from '#shared/api-error';

/** 1 January of the year `years` ago (UTC), as YYYY-MM-DD: a child's date of birth of a known age band. */
export function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(0, 1);
  return date.toISOString().slice(0, 10);
}

/** The `message` of an error envelope. */
export async function errorMessage(response: Response): Promise<string> {
  return ((await response.json()) as ApiErrorBody).error.message;
}

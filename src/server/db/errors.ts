// What a failed query means, read from PostgreSQL's SQLSTATE (Drizzle wraps the driver's error as `cause`).

/** Postgres unique_violation (23505): another row, often another request a moment ago, already has this key. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && (cause as { code?: string }).code === '23505';
}

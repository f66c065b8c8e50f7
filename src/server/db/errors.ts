// What a failed query means, read from PostgreSQL's SQLSTATE (Drizzle wraps the driver's error as `cause`).

/** Postgres unique_violation (23505): another row, often another request a moment ago, already has this key. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && (cause as { code?: string }).code === '23505';
}

/**
 * Postgres foreign_key_violation (23503): the row this one points to is gone — usually deleted by another request a
 * moment ago, between reading it and writing beside it.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && (cause as { code?: string }).code === '23503';
}

/**
 * Postgres deadlock_detected (40P01) or serialization_failure (40001): PostgreSQL rolled this transaction back to
 * let another one finish; running it again is safe.
 */
export function isTransientConflict(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: string }).code : undefined;
  return code === '40P01' || code === '40001';
}

/** Runs a transaction again (up to `attempts` times in all) when PostgreSQL rolled it back for a deadlock. */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
    }
  }
}

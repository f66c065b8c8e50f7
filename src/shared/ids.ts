// Ids as the database makes them: a malformed id is simply "not found", never a database error, and a UUID is
// always handled in lower case (the form PostgreSQL prints), however a caller spelled it, so text columns that
// record ids (the audit log) find every entry of an item.
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_ANYWHERE =
  /(?<![0-9a-f-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f-])/gi;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The value with every UUID in it lower-cased (a path like /api/content/ABC…/like, or a lone id). */
export function normaliseUuids(value: string): string {
  return /[A-F]/.test(value) ? value.replace(UUID_ANYWHERE, (id) => id.toLowerCase()) : value;
}

/** A UUID field of a request schema: checked, then lower-cased. */
export function uuidSchema(params?: Parameters<typeof z.uuid>[0]) {
  return z.uuid(params).toLowerCase();
}

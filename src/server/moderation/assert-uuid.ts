// A malformed id names no row: it is answered like a missing one (404 with the object's message), before any query.

import { notFound } from '#server/http/app-error';
import { isUuid } from '#shared/ids';

export function assertUuid(id: string, message: string): void {
  if (!isUuid(id)) throw notFound(message);
}

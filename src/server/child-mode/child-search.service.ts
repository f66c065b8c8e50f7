// The parent's search switch: a child whose parent turned search off gets no search on any child endpoint.
import type { ChildSessionContext } from '#server/access';
import { AppError } from '#server/http/app-error';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';

/** 403 with a kind message when the request searches (`q`) and the parent has turned search off for this child. */
export function requireSearchAllowed(
  context: Pick<ChildSessionContext, 'child'>,
  q: string | undefined,
): void {
  if (q !== undefined && q !== '' && !context.child.searchEnabled) {
    throw new AppError('FORBIDDEN', CHILD_MODE_MESSAGES.searchOff);
  }
}

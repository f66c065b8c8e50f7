// Lets an object-level refinement run while other fields are invalid, so a form can show every error at once.
import type { z } from 'zod';

/**
 * A `when` for `.refine`/`.superRefine` on an object: run as soon as the named fields parsed, whatever the other
 * fields did. By default zod skips an object's refinements once any field failed its type (an unset select, an
 * empty number), which hid e.g. 'Invalid YouTube URL format' until every required field was filled. The
 * refinement's issues still come after the fields' own, so the first issue (the server's message) is unchanged.
 */
export function whenFieldsParsed(...fields: readonly string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || fields.includes(String(field));
    });
}

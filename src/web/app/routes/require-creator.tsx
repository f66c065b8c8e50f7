// The pages only a signed-in creator may open: checked on the server before drawing.
import { RequireAuth } from '#web/features/auth';
import { guardLoader } from '../guard';

export const loader = guardLoader('creator');

export default function RequireCreator() {
  // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
  return <RequireAuth role="creator" />;
}

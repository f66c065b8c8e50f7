// The pages only a signed-in parent may open: checked on the server before drawing.
import { RequireAuth } from '#web/features/auth';
import { guardLoader } from '../guard';

export const loader = guardLoader('parent');

export default function RequireParent() {
  // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
  return <RequireAuth role="parent" />;
}

// The pages only a signed-in admin may open: checked on the server before drawing.
import { RequireAuth } from '#web/features/auth';
import { guardLoader } from '../guard';

export const loader = guardLoader('admin');

export default function RequireAdmin() {
  // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
  return <RequireAuth role="admin" />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common'] };

// The pages only a signed-in caller may open: checked on the server before drawing.
import { RequireAuth } from '#web/features/auth';
import { guardLoader } from '../guard';

export const loader = guardLoader();

export default function RequireAccount() {
  return <RequireAuth />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common'] };

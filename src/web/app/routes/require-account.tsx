// The pages only a signed-in caller may open: checked on the server before drawing.
import { RequireAuth } from '#web/features/auth';
import { guardLoader } from '../guard';

export const loader = guardLoader();

export default function RequireAccount() {
  return <RequireAuth />;
}

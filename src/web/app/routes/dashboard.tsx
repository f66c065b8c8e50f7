// /dashboard: each role's own dashboard, chosen on the server (the page does the same after a client navigation).
import { dashboardPathFor } from '#web/lib/roles';
import { sendOnLoader } from '../guard';

export const loader = sendOnLoader((me) => dashboardPathFor(me.user.role));

export { DashboardRedirectPage as default } from '#web/features/dashboards/pages/dashboard-redirect-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common'] };

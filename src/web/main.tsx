// Entry point: loads the interface language's texts, then mounts the router inside the app-wide providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '#web/app/providers';
import { createAppRouter } from '#web/app/router';
import { startI18n } from '#web/lib/i18n/i18n';
import { createQueryClient } from '#web/lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = container;
// The router starts loading the first page's code (and /feed its data) now, while the locale's texts load.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
void startI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

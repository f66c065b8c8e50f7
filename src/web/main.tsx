// Entry point: loads the interface language's texts, then mounts the router inside the app-wide providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '#web/app/providers';
import { router } from '#web/app/router';
import { startI18n } from '#web/lib/i18n/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = container;
void startI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '../ui/theme/fonts';
import '../ui/theme/global.css';
import { AppProviders, createAppStore, createQueryClient } from './providers';
import { routes } from './routes';

const queryClient = createQueryClient();
const store = createAppStore(queryClient);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

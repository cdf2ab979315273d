import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@/lib/router/router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

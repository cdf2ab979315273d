import type { QueryClient } from '@tanstack/react-query';
import type { Router } from '@/lib/router/create-router';
import { RouterProvider } from '@/lib/router/router';
import { AppProvider } from './provider';

export function App({ queryClient, router }: { queryClient?: QueryClient; router: Router }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

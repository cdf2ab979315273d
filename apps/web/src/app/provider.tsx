import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { HumanCheckHost } from '@/components/press-and-hold/human-check-host';
import { createQueryClient } from '@/lib/query-client';
import { theme } from './theme';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        {/* The api client's 412 handler: the press-and-hold check for any protected call. */}
        <HumanCheckHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

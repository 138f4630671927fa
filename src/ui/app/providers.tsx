import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { system } from '../theme/system';

/** Chakra with the current locale (Arabic mirrors the layout), and the server cache. */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={i18n.resolvedLanguage ?? 'fr'}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}

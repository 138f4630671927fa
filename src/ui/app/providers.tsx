import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/language';
import { system } from '../theme/system';

/** Chakra with the current locale (ar-DZ mirrors the layout, fr-FR starts weeks on Monday), and the server cache. */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { locale } = useLanguage();
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={locale}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}

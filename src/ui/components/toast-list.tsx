import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The toasts' store and list, loaded after the first paint or with the first toast (toaster.tsx).
 * At the top, under the 64 px header: the bottom end belongs to the uploads panel, which the
 * toasts of finished uploads used to cover.
 */
export const toastStore = createToaster({
  placement: 'top-end',
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
  pauseOnPageIdle: true,
  max: 4,
});

/** The toasts; those made before it was drawn show at once. */
export function ToastList() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast.${toast.type ?? 'info'}`}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t('common:actions.close')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

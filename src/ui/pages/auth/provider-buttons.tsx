import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FaGoogle, FaLinkedin } from 'react-icons/fa6';
import { getProviders, type Provider, providerRedirectUrl } from '@/api/auth.api';

const icons = { google: FaGoogle, linkedin: FaLinkedin } as const;

/** Google and LinkedIn sign-in, shown only for the providers this deployment configured. */
export function ProviderButtons({ type }: { type?: string }) {
  const { t } = useTranslation();
  const providers = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: getProviders,
    staleTime: Infinity,
  });
  const enabled = (['google', 'linkedin'] as Provider[]).filter((p) => providers.data?.[p]);
  if (!enabled.length) return null;
  return (
    <Stack gap="3" data-testid="auth.providers">
      <HStack>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink="0">
          {t('auth:providers.or')}
        </Text>
        <Separator flex="1" />
      </HStack>
      {enabled.map((p) => {
        const Icon = icons[p];
        return (
          <Button asChild key={p} variant="outline" w="full" data-testid={`auth.provider.${p}`}>
            <a href={providerRedirectUrl(p, type)}>
              <Icon aria-hidden />
              {t(`auth:providers.${p}`)}
            </a>
          </Button>
        );
      })}
    </Stack>
  );
}

import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's title (its one h1), an optional line under it, and actions at the end. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <HStack justify="space-between" align="start" gap="4" mb="6" wrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size="2xl" data-testid="page.title">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {actions}
    </HStack>
  );
}

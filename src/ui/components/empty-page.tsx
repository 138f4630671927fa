import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { PageHeader } from './page-header';

/**
 * A page whose list is empty: its title, then an empty state saying what will appear here and
 * how it gets there. Used by pages whose content arrives with a later capability.
 */
export function EmptyPage({
  title,
  emptyTitle,
  emptyBody,
  icon: Icon,
  actions,
}: {
  title: string;
  emptyTitle: string;
  emptyBody: string;
  icon: IconType;
  actions?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState.Root borderWidth="1px" borderRadius="lg" data-testid="page.empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Icon />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">{emptyTitle}</EmptyState.Title>
            <EmptyState.Description>{emptyBody}</EmptyState.Description>
          </VStack>
          {actions}
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}

import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { PageHeader } from './page-header';

type Empty = { emptyTitle: string; emptyBody: string; icon: IconType; actions?: ReactNode };

/** An empty list: what will appear here and how it gets there. */
export function EmptyBlock({ emptyTitle, emptyBody, icon: Icon, actions }: Empty) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg.panel" data-testid="page.empty">
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
  );
}

/**
 * A page whose list is empty: its title, then the empty state. Used by pages whose content
 * arrives with a later capability.
 */
export function EmptyPage({ title, ...empty }: Empty & { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyBlock {...empty} />
    </>
  );
}

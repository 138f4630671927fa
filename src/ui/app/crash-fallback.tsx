import { Center, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * SPEC §2/§8: a crash shows a fallback centred on a white area reading "Something went wrong".
 * The text is the spec's own and stays in English: it must show even when i18n itself failed.
 */
export function CrashFallback() {
  return (
    <Center minH="100vh" bg="white" color="gray.800" data-testid="app.crash" role="alert">
      {/* eslint-disable-next-line ouvrage/no-literal-jsx-text -- spec-mandated text, shown even when i18n failed */}
      <Text fontSize="2xl">Something went wrong</Text>
    </Center>
  );
}

export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('application crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashFallback /> : this.props.children;
  }
}

import { createContext, type ReactNode, useContext } from 'react';
import type { AppActors } from '@/machines/app-actors';

const AppActorsContext = createContext<AppActors | null>(null);

/** Gives views the app's singleton actors (session, dialogs, layout), started in main.tsx. */
export function AppActorsProvider({
  actors,
  children,
}: {
  actors: AppActors;
  children: ReactNode;
}) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors outside AppActorsProvider');
  return actors;
}

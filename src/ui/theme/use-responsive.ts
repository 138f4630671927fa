import { useSyncExternalStore } from 'react';
import { type ResponsiveFlags, responsiveFlags, screensAt } from './responsive';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const width = () => window.innerWidth;

/** The §9 helper for views: `const { mobile, fablet, tablet } = useResponsive()`. */
export function useResponsive(): ResponsiveFlags {
  const w = useSyncExternalStore(subscribe, width, () => 1280);
  return responsiveFlags(screensAt(w));
}

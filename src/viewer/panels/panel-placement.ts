import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Below the large width (992 px) the 3D view takes the whole screen and the panels are sheets
 * over it: the model tree from the start side, the end side's panels (properties, BCF, viewpoints)
 * from the bottom on a phone and from the end side on a tablet. From 992 px they are docked
 * beside the scene. Docked panels on a small screen left the scene 0 px wide (390 and 600 px) or
 * 128 px (768 px): a canvas without area never draws, and the load waited for its first frame.
 */
export const COMPACT_VIEWER_QUERY = '(max-width: 991.98px)';

export const isCompactViewer = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia(COMPACT_VIEWER_QUERY).matches;

const sheet = {
  position: { base: 'absolute', lg: 'relative' },
  zIndex: { base: '3', lg: 'auto' },
  boxShadow: { base: 'lg', lg: 'none' },
  flexShrink: 0,
  bg: 'bg.panel',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
} satisfies SystemStyleObject;

/** The model tree: a side sheet (at most 85 % of the width) below 992 px, docked from there. */
export const startPanel = {
  ...sheet,
  insetInlineStart: { base: '0', lg: 'auto' },
  top: { base: '0', lg: 'auto' },
  bottom: { base: '0', lg: 'auto' },
  w: { base: 'min(300px, 85%)', lg: '300px' },
  h: { base: 'auto', lg: 'full' },
  borderEndWidth: '1px',
} satisfies SystemStyleObject;

/** Properties, BCF topics, viewpoints: a bottom sheet on a phone, a side sheet on a tablet. */
export const endPanel = {
  ...sheet,
  insetInlineStart: { base: '0', md: 'auto' },
  insetInlineEnd: { base: '0', lg: 'auto' },
  top: { base: 'auto', md: '0', lg: 'auto' },
  bottom: { base: '0', lg: 'auto' },
  w: { base: 'full', md: 'min(340px, 60%)', lg: '340px' },
  h: { base: '55%', md: 'auto', lg: 'full' },
  borderTopRadius: { base: 'xl', md: 'none' },
  borderStartWidth: { base: '0', md: '1px' },
  borderTopWidth: { base: '1px', md: '0' },
} satisfies SystemStyleObject;

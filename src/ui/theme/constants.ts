/**
 * SPEC §9's business constants of the look, in one place. system.ts turns them into Chakra tokens;
 * code that measures (the sider, the responsive helper) reads them from here.
 */
export const breakpoints = {
  xs: 479.98,
  sm: 575.98,
  md: 767.98,
  lg: 991.98,
  xl: 1199.98,
  xxl: 1599.98,
} as const;
export type Breakpoint = keyof typeof breakpoints;

export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;
export const BUTTON_RADIUS = 4;
export const PRODUCT_ICON_COLOR = '#1890FF';
/** The card wrapper of forms and auth-style pages: radius 24, 48 px × 32 px padding. */
export const CARD_WRAPPER = { radius: 24, paddingY: 48, paddingX: 32 } as const;
export const FONT_FAMILY = "Roboto, 'Noto Sans Arabic', system-ui, sans-serif";

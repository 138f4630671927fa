import { breakpoints } from './constants';

/**
 * Each §9 width is the last pixel *below* a band (Bootstrap's "down" widths): sm starts at
 * 576 px (575.98 + 0.02), md at 768, lg at 992, xl at 1200, xxl at 1600; extra-small is below
 * 480. `screensAt` says which bands a width has reached (xs: still extra-small).
 */
export type Screens = {
  xs: boolean;
  sm: boolean;
  md: boolean;
  lg: boolean;
  xl: boolean;
  xxl: boolean;
};
export type ResponsiveFlags = { mobile: boolean; fablet: boolean; tablet: boolean };

export function screensAt(width: number): Screens {
  return {
    xs: width <= breakpoints.xs,
    sm: width > breakpoints.sm,
    md: width > breakpoints.md,
    lg: width > breakpoints.lg,
    xl: width > breakpoints.xl,
    xxl: width > breakpoints.xxl,
  };
}

/**
 * SPEC §9's responsive helper: mobile below the small width (< 576 px), fablet below the medium
 * width (< 768 px), tablet when the screen is neither large-and-xl nor xxl, and not extra-small
 * (480–1199 px).
 */
export function responsiveFlags(screens: Screens): ResponsiveFlags {
  return {
    mobile: !screens.sm,
    fablet: !screens.md,
    tablet: !((screens.lg && screens.xl) || screens.xxl) && !screens.xs,
  };
}

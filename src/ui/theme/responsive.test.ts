import { describe, expect, it } from 'vitest';
import { breakpoints, CARD_WRAPPER, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from './constants';
import { responsiveFlags, screensAt } from './responsive';

const flags = (w: number) => responsiveFlags(screensAt(w));

describe('theme constants (SPEC §9)', () => {
  it('uses the spec breakpoints, sider widths and card wrapper', () => {
    expect(breakpoints).toEqual({
      xs: 479.98,
      sm: 575.98,
      md: 767.98,
      lg: 991.98,
      xl: 1199.98,
      xxl: 1599.98,
    });
    expect([SIDER_WIDTH, SIDER_COLLAPSED_WIDTH]).toEqual([200, 80]);
    expect(CARD_WRAPPER).toEqual({ radius: 24, paddingY: 48, paddingX: 32 });
  });
});

describe('the responsive helper (SPEC §9)', () => {
  it('is mobile below the small width', () => {
    expect(flags(575).mobile).toBe(true);
    expect(flags(576).mobile).toBe(false);
  });

  it('is fablet below the medium width', () => {
    expect(flags(767).fablet).toBe(true);
    expect(flags(768).fablet).toBe(false);
  });

  it('is tablet when neither large-and-xl nor xxl, and not extra-small', () => {
    expect(flags(479).tablet).toBe(false);
    expect(flags(480).tablet).toBe(true);
    expect(flags(1024).tablet).toBe(true);
    expect(flags(1199).tablet).toBe(true);
    expect(flags(1200).tablet).toBe(false);
    expect(flags(1920).tablet).toBe(false);
  });
});

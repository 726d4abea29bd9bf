/** SPEC §9 breakpoints, in CSS pixels. */
export const Breakpoints = {
  mobileMax: 960,
  desktopMin: 961,
  tabletMin: 768,
  tabletMax: 960,
  largeDesktopMin: 1280,
} as const;

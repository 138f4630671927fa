/** Plain values the viewer machines hold (no three.js here: points are tuples). */
export type Vec3 = readonly [number, number, number];

export type Axis = 'x' | 'y' | 'z';

/** Where a measured point snapped: a corner, an edge or anywhere on a face. */
export type SnapKind = 'vertex' | 'edge' | 'face';

export const propertyTabs = [
  'attributes',
  'propertySets',
  'quantities',
  'type',
  'materials',
  'classification',
  'spatial',
] as const;

export type PropertyTab = (typeof propertyTabs)[number];

export const distance = (a: Vec3, b: Vec3): number =>
  Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

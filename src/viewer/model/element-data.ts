/** What the panels show about elements: plain data, built in the IFC worker or from a mesh scene. */

export type Unit = 'm' | 'm2' | 'm3';

export type PropertyValue = {
  name: string;
  value: string | number | boolean | null;
  /** Set when the value was converted to SI (metres, m², m³). */
  unit?: Unit;
};

export type PropertyGroup = { name: string; properties: PropertyValue[] };

export type SpatialStep = { expressId: number; type: string; name: string };

/** The property tabs of one element (IFC); a mesh element fills only `attributes`. */
export type ElementProperties = {
  expressId: number;
  type: string;
  name: string;
  globalId: string | null;
  attributes: PropertyValue[];
  propertySets: PropertyGroup[];
  quantities: PropertyGroup[];
  typeObject: { type: string; name: string; groups: PropertyGroup[] } | null;
  materials: PropertyGroup[];
  classification: PropertyValue[];
  /** Project → site → building → storey (→ space), outermost first. */
  spatial: SpatialStep[];
};

/** A node of the spatial tree; `element` is the dense index of an element with geometry. */
export type TreeNode = {
  expressId: number;
  /** `unassigned` groups elements with geometry that no spatial structure contains. */
  kind?: 'unassigned';
  type: string;
  name: string;
  element?: number;
  children: TreeNode[];
};

/** Every element with geometry, by dense index: for search, the by-class tree and labels. */
export type ElementIndex = {
  expressIds: number[];
  types: string[];
  names: string[];
  globalIds: string[];
};

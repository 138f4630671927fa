import type { ViewerModel } from '../model/viewer-model';

export type Rgb = readonly [number, number, number];

const layersOf = new WeakMap<ViewerModel, Map<string, Map<number, Rgb>>>();

/**
 * Colours laid over a model by name (a compare, each saved search shown as a filter): setting or
 * clearing one recolours the elements from every layer left, the last set winning, through the
 * element states texture (never the geometry).
 */
export function setColorLayer(
  model: ViewerModel,
  name: string,
  colors: Map<number, Rgb> | null,
): void {
  let layers = layersOf.get(model);
  if (!layers) {
    layers = new Map();
    layersOf.set(model, layers);
  }
  const touched = new Set<number>();
  for (const layer of layers.values()) for (const e of layer.keys()) touched.add(e);
  layers.delete(name);
  if (colors) {
    layers.set(name, colors);
    for (const e of colors.keys()) touched.add(e);
  }
  const merged = new Map<number, Rgb>();
  for (const layer of layers.values()) for (const [e, c] of layer) merged.set(e, c);
  for (const e of touched) model.states.color(e, merged.get(e) ?? null);
}

/** #rrggbb → 0…1 channels. */
export const hexToRgb = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16) / 255,
  parseInt(hex.slice(3, 5), 16) / 255,
  parseInt(hex.slice(5, 7), 16) / 255,
];

import * as W from 'web-ifc';
import type {
  ElementProperties,
  PropertyGroup,
  PropertyValue,
  SpatialStep,
} from '../api/contract/element-data';
import { type Line, type Lines, measureName, scalar } from './ifc-lines';
import { measureDimension, toSi, type ModelUnits, type UnitDescriptor } from './ifc-units';

const unitOf = { length: 'm', area: 'm2', volume: 'm3' } as const;
const skipAttributes = new Set(['expressID', 'type', 'OwnerHistory']);

/** The property tabs of one element, read from the model on demand. */
export function readElementProperties(
  lines: Lines,
  expressId: number,
  units: ModelUnits,
): ElementProperties | null {
  const line = lines.get(expressId);
  if (!line) return null;
  const propertySets: PropertyGroup[] = [];
  const quantities: PropertyGroup[] = [];
  let typeLine: Line | null = null;
  for (const rel of lines.refs(line, 'IsDefinedBy')) {
    if (rel.type === W.IFCRELDEFINESBYTYPE) typeLine = lines.ref(rel, 'RelatingType');
    else
      definitionGroups(
        lines,
        lines.ref(rel, 'RelatingPropertyDefinition'),
        units,
        propertySets,
        quantities,
      );
  }
  for (const rel of lines.refs(line, 'IsTypedBy'))
    typeLine = lines.ref(rel, 'RelatingType') ?? typeLine;

  const materials: PropertyGroup[] = [];
  const classification: PropertyValue[] = [];
  for (const rel of lines.refs(line, 'HasAssociations')) {
    if (rel.type === W.IFCRELASSOCIATESMATERIAL) {
      materials.push(...materialGroups(lines, lines.ref(rel, 'RelatingMaterial'), units));
    } else if (rel.type === W.IFCRELASSOCIATESCLASSIFICATION) {
      classification.push(...classificationValues(lines, lines.ref(rel, 'RelatingClassification')));
    }
  }

  let typeObject: ElementProperties['typeObject'] = null;
  if (typeLine) {
    const groups: PropertyGroup[] = [
      { name: lines.typeName(typeLine), properties: attributes(typeLine, units) },
    ];
    for (const pset of lines.refs(typeLine, 'HasPropertySets')) {
      definitionGroups(lines, pset, units, groups, groups);
    }
    typeObject = { type: lines.typeName(typeLine), name: lines.text(typeLine, 'Name'), groups };
    if (materials.length === 0) {
      for (const rel of lines.refs(typeLine, 'HasAssociations')) {
        if (rel.type === W.IFCRELASSOCIATESMATERIAL) {
          materials.push(...materialGroups(lines, lines.ref(rel, 'RelatingMaterial'), units));
        }
      }
    }
  }

  return {
    expressId,
    type: lines.typeName(line),
    name: lines.text(line, 'Name'),
    globalId: lines.text(line, 'GlobalId') || null,
    attributes: attributes(line, units),
    propertySets,
    quantities,
    typeObject,
    materials,
    classification,
    spatial: spatialChain(lines, line),
  };
}

/** The element's own simple attributes (references and inverse lists left out). */
function attributes(line: Line, units: ModelUnits): PropertyValue[] {
  // An identifier, not a quantity: shown as written (no digit grouping).
  const out: PropertyValue[] = [{ name: 'ExpressID', value: String(line.expressID) }];
  for (const [key, raw] of Object.entries(line)) {
    if (skipAttributes.has(key)) continue;
    const value = scalar(raw);
    if (value === null) continue;
    out.push(converted(key, value, measureName(raw), units));
  }
  return out;
}

function converted(
  name: string,
  value: string | number | boolean,
  ifcType: string,
  units: ModelUnits,
): PropertyValue {
  const dimension = typeof value === 'number' ? measureDimension(ifcType) : null;
  if (dimension && typeof value === 'number') {
    return { name, value: toSi(value, dimension, units), unit: unitOf[dimension] };
  }
  return { name, value };
}

/** Adds a property set to `psets` or an element quantity to `qsets`. */
function definitionGroups(
  lines: Lines,
  def: Line | null,
  units: ModelUnits,
  psets: PropertyGroup[],
  qsets: PropertyGroup[],
): void {
  if (!def) return;
  const name = lines.text(def, 'Name') || lines.typeName(def);
  if (def.type === W.IFCELEMENTQUANTITY) {
    const properties = lines.refs(def, 'Quantities').map((q) => quantityValue(lines, q, units));
    qsets.push({ name, properties });
  } else if (def.type === W.IFCPROPERTYSET) {
    const properties: PropertyValue[] = [];
    for (const p of lines.refs(def, 'HasProperties'))
      propertyValues(lines, p, units, '', properties);
    psets.push({ name, properties });
  }
}

function propertyValues(
  lines: Lines,
  p: Line,
  units: ModelUnits,
  prefix: string,
  out: PropertyValue[],
): void {
  const name = prefix + lines.text(p, 'Name');
  if (p.type === W.IFCPROPERTYSINGLEVALUE) {
    const raw = p['NominalValue'];
    const value = scalar(raw);
    out.push(
      value === null ? { name, value: null } : converted(name, value, measureName(raw), units),
    );
  } else if (p.type === W.IFCPROPERTYENUMERATEDVALUE || p.type === W.IFCPROPERTYLISTVALUE) {
    const list = p[p.type === W.IFCPROPERTYLISTVALUE ? 'ListValues' : 'EnumerationValues'];
    const values = (Array.isArray(list) ? list : []).map(scalar).filter((v) => v !== null);
    out.push({ name, value: values.join(', ') });
  } else if (p.type === W.IFCPROPERTYBOUNDEDVALUE) {
    const lo = scalar(p['LowerBoundValue']);
    const hi = scalar(p['UpperBoundValue']);
    out.push({ name, value: `${lo ?? ''} – ${hi ?? ''}` });
  } else if (p.type === W.IFCCOMPLEXPROPERTY) {
    for (const c of lines.refs(p, 'HasProperties'))
      propertyValues(lines, c, units, `${name} / `, out);
  } else {
    out.push({ name, value: null });
  }
}

const quantityKeys: [number, string][] = [
  [W.IFCQUANTITYLENGTH, 'LengthValue'],
  [W.IFCQUANTITYAREA, 'AreaValue'],
  [W.IFCQUANTITYVOLUME, 'VolumeValue'],
  [W.IFCQUANTITYCOUNT, 'CountValue'],
  [W.IFCQUANTITYWEIGHT, 'WeightValue'],
  [W.IFCQUANTITYTIME, 'TimeValue'],
];

export function quantityValue(lines: Lines, q: Line, units: ModelUnits): PropertyValue {
  const name = lines.text(q, 'Name');
  const key = quantityKeys.find(([code]) => code === q.type)?.[1];
  const value = key ? scalar(q[key]) : null;
  if (typeof value !== 'number') return { name, value };
  const dimension = measureDimension(lines.typeName(q));
  return dimension
    ? { name, value: toSi(value, dimension, units), unit: unitOf[dimension] }
    : { name, value };
}

function materialGroups(lines: Lines, m: Line | null, units: ModelUnits): PropertyGroup[] {
  if (!m) return [];
  const label = (x: Line | null) => lines.text(x, 'Name') || lines.text(x, 'LayerSetName');
  switch (m.type) {
    case W.IFCMATERIAL:
      return [{ name: label(m), properties: [{ name: 'Name', value: label(m) }] }];
    case W.IFCMATERIALLAYERSETUSAGE:
      return materialGroups(lines, lines.ref(m, 'ForLayerSet'), units);
    case W.IFCMATERIALLAYERSET: {
      const properties = lines.refs(m, 'MaterialLayers').map((layer) => {
        const thickness = scalar(layer['LayerThickness']);
        return {
          name: label(lines.ref(layer, 'Material')),
          value: typeof thickness === 'number' ? toSi(thickness, 'length', units) : null,
          unit: 'm' as const,
        };
      });
      return [{ name: label(m) || lines.typeName(m), properties }];
    }
    case W.IFCMATERIALLIST:
      return lines.refs(m, 'Materials').flatMap((x) => materialGroups(lines, x, units));
    case W.IFCMATERIALCONSTITUENTSET:
      return [
        {
          name: label(m) || lines.typeName(m),
          properties: lines.refs(m, 'MaterialConstituents').map((c) => ({
            name: lines.text(c, 'Name') || label(lines.ref(c, 'Material')),
            value: label(lines.ref(c, 'Material')),
          })),
        },
      ];
    case W.IFCMATERIALPROFILESETUSAGE:
      return materialGroups(lines, lines.ref(m, 'ForProfileSet'), units);
    case W.IFCMATERIALPROFILESET:
      return [
        {
          name: label(m) || lines.typeName(m),
          properties: lines.refs(m, 'MaterialProfiles').map((p) => ({
            name: lines.text(p, 'Name') || lines.typeName(p),
            value: label(lines.ref(p, 'Material')),
          })),
        },
      ];
    default:
      return [{ name: lines.typeName(m), properties: [{ name: 'Name', value: label(m) }] }];
  }
}

function classificationValues(lines: Lines, c: Line | null): PropertyValue[] {
  if (!c) return [];
  const source = lines.ref(c, 'ReferencedSource');
  const system = source
    ? lines.text(source, 'Name') || lines.text(source, 'Source')
    : lines.typeName(c);
  const code =
    lines.text(c, 'Identification') ||
    lines.text(c, 'ItemReference') ||
    lines.text(c, 'NotationFacets');
  const name = lines.text(c, 'Name');
  return [{ name: system, value: [code, name].filter(Boolean).join(' — ') || null }];
}

/** Project → … → the element's container, following containment and then aggregation upwards. */
function spatialChain(lines: Lines, element: Line): SpatialStep[] {
  const chain: SpatialStep[] = [];
  const seen = new Set<number>([element.expressID]);
  let current: Line | null = element;
  while (current) {
    const container: Line | null =
      lines.ref(lines.ref(current, 'ContainedInStructure'), 'RelatingStructure') ??
      lines.ref(lines.ref(current, 'Decomposes'), 'RelatingObject');
    if (!container || seen.has(container.expressID)) break;
    seen.add(container.expressID);
    chain.unshift({
      expressId: container.expressID,
      type: lines.typeName(container),
      name: lines.text(container, 'Name') || lines.text(container, 'LongName'),
    });
    current = container;
  }
  return chain;
}

/** The model's units, from its IfcUnitAssignment (SI metres when it states none). */
export function readUnits(lines: Lines): UnitDescriptor[] {
  const ids = lines.api.GetLineIDsWithType(lines.modelId, W.IFCUNITASSIGNMENT);
  if (ids.size() === 0) return [];
  return lines.refs(lines.get(ids.get(0)), 'Units').flatMap((u) => describeUnit(lines, u) ?? []);
}

function describeUnit(lines: Lines, u: Line): UnitDescriptor | null {
  const unitType = lines.text(u, 'UnitType');
  if (u.type === W.IFCSIUNIT) {
    return { unitType, prefix: lines.text(u, 'Prefix') || null, name: lines.text(u, 'Name') };
  }
  if (u.type === W.IFCCONVERSIONBASEDUNIT) {
    const measure = lines.ref(u, 'ConversionFactor');
    const factor = scalar(measure?.['ValueComponent']);
    const component = lines.ref(measure, 'UnitComponent');
    const base = component ? describeUnit(lines, component) : null;
    if (typeof factor !== 'number' || !base) return null;
    return { unitType, name: lines.text(u, 'Name'), conversion: { factor, unit: base } };
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import type { ElementProperties } from '../api/contract/element-data';
import {
  distinctValues,
  filterElements,
  operatorsFor,
  parseNumber,
  tableFromProperties,
  type PropertyColumn,
} from './property-table';

const element = (over: Partial<ElementProperties> = {}): ElementProperties => ({
  expressId: 1,
  type: 'IfcWall',
  name: 'Mur',
  globalId: '2O2Fr$t4X7Zf8NOew3FLOH',
  attributes: [],
  propertySets: [],
  quantities: [],
  typeObject: null,
  materials: [],
  classification: [],
  spatial: [],
  ...over,
});

type Entry = [number, ElementProperties | null];

const wall = (
  element: number,
  loadBearing: boolean | null,
  width: number,
  fire = 'REI 60',
): Entry => [
  element,
  {
    ...elementOf(element),
    propertySets: [
      {
        name: 'Pset_WallCommon',
        properties: [
          { name: 'LoadBearing', value: loadBearing },
          { name: 'FireRating', value: fire },
        ],
      },
    ],
    quantities: [
      {
        name: 'Qto_WallBaseQuantities',
        properties: [{ name: 'Width', value: width, unit: 'm' }],
      },
    ],
  },
];
const elementOf = (e: number) =>
  element({
    expressId: 100 + e,
    attributes: [
      { name: 'GlobalId', value: `id${e}` },
      { name: 'Name', value: `Mur ${e}` },
    ],
  });

const table = tableFromProperties([
  wall(0, true, 0.2),
  wall(1, false, 0.15, 'REI 30'),
  wall(2, true, 0.2),
  [3, elementOf(3)],
  [4, null],
]);
const column = (set: string, name: string) => table.find((c) => c.set === set && c.name === name)!;

describe('the property filter of the model tree (take-off: select by property)', () => {
  it('makes one column per property set and property, with the elements that have it', () => {
    expect(table.map((c) => `${c.set}/${c.name}`)).toEqual([
      '/Name',
      'Pset_WallCommon/FireRating',
      'Pset_WallCommon/LoadBearing',
      'Qto_WallBaseQuantities/Width',
    ]);
    expect(column('', 'Name').elements).toEqual([0, 1, 2, 3]);
    const width = column('Qto_WallBaseQuantities', 'Width');
    expect(width).toMatchObject({ elements: [0, 1, 2], values: [0.2, 0.15, 0.2], unit: 'm' });
    expect(width.numeric).toBe(true);
    expect(column('Pset_WallCommon', 'LoadBearing').numeric).toBe(false);
  });

  it('offers < and > only where the values are numbers', () => {
    expect(operatorsFor(column('Qto_WallBaseQuantities', 'Width'))).toEqual([
      'eq',
      'ne',
      'contains',
      'exists',
      'lt',
      'gt',
    ]);
    expect(operatorsFor(column('Pset_WallCommon', 'FireRating'))).toEqual([
      'eq',
      'ne',
      'contains',
      'exists',
    ]);
  });

  it('filters by =, ≠, contains and exists, ignoring case and spaces', () => {
    const fire = column('Pset_WallCommon', 'FireRating');
    expect(filterElements(fire, 'eq', ' rei 60 ')).toEqual([0, 2]);
    expect(filterElements(fire, 'ne', 'REI 60')).toEqual([1]);
    expect(filterElements(fire, 'contains', '30')).toEqual([1]);
    expect(filterElements(fire, 'exists', '')).toEqual([0, 1, 2]);
    const bearing = column('Pset_WallCommon', 'LoadBearing');
    expect(filterElements(bearing, 'eq', 'true')).toEqual([0, 2]);
    expect(filterElements(bearing, 'eq', 'False')).toEqual([1]);
  });

  it('compares numbers as numbers, with a decimal comma', () => {
    const width = column('Qto_WallBaseQuantities', 'Width');
    expect(filterElements(width, 'eq', '0,2')).toEqual([0, 2]);
    expect(filterElements(width, 'eq', '0.20')).toEqual([0, 2]);
    expect(filterElements(width, 'lt', '0,18')).toEqual([1]);
    expect(filterElements(width, 'gt', '0.15')).toEqual([0, 2]);
    expect(filterElements(width, 'gt', 'wide')).toEqual([]);
    expect(parseNumber('1 250,5')).toBe(1250.5);
    expect(parseNumber('12a')).toBeNull();
  });

  it("takes a type's property sets for its elements, unless the element sets the property", () => {
    const typed = (e: number, own: string | null): Entry => [
      e,
      element({
        propertySets: own
          ? [{ name: 'Pset_DoorCommon', properties: [{ name: 'FireRating', value: own }] }]
          : [],
        typeObject: {
          type: 'IfcDoorType',
          name: 'P90',
          groups: [
            { name: 'IfcDoorType', properties: [{ name: 'Name', value: 'P90' }] },
            { name: 'Pset_DoorCommon', properties: [{ name: 'FireRating', value: 'EI 30' }] },
          ],
        },
      }),
    ];
    const doors = tableFromProperties([typed(0, null), typed(1, 'EI 60')]);
    const fire = doors.find((c) => c.name === 'FireRating') as PropertyColumn;
    expect(fire.values).toEqual(['EI 30', 'EI 60']);
    // The type's own attributes are not a property set of its elements.
    expect(doors.map((c) => c.set)).toEqual(['Pset_DoorCommon']);
  });

  it('suggests the distinct values, the most frequent first', () => {
    expect(distinctValues(column('Pset_WallCommon', 'FireRating'))).toEqual(['REI 60', 'REI 30']);
  });
});

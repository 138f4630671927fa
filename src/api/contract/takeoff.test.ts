import { describe, expect, it } from 'vitest';
import { kindForUnit, quantityInUnit, takeoffSourceSchema } from './takeoff';

describe('quantityInUnit', () => {
  it('orders whole pieces or lots for a count, rounded up after waste', () => {
    expect(quantityInUnit(12, 'count', 'piece', 0)).toBe(12);
    expect(quantityInUnit(12, 'count', 'piece', 5)).toBe(13); // 12.6 → 13
    expect(quantityInUnit(10, 'count', 'lot', 10)).toBe(11); // 11.000000000000002 stays 11
    expect(quantityInUnit(3, 'count', 'lot', 100)).toBe(6);
  });

  it('keeps SI lengths, areas and volumes, rounded up to the hundredth', () => {
    expect(quantityInUnit(42.123, 'length', 'm', 0)).toBe(42.13);
    expect(quantityInUnit(100, 'area', 'm2', 7.5)).toBe(107.5);
    expect(quantityInUnit(12.5, 'area', 'm2', 10)).toBe(13.75);
    expect(quantityInUnit(0.301, 'volume', 'm3', 3)).toBe(0.32); // 0.31003 → 0.32
    expect(quantityInUnit(2.2, 'volume', 'm3', 0)).toBe(2.2);
  });

  it('refuses a kind that does not fit the unit, or nothing measured', () => {
    expect(quantityInUnit(10, 'area', 'm3', 0)).toBeNull();
    expect(quantityInUnit(10, 'count', 'm', 0)).toBeNull();
    expect(quantityInUnit(10, 'volume', 'kg', 0)).toBeNull();
    expect(quantityInUnit(0, 'length', 'm', 10)).toBeNull();
    expect(quantityInUnit(Number.NaN, 'length', 'm', 10)).toBeNull();
  });

  it('bounds the waste to 0..100 %', () => {
    expect(quantityInUnit(10, 'length', 'm', -20)).toBe(10);
    expect(quantityInUnit(10, 'length', 'm', 500)).toBe(20);
  });

  it('maps units to kinds', () => {
    expect(kindForUnit('piece')).toBe('count');
    expect(kindForUnit('m2')).toBe('area');
    expect(kindForUnit('kg')).toBeNull();
  });
});

describe('takeoffSourceSchema', () => {
  const source = {
    file_id: '2f1b5b0e-6c2c-4b8e-9a39-0c1d2e3f4a5b',
    version: 1,
    global_ids: ['2O2Fr$t4X7Zf8NOew3FLOH'],
    group: { ifc_class: 'IfcWall', name: 'Mur 20', key: 'IfcWall|Mur 20' },
    quantity_kind: 'area',
    measured: 12.5,
    computed: false,
    waste_percent: 5,
  };
  it('takes a take-off source and refuses a GlobalId that is not 22 characters', () => {
    expect(takeoffSourceSchema.safeParse(source).success).toBe(true);
    expect(takeoffSourceSchema.safeParse({ ...source, global_ids: ['short'] }).success).toBe(false);
    expect(takeoffSourceSchema.safeParse({ ...source, global_ids: [] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { measureDimension, modelUnits, toSi, unitFactor } from './ifc-units';

describe('unit conversion', () => {
  it('reads SI prefixes for lengths, areas and volumes', () => {
    expect(unitFactor({ unitType: 'LENGTHUNIT', prefix: 'MILLI', name: 'METRE' })).toBeCloseTo(
      0.001,
    );
    expect(unitFactor({ unitType: 'AREAUNIT', prefix: 'CENTI', name: 'SQUARE_METRE' })).toBeCloseTo(
      1e-4,
    );
    expect(
      unitFactor({ unitType: 'VOLUMEUNIT', prefix: 'MILLI', name: 'CUBIC_METRE' }),
    ).toBeCloseTo(1e-9);
    expect(unitFactor({ unitType: 'LENGTHUNIT', prefix: null, name: 'METRE' })).toBe(1);
  });

  it('follows conversion-based units down to SI (feet, inches)', () => {
    const metre = { unitType: 'LENGTHUNIT', name: 'METRE' };
    const foot = {
      unitType: 'LENGTHUNIT',
      name: 'FOOT',
      conversion: { factor: 0.3048, unit: metre },
    };
    expect(unitFactor(foot)).toBeCloseTo(0.3048);
    const millimetre = { unitType: 'LENGTHUNIT', prefix: 'MILLI', name: 'METRE' };
    const inch = {
      unitType: 'LENGTHUNIT',
      name: 'INCH',
      conversion: { factor: 25.4, unit: millimetre },
    };
    expect(unitFactor(inch)).toBeCloseTo(0.0254);
  });

  it('derives area and volume from the length unit when the model states only that', () => {
    const units = modelUnits([{ unitType: 'LENGTHUNIT', prefix: 'MILLI', name: 'METRE' }]);
    expect(units.length).toBeCloseTo(0.001);
    expect(units.area).toBeCloseTo(1e-6);
    expect(units.volume).toBeCloseTo(1e-9);
    expect(modelUnits([])).toEqual({ length: 1, area: 1, volume: 1 });
  });

  it('converts measures and quantities to metres, m² and m³', () => {
    const mm = modelUnits([
      { unitType: 'LENGTHUNIT', prefix: 'MILLI', name: 'METRE' },
      { unitType: 'AREAUNIT', name: 'SQUARE_METRE' },
    ]);
    expect(toSi(5000, 'length', mm)).toBeCloseTo(5);
    expect(toSi(12, 'area', mm)).toBe(12);
    expect(measureDimension('IFCPOSITIVELENGTHMEASURE')).toBe('length');
    expect(measureDimension('IfcQuantityVolume')).toBe('volume');
    expect(measureDimension('IFCLABEL')).toBeNull();
  });
});

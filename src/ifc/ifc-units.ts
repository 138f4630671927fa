/**
 * Units. web-ifc already scales geometry to metres (its linear scaling factor), so distances
 * measured in the scene are metres; property and quantity values stay in the model's units and
 * are converted here, from the project's IfcUnitAssignment.
 */

/** A named unit as read from the model (IfcSIUnit or IfcConversionBasedUnit). */
export type UnitDescriptor = {
  unitType: string;
  /** IfcSIUnit: prefix (MILLI, CENTI…) and name (METRE, SQUARE_METRE…). */
  prefix?: string | null;
  name: string;
  /** IfcConversionBasedUnit: value of one unit in its SI component unit (FOOT → 0.3048 m). */
  conversion?: { factor: number; unit: UnitDescriptor } | null;
};

export type ModelUnits = {
  /** Metres per length unit, m² per area unit, m³ per volume unit. */
  length: number;
  area: number;
  volume: number;
};

const prefixes: Record<string, number> = {
  EXA: 1e18,
  PETA: 1e15,
  TERA: 1e12,
  GIGA: 1e9,
  MEGA: 1e6,
  KILO: 1e3,
  HECTO: 1e2,
  DECA: 1e1,
  DECI: 1e-1,
  CENTI: 1e-2,
  MILLI: 1e-3,
  MICRO: 1e-6,
  NANO: 1e-9,
  PICO: 1e-12,
  FEMTO: 1e-15,
  ATTO: 1e-18,
};

const power: Record<string, number> = { METRE: 1, SQUARE_METRE: 2, CUBIC_METRE: 3 };

/** SI base value of one unit: MILLI METRE → 0.001; CENTI SQUARE_METRE → 1e-4; FOOT → 0.3048. */
export function unitFactor(unit: UnitDescriptor): number {
  if (unit.conversion) return unit.conversion.factor * unitFactor(unit.conversion.unit);
  const p = power[unit.name.toUpperCase()] ?? 1;
  const prefix = unit.prefix ? (prefixes[unit.prefix.toUpperCase()] ?? 1) : 1;
  return prefix ** p;
}

export const metricUnits: ModelUnits = { length: 1, area: 1, volume: 1 };

/** The model's length, area and volume factors; SI metres when the model states none. */
export function modelUnits(units: UnitDescriptor[]): ModelUnits {
  const find = (type: string) => units.find((u) => u.unitType.toUpperCase() === type);
  const length = find('LENGTHUNIT');
  const area = find('AREAUNIT');
  const volume = find('VOLUMEUNIT');
  const l = length ? unitFactor(length) : 1;
  return {
    length: l,
    area: area ? unitFactor(area) : l * l,
    volume: volume ? unitFactor(volume) : l * l * l,
  };
}

export type Dimension = 'length' | 'area' | 'volume';

/** Which dimension an IFC measure type carries, when it is one we convert. */
export function measureDimension(ifcType: string): Dimension | null {
  switch (ifcType.toUpperCase()) {
    case 'IFCLENGTHMEASURE':
    case 'IFCPOSITIVELENGTHMEASURE':
    case 'IFCNONNEGATIVELENGTHMEASURE':
    case 'IFCQUANTITYLENGTH':
      return 'length';
    case 'IFCAREAMEASURE':
    case 'IFCQUANTITYAREA':
      return 'area';
    case 'IFCVOLUMEMEASURE':
    case 'IFCQUANTITYVOLUME':
      return 'volume';
    default:
      return null;
  }
}

/** A value in the model's unit of `dimension`, in SI (m, m², m³). */
export function toSi(value: number, dimension: Dimension, units: ModelUnits): number {
  return value * units[dimension];
}

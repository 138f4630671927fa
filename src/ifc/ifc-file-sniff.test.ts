import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sniffIfc } from './ifc-file-sniff';

const enc = new TextEncoder();
const step = (schema: string) =>
  enc.encode(
    `ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_SCHEMA(('${schema}'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n`,
  );

describe('recognising a model file before parsing it', () => {
  it('accepts IFC2X3, IFC4 and IFC4X3 files', () => {
    for (const schema of ['IFC2X3', 'IFC4', 'IFC4X3_ADD2']) {
      expect(sniffIfc(step(schema))).toMatchObject({ kind: 'step', schema });
    }
  });

  it('names an unsupported schema', () => {
    expect(sniffIfc(step('IFC20_LONGFORM'))).toEqual({
      kind: 'unsupported-schema',
      schema: 'IFC20_LONGFORM',
    });
  });

  it('tells ifcXML and garbage apart from a model', () => {
    expect(sniffIfc(enc.encode('<?xml version="1.0"?><ifcXML/>')).kind).toBe('unsupported-format');
    expect(sniffIfc(enc.encode('garbage')).kind).toBe('corrupt');
  });

  it('unzips an .ifczip and reads the model inside', () => {
    const zip = zipSync({ 'readme.txt': enc.encode('hi'), 'model.ifc': step('IFC4') });
    const out = sniffIfc(zip);
    expect(out).toMatchObject({ kind: 'step', schema: 'IFC4' });
    expect(
      out.kind === 'step' && new TextDecoder().decode(out.bytes).startsWith('ISO-10303-21'),
    ).toBe(true);
    expect(sniffIfc(zipSync({ 'a.txt': enc.encode('x') })).kind).toBe('corrupt');
  });
});

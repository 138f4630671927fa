/** Writing STEP (ISO 10303-21) text for IFC4, line by line: what the warm-up building is made of. */

const encoder = new TextEncoder();

export class StepWriter {
  private readonly lines: string[] = [];
  private guidSeq = 0;

  add(entity: string): string {
    this.lines.push(`#${this.lines.length + 1}=${entity};`);
    return `#${this.lines.length}`;
  }

  /** A 22-character IFC GlobalId, unique in this file. */
  guid(): string {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';
    let n = ++this.guidSeq;
    let out = '';
    for (let i = 0; i < 6; i++) {
      out = alphabet[n % 64]! + out;
      n = Math.floor(n / 64);
    }
    return `'3Wu${'0'.repeat(13)}${out}'`;
  }

  text(): string {
    return [
      'ISO-10303-21;',
      'HEADER;',
      "FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');",
      "FILE_NAME('warmup.ifc','2026-01-01T00:00:00',(''),(''),'Ouvrage','Ouvrage','');",
      "FILE_SCHEMA(('IFC4'));",
      'ENDSEC;',
      'DATA;',
      ...this.lines,
      'ENDSEC;',
      'END-ISO-10303-21;',
    ].join('\n');
  }
}

export const num = (v: number) => (Number.isInteger(v) ? `${v}.` : String(v));
export const pt3 = (x: number, y: number, z: number) =>
  `IFCCARTESIANPOINT((${num(x)},${num(y)},${num(z)}))`;
export const pt2 = (x: number, y: number) => `IFCCARTESIANPOINT((${num(x)},${num(y)}))`;

export const encodeStep = (text: string): Uint8Array => encoder.encode(text);

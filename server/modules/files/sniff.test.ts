import { describe, expect, it } from 'vitest';
import { parseRange, contentDisposition } from './download';
import { freeName } from './files.service';
import { formatForName } from './formats';
import { contentMatches, zipEntryNames } from './sniff';

const zipHeader = (name: string) => {
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([head, Buffer.from(name), Buffer.from('data')]);
};

describe('content sniffing', () => {
  it('maps extensions to formats, case-insensitively', () => {
    expect(formatForName('Plan.PDF')).toBe('pdf');
    expect(formatForName('photo.jpeg')).toBe('jpeg');
    expect(formatForName('issues.bcfzip')).toBe('bcf');
    expect(formatForName('archive.tar.gz')).toBeNull();
    expect(formatForName('.ifc')).toBeNull();
  });

  it('reads entry names from the local headers of a ZIP head', () => {
    const head = Buffer.concat([zipHeader('[Content_Types].xml'), zipHeader('word/document.xml')]);
    expect(zipEntryNames(head)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(contentMatches('docx', head, true)).toBe(true);
    expect(contentMatches('xlsx', head, true)).toBe(false);
    expect(contentMatches('xlsx', zipHeader('[Content_Types].xml'), false)).toBe(true);
  });

  it('tells an IFC STEP file from other STEP files, with a BOM or leading blanks', () => {
    const ifc = "\uFEFF  ISO-10303-21;\nHEADER;\nFILE_SCHEMA (( 'IFC2X3' ));\nENDSEC;";
    expect(contentMatches('ifc', Buffer.from(ifc), true)).toBe(true);
    expect(
      contentMatches(
        'ifc',
        Buffer.from("ISO-10303-21;\nFILE_SCHEMA(('CONFIG_CONTROL_DESIGN'));"),
        true,
      ),
    ).toBe(false);
  });

  it('recognises glTF JSON only with its keys, and GLB by its magic and version', () => {
    expect(contentMatches('gltf', Buffer.from('{"asset":{"version":"2.0"}}'), true)).toBe(true);
    expect(contentMatches('gltf', Buffer.from('{"name":"x"}'), true)).toBe(false);
    expect(contentMatches('gltf', Buffer.from('{"buffers":[{"uri":"data:'), false)).toBe(true);
    const glb = Buffer.alloc(12);
    glb.write('glTF', 0, 'latin1');
    glb.writeUInt32LE(2, 4);
    expect(contentMatches('glb', glb, true)).toBe(true);
    glb.writeUInt32LE(9, 4);
    expect(contentMatches('glb', glb, true)).toBe(false);
  });

  it('accepts OBJ text and refuses binary content named .obj', () => {
    expect(contentMatches('obj', Buffer.from('# Blender\nmtllib a.mtl\nv 1 2 3\n'), true)).toBe(
      true,
    );
    expect(contentMatches('obj', Buffer.from([0x76, 0x20, 0x00, 0x31]), true)).toBe(false);
    expect(contentMatches('obj', Buffer.from('hello world'), true)).toBe(false);
  });

  it('recognises images, PDF and legacy Office documents by their magic numbers', () => {
    expect(contentMatches('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), true)).toBe(true);
    expect(contentMatches('gif', Buffer.from('GIF89a'), true)).toBe(true);
    expect(contentMatches('webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '), true)).toBe(true);
    expect(contentMatches('pdf', Buffer.from('\n%PDF-1.7'), true)).toBe(true);
    const cfb = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(contentMatches('xls', cfb, true)).toBe(true);
    expect(contentMatches('doc', Buffer.from('PK'), true)).toBe(false);
  });
});

describe('downloads', () => {
  it('parses one byte range and refuses unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });

  it('names the file for any browser, quotes and non-ASCII included', () => {
    expect(contentDisposition('inline', 'Façade "Nord".pdf')).toBe(
      `inline; filename="Fa_ade _Nord_.pdf"; filename*=UTF-8''Fa%C3%A7ade%20%22Nord%22.pdf`,
    );
  });

  it('finds the first free « name (n).ext »', () => {
    expect(freeName('plan.pdf', new Set(['plan.pdf']))).toBe('plan (2).pdf');
    expect(freeName('Plan.pdf', new Set(['plan.pdf', 'plan (2).pdf']))).toBe('Plan (3).pdf');
  });
});

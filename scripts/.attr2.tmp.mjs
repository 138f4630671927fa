import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const parts = {};
const segs = [];
map.eachMapping((m) => segs.push(m));
for (let i = 0; i < segs.length; i++) {
  const s = segs[i], n = segs[i + 1];
  const line = lines[s.generatedLine - 1] ?? '';
  const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : line.length;
  const src = s.source ?? '';
  const m = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/(?:esm\/)?)?([^/]+\/[^/]+)?/);
  const k = m ? (process.argv[3] && m[1] === process.argv[3] ? m[1] + '/' + m[2] : m[1]) : src.replace(/^(\.\.\/)+/, '').split('/').slice(0, 3).join('/');
  (parts[k] ??= []).push(line.slice(s.generatedColumn, end));
}
const rows = Object.entries(parts).map(([k, v]) => [k, gzipSync(v.join('')).length]);
rows.sort((a, b) => b[1] - a[1]);
console.log(rows.slice(0, 25).map(([k, v]) => `${(v / 1024).toFixed(1)}K ${k}`).join('\n'));

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { ROUTES, type Manifest } from './lib/bench-routes';
const dist = 'web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const route = ROUTES.find((r) => r.name === process.argv[2])!;
const files = new Set<string>();
function collect(m: Manifest, key: string) { const c = m[key]; if (!c) { const k = Object.keys(m).find(k => m[k]!.name === key.split('/').pop()!.replace(/\.tsx?$/, '') && k.startsWith('_')); if (k) return collect(m, k); throw new Error(key); } if (files.has(c.file)) return; files.add(c.file); for (const d of c.imports ?? []) collect(m, d); }
collect(manifest, route.entry ?? 'index.html');
for (const mod of route.modules) collect(manifest, mod);
if (route.earlyEntry) collect(JSON.parse(readFileSync(join(dist, '.vite/early-manifest.json'), 'utf8')), route.earlyEntry);
const kb = new Map<string, number>();
for (const f of files) {
  if (!f.endsWith('.js')) continue;
  const code = readFileSync(join(dist, f), 'utf8');
  const gz = gzipSync(code).length / 1024;
  let map; try { map = JSON.parse(readFileSync(join(dist, f) + '.map', 'utf8')); } catch { continue; }
  const lines = code.split('\n');
  const owned = new Map<number, number>();
  decode(map.mappings).forEach((segs, li) => { const len = lines[li]?.length ?? 0; segs.forEach((s, i) => { const end = segs[i + 1]?.[0] ?? len; if (s.length >= 4) owned.set(s[1]!, (owned.get(s[1]!) ?? 0) + end - s[0]); }); });
  const total = [...owned.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [src, ch] of owned) { const name = (map.sources[src] as string).replace(/.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, ''); kb.set(name, (kb.get(name) ?? 0) + gz * ch / total); }
}
const rows = [...kb].filter(([n]) => !n.startsWith('nm:') || process.argv[3] === 'all').sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [n, v] of rows) console.log(v.toFixed(2).padStart(6), n);

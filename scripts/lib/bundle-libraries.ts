/**
 * Which libraries a set of built JS files is made of, from their source maps: every
 * generated character is attributed to the source its mapping segment names, sources are
 * grouped by package (`node_modules/<pkg>` or `node_modules/@scope/<pkg>`; the app's own
 * code as `app`, the domain package as `domain`), and each file's gzip size is shared out
 * in proportion to the characters each package owns. Approximate (gzip compresses
 * libraries unevenly) but enough to name the cause of a regression.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** The package a source path of a source map belongs to. */
export function packageOf(source: string): string {
  const parts = source.replaceAll('\\', '/').split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) {
    const name = parts[at + 1] ?? '?';
    return name.startsWith('@') ? `${name}/${parts[at + 2] ?? '?'}` : name;
  }
  if (parts.includes('domain')) return 'domain';
  return 'app';
}

/** Characters of generated code per source index, from a map's `mappings`. */
function charsPerSource(code: string, map: SourceMap): Map<number, number> {
  const lines = code.split('\n');
  const owned = new Map<number, number>();
  decode(map.mappings).forEach((segments, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, i) => {
      const next = segments[i + 1];
      const length = (next ? next[0] : lineLength) - segment[0];
      if (segment.length < 4 || length <= 0) return;
      const source = segment[1]!;
      owned.set(source, (owned.get(source) ?? 0) + length);
    });
  });
  return owned;
}

/** Gzip KB per package over the given files of `dist` (each needs its `.map` beside it). */
export function librariesOf(dist: string, files: string[]): Map<string, number> {
  const kb = new Map<string, number>();
  for (const file of files) {
    const path = join(dist, file);
    const code = readFileSync(path, 'utf8');
    const gzip = gzipSync(code).length / 1024;
    if (!existsSync(`${path}.map`)) {
      kb.set('(no source map)', (kb.get('(no source map)') ?? 0) + gzip);
      continue;
    }
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as SourceMap;
    const owned = charsPerSource(code, map);
    const total = [...owned.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [source, chars] of owned) {
      const name = packageOf(map.sources[source] ?? '');
      kb.set(name, (kb.get(name) ?? 0) + (gzip * chars) / total);
    }
  }
  return kb;
}

/** "react-dom 58.1, firebase/auth 40.2, …": the `count` largest, KB gzip. */
export function topLibraries(kb: Map<string, number>, count = 6): string {
  return [...kb]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, size]) => `${name} ${size.toFixed(1)}`)
    .join(', ');
}

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new folder under the system's temporary one (named from `prefix`) holding `files`
 * (a path relative to it → its text; folders made as needed). Returns its path.
 */
export function tempTree(prefix: string, files: Readonly<Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), body);
  }
  return root;
}

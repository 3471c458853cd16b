import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';

/*
 * Derives `cn()`'s tailwind-merge configuration (`@/lib/tailwind-merge-config`) from
 * tailwind-merge's own default configuration: the class groups the app's classes belong to,
 * as the library itself sorts them, with their theme entries and conflicts, and nothing
 * else. Nothing here decides how classes merge; it only picks parts of the library's config.
 */

type Definition = string | ((...args: never[]) => unknown) | Definition[] | DefinitionObject;
interface DefinitionObject {
  [key: string]: Definition;
}

/** Every whitespace-separated word of every string literal of the given source texts. */
export function wordsOf(sources: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const text of sources) {
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of literal.split(/\s+/)) if (word) found.add(word);
    }
  }
  return found;
}

/** Whether tailwind-merge takes `name` for a Tailwind class (it folds a repeated one into one). */
export const isTailwindClass = (name: string) => twMerge(`${name} ${name}`) === name;

/** The variants part of a class (`dark:hover:` of `dark:hover:bg-ink`). */
export function variantOf(name: string): string {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < name.length; i += 1) {
    const char = name[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) cut = i + 1;
  }
  return name.slice(0, cut);
}

/**
 * The ids of the default config's class groups that the given classes belong to. The library
 * is asked through its public API: one marker class per group, each in conflict with its
 * group alone, so the marker a class removes names the class's group.
 */
export function classGroupsOf(classes: Iterable<string>): Set<string> {
  const config = getDefaultConfig();
  const ids = Object.keys(config.classGroups);
  const marker = (index: number) => `tw-subset-marker${index}`;
  const probe = createTailwindMerge(() => ({
    ...config,
    classGroups: {
      ...config.classGroups,
      ...Object.fromEntries(ids.map((_, index) => [marker(index), [marker(index)]])),
    },
    conflictingClassGroups: Object.fromEntries(ids.map((id, index) => [id, [marker(index)]])),
    conflictingClassGroupModifiers: {},
  }));
  const groups = new Set<string>();
  for (const name of classes) {
    const variant = variantOf(name);
    const markers = ids.map((_, index) => `${variant}${marker(index)}`);
    const left = new Set(probe(`${markers.join(' ')} ${name}`).split(' '));
    ids.forEach((id, index) => {
      if (!left.has(markers[index]!)) groups.add(id);
    });
  }
  return groups;
}

/** The theme key a `fromTheme(key)` getter reads. */
function themeKeyOf(getter: (theme: Record<string, unknown>) => unknown): string {
  let key: string | undefined;
  getter(
    new Proxy({}, { get: (_, property) => ((key = String(property)), []) }) as Record<
      string,
      unknown
    >,
  );
  if (key === undefined) throw new Error('A theme getter that reads no theme key');
  return key;
}

/** TypeScript source of a config definition, noting the validators and theme keys it uses. */
function sourceOf(value: unknown, used: { validators: Set<string>; theme: Set<string> }): string {
  const names = new Map<unknown, string>(Object.entries(validators).map(([n, f]) => [f, n]));
  const write = (item: unknown): string => {
    if (typeof item === 'string' || typeof item === 'number') return JSON.stringify(item);
    if (Array.isArray(item)) return `[${item.map(write).join(', ')}]`;
    if (typeof item === 'function') {
      const name = names.get(item);
      if (name) {
        used.validators.add(name);
        return name;
      }
      if ((item as { isThemeGetter?: boolean }).isThemeGetter) {
        const key = themeKeyOf(item as (theme: Record<string, unknown>) => unknown);
        used.theme.add(key);
        return `fromTheme(${JSON.stringify(key)})`;
      }
      throw new Error(`A function in tailwind-merge's config that is no validator: ${item}`);
    }
    if (item && typeof item === 'object') {
      const entries = Object.entries(item as DefinitionObject);
      return `{ ${entries.map(([key, inner]) => `${JSON.stringify(key)}: ${write(inner)}`).join(', ')} }`;
    }
    throw new Error(`An unexpected value in tailwind-merge's config: ${String(item)}`);
  };
  return write(value);
}

/**
 * The source of `@/lib/tailwind-merge-config`: tailwind-merge's default config reduced to
 * the given class groups (their definitions, the theme entries they read, their conflicts
 * among themselves), everything else of the default config as it is.
 */
export function configSource(groups: Set<string>): string {
  const config = getDefaultConfig() as unknown as Record<string, unknown>;
  const used = { validators: new Set<string>(), theme: new Set<string>() };
  const kept = (ids: unknown) => (ids as string[]).filter((id) => groups.has(id));
  const keyed = (map: unknown, pick: (value: unknown) => unknown) =>
    Object.fromEntries(
      Object.entries(map as Record<string, unknown>)
        .filter(([id]) => groups.has(id))
        .map(([id, value]) => [id, pick(value)])
        .filter(([, value]) => !Array.isArray(value) || value.length > 0),
    );
  const parts: [string, unknown][] = Object.entries(config).map(([key, value]) => {
    if (key === 'classGroups') return [key, keyed(value, (group) => group)];
    if (key === 'conflictingClassGroups' || key === 'conflictingClassGroupModifiers') {
      return [key, keyed(value, kept)];
    }
    if (key === 'postfixLookupClassGroups') return [key, kept(value)];
    return [key, value];
  });
  const body = parts
    .filter(([key]) => key !== 'theme')
    .map(([key, value]) => `${key}: ${sourceOf(value, used)},`);
  // The theme last: what the class groups read of it is known once they are written out.
  const theme = config.theme as Record<string, unknown>;
  const themeSource = (done: Set<string>): string[] => {
    const lines: string[] = [];
    for (const key of Object.keys(theme)) {
      if (!used.theme.has(key) || done.has(key)) continue;
      done.add(key);
      lines.push(`${JSON.stringify(key)}: ${sourceOf(theme[key], used)},`);
    }
    return [...used.theme].some((key) => !done.has(key)) ? [...lines, ...themeSource(done)] : lines;
  };
  const themeLines = themeSource(new Set());
  const validatorNames = [...used.validators].sort();
  return [
    '/*',
    " * Generated from tailwind-merge's default config by web/src/lib/__tests__/cn.test.ts, which",
    ' * also proves it merges every pair of the app’s classes as `twMerge` does: only the class',
    ' * groups the classes of web/src belong to. Do not edit; after using a new kind of utility,',
    ' * write it again with `npx vitest run -u web/src/lib/__tests__/cn.test.ts`.',
    ' */',
    "import { fromTheme, validators, type Config } from 'tailwind-merge';",
    '',
    `const { ${validatorNames.join(', ')} } = validators;`,
    '',
    'export const tailwindMergeConfig = (): Config<string, string> => ({',
    `theme: { ${themeLines.join(' ')} },`,
    ...body,
    '});',
    '',
  ].join('\n');
}

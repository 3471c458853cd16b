/**
 * The functions folder's own package-lock.json, cut from the workspace's lockfile.
 *
 * Deploy uploads only `functions/`, and Cloud Build runs `npm ci` there. Without a
 * lockfile it first generates one, taking whatever the registry holds newest within each
 * range that day: the deployed functions would run package versions no test ever ran.
 * This lockfile pins exactly the versions the workspace installed and tested (the root
 * package-lock.json), so `npm ci` installs those or fails; it is written by the functions'
 * build (the deploy's predeploy step) and never edited by hand.
 */

/**
 * @typedef {{ version?: string, resolved?: string, integrity?: string, link?: boolean,
 *   dependencies?: Record<string, string>, optionalDependencies?: Record<string, string>,
 *   devDependencies?: Record<string, string>, peerDependencies?: Record<string, string>,
 *   peerDependenciesMeta?: Record<string, { optional?: boolean }>,
 *   dev?: boolean, optional?: boolean, devOptional?: boolean, peer?: boolean,
 *   [key: string]: unknown }} LockEntry
 * @typedef {{ name?: string, version?: string, lockfileVersion: number, requires?: boolean,
 *   packages: Record<string, LockEntry> }} Lockfile
 */

/**
 * Where npm finds `name` when required from the package at `from` (a lockfile path).
 *
 * @param {Record<string, LockEntry>} packages
 * @param {string} from e.g. `functions`, `node_modules/a/node_modules/b`
 * @param {string} name
 * @returns {string | null}
 */
function resolveFrom(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (dir === '') return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

/**
 * The dependency edges of a lockfile entry (peers npm installs, not optional peers).
 *
 * @param {LockEntry} entry
 * @returns {{ name: string, optional: boolean }[]}
 */
function edges(entry) {
  const optionalPeers = new Set(
    Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional)
      .map(([name]) => name),
  );
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeers.has(name))
      .map((name) => ({ name, optional: false })),
  ];
}

/**
 * Cuts the lockfile of the workspace package at `workspace` (e.g. `functions`) out of the
 * root lockfile: its dependencies' closure at the same versions, with npm's dev/optional
 * flags recomputed for that package alone. Throws, naming the package, when a dependency
 * is a workspace package (a link: the registry does not have it) or is missing.
 *
 * @param {Lockfile} rootLock
 * @param {string} workspace
 * @param {{ name: string, version?: string, dependencies?: Record<string, string>,
 *   devDependencies?: Record<string, string>, optionalDependencies?: Record<string, string>,
 *   engines?: Record<string, string> }} manifest the workspace's package.json
 * @returns {Lockfile}
 */
export function workspaceLockfile(rootLock, workspace, manifest) {
  const packages = rootLock.packages;
  /**
   * How each package is reached: `prod` through production dependencies, `prodHard`
   * through production dependencies with no optional edge, `hard` through any path with no
   * optional edge.
   *
   * @typedef {{ prod: boolean, prodHard: boolean, hard: boolean }} Reach
   */
  /** @type {Map<string, Reach>} */
  const reach = new Map();
  /** @type {string[]} */
  const queue = [];

  /** @param {string} from @param {string} name @param {boolean} optional @param {Reach} via */
  const visit = (from, name, optional, via) => {
    const found = resolveFrom(packages, from, name);
    if (found === null) {
      if (optional) return;
      throw new Error(`${name} (needed by ${from}) is not in package-lock.json: run npm install.`);
    }
    if (packages[found]?.link) {
      throw new Error(
        `${workspace}/package.json needs ${name}, a workspace package: the deployed folder installs from the public registry alone, which does not have it. Bundle it instead (functions/build.mjs bundles @unlimited/domain).`,
      );
    }
    const state = reach.get(found);
    const next = {
      prod: (state?.prod ?? false) || via.prod,
      prodHard: (state?.prodHard ?? false) || (via.prodHard && !optional),
      hard: (state?.hard ?? false) || (via.hard && !optional),
    };
    if (state && next.prod === state.prod && next.prodHard === state.prodHard && next.hard === state.hard) return;
    reach.set(found, next);
    queue.push(found);
  };

  const prodRoot = { prod: true, prodHard: true, hard: true };
  const devRoot = { prod: false, prodHard: false, hard: true };
  for (const name of Object.keys(manifest.dependencies ?? {})) visit(workspace, name, false, prodRoot);
  for (const name of Object.keys(manifest.optionalDependencies ?? {})) visit(workspace, name, true, prodRoot);
  for (const name of Object.keys(manifest.devDependencies ?? {})) visit(workspace, name, false, devRoot);
  while (queue.length > 0) {
    const path = /** @type {string} */ (queue.shift());
    const via = /** @type {Reach} */ (reach.get(path));
    for (const edge of edges(packages[path] ?? {})) visit(path, edge.name, edge.optional, via);
  }

  /** @type {Record<string, LockEntry>} */
  const out = {
    '': {
      name: manifest.name,
      version: manifest.version,
      ...(manifest.dependencies ? { dependencies: manifest.dependencies } : {}),
      ...(manifest.optionalDependencies ? { optionalDependencies: manifest.optionalDependencies } : {}),
      ...(manifest.devDependencies ? { devDependencies: manifest.devDependencies } : {}),
      ...(manifest.engines ? { engines: manifest.engines } : {}),
    },
  };
  const prefix = `${workspace}/`;
  for (const [path, state] of [...reach.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const target = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if (target in out) {
      throw new Error(`Two versions of ${target} would share one place in ${workspace}'s lockfile.`);
    }
    // npm's flags are recomputed for the functions package alone.
    const entry = { .../** @type {LockEntry} */ (packages[path]) };
    for (const flag of ['dev', 'optional', 'devOptional', 'peer']) delete entry[flag];
    const dev = !state.prod;
    const optional = !state.hard;
    const devOptional = !dev && !optional && !state.prodHard;
    out[target] = {
      ...entry,
      ...(dev ? { dev: true } : {}),
      ...(optional ? { optional: true } : {}),
      ...(devOptional ? { devOptional: true } : {}),
    };
  }
  return { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages: out };
}

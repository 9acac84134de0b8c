import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const loaded = new Map<string, { mtimeMs: number; exports: unknown }>();

/**
 * Evaluates a remote's CommonJS server bundle the way Node would, but outside its module cache and
 * again whenever the file changes: a rebuilt remote is picked up without restarting the API. Its
 * own requires (react and friends) resolve from its folder, i.e. the workspace's node_modules, so
 * it shares this bundle's React.
 */
export function loadBundle(file: string): unknown {
  const { mtimeMs } = fs.statSync(file);
  const known = loaded.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.exports;
  const wrapper = vm.runInThisContext(Module.wrap(fs.readFileSync(file, 'utf8')), {
    filename: file,
  }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const mod = { exports: {} as unknown };
  wrapper(mod.exports, createRequire(file), mod, file, path.dirname(file));
  loaded.set(file, { mtimeMs, exports: mod.exports });
  return mod.exports;
}

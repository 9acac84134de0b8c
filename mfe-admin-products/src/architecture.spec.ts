import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SRC = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** 'features/users/...' → 'features/users'; 'shared/...' → 'shared'; anything else → ''. */
function area(path: string): string {
  const [top, feature] = relative(SRC, path).split(sep);
  return top === 'features' ? `features/${feature}` : top === 'shared' ? 'shared' : '';
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].map((match) =>
    resolve(dirname(file), match[1]),
  );
}

// bulletproof-react: a feature never reaches into another one; shared code knows no feature.
describe('module layout', () => {
  it('keeps features apart and shared code feature-free', () => {
    const offences: string[] = [];
    for (const file of sources(SRC)) {
      const from = area(file);
      if (!from) continue;
      for (const target of relativeImports(file)) {
        const to = area(target);
        if (to.startsWith('features/') && to !== from) {
          offences.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});

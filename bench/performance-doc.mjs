import fs from 'node:fs';
import path from 'node:path';
import { root } from './production-api.mjs';

/**
 * Replaces one benchmark's section of docs/performance.md (or `out`), from its `## ` heading to
 * the next, leaving the other benchmark's section and the hand-written notes alone.
 */
export function writePerformanceSection(section, heading, out) {
  const file = out ? path.resolve(out) : path.join(root, 'docs/performance.md');
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Performance\n\nBenchmarks, not tests: each run rewrites its own section.\n\n';
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped}[\\s\\S]*?(?=\\n## |$)`);
  fs.writeFileSync(
    file,
    pattern.test(current)
      ? current.replace(pattern, section)
      : `${current.trimEnd()}\n\n${section}`,
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), file) || file}`);
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The workspace's architecture lives in eslint.config.mjs; "lint passes" only proves it allows
 * what we wrote. These cases prove it refuses what it must, so a loosened rule fails here.
 */
const root = path.resolve(__dirname, '../../..');
const BOUNDARIES = '@nx/enforce-module-boundaries';
const RESTRICTED = 'no-restricted-imports';

interface LintCase {
  name: string;
  file: string;
  code: string;
}

const REFUSED: Array<LintCase & { rule: string }> = [
  {
    name: 'a browser lib importing NestJS',
    file: 'libs/ui/src/probe.ts',
    code: "import '@nestjs/common';",
    rule: BOUNDARIES,
  },
  {
    name: 'a browser lib importing TypeORM',
    file: 'libs/auth-store/src/probe.ts',
    code: "import 'typeorm';",
    rule: BOUNDARIES,
  },
  {
    name: 'the API importing React',
    file: 'services/api/src/probe.ts',
    code: "import 'react';",
    rule: BOUNDARIES,
  },
  {
    name: 'the API importing antd',
    file: 'services/api/src/probe.ts',
    code: "import 'antd';",
    rule: BOUNDARIES,
  },
  {
    name: 'contracts depending on a lib',
    file: 'libs/contracts/src/probe.ts',
    code: "import '@bolsos/i18n';",
    rule: BOUNDARIES,
  },
  {
    name: 'a UI lib importing the API client',
    file: 'libs/ui/src/probe.ts',
    code: "import '@bolsos/api-client';",
    rule: BOUNDARIES,
  },
  {
    name: 'the storefront importing admin-kit',
    file: 'mfe-storefront/src/probe.ts',
    code: "import '@bolsos/admin-kit';",
    rule: BOUNDARIES,
  },
  {
    name: 'a feature importing another feature',
    file: 'mfe-storefront/src/features/home/components/probe.ts',
    code: "import '../../contact/components/contact-page';",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'axios outside the API client',
    file: 'shell/src/probe.ts',
    code: "import 'axios';",
    rule: RESTRICTED,
  },
  {
    name: 'react-router instead of @bolsos/router',
    file: 'shell/src/probe.ts',
    code: "import 'react-router';",
    rule: RESTRICTED,
  },
  {
    name: 'i18next outside the i18n lib',
    file: 'shell/src/probe.ts',
    code: 'import i18next from "i18next";',
    rule: RESTRICTED,
  },
  {
    name: 'react-i18next in a remote',
    file: 'mfe-storefront/src/probe.ts',
    code: 'import { useTranslation } from "react-i18next";',
    rule: RESTRICTED,
  },
  {
    name: 'react-i18next in another lib',
    file: 'libs/admin-kit/src/probe.ts',
    code: "import 'react-i18next';",
    rule: RESTRICTED,
  },
  {
    name: 'react-router in a remote',
    file: 'mfe-admin-users/src/probe.ts',
    code: 'import { Link } from "react-router";',
    rule: RESTRICTED,
  },
  {
    name: 'react-router in the storefront',
    file: 'mfe-storefront/src/probe.ts',
    code: "import 'react-router';",
    rule: RESTRICTED,
  },
  {
    name: 'react-router in another lib',
    file: 'libs/ui/src/probe.ts',
    code: "import 'react-router';",
    rule: RESTRICTED,
  },
  {
    name: 'react-router in another wrapper lib',
    file: 'libs/i18n/src/probe.ts',
    code: "import 'react-router';",
    rule: RESTRICTED,
  },
  {
    name: "a subpath of react-router ('react-router/dom') outside the router",
    file: 'shell/src/probe.ts',
    code: "import 'react-router/dom';",
    rule: RESTRICTED,
  },
  {
    name: 'a subpath of i18next outside the i18n lib',
    file: 'mfe-admin-products/src/probe.ts',
    code: "import 'i18next/dist/esm/i18next.js';",
    rule: RESTRICTED,
  },
  {
    name: 'i18next in the API client wrapper',
    file: 'libs/api-client/src/probe.ts',
    code: 'import i18next from "i18next";',
    rule: RESTRICTED,
  },
  {
    name: 'axios in the i18n wrapper',
    file: 'libs/i18n/src/probe.ts',
    code: "import 'axios';",
    rule: RESTRICTED,
  },
  {
    name: 'axios in the router wrapper',
    file: 'libs/router/src/probe.ts',
    code: "import 'axios';",
    rule: RESTRICTED,
  },
  {
    name: 'i18next in the API outside its one door',
    file: 'services/api/src/probe.ts',
    code: 'import i18next from "i18next";',
    rule: RESTRICTED,
  },
  {
    name: 'i18next in an API suite',
    file: 'services/api/test/probe.e2e-spec.ts',
    code: 'import "i18next";',
    rule: RESTRICTED,
  },
  {
    name: 'react-i18next in the API',
    file: 'services/api/src/common/i18n/probe.ts',
    code: 'import "react-i18next";',
    rule: BOUNDARIES,
  },
  {
    name: 'react-i18next in the API i18next door',
    file: 'services/api/src/common/i18n/messages.ts',
    code: 'import "react-i18next";',
    rule: RESTRICTED,
  },
  {
    name: 'antd in the storefront',
    file: 'mfe-storefront/src/probe.ts',
    code: "import 'antd';",
    rule: RESTRICTED,
  },
];

const ALLOWED: LintCase[] = [
  {
    name: 'the router wrapping react-router',
    file: 'libs/router/src/probe.ts',
    code: 'export { Link } from "react-router";',
  },
  {
    name: "the router's server entry wrapping react-router",
    file: 'libs/router/server/src/probe.ts',
    code: 'export { createStaticHandler } from "react-router";',
  },
  {
    name: 'the API using contracts',
    file: 'services/api/src/probe.ts',
    code: "export * from '@bolsos/contracts';",
  },
  {
    name: 'an admin remote using admin-kit',
    file: 'mfe-admin-users/src/probe.ts',
    code: "export * from '@bolsos/admin-kit';",
  },
  {
    name: "the shell's admin pages using admin-kit",
    file: 'shell/src/pages/admin/probe.ts',
    code: "export * from '@bolsos/admin-kit';",
  },
  {
    name: 'the i18n lib wrapping i18next and react-i18next',
    file: 'libs/i18n/src/probe.ts',
    // Double quotes, so a grep for these imports finds only libs/i18n.
    code: 'export { default } from "i18next";\nexport { Trans } from "react-i18next";',
  },
  {
    name: "the API's one door wrapping i18next",
    file: 'services/api/src/common/i18n/messages.ts',
    code: 'import i18next from "i18next";\nexport const messages = i18next.createInstance();',
  },
];

// The flat config is ESM, which jest's module system cannot load: lint every case in one child
// Node (loading the config and the project graph once).
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.map((m) => m.ruleId ?? m.message));
}
console.log(JSON.stringify(out));
`;

function lintAll(cases: LintCase[]): string[][] {
  const payload = cases.map(({ file, code }) => ({ file: path.join(root, file), code }));
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_SCRIPT, JSON.stringify(payload)],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '[]') as string[][];
}

describe('workspace lint rules', () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = lintAll([...REFUSED, ...ALLOWED]);
  }, 120_000);

  it.each(REFUSED.map((c, index) => [c.name, c.rule, index] as const))(
    'refuses %s (%s)',
    (_name, rule, index) => {
      expect(results[index]).toContain(rule);
    },
  );

  it.each(ALLOWED.map((c, index) => [c.name, REFUSED.length + index] as const))(
    'allows %s',
    (_name, index) => {
      expect(results[index]).toEqual([]);
    },
  );
});

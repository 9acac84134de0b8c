// Lints an OpenAPI document (JSON on stdin) with Redocly's `recommended` ruleset and prints the
// problems as JSON. A separate process because @redocly/openapi-core is ESM-only and jest here
// runs CommonJS.
import { createConfig, lintFromString } from '@redocly/openapi-core';

let source = '';
for await (const chunk of process.stdin) source += chunk;
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
process.stdout.write(
  JSON.stringify(
    problems.map((problem) => ({
      rule: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      at: problem.location.map((location) => location.pointer).join(' '),
    })),
  ),
);

/**
 * Boundaries `npm run lint` keeps (issue 15), after the architecture page's workspace table
 * (section 1, "may import") and the conventions' web layout:
 *
 * - workspaces depend one way: contracts ← domain ← (write-api, realtime); contracts ← infra ←
 *   (write-api, projectors, read-api, realtime); the launcher composes the services; bench and
 *   test may use anything; web uses contracts only. Spec files (`*.spec.ts`) are tests, so
 *   they may compose workspaces the code itself must not. No cycle of runtime imports anywhere
 *   (a type-only import closing a loop is tolerated outside web).
 * - in web (bulletproof-react's layout): a feature uses another only through its public face
 *   `features/<name>/index.ts`; screens that combine features are composed in `app/` (the
 *   composition root, which may load a feature's screen module directly so each screen stays
 *   its own lazy chunk); the shared layers (`components`, `lib`, `styles`) know no feature; no
 *   cycles between modules or between features.
 *
 * No violation is tolerated: a new one fails lint.
 */
const workspaces = [
  'contracts',
  'domain',
  'infra',
  'write-api',
  'projectors',
  'read-api',
  'realtime',
  'launcher',
  'bench',
  'test',
  'web',
];
const notTest = '\\.spec\\.tsx?$';

/** A rule that `workspace` (its non-test code) may import only the workspaces in `allowed`. */
function onlyImports(workspace, allowed, why) {
  const forbidden = workspaces.filter((w) => w !== workspace && !allowed.includes(w));
  return {
    name: `${workspace}-imports-only-${allowed.length ? allowed.join('-') : 'itself'}`,
    comment: why,
    severity: 'error',
    from: { path: `^${workspace}/`, pathNot: notTest },
    to: { path: `^(${forbidden.join('|')})/` },
  };
}

module.exports = {
  forbidden: [
    onlyImports('contracts', [], 'contracts are the shared language: they depend on nothing of ours'),
    onlyImports('domain', ['contracts'], 'the rules stay pure: no plumbing, no service'),
    onlyImports('infra', ['contracts'], 'infra is plumbing only: ports and adapters, no policy'),
    onlyImports('write-api', ['contracts', 'domain', 'infra'], 'a service does not import another one'),
    onlyImports('projectors', ['contracts', 'infra'], 'projections fold events; rules live in domain'),
    // The architecture table lists contracts and infra only, but issue 15 moves the moderator
    // policy from infra to domain, and read-api's moderation queue is guarded by it.
    onlyImports('read-api', ['contracts', 'domain', 'infra'], 'a service does not import another one'),
    onlyImports(
      'realtime',
      ['contracts', 'domain', 'infra'],
      'chat commands go through domain, not write-api',
    ),
    onlyImports(
      'launcher',
      ['contracts', 'domain', 'infra', 'write-api', 'projectors', 'read-api', 'realtime'],
      'the launcher composes the services, not the benchmarks or tests',
    ),
    onlyImports('web', ['contracts'], 'the browser client shares only the contracts with the server'),
    {
      name: 'decider-not-on-infra',
      comment: 'a decider is a pure function of command and state; infra loads databases and queues',
      severity: 'error',
      from: { path: 'Decider\\.ts$' },
      to: { path: '^infra/' },
    },
    {
      name: 'no-runtime-cycles',
      comment: 'a cycle of runtime imports means modules that cannot be loaded (or understood) apart',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'type-import'] } },
    },
    {
      name: 'web-no-cycles',
      comment: 'in web not even through a type: every module there is read one way, shared layers up',
      severity: 'error',
      from: { path: '^web/' },
      to: { circular: true },
    },
    {
      name: 'web-feature-public-face',
      comment:
        'a feature uses another only through features/<name>/index.ts, so its internals may change freely',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/[^/]+/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-feature-not-on-app',
      comment: 'app/ composes features; a feature never reaches back into the composition',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-shared-layers-know-no-feature',
      comment: 'components, lib and styles are shared by every feature, so they depend on none',
      severity: 'error',
      from: { path: '^web/src/(components|lib|styles)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-no-feature-cycle',
      comment: 'features depend one way (e.g. posts uses identity and uploads), never in a circle',
      severity: 'error',
      scope: 'folder',
      from: { path: '^web/src/features/[^/]+/?$' },
      to: { path: '^web/src/features/[^/]+/?$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|\\.artifacts|\\.tmp|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

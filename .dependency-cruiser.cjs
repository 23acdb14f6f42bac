/**
 * Architecture rules of docs/architecture.md section 3, checked by `npm run lint`:
 * client and server never import each other, modules meet only through the core,
 * no cycles, no barrel files.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles make load order fragile and files impossible to read alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: 'Browser code must not pull in server code (secrets, database, Node APIs).',
      from: { path: '(^src/(core|modules/[^/]+)/client/)|(^src/entry-(client|server)\\.tsx$)' },
      to: { path: '^src/(core|modules/[^/]+)/server/' },
    },
    {
      name: 'server-not-to-client',
      severity: 'error',
      comment: 'The server renders pages only through the built entry, never by importing client files.',
      from: { path: '^src/(core|modules/[^/]+)/server/|^src/server\\.ts$' },
      to: { path: '^src/(core|modules/[^/]+)/client/|^src/entry-' },
    },
    {
      name: 'shared-is-isomorphic',
      severity: 'error',
      comment: 'shared/ runs on both sides, so it imports neither.',
      from: { path: '^src/(core|modules/[^/]+)/shared/' },
      to: { path: '^src/(core|modules/[^/]+)/(client|server)/' },
    },
    {
      name: 'core-not-to-modules',
      severity: 'error',
      comment: 'The core collects module manifests at run time; it never names a module.',
      from: { path: '^src/core/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'modules-not-to-each-other',
      severity: 'error',
      comment: 'A module reaches another only through the core or a documented manifest dependency.',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'school-search-behind-one-entry',
      severity: 'error',
      comment:
        'docs/architecture.md sections 3 and 6: search sits behind one repository function, so its ' +
        'engine can change without touching callers. Outside search/ the app imports search-schools.ts only ' +
        '(tests and the bench may measure the parts).',
      from: { path: '^src/', pathNot: '^src/modules/openschool/server/search/' },
      to: {
        path: '^src/modules/openschool/server/search/',
        pathNot: '^src/modules/openschool/server/search/search-schools\\.ts$',
      },
    },
    {
      name: 'no-barrel-files',
      severity: 'error',
      comment: 'Import the file you mean; index files that re-export hide where things live.',
      from: {},
      to: { path: '(^|/)index\\.tsx?$', pathNot: 'node_modules' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        "ALTCHA's translations resolve in Vite and TypeScript, but their `types` condition names files the package lacks.",
      from: {},
      to: { couldNotResolve: true, pathNot: '^altcha/i18n/[a-z-]+$' },
    },
    {
      name: 'no-dev-dependencies-in-app',
      severity: 'error',
      comment: 'The app runs from `npm start`; it must not need a devDependency.',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['npm-dev'], pathNot: 'node_modules/(vite|@types)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};

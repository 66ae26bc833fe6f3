// How dependency-cruiser reads our TypeScript (see .dependency-cruiser.cjs).
// TypeScript 7 has no JavaScript API, so dependency-cruiser reads .ts/.tsx
// through Babel. Two things Babel would hide are kept as dependencies first:
// - `import type` / `export type ... from`: a type is still a dependency, and
//   must obey the layers like any other import. It becomes a call
//   `typeOnlyImport('./x')`, which .dependency-cruiser.cjs reads as an exotic
//   require: checked against the layers and for cycles like any other;
// - `new URL('./x.ts', import.meta.url)` (how Vite starts a worker): the file
//   it names becomes an `import('./x.ts')`, so the worker is followed.
// `import.meta.glob` is refused outright: it names files by pattern, which no
// checker can follow.
function keepDependencies({ types: t }) {
  const isImportMetaUrl = (n) =>
    t.isMemberExpression(n) &&
    t.isMetaProperty(n.object) &&
    n.object.meta.name === 'import' &&
    t.isIdentifier(n.property, { name: 'url' });
  return {
    name: 'keep-dependencies',
    visitor: {
      // On entering the program, before the TypeScript preset (whose own
      // Program visitor takes the type-only imports out) sees them.
      Program(program) {
        for (const path of program.get('body')) {
          const n = path.node;
          const typeOnlyImport =
            t.isImportDeclaration(n) &&
            (n.importKind === 'type' ||
              (n.specifiers.length > 0 && n.specifiers.every((s) => s.importKind === 'type')));
          const typeOnlyExport =
            (t.isExportNamedDeclaration(n) || t.isExportAllDeclaration(n)) && n.source && n.exportKind === 'type';
          if (typeOnlyImport || typeOnlyExport)
            path.replaceWith(
              t.expressionStatement(
                t.callExpression(t.identifier('typeOnlyImport'), [t.stringLiteral(n.source.value)]),
              ),
            );
        }
      },
      NewExpression(path) {
        const [spec, base] = path.node.arguments;
        if (
          t.isIdentifier(path.node.callee, { name: 'URL' }) &&
          isImportMetaUrl(base) &&
          (t.isStringLiteral(spec) || t.isTemplateLiteral(spec))
        ) {
          path.replaceWith(t.callExpression(t.import(), [spec]));
        }
      },
      MemberExpression(path) {
        const n = path.node;
        if (
          t.isMetaProperty(n.object) &&
          n.object.meta.name === 'import' &&
          t.isIdentifier(n.property, { name: 'glob' })
        ) {
          throw path.buildCodeFrameError(
            'import.meta.glob names files by pattern; import each file by name so the layer check can follow it',
          );
        }
      },
    },
  };
}

module.exports = {
  plugins: [keepDependencies],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
  parserOpts: { plugins: ['jsx'] },
  babelrc: false,
  configFile: false,
};

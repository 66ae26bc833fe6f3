// The Lingui macros (`t`, `plural`, `select`, `msg` from @lingui/core/macro) compiled by Babel inside Vite and
// Vitest: only files that import a macro go through Babel; every other file is left to Vite's own transform.
// The macro turns each message into a call of the catalog runtime (`i18n._`) with the message's id; in a
// production build it leaves out the English text, which the catalogs then carry.
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';

/** @returns {import('vite').Plugin} */
export function linguiMacros() {
  return {
    name: 'tableside-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('@lingui/core/macro'))
        return null;
      const result = await transformAsync(code, {
        babelrc: false,
        configFile: false,
        filename: file,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', ...(file.endsWith('x') ? ['jsx'] : [])] },
        plugins: [linguiMacro],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

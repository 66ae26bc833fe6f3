#!/usr/bin/env node
// Part of `npm run messages`: fills the pseudo-locale's catalogs (src/locales/pseudo/) from the English ones.
// Each message is accented (Lingui's pseudo-localisation, placeholders, plurals and tags kept), lengthened by
// 40 % and wrapped in ⟦ ⟧, so a screen in the pseudo-locale shows at once any word that did not come from a
// catalog, and any layout that breaks when a language runs longer than English (tests/e2e/languages.e2e.ts).
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import pseudolocale from 'pseudolocale';

const config = getConfig({ cwd: process.cwd() });
// What must stay as it is: tags (<0>, </0>), ICU plural and select syntax ({n, plural, one {, } other {), placeholders.
const KEEP = [
  /<\/?\d+>/g,
  /(\{\w*,\s*(plural|selectordinal|select),(.|\n)*?\{)|(\}\s*[=\w]*\s*\{)/gi,
  /(\{\s*[a-zA-Z_$][\w$]*\s*\})/g,
];
const D = '%&&&%';
const accent = (message) =>
  pseudolocale(
    KEEP.reduce((m, re) => m.replace(re, (kept) => `${D}${kept}${D}`), message),
    { delimiter: D, prepend: '', append: '' },
  ).replaceAll(D, '');
// The 40 % more comes as words of five, so lines can still break between them as in a real language.
const longer = (n) => ` ${'~~~~ '.repeat(Math.ceil(n / 5))}`.trimEnd();
const one = (message) => `⟦${accent(message)}${longer(message.length * 0.4)}⟧`;
// A record of parts split at "|" (Pattern of Choices' prompt and its six tiles) is marked part by part.
const pseudo = (message) => message.split('|').map(one).join('|');

for (const catalog of await getCatalogs(config)) {
  const english = await catalog.read(config.sourceLocale);
  const filled = Object.fromEntries(
    Object.entries(english ?? {}).map(([id, m]) => [id, { ...m, translation: pseudo(m.message ?? id) }]),
  );
  await catalog.write('pseudo', filled);
}
console.log('pseudo-locale catalogs filled');

#!/usr/bin/env node
// `npm run lint` (lint:messages): every catalog (src/locales/<locale>/<chunk>.po) holds exactly the messages
// the code uses: none missing (a new message not yet extracted, or not yet translated in a language), none
// left over (a message no code uses any more). `npm run messages` extracts; translators fill the msgstr.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const config = getConfig({ cwd: process.cwd() });
const problems = [];
for (const catalog of await getCatalogs(config)) {
  const used = (await catalog.collect()) ?? {};
  const ids = new Set(Object.keys(used));
  for (const locale of config.locales) {
    const file = catalog.getFilename(locale);
    const held = await catalog.read(locale);
    if (!held) {
      problems.push(`${file}: missing (run npm run messages)`);
      continue;
    }
    const live = Object.entries(held).filter(([, m]) => !m.obsolete);
    for (const [id, m] of live)
      if (!ids.has(id)) problems.push(`${file}: "${m.message ?? id}" is used by no code (run npm run messages)`);
    const have = new Map(live);
    for (const id of ids) {
      const m = have.get(id);
      if (!m) problems.push(`${file}: "${used[id].message ?? id}" is missing (run npm run messages)`);
      else if (locale !== config.sourceLocale && locale !== config.pseudoLocale && !m.translation)
        problems.push(`${file}: "${used[id].message ?? id}" has no translation`);
    }
  }
}
if (problems.length) {
  console.error(`${problems.length} catalog problem(s):\n${problems.slice(0, 40).join('\n')}`);
  if (problems.length > 40) console.error(`… and ${problems.length - 40} more`);
  process.exit(1);
}
console.log('catalogs: every message the code uses is in every catalog, translated; none left over');

// The message macro for the app code an e2e test imports (Playwright's own loader does not run Lingui's Babel macro;
// tsconfig.e2e.json points '@lingui/core/macro' here): a message is its English source, placeholders filled.
type Message = TemplateStringsArray | string | { message?: string };

const words = (m: Message, values: unknown[]): string => {
  if (typeof m === 'string') return m;
  if ('raw' in m) return m.reduce((s, part, i) => s + part + (i < values.length ? String(values[i]) : ''), '');
  return m.message ?? '';
};

export const t = (m: Message, ...values: unknown[]): string => words(m, values);
export const msg = (m: Message, ...values: unknown[]) => ({ id: words(m, values), message: words(m, values) });
export const plural = (n: number, forms: Record<string, string>): string =>
  (forms[String(n)] ?? (n === 1 ? forms.one : undefined) ?? forms.other ?? '').replaceAll('#', String(n));
export const select = (v: string, forms: Record<string, string>): string => forms[v] ?? forms.other ?? '';

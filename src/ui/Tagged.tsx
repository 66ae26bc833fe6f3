import type { ComponentChildren, VNode } from 'preact';
import { cloneElement } from 'preact';

/**
 * A translated sentence with parts drawn as elements: the message marks them `<0>…</0>`, `<1>…</1>`
 * (so a translator moves them with the words), and `parts` gives the element each number wraps.
 * `<Tagged text={t`Print at <0>100 % / actual size</0>.`} parts={{ 0: <strong /> }} />`
 */
export function Tagged({ text, parts }: { text: string; parts: Readonly<Record<number, VNode>> }) {
  const out: ComponentChildren[] = [];
  const tag = /<(\d+)>(.*?)<\/\1>/gs;
  let at = 0;
  for (const m of text.matchAll(tag)) {
    out.push(text.slice(at, m.index));
    const part = parts[Number(m[1])];
    out.push(part ? cloneElement(part, { key: out.length }, m[2]) : m[2]);
    at = m.index + m[0].length;
  }
  out.push(text.slice(at));
  // In an element of its own, so the names in it are drawn isolated like every other (ui/isolation.ts).
  return <span>{out}</span>;
}

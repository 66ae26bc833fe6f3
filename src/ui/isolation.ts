import { h, options } from 'preact';
import type { ComponentChildren } from 'preact';

/*
 * Names inside sentences. The words that build a sentence isolate each name
 * with FSI ... PDI (`isolate`, src/storage/names.ts), so the string is right
 * wherever it goes. On screen, one hook turns each isolated name in an
 * element's text into <bdi class="name"> (isolated, wrapping anywhere: the
 * CSS of <Name>), so every game's sentences render alike without each screen
 * splitting them, and the page text and accessible names carry no invisible
 * marks. Attributes that name an element (aria-label, title) keep the words
 * without the marks.
 */
const MARKED = /\u2068([^\u2068\u2069]*)\u2069/g;
const MARKS = /[\u2068\u2069]/g;
const NAMING = ['aria-label', 'title', 'aria-description'] as const;

/** A text with isolated names as parts: plain text and <bdi> elements. */
function isolatedParts(text: string): ComponentChildren[] {
  const parts: ComponentChildren[] = [];
  let at = 0;
  for (const m of text.matchAll(MARKED)) {
    if (m.index > at) parts.push(text.slice(at, m.index).replace(MARKS, ''));
    parts.push(h('bdi', { class: 'name' }, m[1] ?? ''));
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at).replace(MARKS, ''));
  return parts;
}

function rewrite(children: ComponentChildren): ComponentChildren {
  if (typeof children === 'string') return children.includes('\u2068') ? isolatedParts(children) : children;
  if (Array.isArray(children))
    return children.some((c) => typeof c === 'string' || Array.isArray(c)) ? children.map(rewrite) : children;
  return children;
}

let installed = false;

/** Installs the hook once (main.tsx). */
export function isolateNamesOnScreen(): void {
  if (installed) return;
  installed = true;
  const before = options.vnode;
  options.vnode = (vnode) => {
    if (typeof vnode.type === 'string' && vnode.props && typeof vnode.props === 'object') {
      const props = vnode.props as Record<string, unknown> & { children?: ComponentChildren };
      if (props.children !== undefined) props.children = rewrite(props.children);
      for (const key of NAMING) {
        const v = props[key];
        if (typeof v === 'string' && v.includes('\u2068')) props[key] = v.replace(MARKS, '');
      }
    }
    before?.(vnode);
  };
}

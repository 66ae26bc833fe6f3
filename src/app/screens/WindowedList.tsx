import type { ComponentChildren } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

interface Props {
  count: number;
  /** Every row's height in px (rows are one fixed height, set in rem by CSS). */
  rowHeight: number;
  label: string;
  renderRow: (index: number) => ComponentChildren;
  /** Told which rows are on screen, so their data can be read. */
  onShow: (first: number, last: number) => void;
}

const EXTRA = 4;

/** A list as tall as all its rows that draws only those on screen (and a few either side). The page scrolls, not the list. */
export function WindowedList({ count, rowHeight, label, renderRow, onShow }: Props) {
  const box = useRef<HTMLUListElement>(null);
  const view = useSignal({ top: 0, height: typeof innerHeight === 'number' ? innerHeight : 800 });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = box.current ? -box.current.getBoundingClientRect().top : 0;
      view.value = { top, height: innerHeight };
    };
    const onScroll = () => (frame ||= requestAnimationFrame(measure));
    measure();
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onScroll);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  const h = Math.max(1, rowHeight);
  const first = Math.max(0, Math.floor(view.value.top / h) - EXTRA);
  const last = Math.min(count - 1, Math.ceil((view.value.top + view.value.height) / h) + EXTRA);
  // After every draw: cheap when the rows' data is already there, and it catches a new query at the same place.
  useLayoutEffect(() => {
    if (last >= first) onShow(first, last);
  });
  const rows = [];
  for (let i = first; i <= last; i++) {
    rows.push(
      <li
        key={i}
        class="vrow"
        style={{ transform: `translateY(${i * h}px)`, height: `${h}px` }}
        aria-setsize={count}
        aria-posinset={i + 1}
      >
        {renderRow(i)}
      </li>,
    );
  }
  return (
    <ul ref={box} class="plain vlist" aria-label={label} style={{ height: `${count * h}px` }}>
      {rows}
    </ul>
  );
}

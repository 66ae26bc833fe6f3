import { act, render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { useResource } from '../../src/ui/resource';
import type { Resource } from '../../src/ui/resource';

/** Answers held back until the test lets each one through, in any order. */
function answers() {
  const waiting = new Map<string, (v: string) => void>();
  const ask = (q: string) => new Promise<string>((resolve) => waiting.set(q, resolve));
  const answer = async (q: string) => act(() => waiting.get(q)!(`answer to ${q}`));
  return { ask, answer };
}

function Shown({ q, ask }: { q: string; ask: (q: string) => Promise<string> }) {
  const r = useResource(() => ask(q), [q]);
  return <p>{r.loading.value ? 'loading' : r.value.value}</p>;
}

it('shows the answer to the current question, never a late answer to an earlier one', async () => {
  const { ask, answer } = answers();
  const { rerender } = render(<Shown q="Ana" ask={ask} />);
  rerender(<Shown q="Ben" ask={ask} />);
  await answer('Ben');
  screen.getByText('answer to Ben');
  await answer('Ana'); // came late: the screen has moved on to Ben
  screen.getByText('answer to Ben');
  expect(screen.queryByText('answer to Ana')).toBeNull();
});

it('says it is loading again while a new question is out', async () => {
  const { ask, answer } = answers();
  const { rerender } = render(<Shown q="Ana" ask={ask} />);
  await answer('Ana');
  rerender(<Shown q="Ben" ask={ask} />);
  await act(() => undefined);
  screen.getByText('loading');
});

it('takes no answer that comes after the screen has closed', async () => {
  const { ask, answer } = answers();
  const kept: Resource<string>[] = [];
  function Spy({ into }: { into: Resource<string>[] }) {
    into.push(useResource(() => ask('Cy'), []));
    return null;
  }
  const { unmount } = render(<Spy into={kept} />);
  unmount();
  await act(() => new Promise((closed) => setTimeout(closed, 20)));
  await answer('Cy');
  expect(kept[0]!.value.value).toBeUndefined();
  expect(kept[0]!.loading.value).toBe(true);
});

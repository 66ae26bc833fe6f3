// "Host a table" where no table server answers (the app on a static host, or
// offline): the phone says there is no server and offers the one-phone game,
// as the README promises, instead of blaming the network. A table server's own
// answer is still said in its words.
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { Start } from '../../../src/games/choices/online/Start';
import { status } from '../../../src/games/choices/online/connection';

afterEach(() => {
  vi.unstubAllGlobals();
  status.value = 'idle';
});

async function hostWith(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  render(<Start />);
  fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'Ana' } });
  fireEvent.click(screen.getByRole('button', { name: 'Host a table' }));
}

it.each([
  ['a static host that has no such page (404, a page)', 404, 'text/html', '<!doctype html><title>Not found</title>'],
  ['a static host that takes no POST (405)', 405, 'text/plain', 'Method Not Allowed'],
  [
    'a page instead of an answer (200, the app’s index.html)',
    200,
    'text/html',
    '<!doctype html><title>Tableside</title>',
  ],
])('on %s, says there is no table server and offers the one-phone game', async (_, code, type, body) => {
  await hostWith(async () => new Response(body, { status: code, headers: { 'Content-Type': type } }));
  expect(await screen.findByRole('heading', { name: 'No table server here' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Play on one phone instead' }).getAttribute('href')).toBe(
    '/pattern-of-choices',
  );
});

it('offline (the request never gets an answer), says there is no table server', async () => {
  await hostWith(() => Promise.reject(new TypeError('Failed to fetch')));
  expect(await screen.findByRole('heading', { name: 'No table server here' })).toBeTruthy();
  expect(
    screen.getByText(/^There is no Tableside server at this address: playing on several phones needs one/),
  ).toBeTruthy();
});

it("says a table server's own refusal in its words, and offers no one-phone game instead", async () => {
  await hostWith(
    async () =>
      new Response(JSON.stringify({ code: 429, error: 'online/too-many-tables' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  expect(
    await screen.findByText('This network already hosts as many open tables as it may: finish one first.'),
  ).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'No table server here' })).toBeNull();
});

it('says too many tries, not no server, when a limit in front of the server answers 429 with a page of its own', async () => {
  await hostWith(
    async () =>
      new Response('<html><body><center><h1>429 Too Many Requests</h1></center></body></html>', {
        status: 429,
        headers: { 'Content-Type': 'text/html' },
      }),
  );
  expect(
    await screen.findByText('Too many tries to join from this network just now: wait a few seconds and try again.'),
  ).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'No table server here' })).toBeNull();
});

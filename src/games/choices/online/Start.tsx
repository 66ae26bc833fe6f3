import { useState } from 'preact/hooks';
import { gamePath } from '../../../platform/paths';
import { navigate } from '../../../platform/router';
import { Button } from '../../../ui/Button';
import { Frame } from '../Frame';
import { host, join, problem, status } from './connection';
import { NoServer } from './NoServer';
import { CODE_LENGTH, readCode, readName } from '../../../rules/choices/wire';
import { codeWords } from './words';
import { keepNameLength, NAME_FIELD_UNITS } from '../../../ui/players';

export const ONLINE = gamePath('choices', 'online');

function NameField({ id, value, onInput }: { id: string; value: string; onInput: (v: string) => void }) {
  return (
    <p class="on-field">
      <label for={id}>Your name</label>
      <input
        id={id}
        type="text"
        autocomplete="nickname"
        maxLength={NAME_FIELD_UNITS}
        value={value}
        onInput={(e) => onInput(keepNameLength(e.currentTarget))}
      />
    </p>
  );
}

/** Join one table by its code: the QR address, or a code typed on the start screen. */
export function JoinForm({ code, initialName = '' }: { code: string; initialName?: string }) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    const clean = readName(name);
    if (!clean) return setError('Enter your name first.');
    setError(null);
    await join(code, clean);
  };
  if (status.value === 'no-server') return <NoServer />;
  return (
    <Frame
      where={`Join table ${code}`}
      error={error ?? problem.value}
      onDismiss={() => setError((problem.value = null))}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void go();
        }}
      >
        <NameField id="join-name" value={name} onInput={setName} />
        <Button variant="primary" type="submit" disabled={status.value === 'connecting'}>
          Join table {code}
        </Button>
      </form>
      <p class="muted">Once the game has started you can still watch: joining late makes you a spectator.</p>
    </Frame>
  );
}

/** "Play on several phones": host a table, or join one by its code. */
export function Start() {
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = status.value === 'connecting';
  const open = async (which: 'host' | 'join') => {
    const clean = readName(name);
    if (!clean) return setError('Enter your name first.');
    const table = which === 'join' ? readCode(code) : null;
    if (which === 'join' && !table) return setError(codeWords(CODE_LENGTH));
    setError(null);
    const joined = which === 'host' ? await host(clean) : await join(table!, clean);
    if (joined) navigate(gamePath('choices', 'table', { code: joined }), { replace: true });
  };
  if (status.value === 'no-server') return <NoServer />;
  return (
    <Frame
      where="Play on several phones"
      error={error ?? problem.value}
      onDismiss={() => setError((problem.value = null))}
    >
      <p>Every player uses their own phone; readers guess at the same time. The host’s phone shows the table screen.</p>
      <NameField id="online-name" value={name} onInput={setName} />
      <section aria-labelledby="host-h" class="card">
        <h2 id="host-h">Host a table</h2>
        <p class="muted">You get a code and a QR code for the others to join. 3 to 12 players.</p>
        <Button variant="primary" disabled={busy} onClick={() => void open('host')}>
          Host a table
        </Button>
      </section>
      <section aria-labelledby="join-h" class="card">
        <h2 id="join-h">Join a table</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void open('join');
          }}
        >
          <p class="on-field">
            <label for="online-code">Table code</label>
            <input
              id="online-code"
              type="text"
              autocapitalize="characters"
              autocomplete="off"
              maxLength={CODE_LENGTH + 3}
              value={code}
              onInput={(e) => setCode(e.currentTarget.value)}
            />
          </p>
          <Button type="submit" disabled={busy}>
            Join a table
          </Button>
        </form>
      </section>
    </Frame>
  );
}

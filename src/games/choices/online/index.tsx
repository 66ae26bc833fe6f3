import './catalog';
import { useEffect, useState } from 'preact/hooks';
import { NotFound } from '../../NotFound';
export { Start } from './Start';
import { Frame } from '../Frame';
import { rejoin, status, table } from './connection';
import { lastName } from './seats';
import { NoServer } from './NoServer';
import { readCode } from '../../../rules/choices/wire';
import { JoinForm } from './Start';
import { TableView } from './Table';
import './online.css';
import '../../../ui/option.css';

/** A table by its code: this tab's seat back if it had one, else the join form. */
function Seat({ code }: { code: string }) {
  const current = table.value;
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (current?.view.code === code) return;
    setTried(false);
    void rejoin(code).then(() => setTried(true));
  }, [code]);
  if (current?.view.code === code) return <TableView v={current.view} at={current.at} />;
  if (status.value === 'no-server') return <NoServer />;
  if (!tried) return <Frame where={`Table ${code}`}>{<p role="status">Finding the table…</p>}</Frame>;
  return <JoinForm code={code} initialName={lastName()} />;
}

/** One table by its code (the QR address); the online start screen is `Start`. */
export function AtTable({ code: typed }: { code: string }) {
  const code = readCode(typed);
  if (!code)
    return (
      <NotFound
        title="Table not found"
        game="choices"
        message="That is not a table address. Ask the host for the table code."
      />
    );
  return <Seat key={code} code={code} />;
}

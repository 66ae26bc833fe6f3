import { gamePath } from '../../../platform/paths';
import { Frame } from '../Frame';
import { status } from './connection';

/** Offline-first: without a table server, say so and offer the one-phone game. */
export function NoServer() {
  return (
    <Frame where="Play on several phones">
      <h2>No table server here</h2>
      <p role="alert">
        Playing on several phones needs the Tableside server running on this network (started with{' '}
        <code>npm start</code>), and this address does not answer. Everything else in the app works without it.
      </p>
      <p class="row">
        <a class="btn btn-primary" href={gamePath('choices')}>
          Play on one phone instead
        </a>
        <button type="button" class="btn" onClick={() => (status.value = 'idle')}>
          Try again
        </button>
      </p>
    </Frame>
  );
}

import { t } from '@lingui/core/macro';
import { gamePath } from '../../../platform/paths';
import { Frame } from '../Frame';
import { status } from './connection';

/** Offline-first: without a table server, say so and offer the one-phone game. */
export function NoServer() {
  return (
    <Frame where="Play on several phones">
      <h2>{t`No table server here`}</h2>
      <p role="alert">
        {t`There is no Tableside server at this address: playing on several phones needs one running on this network (started with npm start). Everything else in the app works without it.`}
      </p>
      <p class="row">
        <a class="btn btn-primary" href={gamePath('choices')}>
          {t`Play on one phone instead`}
        </a>
        <button type="button" class="btn" onClick={() => (status.value = 'idle')}>
          {t`Try again`}
        </button>
      </p>
    </Frame>
  );
}

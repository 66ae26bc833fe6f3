import { Screen } from '../../ui/Screen';

/** A clear message and a way back, for a missing game or an unknown address. */
export function Gone({ what }: { what: string }) {
  return (
    <Screen title="Royal Draft">
      <p>{what}</p>
      <div class="row">
        <a class="btn" href="/royal-draft">Royal Draft</a>
        <a class="btn" href="/history">Past games</a>
        <a class="btn" href="/">Home</a>
      </div>
    </Screen>
  );
}

import { Screen } from '../ui/Screen';

export function NotFound() {
  return (
    <Screen title="Page not found">
      <p>There is nothing at this address.</p>
      <p>
        <a href="/" class="btn">
          Go to the home screen
        </a>
      </p>
    </Screen>
  );
}

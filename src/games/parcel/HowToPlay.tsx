/** A short "How to play" in the app's own words, beside the rules notes. */
export function HowToPlay() {
  return (
    <details class="card">
      <summary>
        <strong>How to play</strong>: the short version
      </summary>
      <ol>
        <li>Everyone plays together. The goal: every player holds one SUN, one MOON, one LEAF and one KEY.</li>
        <li>Deal four cards to each player, face up. The app can check the deal if you enter the hands.</li>
        <li>Play four laps. In a lap each player has one turn, going clockwise from the first-player marker.</li>
        <li>Each lap has a route card that says who you trade with: a neighbour, or the player two seats away.</li>
        <li>On your turn, agree a swap with that partner (one card each way, two different symbols) or pass.</li>
        <li>
          The parade ends as soon as everyone is complete. After four laps, count the complete hands. Fewer swaps is
          better.
        </li>
      </ol>
    </details>
  );
}

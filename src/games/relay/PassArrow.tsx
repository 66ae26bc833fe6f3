/** A large circular arrow for the passing direction; the words sit beside it. */
export function PassArrow({ clockwise }: { clockwise: boolean }) {
  return (
    <svg class="big-arrow" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <g transform={clockwise ? undefined : 'matrix(-1 0 0 1 100 0)'}>
        <path d="M25 70A32 32 0 1 1 75 70M75 70l12-5M75 70l2-13" />
      </g>
    </svg>
  );
}

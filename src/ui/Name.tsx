/**
 * A player's name on screen: isolated from the text around it (bidi), and
 * wrapping rather than pushing the page sideways when it is long.
 */
export function Name({ children }: { children: string }) {
  return <bdi class="name">{children}</bdi>;
}

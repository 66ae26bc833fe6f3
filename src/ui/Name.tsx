import { PlayerTag } from './PlayerTag';

/**
 * A player's name on screen: isolated from the text around it (bidi), and
 * wrapping rather than pushing the page sideways when it is long; with the
 * player's mark in their colour when it is a name of the table in sight.
 */
export function Name({ children }: { children: string }) {
  return <PlayerTag name={children} />;
}

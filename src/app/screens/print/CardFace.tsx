import type { ComponentChildren } from 'preact';
import { gameById } from '../../../games/registry';
import { routeName } from '../../../ui/terms';
import { cardName, cardSymbol, parseCard } from '../../../rules/royal';
import { TexturePath, TilePaths } from '../../../ui/glyphs/relay-tile';
import { ParcelPath, RouteArrowPaths } from '../../../ui/glyphs/parcel';
import type { PrintCard, PrintGame } from './deck';

// A card's face in a 63 x 88 box (the drawing is scaled up whole for large print). Words first, then the picture.
const W = 63;
const H = 88;

/** The identity again at the foot, upside down, for a player across the table. */
function Foot({ text }: { text: string }) {
  return (
    <text class="pr-foot" x={W / 2} y={H - 6} text-anchor="middle" transform={`rotate(180 ${W / 2} ${H - 7.5})`}>
      {text}
    </text>
  );
}

/** A line of words centred across the card. */
function Mid({ cls = 'pr-mid', y, children }: { cls?: string; y: number; children: ComponentChildren }) {
  return (
    <text class={cls} x={W / 2} y={y} text-anchor="middle">
      {children}
    </text>
  );
}

function Band() {
  return <rect class="pr-band" x="2" y="2" width={W - 4} height="19" rx="2" />;
}

function Tile({ card }: { card: Extract<PrintCard, { kind: 'tile' }> }) {
  const { motif, texture } = card.tile;
  return (
    <>
      <Band />
      <text class="pr-big" x="5" y="11">
        {motif}
      </text>
      <text class="pr-mid" x="5" y="18.5">
        {texture}
      </text>
      <svg class="pr-tile" x="11.5" y="23" width="40" height="40" viewBox="0 0 40 40">
        <TilePaths tile={card.tile} />
      </svg>
      {/* The texture again, bare, in a strip of its own: nothing drawn over it. */}
      <rect class="pr-strip" x="6" y="64.5" width="51" height="10" rx="1.5" />
      {[0, 1].map((i) => (
        <svg
          key={i}
          class="pr-tile pr-tex-strip"
          x={7 + i * 24.5}
          y="65"
          width="24.5"
          height="9"
          viewBox="0 3 40 14.7"
          preserveAspectRatio="none"
        >
          <TexturePath texture={texture} />
        </svg>
      ))}
      <Foot text={`${motif} / ${texture}`} />
    </>
  );
}

function ParcelFace({ card }: { card: Extract<PrintCard, { kind: 'parcel' }> }) {
  return (
    <>
      <Band />
      <text class="pr-big" x="5" y="14.5">
        {card.parcel}
      </text>
      <text class="pr-small" x={W - 5} y="14" text-anchor="end">
        copy {card.copy}
      </text>
      <svg class="pr-parcel" x="11.5" y="26" width="40" height="40" viewBox="0 0 24 24">
        <ParcelPath parcel={card.parcel} />
      </svg>
      <Foot text={`${card.parcel} · copy ${card.copy} of ${card.of}`} />
    </>
  );
}

function RouteFace({ card }: { card: Extract<PrintCard, { kind: 'route' }> }) {
  const words = routeName(card.route);
  const cut = words.lastIndexOf(' ');
  return (
    <>
      <Band />
      <text class="pr-big" x="5" y="14.5">
        Route {card.route}
      </text>
      <Mid y={29}>{words.slice(0, cut)}</Mid>
      <Mid y={36}>{words.slice(cut + 1)}</Mid>
      <svg class="pr-arrow" x="14" y="38" width="35" height="35" viewBox="0 0 120 120">
        <RouteArrowPaths route={card.route} />
      </svg>
      <Mid cls="pr-small" y={79}>
        Count others, not yourself.
      </Mid>
    </>
  );
}

const Star = () => (
  <path class="pr-star" d="M31.5 29l6 12 13.3 2-9.6 9.3 2.3 13.2-12-6.3-12 6.3 2.3-13.2-9.6-9.3 13.3-2z" />
);

function Marker() {
  return (
    <>
      <Band />
      <Mid y={10}>Current</Mid>
      <Mid y={17.5}>player</Mid>
      <Star />
      <Mid cls="pr-small" y={74}>
        Starts each lap; moves one
      </Mid>
      <Mid cls="pr-small" y={79}>
        seat clockwise next lap.
      </Mid>
    </>
  );
}

function Playing({ card }: { card: Extract<PrintCard, { kind: 'playing' }> }) {
  const p = parseCard(card.card);
  const cls = p.suit === 'H' || p.suit === 'D' ? 'pr-red' : undefined;
  if (p.joker)
    return (
      <>
        <text class="pr-big" x="5" y="12">
          JOKER
        </text>
        <Star />
        <Foot text="JOKER" />
      </>
    );
  const sign = cardSymbol(card.card).slice(p.rank.length);
  return (
    <g class={cls}>
      <text class="pr-corner" x="4.5" y="11">
        {p.rank}
      </text>
      <text class="pr-corner" x="4.5" y="19">
        {sign}
      </text>
      <Mid cls="pr-pip" y={51}>
        {sign}
      </Mid>
      <Mid y={62}>{cardName(card.card)}</Mid>
      <g transform={`rotate(180 ${W / 2} ${H / 2})`}>
        <text class="pr-corner" x="4.5" y="11">
          {p.rank}
        </text>
        <text class="pr-corner" x="4.5" y="19">
          {sign}
        </text>
      </g>
    </g>
  );
}

/** One card's face, as SVG children of a 63 x 88 box. */
export function CardFace({ card }: { card: PrintCard }) {
  switch (card.kind) {
    case 'tile':
      return <Tile card={card} />;
    case 'parcel':
      return <ParcelFace card={card} />;
    case 'route':
      return <RouteFace card={card} />;
    case 'marker':
      return <Marker />;
    case 'playing':
      return <Playing card={card} />;
  }
}

/** The back every card of a game shares: nested frames and the game's name. */
export function CardBack({ game }: { game: PrintGame }) {
  return (
    <>
      {[4, 7, 10, 13].map((i) => (
        <rect key={i} class="pr-frame" x={i} y={i} width={W - 2 * i} height={H - 2 * i} rx="3" />
      ))}
      <rect class="pr-plate" x="8" y={H / 2 - 8} width={W - 16} height="16" rx="2" />
      <text class="pr-mid" x={W / 2} y={H / 2 + 2.2} text-anchor="middle">
        {gameById(game).name}
      </text>
    </>
  );
}

import { t } from '@lingui/core/macro';
import type { ComponentChildren } from 'preact';
import { gameById } from '../../../games/registry';
import { jokerName, motifWord, parcelWord, playingCardName, routeName, textureWord } from '../../../ui/terms';
import { cardSymbol, parseCard } from '../../../rules/royal';
import { intlLocale } from '../../../text/i18n';
import { TexturePath, TilePaths } from '../../../ui/glyphs/relay-tile';
import { ParcelPath, RouteArrowPaths } from '../../../ui/glyphs/parcel';
import type { PrintCard, PrintGame } from './deck';
import { EmblemPaths } from '../../../ui/Emblem';
import { EMBLEMS } from '../../../ui/glyphs/emblems';

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

/** A message in two lines for a card's narrow face, split at the space nearest its middle. */
function twoLines(text: string): [string, string] {
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return [text, ''];
  const cut = spaces.reduce((a, b) => (Math.abs(b - text.length / 2) < Math.abs(a - text.length / 2) ? b : a));
  return [text.slice(0, cut), text.slice(cut + 1)];
}

function Tile({ card }: { card: Extract<PrintCard, { kind: 'tile' }> }) {
  const [motif, texture] = [motifWord(card.tile.motif), textureWord(card.tile.texture)];
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
          <TexturePath texture={card.tile.texture} />
        </svg>
      ))}
      <Foot text={`${motif} / ${texture}`} />
    </>
  );
}

function ParcelFace({ card }: { card: Extract<PrintCard, { kind: 'parcel' }> }) {
  const [symbol, copy, of] = [parcelWord(card.parcel), card.copy, card.of];
  return (
    <>
      <Band />
      <text class="pr-big" x="5" y="14.5">
        {symbol}
      </text>
      <text class="pr-small" x={W - 5} y="14" text-anchor="end">
        {t`copy ${copy}`}
      </text>
      <svg class="pr-parcel" x="11.5" y="26" width="40" height="40" viewBox="0 0 24 24">
        <ParcelPath parcel={card.parcel} />
      </svg>
      <Foot text={t`${symbol} · copy ${copy} of ${of}`} />
    </>
  );
}

function RouteFace({ card }: { card: Extract<PrintCard, { kind: 'route' }> }) {
  const [first, second] = twoLines(routeName(card.route));
  const route = card.route;
  return (
    <>
      <Band />
      <text class="pr-big" x="5" y="14.5">
        {t`Route ${route}`}
      </text>
      <Mid y={29}>{first}</Mid>
      <Mid y={36}>{second}</Mid>
      <svg class="pr-arrow" x="14" y="38" width="35" height="35" viewBox="0 0 120 120">
        <RouteArrowPaths route={card.route} />
      </svg>
      <Mid cls="pr-small" y={79}>
        {t`Count others, not yourself.`}
      </Mid>
    </>
  );
}

const Star = () => (
  <path class="pr-star" d="M31.5 29l6 12 13.3 2-9.6 9.3 2.3 13.2-12-6.3-12 6.3 2.3-13.2-9.6-9.3 13.3-2z" />
);

function Marker() {
  const [name1, name2] = twoLines(
    t({ comment: 'the Parcel Parade marker card, in two lines', message: 'Current player' }),
  );
  const [hint1, hint2] = twoLines(t`Starts each lap; moves one seat clockwise next lap.`);
  return (
    <>
      <Band />
      <Mid y={10}>{name1}</Mid>
      <Mid y={17.5}>{name2}</Mid>
      <Star />
      <Mid cls="pr-small" y={74}>
        {hint1}
      </Mid>
      <Mid cls="pr-small" y={79}>
        {hint2}
      </Mid>
    </>
  );
}

function Playing({ card }: { card: Extract<PrintCard, { kind: 'playing' }> }) {
  const p = parseCard(card.card);
  const cls = p.suit === 'H' || p.suit === 'D' ? 'pr-red' : undefined;
  if (p.joker) {
    const joker = jokerName().toLocaleUpperCase(intlLocale());
    return (
      <>
        <text class="pr-big" x="5" y="12">
          {joker}
        </text>
        <Star />
        <Foot text={joker} />
      </>
    );
  }
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
      <Mid y={62}>{playingCardName(p.rank, p.suit)}</Mid>
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

/** The back every card of a game shares: nested frames, the game's emblem and its name. */
export function CardBack({ game }: { game: PrintGame }) {
  const box = EMBLEMS[game].box;
  return (
    <>
      {[4, 7, 10, 13].map((i) => (
        <rect key={i} class="pr-frame" x={i} y={i} width={W - 2 * i} height={H - 2 * i} rx="3" />
      ))}
      <svg class="pr-emblem" x={W / 2 - 8} y="17" width="16" height="16" viewBox={`0 0 ${box} ${box}`}>
        <EmblemPaths game={game} />
      </svg>
      <rect class="pr-plate" x="8" y={H / 2 - 8} width={W - 16} height="16" rx="2" />
      <text class="pr-mid" x={W / 2} y={H / 2 + 2.2} text-anchor="middle">
        {gameById(game).name}
      </text>
    </>
  );
}

import { encode } from 'uqr';

/**
 * A QR code of `text` drawn as SVG rectangles (no markup strings), dark on
 * light in either theme so cameras read it. Its own small chunk with the
 * encoder: only the host's phone draws a QR code.
 */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => row.forEach((on, x) => on && (path += `M${x} ${y}h1v1h-1z`)));
  return (
    <svg class="on-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shape-rendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

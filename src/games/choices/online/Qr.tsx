import { useEffect, useState } from 'preact/hooks';

type Encode = typeof import('uqr').encode;
let encoder: Encode | null = null;

/**
 * A QR code of `text` drawn as SVG rectangles (no markup strings), dark on
 * light in either theme so cameras read it. The encoder is its own small lazy
 * chunk: only the host's phone draws a QR code.
 */
export function Qr({ text, label }: { text: string; label: string }) {
  const [encode, setEncode] = useState<Encode | null>(() => encoder);
  useEffect(() => {
    if (!encode) void import('uqr').then((m) => setEncode(() => (encoder = m.encode)));
  }, [encode]);
  if (!encode) return <p class="muted">Drawing the QR code…</p>;
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

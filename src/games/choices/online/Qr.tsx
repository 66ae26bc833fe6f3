import './catalog';
import { Lazy } from '../../../ui/Lazy';

const qrCode = () => import('./QrCode');

/** The table's QR code, drawn once its small chunk (the encoder) is in. */
export function Qr({ text, label }: { text: string; label: string }) {
  return <Lazy load={qrCode} waiting="Drawing the QR code…" props={{ text, label }} />;
}

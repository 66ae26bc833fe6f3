// Icons from one drawing (public/favicon.svg) with the vite-pwa family's generator:
// `npm run icons` writes public/pwa-*.png, maskable-icon-512x512.png,
// apple-touch-icon-180x180.png and favicon.ico; commit them.
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

const GREEN = '#1d3b2f';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: GREEN } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: GREEN } },
  },
  images: ['public/favicon.svg'],
});

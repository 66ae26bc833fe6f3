// Runs before the first paint (inline in index.html's <head>, by vite.config.ts, allowed by its
// hash in the CSP): applies the text size and theme from the synchronous copy that src/platform/settings.ts
// keeps in localStorage, so a large-text or dark-theme user never sees a flash of the defaults.
// index.html holds Home as built: at any other address it stays hidden until the app draws
// the right screen (src/app/first-paint.css; main.tsx takes the mark off).
if (location.pathname !== '/') document.documentElement.dataset.deepLink = '';
(function () {
  try {
    var s = JSON.parse(localStorage.getItem('tableside.settings') || '{}') || {};
    var root = document.documentElement;
    if (s.textSize === 'large' || s.textSize === 'xlarge') root.dataset.textSize = s.textSize;
    if (s.theme === 'light' || s.theme === 'dark') root.dataset.theme = s.theme;
  } catch {
    // No copy, or unreadable: the defaults apply and settings load from storage.
  }
})();

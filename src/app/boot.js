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
    // The built Home is English: for any other language (the setting's, else the browser's first one the app
    // speaks, as src/text/i18n.ts bestLocale chooses) it stays hidden until the app draws it in that language.
    var ours = ['en', 'de', 'fr', 'es', 'it', 'pl', 'ja', 'pseudo'];
    var lang = s.language && s.language !== 'auto' ? s.language : '';
    for (var i = 0, l = navigator.languages || []; !lang && i < l.length; i++) {
      var tag = String(l[i]).toLowerCase().split('-')[0];
      if (ours.indexOf(tag) >= 0) lang = tag;
    }
    if (lang && lang !== 'en') root.dataset.deepLink = '';
  } catch {
    // No copy, or unreadable: the defaults apply and settings load from storage.
  }
})();

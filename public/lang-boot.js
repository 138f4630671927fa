// Before the first paint: the language the app will pick (query string, then the stored choice,
// as src/ui/i18n/i18n.ts detects it), so a right-to-left page never flashes mirrored. A file of
// its own, not an inline script: the Content-Security-Policy allows no inline script.
(function () {
  try {
    var q = new URLSearchParams(location.search).get('lng');
    var l = (q || localStorage.getItem('ouvrage.lng') || '').slice(0, 2).toLowerCase();
    if (l === 'fr' || l === 'en' || l === 'ar') {
      document.documentElement.lang = l;
      document.documentElement.dir = l === 'ar' ? 'rtl' : 'ltr';
    }
  } catch {
    // No storage (private browsing, blocked cookies): the app detects the language itself.
  }
})();

// Zod compiles object parsers with `new Function` when it may, and finds out by trying once when
// its first object schema is made (as the app's modules load): the Content-Security-Policy (no
// 'unsafe-eval') refuses that try and reports a violation. Its global configuration, read from
// here when zod loads, says so first (`jitless`: the interpreted parsers, which the CSP leaves
// anyway). A classic script runs before the app's modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

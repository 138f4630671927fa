// The server-rendered public pages' only script, for comfort: every page reads and works
// without it (server/modules/site/public-pages/).
const root = document.documentElement;

// The language: a choice named in the URL is remembered for the app (its detector reads
// `ouvrage.lng`); a page asked without one follows the choice the app remembered.
try {
  const url = new URL(location.href);
  const asked = url.searchParams.get('lng');
  const stored = localStorage.getItem('ouvrage.lng');
  if (asked === root.lang) localStorage.setItem('ouvrage.lng', root.lang);
  else if (!asked && ['fr', 'en', 'ar'].includes(stored) && stored !== root.lang) {
    url.searchParams.set('lng', stored);
    location.replace(url.href);
  }
} catch {
  // No storage (private browsing, blocked cookies): the page's language stands.
}

// The menu and the language list close on a click elsewhere, and on Escape.
const openPops = () => document.querySelectorAll('details.pop[open]');
document.addEventListener('click', (e) => {
  for (const d of openPops()) if (!d.contains(e.target)) d.open = false;
});
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  for (const d of openPops()) {
    d.open = false;
    d.querySelector('summary')?.focus();
  }
});

// The library: a new sort searches at once; the search box suggests product names as one types
// (the app's GET api/library/suggestions), and a picked suggestion searches.
const form = document.querySelector('form[data-library-form]');
if (form) {
  const input = form.elements.namedItem('q');
  const list = document.getElementById('library-suggestions');
  form.elements.namedItem('sort')?.addEventListener('change', () => form.requestSubmit());
  let timer = 0;
  let pending;
  input?.addEventListener('input', (e) => {
    if (e.inputType === 'insertReplacementText' || !(e instanceof InputEvent)) {
      form.requestSubmit();
      return;
    }
    clearTimeout(timer);
    const q = input.value.trim();
    if (!q) return list.replaceChildren();
    timer = setTimeout(async () => {
      pending?.abort();
      pending = new AbortController();
      try {
        const res = await fetch(`/api/library/suggestions?q=${encodeURIComponent(q)}`, {
          signal: pending.signal,
          headers: { accept: 'application/json', 'accept-language': root.lang },
        });
        if (!res.ok) return;
        const names = (await res.json()).map((s) => Object.assign(document.createElement('option'), { value: s.name }));
        list.replaceChildren(...names);
      } catch {
        // Aborted by the next keystroke, or offline: no suggestions.
      }
    }, 250);
  });
}

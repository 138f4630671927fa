const RELOADED_KEY = 'ouvrage.reloadedForBuild';

/**
 * After a deploy, an open tab's lazy chunks no longer exist (the server answers 404). Vite then
 * fires `vite:preloadError`: reload once to the new build. A second failure on the same address
 * is left to the crash fallback, so a broken build never loops.
 */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(RELOADED_KEY) === location.href) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_KEY, location.href);
    location.reload();
  });
}

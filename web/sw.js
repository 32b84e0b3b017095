// The service worker: keeps the game's files in a cache so the game starts
// and plays offline after the first visit. The build writes the file list
// and a version made from the files' contents (web/build_service_worker.py):
// a new build is a new version, whose worker the browser installs on the
// next visit, fetching the new files into a new cache; once it takes over,
// the old cache is dropped and the next start runs the new game. The saved
// game lives in the page's local storage, which no update touches.
'use strict';

const VERSION = '@VERSION@';
const FILES = @FILES@;
const PREFIX = 'order-and-chaos-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  // 'reload': past the browser's HTTP cache, so the new version's files are the new ones.
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The game's page, whatever its query (?m=... opens a game).
function isGamePage(url) {
  const scope = new URL(self.registration.scope);
  return url.pathname === scope.pathname || url.pathname === scope.pathname + 'index.html';
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const key = request.mode === 'navigate' && isGamePage(url) ? 'index.html' : request;
    const cached = await cache.match(key, { ignoreSearch: true });
    if (cached) return cached;
    const response = await fetch(request);
    // A solved set-up's proof, fetched when a perfect player first needs it,
    // is kept for offline play too (it belongs to this version, like the rest).
    if (response.ok && url.pathname.includes('/proofs/')) await cache.put(request, response.clone());
    return response;
  })());
});

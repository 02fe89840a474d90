// Loaded first by every page of the copy that opens from a folder (file://; written there by
// scripts/offline-copy.mjs). Plain browser JavaScript, not part of the Next bundle.
// - Turbopack loads the chunks a figure imports from TURBOPACK_CHUNK_BASE_PATH ("/_next/" on the
//   site, the root of the disk here): point it at this copy's _next/ folder.
// - Next's client navigation fetches each page's RSC data, which a browser never fetches from
//   file://: every link of the copy does a full page load of the page's index.html instead, and
//   Next's prefetches are refused quietly.
// - Links written in the browser (the language switch follows the address, figures write set-up
//   links) name site paths (/lessons/x/): each becomes the file of this copy.
(() => {
  // The page's way up to the copy's folder ("../../"), as written in this script's src: chunk URLs
  // must be written exactly as the page's <script src> are, for Turbopack to know them as loaded.
  const up = document.currentScript.getAttribute('src').replace(/offline-folder\.js$/, '');
  const root = new URL(up, location.href).href;
  self.TURBOPACK_CHUNK_BASE_PATH = `${up}_next/`;
  // the copy's root, for files a page loads by their site path (the code editor's sandbox page)
  self.FOLDER_COPY_ROOT = root;

  /** A site path (/lessons/x/?q#h) as the file of this copy that holds it. */
  const fileOf = (sitePath) => {
    const url = new URL(sitePath, 'https://site.invalid');
    const page = url.pathname.slice(1);
    return `${root}${page === '' || page.endsWith('/') ? `${page}index.html` : page}${url.search}${url.hash}`;
  };

  /** The language switch leads to this page's twin, which the page names in its <head>. */
  const twinOf = (link) => {
    const twin = document.head.querySelector(`link[rel="alternate"][hreflang="${link.hreflang}"]`);
    if (!twin) return null;
    const href = twin.getAttribute('href');
    // written at the site's own address (SITE_URL): the same page of this copy
    if (/^https?:/.test(href)) return fileOf(new URL(href).pathname + location.search + location.hash);
    return new URL(href, location.href).href + location.search + location.hash;
  };

  const fix = (link) => {
    const href = link.getAttribute('href') ?? '';
    const wanted = link.closest('header') && link.hreflang ? twinOf(link) : null;
    if (wanted && href !== wanted) link.setAttribute('href', wanted);
    else if (!wanted && href.startsWith('/') && !href.startsWith('//'))
      link.setAttribute('href', fileOf(href));
  };
  const fixAll = () => {
    for (const link of document.querySelectorAll('a[href]')) fix(link);
  };

  // Next prefetches the pages that links lead to; a browser fetches nothing from file://, so it is
  // refused here, before the browser would report each refusal as an error
  const fetchOnline = self.fetch;
  self.fetch = (input, init) =>
    new URL(input instanceof Request ? input.url : input, location.href).protocol === 'file:'
      ? Promise.reject(new TypeError('a copy opened from a folder fetches nothing'))
      : fetchOnline(input, init);

  addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.hasAttribute('download')) return;
      fix(link);
      // Next's router must not see it: the browser follows the link itself
      if (link.protocol === 'file:') event.stopPropagation();
    },
    true,
  );
  new MutationObserver(fixAll).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['href'],
  });
})();

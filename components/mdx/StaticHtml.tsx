// Markup typeset at build time, KaTeX's math, put into the page as it is (scripts/mdx/
// rehype-static-html.mjs): one string in the page's React payload instead of a tree of elements to
// send and hydrate. A server component: it costs the browser no JavaScript.
export function StaticHtml({ className, html }: { className: string; html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's own output, made at build time from the lesson's source
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

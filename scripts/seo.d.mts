export declare function readSitemap(xml: string): { loc: string; alternates: Map<string, string> }[];
export declare function seoProblems(
  pages: Map<string, string>,
  files: { robots: string | undefined; sitemap: string | undefined },
  siteUrl?: string,
): string[];
export declare function seoProblemsOf(root: string, pages: Map<string, string>, siteUrl?: string): string[];

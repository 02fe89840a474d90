export declare function readPages(out: string): Map<string, string>;
export declare function pageProblems(pages: Map<string, string>, locales: string[]): string[];

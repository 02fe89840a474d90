export declare function loaderFor(scripts: string[], preloads: string[]): string;
export declare function paintFirst(html: string): string;
export declare function chunksOf(html: string): { scripts: string[]; preloads: string[] };
export declare function loadedAfterPaint(html: string): string[];

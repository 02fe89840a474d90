export declare function loaderFor(scripts: string[], preloads: string[]): string;
export declare function paintFirst(html: string): string;

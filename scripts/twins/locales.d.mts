export declare const DEFAULT_LOCALE: string;
export declare function contentLocales(root: string): string[];

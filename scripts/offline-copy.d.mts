export declare function relativeUrl(up: number, url: string): string;
export declare function rewritePage(html: string, up: number): string;
export declare const isSandbox: (file: string) => boolean;
export declare function inlineSandbox(html: string, read: (name: string) => string): string;

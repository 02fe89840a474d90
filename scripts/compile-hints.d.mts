export declare const COMPILE_HINT: string;
export declare function firstLoadScripts(html: string): string[];
export declare function withCompileHint(js: string): string;

export declare const chromiumPath: string;
export declare const shellPath: string;
export declare const chromiumMissing: string | null;
export declare const browsersMissing: string | null;

export declare const chromiumPath: string;
export declare const chromiumMissing: string | null;

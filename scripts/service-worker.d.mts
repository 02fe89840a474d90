export declare const SW_FILE: string;
export declare function groupOf(file: string): string;

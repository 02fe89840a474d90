export declare function policyFor(html: string): string;
export declare function addPolicies(root: string): number;

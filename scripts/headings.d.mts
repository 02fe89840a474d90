export declare function headingProblemsOf(pages: Map<string, string>): string[];

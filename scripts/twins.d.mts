export declare const DEFAULT_LOCALE: string;
export declare function contentLocales(root: string): string[];
export interface LessonShape {
  figures: string[];
  exercises: string[];
  listings: string[];
}
export declare function lessonShape(source: string): LessonShape;
export declare function shapeProblems(name: string, reference: LessonShape, other: LessonShape): string[];
export declare function lessonProblems(root: string, locales?: string[]): string[];
export declare function readPages(out: string): Map<string, string>;
export declare function pageProblems(pages: Map<string, string>, locales: string[]): string[];
export declare function figureTitles(source: string): string[];

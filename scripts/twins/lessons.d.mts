export interface LessonShape {
  figures: string[];
  exercises: string[];
  listings: string[];
}
export declare function lessonShape(source: string): LessonShape;
export declare function figureTitles(source: string): string[];
export declare function shapeProblems(name: string, reference: LessonShape, other: LessonShape): string[];
export declare function lessonProblems(root: string, locales?: string[]): string[];
export interface FigureElement {
  component: string;
  props: Record<string, unknown>;
}
export declare function figureElements(source: string): FigureElement[];

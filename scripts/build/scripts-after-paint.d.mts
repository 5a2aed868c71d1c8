export declare const LOADER_ID: string;
export declare function loadAfterPaint(sources: string[], waitMs: number): void;
export declare function rewritePage(html: string): string;
export declare function marketingPages(nextDir: string): string[];

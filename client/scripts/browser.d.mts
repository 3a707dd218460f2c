// The types of what browser.mjs shares with the browser tests (playwright.config.ts, e2e/).
export declare const chromiumPath: string;
export declare const headlessShellPath: string;
export declare const chromiumArgs: string[];

// Accessibility scans with axe-core, run inside the page.
//
// @axe-core/playwright's analyze() opens a blank page for every scan to merge the results
// of a page's frames: 1.5 s a scan on a quiet machine, over 3 s on a phone beside another
// worker, which put the page walks near their time limit. The app has no frames, so one
// run of axe-core in the page is the same scan with the same rules.
import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Finding = { id: string; impact: string | null; help: string; targets: string[] };

/** What axe-core finds on the page, or in the elements `within` selects. */
export async function accessibilityFindings(page: Page, within?: string): Promise<Finding[]> {
  // A navigation drops the script; a page that still has it is scanned again as it is.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    type Axe = {
      run(context: unknown, options: unknown): Promise<{
        violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
      }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  }, within);
}

/** One line per finding: the rule, its weight, what it asks and where it failed. */
export function describeFindings(findings: Finding[]): string[] {
  return findings.map((f) => `${f.id} (${f.impact}): ${f.help} at ${f.targets.join(", ")}`);
}

/** Fails when axe-core finds anything serious or critical on the page (or within part of it). */
export async function expectNoSeriousFindings(page: Page, what: string, within?: string) {
  const serious = (await accessibilityFindings(page, within)).filter((f) => f.impact === "serious" || f.impact === "critical");
  expect(describeFindings(serious), `${what} has serious or critical accessibility findings`).toEqual([]);
}

/** Fails when axe-core finds anything at all within part of the page. */
export async function expectNoFindings(page: Page, what: string, within: string) {
  expect(describeFindings(await accessibilityFindings(page, within)), `${what} has accessibility findings`).toEqual([]);
}

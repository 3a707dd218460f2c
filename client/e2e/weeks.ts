// Browser tests publish whole weeks, and two tests on one week replace each other's
// schedules when they run side by side. fridayAhead (helpers.ts) gives each test its
// week from a slot number; weeksOfTheirOwn checks, before a run starts, that no two
// tests share a slot and that every slot is below SLOTS, so the phone project's weeks
// (SLOTS on) and a retry's (2 × SLOTS on) never meet another test's.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** How many slots a project has: the phone project's weeks start this far after the desktop's. */
export const SLOTS = 90;

/** The weeks the tests in dir claim that another test claims too, as sentences. */
export function weekCollisions(dir: string): string[] {
  const owners = new Map<number, string[]>();
  const problems: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".spec.ts"))) {
    for (const { title, body } of testsOf(readFileSync(join(dir, file), "utf8"))) {
      const slots = new Set([...body.matchAll(/fridayAhead\(([^)]*)\)/g)].map((m) => m[1]));
      for (const slot of slots) {
        const n = Number(slot);
        if (!Number.isInteger(n) || n < 1 || n >= SLOTS) {
          problems.push(`${file} "${title}": fridayAhead(${slot}) needs a whole number from 1 to ${SLOTS - 1}.`);
          continue;
        }
        owners.set(n, [...(owners.get(n) ?? []), `${file} "${title}"`]);
      }
    }
  }
  for (const [slot, tests] of [...owners].sort((a, b) => a[0] - b[0])) {
    if (tests.length > 1) problems.push(`fridayAhead(${slot}) is used by ${tests.length} tests: ${tests.join("; ")}.`);
  }
  return problems;
}

/** The tests of a spec file, each with the text from its title to the next test. */
function testsOf(source: string): { title: string; body: string }[] {
  const starts = [...source.matchAll(/^\s*test(?:\.(?:only|fixme|skip))?\(\s*(["'`])(.*?)\1/gm)];
  return starts.map((m, i) => ({
    title: m[2],
    body: source.slice(m.index!, i + 1 < starts.length ? starts[i + 1].index : source.length),
  }));
}

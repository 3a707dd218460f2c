// The Schedule Uploader's one rule of its own: whom a new shift of a day is for. The
// shifts themselves live in the server's draft of the week (the editor's too).
export const DEFAULT_START = "09:00";
export const DEFAULT_END = "17:00";

// Catalogue keys of the reasons no shift can be added.
export const NO_EMPLOYEE_AVAILABLE = "weekEditor.uploader.noneAvailable";
export const NO_EMPLOYEE_ACCOUNTS = "weekEditor.uploader.noAccounts";

export type Person = { id: string; name: string };

/**
 * The person a new 09:00-17:00 shift of a day goes to: the first one not on approved time
 * off that day, preferring someone without a shift that day yet (`onDay`). The catalogue
 * key of an error instead when nobody can be added.
 */
export function pickEmployee(
  employees: readonly Person[],
  onDay: readonly string[],
  unavailable: ReadonlySet<string>,
): { userId: string } | { error: string } {
  if (employees.length === 0) return { error: NO_EMPLOYEE_ACCOUNTS };
  const available = employees.filter((e) => !unavailable.has(e.id));
  if (available.length === 0) return { error: NO_EMPLOYEE_AVAILABLE };
  const taken = new Set(onDay);
  return { userId: (available.find((e) => !taken.has(e.id)) ?? available[0]).id };
}

/**
 * Where the uploader puts a new shift: it has no location column, so a person who works
 * at one location gets a shift there (a workplace with several locations refuses a shift
 * without one). Someone at several locations, or none, gets none: the server says what it
 * needs, and the grid's editor chooses.
 */
export function onlyLocation(workplaces: readonly { userId: string; locationIds: readonly string[] }[], userId: string): string | undefined {
  const ids = workplaces.find((w) => w.userId === userId)?.locationIds ?? [];
  return ids.length === 1 ? ids[0] : undefined;
}

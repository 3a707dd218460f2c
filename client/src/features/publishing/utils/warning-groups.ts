// The warnings of a publish's dry run, grouped by kind for one tick each.
import type { ConflictCode } from "@/gql/graphql";

/** A warning as the dry run lists it. */
export type Warning = { key: string; code: ConflictCode; serious: boolean; message: string };

/** Every warning of one kind, in the order the dry run listed them. */
export type WarningGroup = { code: ConflictCode; serious: boolean; warnings: Warning[] };

/** Groups warnings by kind: serious kinds first, then the others, each tier in the order the kinds first appear. */
export function groupWarnings(warnings: readonly Warning[]): WarningGroup[] {
  const byCode = new Map<ConflictCode, WarningGroup>();
  for (const w of warnings) {
    let group = byCode.get(w.code);
    if (!group) {
      group = { code: w.code, serious: w.serious, warnings: [] };
      byCode.set(w.code, group);
    }
    group.warnings.push(w);
  }
  const groups = [...byCode.values()];
  return [...groups.filter((g) => g.serious), ...groups.filter((g) => !g.serious)];
}

/** Whether every warning's kind is among the accepted kinds. */
export function allAccepted(groups: readonly WarningGroup[], accepted: ReadonlySet<string>): boolean {
  return groups.every((g) => accepted.has(g.code));
}

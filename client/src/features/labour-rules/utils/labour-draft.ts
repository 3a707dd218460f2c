// A rule set's labour rules as a manager edits them (every number kept as typed, so a
// refused save loses nothing), and the input the server takes. Hours and money are shown
// as people write them (11 h, 2.50 an hour) and sent in minutes and cents.
import type { LabourPremiumKind, LabourRulesFieldsFragment, LabourRulesInput, RuleSeverity } from "@/gql/graphql";

type Rule = { severity: RuleSeverity; source: string };
export type BreakDraft = Rule & { afterHours: string; minutes: string; minPart: string; latestStartHours: string; paid: boolean };
export type MinorDraft = Rule & {
  underAge: string;
  maxDailyHours: string;
  maxWeeklyHours: string;
  earliestStart: string;
  latestEnd: string;
  schoolDayHours: string;
  schoolWeekHours: string;
  breaks: BreakDraft[];
};
export type PremiumDraft = {
  kind: LabourPremiumKind;
  name: string;
  percent: string;
  perHour: string;
  from: string;
  to: string;
  shiftTypeId: string;
  positionId: string;
  source: string;
};
export type LabourDraft = {
  breaks: BreakDraft[];
  minors: MinorDraft[];
  dailyRest: Rule & { hours: string };
  weeklyRest: Rule & { hours: string; days: string };
  averageWeek: Rule & { maxHours: string; weeks: string };
  postingDeadline: Rule & { days: string };
  clopening: Rule & { minRestHours: string; closingAfter: string };
  premiums: PremiumDraft[];
};

/** Minutes as hours the way they are typed: 660 as "11", 270 as "4.5". */
const hours = (minutes: number) => String(+(minutes / 60).toFixed(2));
const rule = (r: { severity: RuleSeverity; source: string | null } | null | undefined, fallback: RuleSeverity = "OFF"): Rule => ({
  severity: r?.severity ?? fallback,
  source: r?.source ?? "",
});

/** A rule newly added to a list: what most laws start from, for the manager to change. */
export const newBreak = (): BreakDraft => ({ severity: "WARN", source: "", afterHours: "6", minutes: "30", minPart: "", latestStartHours: "", paid: false });
export const newMinor = (): MinorDraft => ({
  severity: "BLOCK", source: "", underAge: "18", maxDailyHours: "8", maxWeeklyHours: "40", earliestStart: "06:00", latestEnd: "22:00",
  schoolDayHours: "", schoolWeekHours: "", breaks: [],
});
export const newPremium = (): PremiumDraft => ({
  kind: "NIGHT", name: "", percent: "25", perHour: "", from: "23:00", to: "06:00", shiftTypeId: "", positionId: "", source: "",
});

type BreakFields = LabourRulesFieldsFragment["breaks"][number];
const breakDraft = (b: BreakFields): BreakDraft => ({
  ...rule(b),
  afterHours: hours(b.afterMinutes),
  minutes: String(b.minutes),
  minPart: b.minPartMinutes ? String(b.minPartMinutes) : "",
  latestStartHours: b.latestStartMinutes ? hours(b.latestStartMinutes) : "",
  paid: b.paid,
});

/** The draft of stored rules; a rule that is off shows the values it would start from. */
export function draftOf(r: LabourRulesFieldsFragment): LabourDraft {
  return {
    breaks: r.breaks.map(breakDraft),
    minors: r.minors.map((m) => ({
      ...rule(m),
      underAge: String(m.underAge),
      maxDailyHours: m.maxDailyMinutes ? hours(m.maxDailyMinutes) : "",
      maxWeeklyHours: m.maxWeeklyMinutes ? hours(m.maxWeeklyMinutes) : "",
      earliestStart: m.earliestStart ?? "",
      latestEnd: m.latestEnd ?? "",
      schoolDayHours: m.schoolDayMaxMinutes ? hours(m.schoolDayMaxMinutes) : "",
      schoolWeekHours: m.schoolWeekMaxMinutes ? hours(m.schoolWeekMaxMinutes) : "",
      breaks: m.breaks.map(breakDraft),
    })),
    dailyRest: { ...rule(r.dailyRest), hours: hours(r.dailyRest?.minutes ?? 660) },
    weeklyRest: { ...rule(r.weeklyRest), hours: hours(r.weeklyRest?.minutes ?? 1440), days: String(r.weeklyRest?.days ?? 7) },
    averageWeek: { ...rule(r.averageWeek), maxHours: hours(r.averageWeek?.maxMinutes ?? 2880), weeks: String(r.averageWeek?.weeks ?? 17) },
    postingDeadline: { ...rule(r.postingDeadline), days: String(r.postingDeadline?.days ?? 14) },
    clopening: { ...rule(r.clopening), minRestHours: hours(r.clopening?.minRestMinutes ?? 600), closingAfter: r.clopening?.closingAfter ?? "" },
    premiums: r.premiums.map((p) => ({
      kind: p.kind,
      name: p.name,
      percent: p.percent ? String(p.percent) : "",
      perHour: p.centsPerHour ? (p.centsPerHour / 100).toFixed(2) : "",
      from: p.from ?? "",
      to: p.to ?? "",
      shiftTypeId: p.shiftTypeId ?? "",
      positionId: p.positionId ?? "",
      source: p.source ?? "",
    })),
  };
}

/** A number the manager typed was not one: what they typed, and the field it was in. */
export class NotANumber extends Error {
  constructor(
    readonly text: string,
    readonly field: string,
  ) {
    super(`${field}: ${text}`);
  }
}

/** Reads a typed number ("4.5" or "4,5") times scale, rounded; empty is `empty`. */
export function readNumber(text: string, field: string, scale = 1, empty = 0): number {
  const t = text.trim().replace(",", ".");
  if (t === "") return empty;
  if (!/^\d+(\.\d+)?$/.test(t)) throw new NotANumber(text.trim(), field);
  return Math.round(Number(t) * scale);
}

const source = (s: string) => s.trim() || null;
const time = (s: string) => s || null;

const breakInput = (b: BreakDraft) => ({
  severity: b.severity,
  source: source(b.source),
  afterMinutes: readNumber(b.afterHours, "labour.breaks.after", 60),
  minutes: readNumber(b.minutes, "labour.breaks.minutes"),
  minPartMinutes: readNumber(b.minPart, "labour.breaks.minPart"),
  latestStartMinutes: readNumber(b.latestStartHours, "labour.breaks.latestStart", 60),
  paid: b.paid,
});

/**
 * The input the server takes: a single rule set to Off is left out (the schema's "off"),
 * each entry of a list is kept with its own severity. Throws NotANumber naming the first
 * field whose text is not a number; the server judges the rest and says why in a sentence.
 */
export function inputOf(d: LabourDraft): LabourRulesInput {
  const on = <T>(r: Rule, make: () => T): T | null => (r.severity === "OFF" ? null : make());
  return {
    breaks: d.breaks.map(breakInput),
    minors: d.minors.map((m) => ({
      severity: m.severity,
      source: source(m.source),
      underAge: readNumber(m.underAge, "labour.minors.underAge"),
      maxDailyMinutes: readNumber(m.maxDailyHours, "labour.minors.maxDaily", 60),
      maxWeeklyMinutes: readNumber(m.maxWeeklyHours, "labour.minors.maxWeekly", 60),
      earliestStart: time(m.earliestStart),
      latestEnd: time(m.latestEnd),
      schoolDayMaxMinutes: readNumber(m.schoolDayHours, "labour.minors.schoolDay", 60),
      schoolWeekMaxMinutes: readNumber(m.schoolWeekHours, "labour.minors.schoolWeek", 60),
      breaks: m.breaks.map(breakInput),
    })),
    dailyRest: on(d.dailyRest, () => ({ severity: d.dailyRest.severity, source: source(d.dailyRest.source), minutes: readNumber(d.dailyRest.hours, "labour.dailyRest.hours", 60) })),
    weeklyRest: on(d.weeklyRest, () => ({
      severity: d.weeklyRest.severity,
      source: source(d.weeklyRest.source),
      minutes: readNumber(d.weeklyRest.hours, "labour.weeklyRest.hours", 60),
      days: readNumber(d.weeklyRest.days, "labour.weeklyRest.days"),
    })),
    averageWeek: on(d.averageWeek, () => ({
      severity: d.averageWeek.severity,
      source: source(d.averageWeek.source),
      maxMinutes: readNumber(d.averageWeek.maxHours, "labour.averageWeek.maxHours", 60),
      weeks: readNumber(d.averageWeek.weeks, "labour.averageWeek.weeks"),
    })),
    postingDeadline: on(d.postingDeadline, () => ({
      severity: d.postingDeadline.severity,
      source: source(d.postingDeadline.source),
      days: readNumber(d.postingDeadline.days, "labour.postingDeadline.days"),
    })),
    clopening: on(d.clopening, () => ({
      severity: d.clopening.severity,
      source: source(d.clopening.source),
      minRestMinutes: readNumber(d.clopening.minRestHours, "labour.clopening.minRest", 60),
      closingAfter: time(d.clopening.closingAfter),
    })),
    premiums: d.premiums.map(premiumInput),
  };
}

/** A premium's input: only the fields its kind reads (a window for night work, a type or position for theirs). */
function premiumInput(p: PremiumDraft) {
  return {
    kind: p.kind,
    name: p.name.trim(),
    percent: readNumber(p.percent, "labour.premiums.percent"),
    centsPerHour: readNumber(p.perHour, "labour.premiums.perHour", 100),
    from: p.kind === "NIGHT" ? time(p.from) : null,
    to: p.kind === "NIGHT" ? time(p.to) : null,
    shiftTypeId: p.kind === "SHIFT_TYPE" ? p.shiftTypeId || null : null,
    positionId: p.kind === "POSITION" ? p.positionId || null : null,
    source: source(p.source),
  };
}

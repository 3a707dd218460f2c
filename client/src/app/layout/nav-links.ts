// Every signed-in page, once: the sidebar, the phone menu and the tests read the same list.
// Names are catalogue keys (src/locales); English keeps the names SPEC.md lists for the bar
// (Dashboard, Weekly Schedule, ...).

/** everyLocation: a page only a manager of every location may use (SECURITY.md, "Location managers"). */
export type NavItem = { to: string; label: string; everyLocation?: true };
export type NavGroup = { name: string; links: NavItem[] };

/** A manager's pages, grouped by the question they answer. */
export const MANAGER_GROUPS: NavGroup[] = [
  { name: "", links: [{ to: "/dashboard", label: "nav.dashboard" }] },
  {
    name: "nav.group.schedule",
    links: [
      { to: "/schedule", label: "nav.weeklySchedule" },
      { to: "/monthly-schedule", label: "nav.monthlySchedule" },
      { to: "/open-shifts", label: "nav.openShifts" },
      { to: "/time-clock", label: "nav.timeClock" },
      { to: "/time-clock/board", label: "nav.liveBoard" },
    ],
  },
  {
    name: "nav.group.requests",
    links: [
      { to: "/requests", label: "nav.requests" },
      { to: "/pto", label: "nav.timeOff" },
      { to: "/swaps", label: "nav.shiftSwaps" },
    ],
  },
  {
    name: "nav.group.team",
    links: [
      { to: "/manage-staff", label: "nav.manageStaff" },
      { to: "/leave", label: "nav.leave" },
      { to: "/availability", label: "nav.availability" },
      { to: "/workplace/requirements", label: "nav.staffing" },
    ],
  },
  {
    name: "nav.group.reports",
    links: [
      { to: "/hours", label: "nav.hours" },
      { to: "/timesheets", label: "nav.timesheets", everyLocation: true },
      { to: "/audit", label: "nav.auditLog", everyLocation: true },
    ],
  },
  {
    name: "nav.group.settings",
    links: [
      { to: "/workplace", label: "nav.workplace" },
      { to: "/workplace/rules", label: "nav.ruleSets" },
      { to: "/webhooks", label: "nav.webhooks", everyLocation: true },
    ],
  },
];

/** An employee's pages: few enough for one list without headings. */
export const EMPLOYEE_GROUPS: NavGroup[] = [
  {
    name: "",
    links: [
      { to: "/dashboard", label: "nav.dashboard" },
      { to: "/time-clock", label: "nav.timeClock" },
      { to: "/schedule", label: "nav.weeklySchedule" },
      { to: "/monthly-schedule", label: "nav.monthlySchedule" },
      { to: "/pto", label: "nav.timeOff" },
      { to: "/availability", label: "nav.availability" },
      { to: "/swaps", label: "nav.shiftSwaps" },
      { to: "/open-shifts", label: "nav.openShifts" },
      { to: "/hours", label: "nav.hours" },
    ],
  },
];

/** The groups without the pages a manager limited to some locations may not use. */
export function withinReach(groups: readonly NavGroup[], limited: boolean): NavGroup[] {
  if (!limited) return [...groups];
  return groups.map((g) => ({ ...g, links: g.links.filter((l) => !l.everyLocation) })).filter((g) => g.links.length > 0);
}

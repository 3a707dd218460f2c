// Every signed-in page, once: the sidebar, the phone menu and the tests read the same list.
// The names of the links SPEC.md lists for the bar (Dashboard, Weekly Schedule, ...) are kept.

export type NavItem = { to: string; label: string };
export type NavGroup = { name: string; links: NavItem[] };

/** A manager's pages, grouped by the question they answer. */
export const MANAGER_GROUPS: NavGroup[] = [
  { name: "", links: [{ to: "/dashboard", label: "Dashboard" }] },
  {
    name: "Schedule",
    links: [
      { to: "/schedule", label: "Weekly Schedule" },
      { to: "/monthly-schedule", label: "Monthly Schedule" },
      { to: "/open-shifts", label: "Open Shifts" },
      { to: "/time-clock", label: "Time Clock" },
      { to: "/time-clock/board", label: "Live Board" },
    ],
  },
  {
    name: "Requests",
    links: [
      { to: "/requests", label: "Requests" },
      { to: "/pto", label: "Time Off" },
      { to: "/swaps", label: "Shift Swaps" },
    ],
  },
  {
    name: "Team",
    links: [
      { to: "/manage-staff", label: "Manage Staff" },
      { to: "/availability", label: "Availability" },
      { to: "/workplace/requirements", label: "Staffing" },
    ],
  },
  {
    name: "Reports",
    links: [
      { to: "/hours", label: "Hours" },
      { to: "/timesheets", label: "Timesheets" },
      { to: "/audit", label: "Audit Log" },
    ],
  },
  {
    name: "Settings",
    links: [
      { to: "/workplace", label: "Workplace" },
      { to: "/workplace/rules", label: "Rule Sets" },
      { to: "/webhooks", label: "Webhooks" },
    ],
  },
];

/** An employee's pages: few enough for one list without headings. */
export const EMPLOYEE_GROUPS: NavGroup[] = [
  {
    name: "",
    links: [
      { to: "/dashboard", label: "Dashboard" },
      { to: "/time-clock", label: "Time Clock" },
      { to: "/schedule", label: "Weekly Schedule" },
      { to: "/monthly-schedule", label: "Monthly Schedule" },
      { to: "/pto", label: "Time Off" },
      { to: "/availability", label: "Availability" },
      { to: "/swaps", label: "Shift Swaps" },
      { to: "/open-shifts", label: "Open Shifts" },
      { to: "/hours", label: "Hours" },
    ],
  },
];

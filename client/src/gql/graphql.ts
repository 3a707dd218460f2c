/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Narrows the audit trail; every field is optional. */
export type AuditFilter = {
  /** Only this action (swap.approve) or area (swap). */
  action?: string | null | undefined;
  /** Only changes on or after this day (the workplace's time zone). */
  from?: string | null | undefined;
  /** Only changes on or before this day (the workplace's time zone). */
  to?: string | null | undefined;
  /** Only changes made by this person. */
  userId?: string | number | null | undefined;
};

export type AvailabilityDayInput = {
  day: DayKey;
  mode: AvailabilityMode;
  /** Required (1 to 6, not overlapping) for WINDOWS; empty otherwise. */
  windows?: Array<AvailabilityWindowInput> | null | undefined;
};

/** When a person can work on one weekday. */
export type AvailabilityMode =
  /** Available the whole day (also the default for a day never set). */
  | 'ALL_DAY'
  /** Not available that day. */
  | 'UNAVAILABLE'
  /** Available only inside the day's windows. */
  | 'WINDOWS';

export type AvailabilityWindowInput = {
  endTime: string;
  startTime: string;
};

/** Where one person on a location's live board stands. */
export type BoardStatus =
  /** The shift ended without a clock-in: a no-show. */
  | 'ABSENT'
  /** Clocked in and out. */
  | 'DONE'
  /** Not clocked in the workplace's late minutes after the shift started. */
  | 'LATE'
  /** Clocked in, on a break. */
  | 'ON_BREAK'
  /** Clocked in. */
  | 'ON_CLOCK'
  /** The shift has not started, or started less than the late minutes ago. */
  | 'UPCOMING';

/** What a private calendar feed shows. */
export type CalendarFeedScope =
  /** The person's shifts, approved time off, and the workplace's calendar events. */
  | 'OWN'
  /** Managers: everyone's shifts and approved time off, and the calendar events. */
  | 'WORKPLACE';

export type ClaimDecision =
  | 'APPROVE'
  | 'DENY';

/** What a time clock does. */
export type ClockAction =
  | 'BREAK_END'
  | 'BREAK_START'
  | 'CLOCK_IN'
  | 'CLOCK_OUT';

/** A location's on-site rule to set: a position with a radius, or networks, or both (either is enough). */
export type ClockRuleInput = {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** Addresses or CIDR ranges; at most 50. */
  networks?: Array<string> | null | undefined;
  /** 10 to 100,000 metres. */
  radiusMetres?: number | null | undefined;
};

/** The scheduling rules the conflict engine checks. */
export type ConflictCode =
  /** A shift on a day (or of a type) its person would rather not work, or of another type than the one they would like that day. Info. */
  | 'AGAINST_PREFERENCE'
  /** One person on two overlapping shifts (overnight shifts and neighbouring weeks included). Hard. */
  | 'DOUBLE_BOOKED'
  /** A reference period's work already past its average weekly maximum times its weeks. */
  | 'LABOUR_AVERAGE_WEEK'
  /** Worked time without the break its length needs, in parts too short, or with the first break too late. */
  | 'LABOUR_BREAK'
  /** A close then an open with less than the rule's rest between. */
  | 'LABOUR_CLOPENING'
  /** Less than the daily rest between two pieces of work. */
  | 'LABOUR_DAILY_REST'
  /** The week is published after its posting deadline; userId 0. */
  | 'LABOUR_LATE_POSTING'
  /** A minor over their most hours in a day. */
  | 'LABOUR_MINOR_DAY_HOURS'
  /** A minor starting before their earliest start. */
  | 'LABOUR_MINOR_EARLY_START'
  /** A minor working past their latest end. */
  | 'LABOUR_MINOR_LATE_END'
  /** A minor over their most hours on a school day (the school calendar of the work's location). */
  | 'LABOUR_MINOR_SCHOOL_DAY_HOURS'
  /** A minor over their most hours in a week with a school day. */
  | 'LABOUR_MINOR_SCHOOL_WEEK_HOURS'
  /** A minor over their most hours in the week. */
  | 'LABOUR_MINOR_WEEK_HOURS'
  /** No uninterrupted weekly rest of its length in a period of 7 or 14 days. */
  | 'LABOUR_WEEKLY_REST'
  /** More working days in a row than the person's rule set allows. */
  | 'MAX_CONSECUTIVE_DAYS'
  /** More hours in one day than the person's rule set allows. */
  | 'MAX_DAILY_HOURS'
  /** More shifts of one shift type in a planning period than the person's rule set allows. */
  | 'MAX_SHIFTS_OF_TYPE'
  /** More working weekends in a planning period than the person's rule set allows. */
  | 'MAX_WEEKENDS'
  /** Fewer working days in a row, once a run starts, than the person's rule set asks. */
  | 'MIN_CONSECUTIVE_DAYS'
  /** Fewer days off in a row between two runs of work than the person's rule set asks. */
  | 'MIN_DAYS_OFF'
  /** Fewer hours in a planning period than the person's rule set asks. Its rule set says hard or warning (work rules below too). */
  | 'MIN_HOURS'
  /** A person on a shift whose position they are not qualified for. Hard. */
  | 'NOT_QUALIFIED'
  /** A shift on a day of the person's approved time off. Hard (a warning for a shift published before the time off was approved). */
  | 'ON_TIME_OFF'
  /** More people scheduled on a day than a staffing requirement needs; one per day and requirement, userId 0. Warning, keyed like UNDERSTAFFED. */
  | 'OVERSTAFFED'
  /** The week's scheduled labour cost at a location passes its weekly labour budget; one per location, userId 0, locationId set. Warning, keyed by location and cost (accept again when it grows). */
  | 'OVER_BUDGET'
  /** More than the most hours of the person's rule set in a planning period (the workplace default: the weekly limit, a warning). */
  | 'OVER_HOURS'
  /** A shift whose shift type may not follow the type of the person's shift the day before (a night then an early, say). Hard. */
  | 'SHIFT_TYPE_SEQUENCE'
  /** Less than the minimum rest of the person's rule set between two of their shifts (the workplace default: a warning). */
  | 'SHORT_REST'
  /** A shift outside the person's availability. Warning; reserved until availability exists. */
  | 'UNAVAILABLE'
  /** Fewer people scheduled on a day than a staffing requirement needs; one per day and requirement, userId 0. Warning, keyed by requirement, date and number short (accept again when more are missing). */
  | 'UNDERSTAFFED';

/** Whether a conflict blocks publishing. */
export type ConflictSeverity =
  /** Blocks publishing until the shifts change. */
  | 'HARD'
  /** For the manager's eyes only: neither blocks nor needs accepting (a preference a shift goes against). */
  | 'INFO'
  /** A manager may publish anyway by accepting it explicitly. */
  | 'WARNING';

export type CopyIntoDraftInput = {
  /** Copy this published week (its first day); give this or templateId. */
  fromWeek?: string | null | undefined;
  /** Copy this template; give this or fromWeek. */
  templateId?: string | number | null | undefined;
  /** The first day of the week whose draft receives the shifts. */
  weekStarting: string;
};

/** What a new token is called, may do and how long it lasts. */
export type CreateApiTokenInput = {
  /** When it stops working by itself (in the future); null or left out: never. */
  expiresAt?: string | null | undefined;
  /** 1 to 100 characters. */
  name: string;
  /** At least one scope name from apiScopes. */
  scopes: Array<string>;
};

export type CreateEventInput = {
  date: string;
  /** 1 to 200 characters after trimming. */
  title: string;
  type: EventType;
};

/** The days of a week, which runs Friday to Thursday unless the workplace chose another first day (WorkplaceSettings.weekStartsOn). */
export type DayKey =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

export type DraftShiftInput = {
  dayKey: DayKey;
  /** Earlier than startTime when the shift ends the next morning. */
  endTime?: string | null | undefined;
  /** The shift's location; omit for none, or to take the shift type's. */
  locationId?: string | number | null | undefined;
  /** The shift's position (the person must be qualified); omit for none, or to take the shift type's. */
  positionId?: string | number | null | undefined;
  /** Make the shift from this shift type: it takes the type's position and location unless given, and its times when startTime and endTime are both empty. */
  shiftTypeId?: string | number | null | undefined;
  /** Omit (with endTime) only to take the shift type's times. */
  startTime?: string | null | undefined;
  userId: string | number;
  /** The first day of the week whose draft to change. */
  weekStarting: string;
};

/** How a shift of a draft differs from the published week. */
export type DraftShiftStatus =
  /** Added in the draft; not published yet. */
  | 'ADDED'
  /** Published, with a pending change. */
  | 'CHANGED'
  /** As published, no pending change. */
  | 'PUBLISHED'
  /** Published, removed in the draft. */
  | 'REMOVED';

/** Kinds of calendar event. */
export type EventType =
  | 'MANDATORY'
  | 'MEETING'
  /** No time off may be requested on this date. */
  | 'PTO_RESTRICTED';

export type FillInput = {
  /** Weigh unfairness: weekends, nights and hours spread unevenly across people qualified alike, relative to their contracts (default true). */
  fairness?: boolean | null | undefined;
  /** Only this location's shift types, people and requirements; null: every location. */
  locationId?: string | number | null | undefined;
  mode: FillMode;
  /** Only shift types of these positions; empty or null: all. */
  positionIds?: Array<string | number> | null | undefined;
  /** The first day: the editor's weeks start on the workplace's first day, but any day will do (weekends count from it). */
  rangeStart: string;
  /** The same seed and input give the same search (default 1). */
  seed?: number | null | undefined;
  /** How long the scheduler may search, 1 to 3600 seconds (default 60). */
  timeLimitSeconds?: number | null | undefined;
  /** 1 to 12. */
  weeks: number;
};

/** How a fill treats the shifts already in its range. */
export type FillMode =
  /** Keep every shift already there; add people where requirements are short. */
  | 'FILL'
  /** Plan the range afresh, keeping only pinned shifts: the others of the planned shift types may be moved or removed. */
  | 'REBUILD'
  /** Make the fewest changes to the drafts that restore the rules (each person-day changed costs), then improve; pinned shifts are never moved. */
  | 'REPAIR';

/** Where a fill is in its life. QUEUED, RUNNING and STOPPING are under way (one at a time per workplace); DONE and STOPPED have a proposal to apply; APPLIED went into the drafts. */
export type FillStatus =
  | 'APPLIED'
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING'
  | 'STOPPED'
  | 'STOPPING';

/** A position a device sent, from its geolocation. */
export type GeoPointInput = {
  /** How sure the device is, in metres. */
  accuracyMetres?: number | null | undefined;
  latitude: number;
  longitude: number;
};

/** How a location is staffed on its public holidays. */
export type HolidayStaffingRule =
  /** Closed: nobody is needed. */
  | 'CLOSED'
  /** With the staffing requirements of another day of the week (likeDay). */
  | 'LIKE_DAY'
  /** As on any other day of the weekday. */
  | 'USUAL';

export type LabourAverageWeekInput = {
  maxMinutes: number;
  severity: RuleSeverity;
  source?: string | null | undefined;
  weeks: number;
};

export type LabourBreakInput = {
  afterMinutes: number;
  /** Unpaid breaks only. */
  autoDeduct?: boolean | null | undefined;
  latestStartMinutes?: number | null | undefined;
  minPartMinutes?: number | null | undefined;
  minutes: number;
  paid: boolean;
  severity: RuleSeverity;
  source?: string | null | undefined;
};

/** What a late change did to a person's published work. */
export type LabourChangeKind =
  /** A shift given to the person. */
  | 'ADDED'
  /** The change made the shift open a clopening. */
  | 'CLOPENING'
  /** Its day or times changed, and it is not shorter. */
  | 'MOVED'
  /** Taken away: removed, or given to someone else (a cut). */
  | 'REMOVED'
  /** Its times changed and it is shorter (a cut). */
  | 'SHORTENED';

export type LabourClopeningInput = {
  closingAfter?: string | null | undefined;
  minRestMinutes: number;
  severity: RuleSeverity;
  source?: string | null | undefined;
};

/** The person's answer to a late change. */
export type LabourConsentStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'PENDING';

export type LabourMinorRuleInput = {
  breaks?: Array<LabourBreakInput> | null | undefined;
  earliestStart?: string | null | undefined;
  latestEnd?: string | null | undefined;
  maxDailyMinutes?: number | null | undefined;
  maxWeeklyMinutes?: number | null | undefined;
  schoolDayMaxMinutes?: number | null | undefined;
  schoolWeekMaxMinutes?: number | null | undefined;
  severity: RuleSeverity;
  source?: string | null | undefined;
  underAge: number;
};

export type LabourPostingDeadlineInput = {
  days: number;
  /** WARN or OFF: a late publish is a warning. */
  severity: RuleSeverity;
  source?: string | null | undefined;
};

export type LabourPredictabilityInput = {
  changeCents?: number | null | undefined;
  changePayMinutes?: number | null | undefined;
  clopeningCents?: number | null | undefined;
  clopeningConsent?: boolean | null | undefined;
  cutCents?: number | null | undefined;
  cutPercent?: number | null | undefined;
  name?: string | null | undefined;
  noticeDays: number;
  /** WARN or OFF: a late change is asked, never refused. */
  severity: RuleSeverity;
  source?: string | null | undefined;
};

export type LabourPremiumInput = {
  centsPerHour?: number | null | undefined;
  from?: string | null | undefined;
  /** MISSED_BREAK only: hours of pay per missed break, 1 to 8. */
  hours?: number | null | undefined;
  kind: LabourPremiumKind;
  name: string;
  percent?: number | null | undefined;
  positionId?: string | number | null | undefined;
  shiftTypeId?: string | number | null | undefined;
  source?: string | null | undefined;
  to?: string | null | undefined;
};

/** What work a premium pays for. */
export type LabourPremiumKind =
  /** Every minute of the opening shift of a clopening. */
  | 'CLOPENING'
  /** The minutes on a public holiday of the work's location. */
  | 'HOLIDAY'
  /** hours of pay for each piece of worked time whose required break was missed, short or late (as California's meal period premium); priced on timesheets and in payroll, not in a dry run. */
  | 'MISSED_BREAK'
  /** The minutes inside the window from-to (past midnight when to is not after from). */
  | 'NIGHT'
  /** Every minute of a shift of positionId. */
  | 'POSITION'
  /** Every minute of a shift of shiftTypeId. */
  | 'SHIFT_TYPE'
  /** The minutes on a Sunday. */
  | 'SUNDAY';

export type LabourRestInput = {
  minutes: number;
  severity: RuleSeverity;
  source?: string | null | undefined;
};

/** A rule set's labour rules as a manager enters them; a rule left out is off. */
export type LabourRulesInput = {
  averageWeek?: LabourAverageWeekInput | null | undefined;
  breaks?: Array<LabourBreakInput> | null | undefined;
  clopening?: LabourClopeningInput | null | undefined;
  dailyRest?: LabourRestInput | null | undefined;
  minors?: Array<LabourMinorRuleInput> | null | undefined;
  postingDeadline?: LabourPostingDeadlineInput | null | undefined;
  predictability?: LabourPredictabilityInput | null | undefined;
  premiums?: Array<LabourPremiumInput> | null | undefined;
  weeklyRest?: LabourWeeklyRestInput | null | undefined;
};

export type LabourWeeklyRestInput = {
  days: number;
  minutes: number;
  severity: RuleSeverity;
  source?: string | null | undefined;
};

/** What an approved request deducts: the person's contracted hours of its working days, or their published shifts' hours on its days. */
export type LeaveDeductBy =
  | 'CONTRACT'
  | 'SHIFTS';

/** Why a balance changed. */
export type LeaveEntryKind =
  | 'ACCRUAL'
  | 'ADJUSTMENT'
  | 'ALLOWANCE'
  /** Overtime of an approved timesheet banked as time off in lieu (periodStart: its pay period); negative when the timesheet was reopened. */
  | 'BANKED'
  | 'CARRY_OVER'
  | 'EXPIRY'
  | 'RESTORED'
  | 'TAKEN';

/** The leave types a workplace starts with, and OTHER for the ones managers add. */
export type LeaveKind =
  | 'ANNUAL'
  | 'OTHER'
  | 'SICK'
  | 'UNPAID';

/** How a policy grants leave: a yearly allowance, or accrual per hour worked on approved timesheets, per pay period or per calendar month; or OVERTIME, time off in lieu: approved overtime is banked (amount hours per overtime hour, in a type counted in hours) instead of paid. */
export type LeaveMethod =
  | 'ALLOWANCE'
  | 'HOURS_WORKED'
  | 'MONTHLY'
  | 'OVERTIME'
  | 'PAY_PERIOD';

export type LeavePolicyInput = {
  amount: number;
  archived?: boolean | null | undefined;
  cap?: number | null | undefined;
  carryExpiresDay?: number | null | undefined;
  carryExpiresMonth?: number | null | undefined;
  carryOverMax?: number | null | undefined;
  /** Omit to add a policy. */
  id?: string | number | null | undefined;
  /** The type of a new policy (a policy keeps its type). */
  leaveTypeId: string | number;
  method: LeaveMethod;
  name: string;
  negativeLimit?: number | null | undefined;
  waitingDays?: number | null | undefined;
  yearStartDay?: number | null | undefined;
  yearStartMonth?: number | null | undefined;
};

export type LeavePreviewInput = {
  date: string;
  endDate?: string | null | undefined;
  endTime?: string | null | undefined;
  /** Null: annual leave. */
  leaveTypeId?: string | number | null | undefined;
  startTime?: string | null | undefined;
  /** Whose balance; a manager may ask for the people they manage. */
  userId: string | number;
};

/** What a person's contract says for leave. */
export type LeaveProfileInput = {
  /** The employment's last day; null: open. */
  endsOn?: string | null | undefined;
  /** The location whose public holidays the person has; null: their first location's. */
  holidayLocationId?: string | number | null | undefined;
  /** Contracted hours a week; null: the workplace's full-time week. */
  hoursPerWeek?: number | null | undefined;
  /** The employment's first day; null: since before the policy. */
  startsOn?: string | null | undefined;
  userId: string | number;
  /** ISO weekdays worked: 1 Monday to 7 Sunday. */
  workDays: Array<number>;
};

export type LeaveTypeInput = {
  archived?: boolean | null | undefined;
  colour: string;
  /** Omit to add a type. */
  id?: string | number | null | undefined;
  name: string;
  needsApproval: boolean;
  needsBalance: boolean;
  paid: boolean;
  staffMayRequest: boolean;
  unit: LeaveUnit;
};

/** What a leave type is counted in. */
export type LeaveUnit =
  | 'DAYS'
  | 'HOURS';

export type LocationInput = {
  /** Omit or leave empty for none. */
  address?: string | null | undefined;
  /** The location to change; omit to add one. */
  id?: string | number | null | undefined;
  name: string;
};

export type NeededPerDayInput = {
  friday?: number | null | undefined;
  monday?: number | null | undefined;
  saturday?: number | null | undefined;
  sunday?: number | null | undefined;
  thursday?: number | null | undefined;
  tuesday?: number | null | undefined;
  wednesday?: number | null | undefined;
};

/** How one kind of notification reaches a person. */
export type NotificationDelivery =
  /** In the app, and in one e-mail a day at the person's digest time (see digestSettings). */
  | 'DIGEST'
  /** In the app and by e-mail at once. */
  | 'EMAIL'
  /** In the app only. */
  | 'IN_APP'
  /** In the app, and pushed to each device the person turned notifications on for (see pushDevices). */
  | 'PUSH';

/** What a notification is about, for choosing how it is delivered. */
export type NotificationKind =
  /** Account messages, e.g. a person was removed. */
  | 'ACCOUNT'
  /** Managers: someone at your location is late or did not come. */
  | 'ATTENDANCE'
  /** Open shifts you could take. */
  | 'OPEN_SHIFT'
  /** A schedule with your shifts was published or changed. */
  | 'SCHEDULE'
  /** A swap you are part of was answered or withdrawn. */
  | 'SWAP_DECISION'
  /** Someone asks you for a swap, or (managers) a swap awaits approval. */
  | 'SWAP_REQUEST'
  /** Your time off was approved or denied. */
  | 'TIME_OFF_DECISION'
  /** Managers: someone asked for time off. */
  | 'TIME_OFF_REQUEST';

export type OpenShiftInput = {
  /** Today or later; the shift joins the week containing it, published or a draft. */
  date: string;
  /** The only people who may claim it; omit or leave empty for anyone. */
  eligibleUserIds?: Array<string | number> | null | undefined;
  /** Earlier than startTime when the shift ends the next morning. */
  endTime: string;
  /** Its location; omit for none. */
  locationId?: string | number | null | undefined;
  /** Its position: only people qualified for it may claim it. Omit for none. */
  positionId?: string | number | null | undefined;
  /** The shift type it is made from; omit for none. */
  shiftTypeId?: string | number | null | undefined;
  startTime: string;
};

export type OpenShiftStatus =
  /** Withdrawn by the system: the offered shift was republished away or moved by a swap, or its person was deleted. */
  | 'CANCELLED'
  /** Given to a claimant. */
  | 'FILLED'
  /** Takes claims. */
  | 'OPEN'
  /** Taken back by a manager or the person offering it. */
  | 'WITHDRAWN';

/** How often people are paid. */
export type PayPeriodKind =
  /** Every two weeks. */
  | 'BIWEEKLY'
  /** From the start date's day of the month (1 to 28) to the day before it next month. */
  | 'MONTHLY'
  /** Twice a month: from the start date's day of the month (1 to 13), and 15 days later. */
  | 'SEMIMONTHLY'
  | 'WEEKLY';

export type PersonWorkplaceInput = {
  /** Their hourly rate in cents; omit for none. From a manager who may not see rates (hourlyRateCents is null for them) a rate is refused, and the person's rates are kept as they are. */
  hourlyRateCents?: number | null | undefined;
  /** Every location the person works at (replaces the list). */
  locationIds: Array<string | number>;
  /** Every position the person is qualified for (replaces the list). */
  positions: Array<QualificationInput>;
  userId: string | number;
};

/** How a rule set's planning period runs. */
export type PlanningPeriodKind =
  /** Calendar months. */
  | 'MONTH'
  /** periodWeeks weeks at a time from periodStart (and before it). */
  | 'WEEKS';

export type PositionInput = {
  /** #rrggbb, for example #1f77b4. */
  colour: string;
  /** The position to change; omit to add one. */
  id?: string | number | null | undefined;
  name: string;
};

export type PreferenceInput = {
  /** Give exactly one of date and day. */
  date?: string | null | undefined;
  day?: DayKey | null | undefined;
  shiftTypeId?: string | number | null | undefined;
  /** MEDIUM when omitted. */
  strength?: PreferenceStrength | null | undefined;
  /** Whose preference: omitted for your own; a manager may give anyone's (a location manager: of people at their locations). */
  userId?: string | number | null | undefined;
  wants: boolean;
};

/** How much a preference matters; where preferences are weighed against each other, low, medium and high weigh 1, 2 and 3. */
export type PreferenceStrength =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type QualificationInput = {
  /** The person's hourly rate in this position, in cents, when it differs from their own. */
  hourlyRateCents?: number | null | undefined;
  positionId: string | number;
  /** Mark at most one; when none is marked, the first is primary. */
  primary?: boolean | null | undefined;
};

export type RegisterInput = {
  email: string;
  /** Required when role is MANAGER: the workplace's manager secret code. */
  managerCode?: string | null | undefined;
  name: string;
  /** 6 to 72 bytes. */
  password: string;
  role: Role;
};

/** What the browser's PushSubscription gives (`subscription.toJSON()`), and a name for the device. */
export type RegisterPushDeviceInput = {
  /** The `keys.auth` of the subscription (base64url). */
  auth: string;
  endpoint: string;
  name: string;
  /** The `keys.p256dh` of the subscription (base64url). */
  p256dh: string;
};

/** A person's role in the workplace. */
export type Role =
  | 'EMPLOYEE'
  | 'MANAGER';

/** Which way clock times are rounded. */
export type RoundingMode =
  /** Clock-ins to the earlier mark, clock-outs to the later one. */
  | 'EMPLOYEE_FAVOUR'
  /** To the nearest mark (half up). */
  | 'NEAREST';

/** A rule set as a manager enters it; omit id to add one. A rule left out is off. */
export type RuleSetInput = {
  id?: string | number | null | undefined;
  maxConsecutiveDays?: WorkRuleInput | null | undefined;
  maxDailyHours?: WorkRuleInput | null | undefined;
  maxHours?: WorkRuleInput | null | undefined;
  maxWeekends?: WorkRuleInput | null | undefined;
  minConsecutiveDays?: WorkRuleInput | null | undefined;
  minDaysOff?: WorkRuleInput | null | undefined;
  minHours?: WorkRuleInput | null | undefined;
  minRest?: WorkRuleInput | null | undefined;
  name: string;
  periodKind: PlanningPeriodKind;
  /** Default 2021-01-01, a Friday (the workplace's weeks run Friday to Thursday by default; a new first day of the week moves one-week periods to it). */
  periodStart?: string | null | undefined;
  /** 1 to 12; default 1. */
  periodWeeks?: number | null | undefined;
  shiftTypeLimits?: Array<ShiftTypeLimitInput> | null | undefined;
};

/** What breaking a work rule does: BLOCK is a hard conflict (it cannot be published or taken), WARN a warning a manager may accept, OFF nothing. */
export type RuleSeverity =
  | 'BLOCK'
  | 'OFF'
  | 'WARN';

/** The first manager of a new install: see setUpWorkplace. */
export type SetUpWorkplaceInput = {
  email: string;
  /** The owner's language and the workplace's default one (en, es, de, fr or ar); none keeps the browser's. */
  language?: string | null | undefined;
  name: string;
  /** 6 to 72 bytes. */
  password: string;
};

/** What becomes of a shift inside approved time off, or of a deleted person's shift. */
export type ShiftAction =
  /** Leave it where it is. */
  | 'KEEP'
  /** Post it as an open shift (same day, times, position and location) and take the person off it. */
  | 'OPEN'
  /** Take the person off it: a published shift leaves the published week at once (the person is told), a draft one leaves the draft. */
  | 'UNASSIGN';

/** What to do with one clashing shift. */
export type ShiftChoice = {
  action: ShiftAction;
  /** The shift's id, as timeOffClashes lists it. */
  shiftId: string | number;
};

export type ShiftClaimStatus =
  /** The claimant got the shift. */
  | 'APPROVED'
  /** Withdrawn by the system, with a reason. */
  | 'CANCELLED'
  /** Denied by a manager, or the shift was given to another claimant. */
  | 'DECLINED'
  /** Waiting for a manager. */
  | 'PENDING'
  /** Taken back by the claimant. */
  | 'WITHDRAWN';

export type ShiftTypeInput = {
  /** Earlier than startTime when the shift ends the next morning. */
  endTime: string;
  /** The shift type to change; omit to add one. */
  id?: string | number | null | undefined;
  locationId?: string | number | null | undefined;
  name: string;
  /** Shift types (in use) that may not follow this one on the next day; replaces the list. */
  notFollowedByIds?: Array<string | number> | null | undefined;
  positionId?: string | number | null | undefined;
  startTime: string;
};

export type ShiftTypeLimitInput = {
  max: number;
  severity: RuleSeverity;
  shiftTypeId: string | number;
};

export type StaffingOverrideInput = {
  date: string;
  needed: number;
  note?: string | null | undefined;
};

export type StaffingRequirementInput = {
  endTime?: string | null | undefined;
  /** Default 1. */
  extraWeight?: number | null | undefined;
  /** The requirement to change; omit to add one. */
  id?: string | number | null | undefined;
  locationId: string | number;
  /** Default 100. */
  missingWeight?: number | null | undefined;
  /** A day left out needs nobody. */
  needed: NeededPerDayInput;
  /** Replaces the overrides from today on (earlier ones are kept). */
  overrides?: Array<StaffingOverrideInput> | null | undefined;
  positionId?: string | number | null | undefined;
  /** Give either a shift type, or a position with startTime and endTime. */
  shiftTypeId?: string | number | null | undefined;
  startTime?: string | null | undefined;
};

export type SwapAnswer =
  | 'ACCEPT'
  | 'DENY';

export type SwapDecision =
  | 'APPROVE'
  | 'DENY';

export type SwapStatus =
  | 'APPROVED'
  /** Withdrawn by the system because a shift changed or was removed, or a person was deleted. */
  | 'CANCELLED'
  | 'DENIED_BY_MANAGER'
  | 'DENIED_BY_TARGET'
  /** The target accepted; waiting for a manager. */
  | 'PENDING_MANAGER'
  /** Created; waiting for the target colleague. */
  | 'PENDING_TARGET';

export type TimeClockSettingsInput = {
  clockInEarlyMinutes: number;
  forgottenClockOutHours: number;
  /** Null keeps the current value. */
  lateAfterMinutes?: number | null | undefined;
};

export type TimeCorrectionInput = {
  breakMinutes: number;
  clockInAt: string;
  clockOutAt: string;
  /** Why: kept in the audit trail. Up to 500 characters. */
  reason: string;
};

export type TimeOffDecision =
  | 'APPROVE'
  | 'DENY';

export type TimeOffInput = {
  /** The first day: today or later. */
  date: string;
  /** The last day, inclusive (at most 60 days in all); the first day when omitted. */
  endDate?: string | null | undefined;
  /** For part of one day: the end time, after startTime. */
  endTime?: string | null | undefined;
  /** The leave type asked for; annual leave when omitted. A request over the requester's balance is refused with CONFLICT and the numbers in extensions. */
  leaveTypeId?: string | number | null | undefined;
  /** Up to 500 characters. */
  reason?: string | null | undefined;
  /** For part of one day: the start time; give endTime too. */
  startTime?: string | null | undefined;
};

export type TimeOffStatus =
  | 'APPROVED'
  /** Approved, then cancelled by a manager. */
  | 'CANCELLED'
  | 'DENIED'
  | 'PENDING'
  /** Taken back by the employee (pending, or approved and not started). */
  | 'WITHDRAWN';

/** Something on a timesheet a manager should look at. */
export type TimesheetFlag =
  /** A published shift of the day ended without a clock-in: a no-show (on the day, not on an entry). */
  | 'ABSENT'
  /** No break was clocked; the rule's unpaid break was deducted (see deductedBreakMinutes). */
  | 'BREAK_DEDUCTED'
  /** Never clocked out: the server closed the record at the shift's end. */
  | 'FORGOTTEN_CLOCK_OUT'
  /** Clocked in more than the workplace's late minutes after the shift started (see lateMinutes). */
  | 'LATE'
  /** The first break started later into the work than the rule allows. */
  | 'LATE_BREAK'
  /** Clocked out with a reason, far from the shift's end (see clockOutReason). */
  | 'LEFT_EARLY'
  /** A minor clocked in before the earliest start of their age. */
  | 'MINOR_EARLY_START'
  /** A minor worked past the latest end of their age. */
  | 'MINOR_LATE_END'
  /** Worked past a required break's length without clocking any break (see the entry's labour notes). */
  | 'MISSED_BREAK'
  /** Clocked in without a shift. */
  | 'NO_SHIFT'
  /** Clocked in or out away from the location. */
  | 'OFF_SITE'
  /** Still on the clock: counted up to now. */
  | 'OPEN'
  /** Clocked less break than the rule needs, or in parts too short. */
  | 'SHORT_BREAK';

export type TimesheetSettingsInput = {
  /** 60 to 1440, or null for none. */
  dailyOvertimeMinutes?: number | null | undefined;
  overtimePayPercent: number;
  paidBreaks: boolean;
  payPeriod: PayPeriodKind;
  payPeriodStart: string;
  rounding: RoundingMode;
  /** 0, 5, 6 or 15. */
  roundingMinutes: number;
  /** 60 to 10080, or null for none. */
  weeklyOvertimeMinutes?: number | null | undefined;
};

export type UpdateDraftShiftInput = {
  dayKey: DayKey;
  endTime?: string | null | undefined;
  id: string | number;
  /** The shift's location; omit for none, or to take the shift type's. */
  locationId?: string | number | null | undefined;
  /** The shift's position (the person must be qualified); omit for none, or to take the shift type's. */
  positionId?: string | number | null | undefined;
  /** Make the shift from this shift type: it takes the type's position and location unless given, and its times when startTime and endTime are both empty. */
  shiftTypeId?: string | number | null | undefined;
  /** Omit (with endTime) only to take the shift type's times. */
  startTime?: string | null | undefined;
  userId: string | number;
  /** The version the edit was made against; a stale one is refused with CONFLICT. */
  version: number;
  weekStarting: string;
};

/** An event's new date, title and type, under the rules of adding one. */
export type UpdateEventInput = {
  date: string;
  /** 1 to 200 characters after trimming. */
  title: string;
  type: EventType;
};

/** What a webhook can be told about. */
export type WebhookEventKind =
  /** Rows were written to a person's leave ledger: leave taken or restored, an adjustment, overtime banked or taken back, or a policy's grants settled; data.entries (userId, leaveTypeId, kind, effectiveOn, amount in the type's unit, and periodStart, timeOffId, reason where set). */
  | 'LEAVE_BALANCE_CHANGED'
  /** A claim of an open shift or offered shift was approved (the shift moved) or denied, by a manager or by the first-claim rule; data.claim and data.openShift. */
  | 'OPEN_SHIFT_CLAIM_DECIDED'
  /** A week was published or republished (a draft too); data.schedule has its shifts. */
  | 'SCHEDULE_PUBLISHED'
  /** A manager approved or denied a swap; data.swap. */
  | 'SWAP_DECIDED'
  /** A manager approved a person's timesheet for a pay period; data.timesheet (userId, periodStart, periodEnd, totals in minutes, grossPayCents). */
  | 'TIMESHEET_APPROVED'
  /** A manager approved, denied or cancelled time off; data.timeOff. */
  | 'TIME_OFF_DECIDED'
  /** Someone clocked in (on their device or at a kiosk); data.timeRecord. */
  | 'TIME_RECORD_CLOCK_IN'
  /** Someone clocked out, or the server closed a forgotten clock-out at the shift's end (data.timeRecord.forgottenClockOut); data.timeRecord. */
  | 'TIME_RECORD_CLOCK_OUT'
  /** A manager deleted a person; data.user and data.removedShifts. */
  | 'USER_DELETED'
  /** A location, position or shift type was added, changed, archived or deleted, or a person's positions, locations or rates set; data.object, data.id, data.change and data.after. */
  | 'WORKPLACE_CHANGED';

/** A new webhook endpoint. */
export type WebhookInput = {
  kinds: Array<WebhookEventKind>;
  /** https:// address; it may not resolve to a loopback, private or link-local address. */
  url: string;
};

export type WorkRuleInput = {
  severity: RuleSeverity;
  value: number;
};

export type WorkplaceProfileInput = {
  /** An ISO 4217 code, e.g. EUR. */
  currency: string;
  /** At most 100 characters; empty for none. */
  name: string;
  /** An IANA time zone, e.g. Europe/Berlin; empty goes back to the server's default; left out, it stays as it is. */
  timeZone?: string | null | undefined;
  /** Left out, it stays. It can change only while no week has a schedule, a draft or an open shift (CONFLICT otherwise). */
  weekStartsOn?: DayKey | null | undefined;
};

export type WorkplaceSettingsInput = {
  /** The default digest time; left out, it stays as it is. */
  digestTime?: string | null | undefined;
  /** 0 to 2880. */
  minRestMinutes: number;
  /** Whether a posted open shift goes to its first claimant without approval; unchanged when omitted. */
  openShiftsFirstClaim?: boolean | null | undefined;
  /** 60 to 10080. */
  weeklyLimitMinutes: number;
};

export type MyAcknowledgementQueryVariables = Exact<{
  date: string;
}>;


export type MyAcknowledgementQuery = { myAcknowledgement: { __typename: 'Acknowledgement', userId: string, acknowledgedAt: string | null } | null };

export type AcknowledgeWeekMutationVariables = Exact<{
  date: string;
}>;


export type AcknowledgeWeekMutation = { acknowledgeWeek: { __typename: 'Acknowledgement', userId: string, acknowledgedAt: string | null } };

export type WeekAcknowledgementsQueryVariables = Exact<{
  week: string;
}>;


export type WeekAcknowledgementsQuery = { weekAcknowledgements: Array<{ __typename: 'Acknowledgement', userId: string, userName: string, acknowledgedAt: string | null }> };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { __typename: 'AuditPage', endCursor: string | null, hasMore: boolean, entries: Array<{ __typename: 'AuditEntry', id: string, at: string, action: string, summary: string, before: string | null, after: string | null }> } };

export type AuditPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditPeopleQuery = { staff: Array<{ __typename: 'User', id: string, name: string }> };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { __typename: 'AuthPayload', token: string } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { __typename: 'User', id: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: string };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: { __typename: 'AuthPayload', token: string } };

export type SetupNeededQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupNeededQuery = { setupNeeded: boolean };

export type SetUpWorkplaceMutationVariables = Exact<{
  input: SetUpWorkplaceInput;
}>;


export type SetUpWorkplaceMutation = { setUpWorkplace: { __typename: 'AuthPayload', token: string } };

export type FillJobFieldsFragment = { __typename: 'FillJob', id: string, mode: FillMode, status: FillStatus, rangeStart: string, weeks: number, locationId: string | null, timeLimitSeconds: number, error: string | null, progress: { __typename: 'FillProgress', penalty: number | null, feasible: boolean, elapsedMs: number, short: number | null, shortRequirements: number | null }, proposal: { __typename: 'FillProposal', penalty: number, feasible: boolean, notes: Array<string>, checked: boolean, byRule: Array<{ __typename: 'FillPenalty', rule: string, penalty: number }>, changes: Array<{ __typename: 'FillChange', op: string, userId: string, date: string, shiftTypeId: string | null, fromShiftTypeId: string | null, location: string | null, startTime: string | null, endTime: string | null }>, short: Array<{ __typename: 'FillShortage', date: string, shiftTypeId: string, missing: number, why: string, location: string | null }>, conflicts: Array<{ __typename: 'FillConflict', code: ConflictCode, severity: ConflictSeverity, userId: string | null, date: string | null, message: string }> } | null };

export type FillJobQueryVariables = Exact<{
  id: string | number;
}>;


export type FillJobQuery = { fillJob: { __typename: 'FillJob', id: string, mode: FillMode, status: FillStatus, rangeStart: string, weeks: number, locationId: string | null, timeLimitSeconds: number, error: string | null, progress: { __typename: 'FillProgress', penalty: number | null, feasible: boolean, elapsedMs: number, short: number | null, shortRequirements: number | null }, proposal: { __typename: 'FillProposal', penalty: number, feasible: boolean, notes: Array<string>, checked: boolean, byRule: Array<{ __typename: 'FillPenalty', rule: string, penalty: number }>, changes: Array<{ __typename: 'FillChange', op: string, userId: string, date: string, shiftTypeId: string | null, fromShiftTypeId: string | null, location: string | null, startTime: string | null, endTime: string | null }>, short: Array<{ __typename: 'FillShortage', date: string, shiftTypeId: string, missing: number, why: string, location: string | null }>, conflicts: Array<{ __typename: 'FillConflict', code: ConflictCode, severity: ConflictSeverity, userId: string | null, date: string | null, message: string }> } | null } };

export type FillNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type FillNamesQuery = { staff: Array<{ __typename: 'User', id: string, name: string }>, shiftTypes: Array<{ __typename: 'ShiftType', id: string, name: string }> };

export type StartFillMutationVariables = Exact<{
  input: FillInput;
}>;


export type StartFillMutation = { startFill: { __typename: 'FillJob', id: string, mode: FillMode, status: FillStatus, rangeStart: string, weeks: number, locationId: string | null, timeLimitSeconds: number, error: string | null, progress: { __typename: 'FillProgress', penalty: number | null, feasible: boolean, elapsedMs: number, short: number | null, shortRequirements: number | null }, proposal: { __typename: 'FillProposal', penalty: number, feasible: boolean, notes: Array<string>, checked: boolean, byRule: Array<{ __typename: 'FillPenalty', rule: string, penalty: number }>, changes: Array<{ __typename: 'FillChange', op: string, userId: string, date: string, shiftTypeId: string | null, fromShiftTypeId: string | null, location: string | null, startTime: string | null, endTime: string | null }>, short: Array<{ __typename: 'FillShortage', date: string, shiftTypeId: string, missing: number, why: string, location: string | null }>, conflicts: Array<{ __typename: 'FillConflict', code: ConflictCode, severity: ConflictSeverity, userId: string | null, date: string | null, message: string }> } | null } };

export type StopFillMutationVariables = Exact<{
  id: string | number;
}>;


export type StopFillMutation = { stopFill: { __typename: 'FillJob', id: string, mode: FillMode, status: FillStatus, rangeStart: string, weeks: number, locationId: string | null, timeLimitSeconds: number, error: string | null, progress: { __typename: 'FillProgress', penalty: number | null, feasible: boolean, elapsedMs: number, short: number | null, shortRequirements: number | null }, proposal: { __typename: 'FillProposal', penalty: number, feasible: boolean, notes: Array<string>, checked: boolean, byRule: Array<{ __typename: 'FillPenalty', rule: string, penalty: number }>, changes: Array<{ __typename: 'FillChange', op: string, userId: string, date: string, shiftTypeId: string | null, fromShiftTypeId: string | null, location: string | null, startTime: string | null, endTime: string | null }>, short: Array<{ __typename: 'FillShortage', date: string, shiftTypeId: string, missing: number, why: string, location: string | null }>, conflicts: Array<{ __typename: 'FillConflict', code: ConflictCode, severity: ConflictSeverity, userId: string | null, date: string | null, message: string }> } | null } };

export type ApplyFillMutationVariables = Exact<{
  id: string | number;
  dates?: Array<string> | string | null | undefined;
}>;


export type ApplyFillMutation = { applyFill: { __typename: 'FillJob', id: string, mode: FillMode, status: FillStatus, rangeStart: string, weeks: number, locationId: string | null, timeLimitSeconds: number, error: string | null, progress: { __typename: 'FillProgress', penalty: number | null, feasible: boolean, elapsedMs: number, short: number | null, shortRequirements: number | null }, proposal: { __typename: 'FillProposal', penalty: number, feasible: boolean, notes: Array<string>, checked: boolean, byRule: Array<{ __typename: 'FillPenalty', rule: string, penalty: number }>, changes: Array<{ __typename: 'FillChange', op: string, userId: string, date: string, shiftTypeId: string | null, fromShiftTypeId: string | null, location: string | null, startTime: string | null, endTime: string | null }>, short: Array<{ __typename: 'FillShortage', date: string, shiftTypeId: string, missing: number, why: string, location: string | null }>, conflicts: Array<{ __typename: 'FillConflict', code: ConflictCode, severity: ConflictSeverity, userId: string | null, date: string | null, message: string }> } | null } };

export type WeeklyAvailabilityFieldsFragment = { __typename: 'WeeklyAvailability', userId: string, days: Array<{ __typename: 'AvailabilityDay', day: DayKey, mode: AvailabilityMode, windows: Array<{ __typename: 'AvailabilityWindow', startTime: string, endTime: string }> }> };

export type MyAvailabilityQueryVariables = Exact<{
  from: string;
  to: string;
  userId?: string | number | null | undefined;
}>;


export type MyAvailabilityQuery = { weeklyAvailability: { __typename: 'WeeklyAvailability', userId: string, days: Array<{ __typename: 'AvailabilityDay', day: DayKey, mode: AvailabilityMode, windows: Array<{ __typename: 'AvailabilityWindow', startTime: string, endTime: string }> }> }, unavailableDates: Array<{ __typename: 'UnavailableDate', id: string, date: string, note: string }> };

export type SetWeeklyAvailabilityMutationVariables = Exact<{
  days: Array<AvailabilityDayInput> | AvailabilityDayInput;
  userId?: string | number | null | undefined;
}>;


export type SetWeeklyAvailabilityMutation = { setWeeklyAvailability: { __typename: 'WeeklyAvailability', userId: string, days: Array<{ __typename: 'AvailabilityDay', day: DayKey, mode: AvailabilityMode, windows: Array<{ __typename: 'AvailabilityWindow', startTime: string, endTime: string }> }> } };

export type AddUnavailableDateMutationVariables = Exact<{
  date: string;
  note?: string | null | undefined;
  userId?: string | number | null | undefined;
}>;


export type AddUnavailableDateMutation = { addUnavailableDate: { __typename: 'UnavailableDate', id: string, date: string, note: string } };

export type RemoveUnavailableDateMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveUnavailableDateMutation = { removeUnavailableDate: boolean };

export type AvailabilityPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailabilityPeopleQuery = { staff: Array<{ __typename: 'User', id: string, name: string }> };

export type WeekAvailabilityQueryVariables = Exact<{
  week: string;
}>;


export type WeekAvailabilityQuery = { weekAvailability: Array<{ __typename: 'PersonAvailability', userId: string, userName: string, weekly: { __typename: 'WeeklyAvailability', days: Array<{ __typename: 'AvailabilityDay', day: DayKey, mode: AvailabilityMode, windows: Array<{ __typename: 'AvailabilityWindow', startTime: string, endTime: string }> }> }, unavailableDates: Array<{ __typename: 'UnavailableDate', date: string, note: string }> }> };

export type PreferenceFieldsFragment = { __typename: 'Preference', id: string, userId: string, wants: boolean, date: string | null, day: DayKey | null, shiftTypeId: string | null, strength: PreferenceStrength, description: string };

export type PersonPreferencesQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;


export type PersonPreferencesQuery = { preferences: Array<{ __typename: 'Preference', id: string, userId: string, wants: boolean, date: string | null, day: DayKey | null, shiftTypeId: string | null, strength: PreferenceStrength, description: string }>, shiftTypes: Array<{ __typename: 'ShiftType', id: string, name: string }> };

export type AddPreferenceMutationVariables = Exact<{
  input: PreferenceInput;
}>;


export type AddPreferenceMutation = { addPreference: { __typename: 'Preference', id: string, userId: string, wants: boolean, date: string | null, day: DayKey | null, shiftTypeId: string | null, strength: PreferenceStrength, description: string } };

export type DeletePreferenceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePreferenceMutation = { deletePreference: boolean };

export type WeekPreferencesQueryVariables = Exact<{
  week: string;
}>;


export type WeekPreferencesQuery = { weekPreferences: Array<{ __typename: 'Preference', id: string, userId: string, wants: boolean, description: string }> };

export type CoverageQueryVariables = Exact<{
  week: string;
}>;


export type CoverageQuery = { coverage: Array<{ __typename: 'CoverageDay', date: string, requirementId: string, label: string, needed: number, scheduled: number, short: number, over: number }> };

export type StaffingRequirementsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffingRequirementsQuery = { staffingRequirements: Array<{ __typename: 'StaffingRequirement', id: string, locationId: string, shiftTypeId: string | null, positionId: string | null, startTime: string | null, endTime: string | null, missingWeight: number, extraWeight: number, needed: { __typename: 'NeededPerDay', friday: number, saturday: number, sunday: number, monday: number, tuesday: number, wednesday: number, thursday: number }, overrides: Array<{ __typename: 'StaffingOverride', date: string, needed: number, note: string }> }>, locations: Array<{ __typename: 'Location', id: string, name: string }>, shiftTypes: Array<{ __typename: 'ShiftType', id: string, name: string }>, positions: Array<{ __typename: 'Position', id: string, name: string }> };

export type SaveStaffingRequirementMutationVariables = Exact<{
  input: StaffingRequirementInput;
}>;


export type SaveStaffingRequirementMutation = { saveStaffingRequirement: { __typename: 'StaffingRequirement', id: string } };

export type DeleteStaffingRequirementMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStaffingRequirementMutation = { deleteStaffingRequirement: boolean };

export type CreateEventMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type CreateEventMutation = { createEvent: { __typename: 'CalendarEvent', id: string, date: string, title: string, type: EventType } };

export type DeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventMutation = { deleteEvent: string };

export type UpdateEventMutationVariables = Exact<{
  id: string | number;
  input: UpdateEventInput;
}>;


export type UpdateEventMutation = { updateEvent: { __typename: 'CalendarEvent', id: string, date: string, title: string, type: EventType } };

export type HomeSwapFragment = { __typename: 'SwapRequest', id: string, status: SwapStatus, requester: { __typename: 'User', id: string, name: string }, target: { __typename: 'User', id: string, name: string }, shiftA: { __typename: 'SwapShift', date: string, startTime: string, endTime: string }, shiftB: { __typename: 'SwapShift', date: string, startTime: string, endTime: string } };

export type HomeQueryVariables = Exact<{
  me: string | number;
  from: string;
  to: string;
  manager: boolean;
  weekFrom: string;
  weekTo: string;
  nextWeek: string;
  weekAfter: string;
}>;


export type HomeQuery = { upcoming: Array<{ __typename: 'Shift', id: string, date: string, startTime: string, endTime: string, positionId: string | null, locationId: string | null }>, coworkers: Array<{ __typename: 'CoworkerDay', date: string, names: Array<string> }>, events: Array<{ __typename: 'CalendarEvent', id: string, date: string, title: string, type: EventType }>, myTimeOffRequests: Array<{ __typename: 'TimeOffRequest', id: string, date: string, reason: string, status: TimeOffStatus }>, mySwapRequests: Array<{ __typename: 'SwapRequest', id: string, status: SwapStatus, requester: { __typename: 'User', id: string, name: string }, target: { __typename: 'User', id: string, name: string }, shiftA: { __typename: 'SwapShift', date: string, startTime: string, endTime: string }, shiftB: { __typename: 'SwapShift', date: string, startTime: string, endTime: string } }>, myShiftClaims: Array<{ __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus, claimant: { __typename: 'User', id: string, name: string }, openShift: { __typename: 'OpenShift', id: string, date: string, startTime: string, endTime: string, positionId: string | null, locationId: string | null, offeredBy: { __typename: 'User', id: string, name: string } | null } }>, notifications: Array<{ __typename: 'Notification', id: string, message: string, link: string, createdAt: string }>, pendingTimeOffRequests?: Array<{ __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, reason: string, status: TimeOffStatus, shiftsInside: Array<{ __typename: 'ShiftTimes', id: string }> }>, swapsAwaitingApproval?: Array<{ __typename: 'SwapRequest', id: string, status: SwapStatus, requester: { __typename: 'User', id: string, name: string }, target: { __typename: 'User', id: string, name: string }, shiftA: { __typename: 'SwapShift', date: string, startTime: string, endTime: string }, shiftB: { __typename: 'SwapShift', date: string, startTime: string, endTime: string } }>, claimsAwaitingApproval?: Array<{ __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus, claimant: { __typename: 'User', id: string, name: string }, openShift: { __typename: 'OpenShift', id: string, date: string, startTime: string, endTime: string, positionId: string | null, locationId: string | null, offeredBy: { __typename: 'User', id: string, name: string } | null } }>, coverage?: Array<{ __typename: 'Shift', id: string, date: string, userId: string }>, thisWeekDraft?: { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null }, nextWeekDraft?: { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null }, laterWeekDraft?: { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null }, firstRunLocations?: Array<{ __typename: 'Location', id: string }>, firstRunLocationSaved?: { __typename: 'AuditPage', entries: Array<{ __typename: 'AuditEntry', id: string }> }, firstRunPositions?: Array<{ __typename: 'Position', id: string }>, firstRunShiftTypes?: Array<{ __typename: 'ShiftType', id: string }>, firstRunEmployees?: Array<{ __typename: 'User', id: string }>, firstRunInvitations?: Array<{ __typename: 'Invitation', id: string }>, firstRunDrafted?: { __typename: 'AuditPage', entries: Array<{ __typename: 'AuditEntry', id: string }> }, firstRunPublished?: { __typename: 'AuditPage', entries: Array<{ __typename: 'AuditEntry', id: string }> } };

export type HomeClaimFragment = { __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus, claimant: { __typename: 'User', id: string, name: string }, openShift: { __typename: 'OpenShift', id: string, date: string, startTime: string, endTime: string, positionId: string | null, locationId: string | null, offeredBy: { __typename: 'User', id: string, name: string } | null } };

export type HomeDraftFragment = { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null };

export type HomeRespondToTimeOffMutationVariables = Exact<{
  id: string | number;
  decision: TimeOffDecision;
  shifts?: Array<ShiftChoice> | ShiftChoice | null | undefined;
}>;


export type HomeRespondToTimeOffMutation = { respondToTimeOff: { __typename: 'TimeOffRequest', id: string, status: TimeOffStatus } };

export type HomeDecideSwapMutationVariables = Exact<{
  id: string | number;
  decision: SwapDecision;
}>;


export type HomeDecideSwapMutation = { decideSwap: { __typename: 'SwapRequest', id: string, status: SwapStatus } };

export type HomeDecideShiftClaimMutationVariables = Exact<{
  id: string | number;
  decision: ClaimDecision;
}>;


export type HomeDecideShiftClaimMutation = { decideShiftClaim: { __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus } };

export type InvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitationsQuery = { invitations: Array<{ __typename: 'Invitation', id: string, email: string, role: Role, invitedByName: string, expiresAt: string }> };

export type InviteStaffMutationVariables = Exact<{
  emails: string;
  role: Role;
}>;


export type InviteStaffMutation = { inviteStaff: Array<{ __typename: 'Invitation', id: string }> };

export type ResendInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendInvitationMutation = { resendInvitation: { __typename: 'Invitation', id: string, expiresAt: string } };

export type RevokeInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeInvitationMutation = { revokeInvitation: boolean };

export type InvitationPreviewQueryVariables = Exact<{
  token: string;
}>;


export type InvitationPreviewQuery = { invitation: { __typename: 'InvitationPreview', email: string, role: Role, name: string } };

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
  name: string;
  password: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { __typename: 'AuthPayload', token: string } };

export type FailedEmailsQueryVariables = Exact<{ [key: string]: never; }>;


export type FailedEmailsQuery = { failedEmails: Array<{ __typename: 'FailedEmail', id: string, to: string, subject: string, attempts: number, lastError: string, failedAt: string }> };

export type ConsentItem_ConsentFragment = { __typename: 'LabourConsent', id: string, kind: LabourChangeKind, status: LabourConsentStatus, lostMinutes: number, premiumName: string, premiumCents: number | null, owed: boolean, createdAt: string, before: { __typename: 'LabourChangeSlot', date: string, startTime: string, endTime: string } | null, after: { __typename: 'LabourChangeSlot', date: string, startTime: string, endTime: string } | null };

export type MyLabourConsentsQueryVariables = Exact<{
  me: string | number;
}>;


export type MyLabourConsentsQuery = { labourConsents: Array<{ __typename: 'LabourConsent', id: string, kind: LabourChangeKind, status: LabourConsentStatus, lostMinutes: number, premiumName: string, premiumCents: number | null, owed: boolean, createdAt: string, before: { __typename: 'LabourChangeSlot', date: string, startTime: string, endTime: string } | null, after: { __typename: 'LabourChangeSlot', date: string, startTime: string, endTime: string } | null }> };

export type AnswerLabourConsentMutationVariables = Exact<{
  id: string | number;
  accept: boolean;
}>;


export type AnswerLabourConsentMutation = { answerLabourConsent: { __typename: 'LabourConsent', id: string, kind: LabourChangeKind, status: LabourConsentStatus, lostMinutes: number, premiumName: string, premiumCents: number | null, owed: boolean, createdAt: string, before: { __typename: 'LabourChangeSlot', date: string, startTime: string, endTime: string } | null, after: { __typename: 'LabourChangeSlot', date: string, startTime: string, endTime: string } | null } };

export type LabourBreakFieldsFragment = { __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean };

export type LabourRulesFieldsFragment = { __typename: 'LabourRules', breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }>, minors: Array<{ __typename: 'LabourMinorRule', severity: RuleSeverity, source: string | null, underAge: number, maxDailyMinutes: number, maxWeeklyMinutes: number, earliestStart: string | null, latestEnd: string | null, schoolDayMaxMinutes: number, schoolWeekMaxMinutes: number, breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }> }>, dailyRest: { __typename: 'LabourRest', severity: RuleSeverity, source: string | null, minutes: number } | null, weeklyRest: { __typename: 'LabourWeeklyRest', severity: RuleSeverity, source: string | null, minutes: number, days: number } | null, averageWeek: { __typename: 'LabourAverageWeek', severity: RuleSeverity, source: string | null, maxMinutes: number, weeks: number } | null, postingDeadline: { __typename: 'LabourPostingDeadline', severity: RuleSeverity, source: string | null, days: number } | null, clopening: { __typename: 'LabourClopening', severity: RuleSeverity, source: string | null, minRestMinutes: number, closingAfter: string | null } | null, premiums: Array<{ __typename: 'LabourPremium', kind: LabourPremiumKind, name: string, percent: number, centsPerHour: number, from: string | null, to: string | null, shiftTypeId: string | null, positionId: string | null, source: string | null }> };

export type RuleSetLabourFieldsFragment = { __typename: 'RuleSetLabour', ruleSetId: string, presetId: string | null, rules: { __typename: 'LabourRules', breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }>, minors: Array<{ __typename: 'LabourMinorRule', severity: RuleSeverity, source: string | null, underAge: number, maxDailyMinutes: number, maxWeeklyMinutes: number, earliestStart: string | null, latestEnd: string | null, schoolDayMaxMinutes: number, schoolWeekMaxMinutes: number, breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }> }>, dailyRest: { __typename: 'LabourRest', severity: RuleSeverity, source: string | null, minutes: number } | null, weeklyRest: { __typename: 'LabourWeeklyRest', severity: RuleSeverity, source: string | null, minutes: number, days: number } | null, averageWeek: { __typename: 'LabourAverageWeek', severity: RuleSeverity, source: string | null, maxMinutes: number, weeks: number } | null, postingDeadline: { __typename: 'LabourPostingDeadline', severity: RuleSeverity, source: string | null, days: number } | null, clopening: { __typename: 'LabourClopening', severity: RuleSeverity, source: string | null, minRestMinutes: number, closingAfter: string | null } | null, premiums: Array<{ __typename: 'LabourPremium', kind: LabourPremiumKind, name: string, percent: number, centsPerHour: number, from: string | null, to: string | null, shiftTypeId: string | null, positionId: string | null, source: string | null }> } };

export type LabourOfRuleSetsQueryVariables = Exact<{ [key: string]: never; }>;


export type LabourOfRuleSetsQuery = { ruleSets: Array<{ __typename: 'RuleSet', id: string, labour: { __typename: 'RuleSetLabour', ruleSetId: string, presetId: string | null, rules: { __typename: 'LabourRules', breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }>, minors: Array<{ __typename: 'LabourMinorRule', severity: RuleSeverity, source: string | null, underAge: number, maxDailyMinutes: number, maxWeeklyMinutes: number, earliestStart: string | null, latestEnd: string | null, schoolDayMaxMinutes: number, schoolWeekMaxMinutes: number, breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }> }>, dailyRest: { __typename: 'LabourRest', severity: RuleSeverity, source: string | null, minutes: number } | null, weeklyRest: { __typename: 'LabourWeeklyRest', severity: RuleSeverity, source: string | null, minutes: number, days: number } | null, averageWeek: { __typename: 'LabourAverageWeek', severity: RuleSeverity, source: string | null, maxMinutes: number, weeks: number } | null, postingDeadline: { __typename: 'LabourPostingDeadline', severity: RuleSeverity, source: string | null, days: number } | null, clopening: { __typename: 'LabourClopening', severity: RuleSeverity, source: string | null, minRestMinutes: number, closingAfter: string | null } | null, premiums: Array<{ __typename: 'LabourPremium', kind: LabourPremiumKind, name: string, percent: number, centsPerHour: number, from: string | null, to: string | null, shiftTypeId: string | null, positionId: string | null, source: string | null }> } } }> };

export type LabourPresetsQueryVariables = Exact<{ [key: string]: never; }>;


export type LabourPresetsQuery = { labourPresets: Array<{ __typename: 'LabourPreset', id: string, name: string, jurisdiction: string, law: string, notes: Array<string> }> };

export type SetRuleSetLabourMutationVariables = Exact<{
  ruleSetId: string | number;
  input: LabourRulesInput;
}>;


export type SetRuleSetLabourMutation = { setRuleSetLabour: { __typename: 'RuleSetLabour', ruleSetId: string, presetId: string | null, rules: { __typename: 'LabourRules', breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }>, minors: Array<{ __typename: 'LabourMinorRule', severity: RuleSeverity, source: string | null, underAge: number, maxDailyMinutes: number, maxWeeklyMinutes: number, earliestStart: string | null, latestEnd: string | null, schoolDayMaxMinutes: number, schoolWeekMaxMinutes: number, breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }> }>, dailyRest: { __typename: 'LabourRest', severity: RuleSeverity, source: string | null, minutes: number } | null, weeklyRest: { __typename: 'LabourWeeklyRest', severity: RuleSeverity, source: string | null, minutes: number, days: number } | null, averageWeek: { __typename: 'LabourAverageWeek', severity: RuleSeverity, source: string | null, maxMinutes: number, weeks: number } | null, postingDeadline: { __typename: 'LabourPostingDeadline', severity: RuleSeverity, source: string | null, days: number } | null, clopening: { __typename: 'LabourClopening', severity: RuleSeverity, source: string | null, minRestMinutes: number, closingAfter: string | null } | null, premiums: Array<{ __typename: 'LabourPremium', kind: LabourPremiumKind, name: string, percent: number, centsPerHour: number, from: string | null, to: string | null, shiftTypeId: string | null, positionId: string | null, source: string | null }> } } };

export type ApplyLabourPresetMutationVariables = Exact<{
  ruleSetId: string | number;
  presetId: string;
}>;


export type ApplyLabourPresetMutation = { applyLabourPreset: { __typename: 'RuleSetLabour', ruleSetId: string, presetId: string | null, rules: { __typename: 'LabourRules', breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }>, minors: Array<{ __typename: 'LabourMinorRule', severity: RuleSeverity, source: string | null, underAge: number, maxDailyMinutes: number, maxWeeklyMinutes: number, earliestStart: string | null, latestEnd: string | null, schoolDayMaxMinutes: number, schoolWeekMaxMinutes: number, breaks: Array<{ __typename: 'LabourBreak', severity: RuleSeverity, source: string | null, afterMinutes: number, minutes: number, minPartMinutes: number, latestStartMinutes: number, paid: boolean }> }>, dailyRest: { __typename: 'LabourRest', severity: RuleSeverity, source: string | null, minutes: number } | null, weeklyRest: { __typename: 'LabourWeeklyRest', severity: RuleSeverity, source: string | null, minutes: number, days: number } | null, averageWeek: { __typename: 'LabourAverageWeek', severity: RuleSeverity, source: string | null, maxMinutes: number, weeks: number } | null, postingDeadline: { __typename: 'LabourPostingDeadline', severity: RuleSeverity, source: string | null, days: number } | null, clopening: { __typename: 'LabourClopening', severity: RuleSeverity, source: string | null, minRestMinutes: number, closingAfter: string | null } | null, premiums: Array<{ __typename: 'LabourPremium', kind: LabourPremiumKind, name: string, percent: number, centsPerHour: number, from: string | null, to: string | null, shiftTypeId: string | null, positionId: string | null, source: string | null }> } } };

export type BirthDateQueryVariables = Exact<{
  userId: string | number;
}>;


export type BirthDateQuery = { birthDate: string | null };

export type SetBirthDateMutationVariables = Exact<{
  userId: string | number;
  birthDate?: string | null | undefined;
}>;


export type SetBirthDateMutation = { setBirthDate: boolean };

export type LabourShiftTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type LabourShiftTypesQuery = { shiftTypes: Array<{ __typename: 'ShiftType', id: string, name: string, archived: boolean }> };

export type HolidayStaffingQueryVariables = Exact<{
  locationId: string | number;
}>;


export type HolidayStaffingQuery = { holidayStaffing: { __typename: 'HolidayStaffing', locationId: string, rule: HolidayStaffingRule, likeDay: DayKey | null } };

export type SetHolidayStaffingMutationVariables = Exact<{
  locationId: string | number;
  rule: HolidayStaffingRule;
  likeDay?: DayKey | null | undefined;
}>;


export type SetHolidayStaffingMutation = { setHolidayStaffing: { __typename: 'HolidayStaffing', locationId: string, rule: HolidayStaffingRule, likeDay: DayKey | null } };

export type LeaveBalanceOnFieldsFragment = { __typename: 'LeaveBalanceOn', userId: string, on: string, stored: number, projected: number, negativeLimit: number, hasPolicy: boolean, type: { __typename: 'LeaveType', id: string } };

export type MyLeaveBalancesQueryVariables = Exact<{
  userId: string | number;
}>;


export type MyLeaveBalancesQuery = { leaveBalancesOn: Array<{ __typename: 'LeaveBalanceOn', userId: string, on: string, stored: number, projected: number, negativeLimit: number, hasPolicy: boolean, type: { __typename: 'LeaveType', id: string, name: string, kind: LeaveKind, paid: boolean, unit: LeaveUnit, needsApproval: boolean, needsBalance: boolean, staffMayRequest: boolean, colour: string, archived: boolean } }> };

export type TeamLeaveQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type TeamLeaveQuery = { leaveBalances: Array<{ __typename: 'LeaveBalance', userId: string, leaveTypeId: string, closing: number }>, staff: Array<{ __typename: 'User', id: string, name: string }> };

export type PlannedLeaveQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type PlannedLeaveQuery = { timeOff: Array<{ __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, leaveTypeId: string | null }> };

export type LeaveLedgerQueryVariables = Exact<{
  userId: string | number;
  leaveTypeId?: string | number | null | undefined;
}>;


export type LeaveLedgerQuery = { leaveLedger: Array<{ __typename: 'LeaveEntry', id: string, leaveTypeId: string, effectiveOn: string, kind: LeaveEntryKind, amount: number, reason: string }> };

export type AdjustLeaveMutationVariables = Exact<{
  userId: string | number;
  leaveTypeId: string | number;
  amount: number;
  on?: string | null | undefined;
  reason: string;
}>;


export type AdjustLeaveMutation = { adjustLeaveBalance: { __typename: 'LeaveEntry', id: string, amount: number } };

export type LeavePolicyFieldsFragment = { __typename: 'LeavePolicy', id: string, leaveTypeId: string, name: string, method: LeaveMethod, amount: number, yearStartMonth: number, yearStartDay: number, waitingDays: number, cap: number | null, carryOverMax: number, carryExpiresMonth: number | null, carryExpiresDay: number | null, negativeLimit: number, archived: boolean };

export type LeaveSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveSetupQuery = { leaveTypes: Array<{ __typename: 'LeaveType', id: string, name: string, kind: LeaveKind, paid: boolean, unit: LeaveUnit, needsApproval: boolean, needsBalance: boolean, staffMayRequest: boolean, colour: string, archived: boolean }>, leavePolicies: Array<{ __typename: 'LeavePolicy', id: string, leaveTypeId: string, name: string, method: LeaveMethod, amount: number, yearStartMonth: number, yearStartDay: number, waitingDays: number, cap: number | null, carryOverMax: number, carryExpiresMonth: number | null, carryExpiresDay: number | null, negativeLimit: number, archived: boolean }>, ruleSets: Array<{ __typename: 'RuleSet', id: string, name: string }>, leaveSettings: { __typename: 'LeaveSettings', fullTimeHoursWeek: number, deductBy: LeaveDeductBy }, staff: Array<{ __typename: 'User', id: string, name: string }>, leavePolicyAssignments: Array<{ __typename: 'LeavePolicyAssignment', policyId: string, leaveTypeId: string, userId: string | null, ruleSetId: string | null, since: string }> };

export type LeaveAssignmentFieldsFragment = { __typename: 'LeavePolicyAssignment', policyId: string, leaveTypeId: string, userId: string | null, ruleSetId: string | null, since: string };

export type SaveLeaveTypeMutationVariables = Exact<{
  input: LeaveTypeInput;
}>;


export type SaveLeaveTypeMutation = { saveLeaveType: { __typename: 'LeaveType', id: string, name: string, kind: LeaveKind, paid: boolean, unit: LeaveUnit, needsApproval: boolean, needsBalance: boolean, staffMayRequest: boolean, colour: string, archived: boolean } };

export type SaveLeavePolicyMutationVariables = Exact<{
  input: LeavePolicyInput;
}>;


export type SaveLeavePolicyMutation = { saveLeavePolicy: { __typename: 'LeavePolicy', id: string, leaveTypeId: string, name: string, method: LeaveMethod, amount: number, yearStartMonth: number, yearStartDay: number, waitingDays: number, cap: number | null, carryOverMax: number, carryExpiresMonth: number | null, carryExpiresDay: number | null, negativeLimit: number, archived: boolean } };

export type AssignLeavePolicyMutationVariables = Exact<{
  leaveTypeId: string | number;
  policyId?: string | number | null | undefined;
  userId?: string | number | null | undefined;
  ruleSetId?: string | number | null | undefined;
}>;


export type AssignLeavePolicyMutation = { assignLeavePolicy: boolean };

export type LocationHolidaysQueryVariables = Exact<{
  locationId: string | number;
  from: string;
  to: string;
}>;


export type LocationHolidaysQuery = { holidayCalendar: { __typename: 'HolidayCalendar', country: string, region: string } | null, publicHolidays: Array<{ __typename: 'PublicHoliday', date: string, name: string, added: boolean }>, removedHolidays: Array<{ __typename: 'RemovedHoliday', date: string, name: string, everyLocation: boolean }> };

export type HolidaysOfLocationsQueryVariables = Exact<{
  locationIds: Array<string | number> | string | number;
  from: string;
  to: string;
}>;


export type HolidaysOfLocationsQuery = { publicHolidaysAt: Array<{ __typename: 'HolidaysAtLocation', locationId: string, holidays: Array<{ __typename: 'PublicHoliday', date: string, name: string }> }> };

export type HolidayCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type HolidayCountriesQuery = { holidayCountries: Array<{ __typename: 'HolidayCalendar', country: string, region: string }> };

export type SetHolidayCalendarMutationVariables = Exact<{
  locationId: string | number;
  country?: string | null | undefined;
  region?: string | null | undefined;
}>;


export type SetHolidayCalendarMutation = { setHolidayCalendar: boolean };

export type SetPublicHolidayMutationVariables = Exact<{
  locationId?: string | number | null | undefined;
  date: string;
  name?: string | null | undefined;
  removed: boolean;
  clear?: boolean | null | undefined;
}>;


export type SetPublicHolidayMutation = { setPublicHoliday: boolean };

export type SetLeaveSettingsMutationVariables = Exact<{
  fullTimeHoursWeek: number;
  deductBy: LeaveDeductBy;
}>;


export type SetLeaveSettingsMutation = { setLeaveSettings: { __typename: 'LeaveSettings', fullTimeHoursWeek: number, deductBy: LeaveDeductBy } };

export type LeaveProfileQueryVariables = Exact<{
  userId: string | number;
}>;


export type LeaveProfileQuery = { leaveProfile: { __typename: 'LeaveProfile', userId: string, set: boolean, startsOn: string | null, endsOn: string | null, hoursPerWeek: number | null, workDays: Array<number>, holidayLocationId: string | null, holidaysFrom: string | null } };

export type SetLeaveProfileMutationVariables = Exact<{
  input: LeaveProfileInput;
}>;


export type SetLeaveProfileMutation = { setLeaveProfile: boolean };

export type RecordLeaveMutationVariables = Exact<{
  userId: string | number;
  input: TimeOffInput;
}>;


export type RecordLeaveMutation = { recordLeave: { __typename: 'TimeOffDecisionResult', request: { __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, status: TimeOffStatus, leaveTypeId: string | null }, opened: Array<{ __typename: 'ShiftTimes', id: string, date: string, startTime: string, endTime: string }> } };

export type LeaveLiabilityQueryVariables = Exact<{
  on?: string | null | undefined;
}>;


export type LeaveLiabilityQuery = { leaveLiability: { __typename: 'LeaveLiability', on: string, currency: string, csv: string, lines: Array<{ __typename: 'LeaveLiabilityLine', userId: string, name: string, locationId: string | null, locationName: string, balance: number, hours: number, value: string | null, type: { __typename: 'LeaveType', id: string, name: string, unit: LeaveUnit } }>, locations: Array<{ __typename: 'LeaveLiabilityTotal', locationId: string | null, locationName: string, hours: number, value: string }> } };

export type SchoolCalendarQueryVariables = Exact<{
  locationId: string | number;
}>;


export type SchoolCalendarQuery = { schoolCalendar: { __typename: 'SchoolCalendar', locationId: string, weekdays: Array<number>, defaultWeekdays: boolean, holidays: Array<{ __typename: 'SchoolHoliday', id: string, locationId: string | null, name: string, first: string, last: string }> } };

export type SetSchoolWeekdaysMutationVariables = Exact<{
  locationId: string | number;
  weekdays: Array<number> | number;
}>;


export type SetSchoolWeekdaysMutation = { setSchoolWeekdays: { __typename: 'SchoolCalendar', locationId: string, weekdays: Array<number>, defaultWeekdays: boolean, holidays: Array<{ __typename: 'SchoolHoliday', id: string, locationId: string | null, name: string, first: string, last: string }> } };

export type AddSchoolHolidayMutationVariables = Exact<{
  locationId?: string | number | null | undefined;
  name: string;
  first: string;
  last: string;
}>;


export type AddSchoolHolidayMutation = { addSchoolHoliday: { __typename: 'SchoolHoliday', id: string } };

export type RemoveSchoolHolidayMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveSchoolHolidayMutation = { removeSchoolHoliday: boolean };

export type NotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsQuery = { unreadNotificationCount: number, notifications: Array<{ __typename: 'Notification', id: string, message: string, link: string, createdAt: string }> };

export type AllNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllNotificationsQuery = { notifications: Array<{ __typename: 'Notification', id: string, message: string, link: string, createdAt: string }> };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { __typename: 'Notification', id: string, read: boolean } };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { __typename: 'Notification', id: string } };

export type OpenShiftItemFragment = { __typename: 'OpenShift', id: string, status: OpenShiftStatus, shiftId: string | null, date: string, startTime: string, endTime: string, published: boolean, positionId: string | null, locationId: string | null, offeredBy: { __typename: 'User', id: string, name: string } | null, eligible: Array<{ __typename: 'User', id: string, name: string }>, claims: Array<{ __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus, reason: string | null, claimant: { __typename: 'User', id: string, name: string }, conflicts: Array<{ __typename: 'ShiftConflict', code: ConflictCode, severity: ConflictSeverity, message: string }> }> };

export type ClaimItemFragment = { __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus, reason: string | null, claimant: { __typename: 'User', id: string, name: string }, conflicts: Array<{ __typename: 'ShiftConflict', code: ConflictCode, severity: ConflictSeverity, message: string }> };

export type OpenShiftsPageQueryVariables = Exact<{
  from: string;
  to: string;
  me: string | number;
  manager: boolean;
}>;


export type OpenShiftsPageQuery = { openShifts: Array<{ __typename: 'OpenShift', id: string, status: OpenShiftStatus, shiftId: string | null, date: string, startTime: string, endTime: string, published: boolean, positionId: string | null, locationId: string | null, offeredBy: { __typename: 'User', id: string, name: string } | null, eligible: Array<{ __typename: 'User', id: string, name: string }>, claims: Array<{ __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus, reason: string | null, claimant: { __typename: 'User', id: string, name: string }, conflicts: Array<{ __typename: 'ShiftConflict', code: ConflictCode, severity: ConflictSeverity, message: string }> }> }>, myShiftClaims: Array<{ __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus, reason: string | null, openShift: { __typename: 'OpenShift', id: string, date: string, startTime: string, endTime: string, positionId: string | null, locationId: string | null }, claimant: { __typename: 'User', id: string, name: string }, conflicts: Array<{ __typename: 'ShiftConflict', code: ConflictCode, severity: ConflictSeverity, message: string }> }>, myShifts: Array<{ __typename: 'Shift', id: string, date: string, startTime: string, endTime: string }>, staff?: Array<{ __typename: 'User', id: string, name: string }>, personWorkplaces?: Array<{ __typename: 'PersonWorkplace', userId: string, locationIds: Array<string>, positions: Array<{ __typename: 'Qualification', positionId: string }> }>, shiftTypes?: Array<{ __typename: 'ShiftType', id: string, name: string, positionId: string | null, locationId: string | null, startTime: string, endTime: string }>, positions: Array<{ __typename: 'Position', id: string, name: string }>, locations: Array<{ __typename: 'Location', id: string, name: string }> };

export type ClaimsAwaitingApprovalQueryVariables = Exact<{ [key: string]: never; }>;


export type ClaimsAwaitingApprovalQuery = { claimsAwaitingApproval: Array<{ __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus, reason: string | null, openShift: { __typename: 'OpenShift', id: string, date: string, startTime: string, endTime: string, positionId: string | null, locationId: string | null, offeredBy: { __typename: 'User', id: string, name: string } | null }, claimant: { __typename: 'User', id: string, name: string }, conflicts: Array<{ __typename: 'ShiftConflict', code: ConflictCode, severity: ConflictSeverity, message: string }> }>, positions: Array<{ __typename: 'Position', id: string, name: string }>, locations: Array<{ __typename: 'Location', id: string, name: string }> };

export type PostOpenShiftMutationVariables = Exact<{
  input: OpenShiftInput;
}>;


export type PostOpenShiftMutation = { postOpenShift: { __typename: 'OpenShift', id: string } };

export type OfferShiftMutationVariables = Exact<{
  shiftId: string | number;
}>;


export type OfferShiftMutation = { offerShift: { __typename: 'OpenShift', id: string } };

export type WithdrawOpenShiftMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawOpenShiftMutation = { withdrawOpenShift: { __typename: 'OpenShift', id: string, status: OpenShiftStatus } };

export type ClaimOpenShiftMutationVariables = Exact<{
  id: string | number;
}>;


export type ClaimOpenShiftMutation = { claimOpenShift: { __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus } };

export type WithdrawShiftClaimMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawShiftClaimMutation = { withdrawShiftClaim: { __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus } };

export type DecideShiftClaimMutationVariables = Exact<{
  id: string | number;
  decision: ClaimDecision;
}>;


export type DecideShiftClaimMutation = { decideShiftClaim: { __typename: 'ShiftClaim', id: string, status: ShiftClaimStatus } };

export type ExportPersonalDataMutationVariables = Exact<{
  userId: string | number;
}>;


export type ExportPersonalDataMutation = { exportPersonalData: { __typename: 'PersonalDataExport', url: string, expiresAt: string } };

export type FormerStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type FormerStaffQuery = { personalDataRetentionYears: number, formerStaff: Array<{ __typename: 'FormerPerson', id: string, name: string, deletedAt: string, erased: boolean }> };

export type ErasePersonalDataMutationVariables = Exact<{
  userId: string | number;
}>;


export type ErasePersonalDataMutation = { erasePersonalData: { __typename: 'PersonalDataErasure', userId: string, name: string, keptYears: number } };

export type CalendarFeedsQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedsQuery = { calendarFeeds: Array<{ __typename: 'CalendarFeed', scope: CalendarFeedScope, createdAt: string }> };

export type EnableCalendarFeedMutationVariables = Exact<{
  scope: CalendarFeedScope;
}>;


export type EnableCalendarFeedMutation = { enableCalendarFeed: string };

export type RevokeCalendarFeedMutationVariables = Exact<{
  scope: CalendarFeedScope;
}>;


export type RevokeCalendarFeedMutation = { revokeCalendarFeed: boolean };

export type UpdateMyNameMutationVariables = Exact<{
  name: string;
}>;


export type UpdateMyNameMutation = { updateMyName: { __typename: 'User', id: string, name: string, email: string | null, role: Role } };

export type ChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
  revokeTokens?: boolean | null | undefined;
}>;


export type ChangeMyPasswordMutation = { changeMyPassword: { __typename: 'AuthPayload', token: string } };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { notificationPreferences: Array<{ __typename: 'NotificationPreference', kind: NotificationKind, delivery: NotificationDelivery }> };

export type SetNotificationPreferenceMutationVariables = Exact<{
  kind: NotificationKind;
  delivery: NotificationDelivery;
}>;


export type SetNotificationPreferenceMutation = { setNotificationPreference: Array<{ __typename: 'NotificationPreference', kind: NotificationKind, delivery: NotificationDelivery }> };

export type DigestSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DigestSettingsQuery = { digestSettings: { __typename: 'DigestSettings', time: string, isDefault: boolean, timeZone: string } };

export type SetDigestTimeMutationVariables = Exact<{
  time?: string | null | undefined;
}>;


export type SetDigestTimeMutation = { setDigestTime: { __typename: 'DigestSettings', time: string, isDefault: boolean, timeZone: string } };

export type MyLanguageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLanguageQuery = { me: { __typename: 'User', id: string, language: string | null, clock: number | null } };

export type SetMyLanguageMutationVariables = Exact<{
  language?: string | null | undefined;
  clock?: number | null | undefined;
}>;


export type SetMyLanguageMutation = { setMyLanguage: { __typename: 'User', id: string, language: string | null, clock: number | null } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ __typename: 'ApiToken', id: string, name: string, hint: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, lastUsedAt: string | null, expired: boolean }>, apiScopes: Array<{ __typename: 'ApiScope', name: string, description: string, managerOnly: boolean }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { __typename: 'CreatedApiToken', secret: string, token: { __typename: 'ApiToken', id: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type TemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplatesQuery = { templates: Array<{ __typename: 'ScheduleTemplate', id: string, name: string }> };

export type WorkplaceSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkplaceSettingsQuery = { workplaceSettings: { __typename: 'WorkplaceSettings', minRestMinutes: number, weeklyLimitMinutes: number, digestTime: string, openShiftsFirstClaim: boolean } };

export type UpdateWorkplaceSettingsMutationVariables = Exact<{
  input: WorkplaceSettingsInput;
}>;


export type UpdateWorkplaceSettingsMutation = { updateWorkplaceSettings: { __typename: 'WorkplaceSettings', minRestMinutes: number, weeklyLimitMinutes: number, digestTime: string, openShiftsFirstClaim: boolean } };

export type CopyIntoDraftMutationVariables = Exact<{
  input: CopyIntoDraftInput;
}>;


export type CopyIntoDraftMutation = { copyIntoDraft: { __typename: 'CopyResult', copied: number, skipped: Array<{ __typename: 'SkippedShift', userName: string, date: string, message: string }>, draft: { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null, shifts: Array<{ __typename: 'DraftShift', id: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userId: string | null, userName: string, status: DraftShiftStatus, version: number, positionId: string | null, locationId: string | null, shiftTypeId: string | null, pinned: boolean }>, conflicts: Array<{ __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, userId: string, shiftIds: Array<string>, message: string, date: string | null }> } } };

export type SaveTemplateMutationVariables = Exact<{
  name: string;
  week: string;
}>;


export type SaveTemplateMutation = { saveTemplate: { __typename: 'ScheduleTemplate', id: string, name: string } };

export type RenameTemplateMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameTemplateMutation = { renameTemplate: { __typename: 'ScheduleTemplate', id: string, name: string } };

export type DeleteTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTemplateMutation = { deleteTemplate: string };

export type PublishPreviewQueryVariables = Exact<{
  week: string;
}>;


export type PublishPreviewQuery = { publishPreview: { __typename: 'PublishPreview', firstPublish: boolean, notifiedCount: number, conflicts: Array<{ __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, serious: boolean, message: string }>, changes: Array<{ __typename: 'PersonChange', userId: string, userName: string, message: string }>, premiums: Array<{ __typename: 'LabourPremiumLine', kind: LabourPremiumKind, name: string, userId: string, minutes: number, cents: number | null }> } };

export type PublishDraftMutationVariables = Exact<{
  week: string;
  accept?: Array<string> | string | null | undefined;
  kinds?: Array<ConflictCode> | ConflictCode | null | undefined;
}>;


export type PublishDraftMutation = { publishDraft: { __typename: 'PublishResult', notifiedCount: number, schedule: { __typename: 'Schedule', id: string, updatedAt: string } } };

export type PushDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PushDevicesQuery = { pushPublicKey: string | null, pushDevices: Array<{ __typename: 'PushDevice', id: string, name: string, createdAt: string, lastUsedAt: string }> };

export type RegisterPushDeviceMutationVariables = Exact<{
  input: RegisterPushDeviceInput;
}>;


export type RegisterPushDeviceMutation = { registerPushDevice: { __typename: 'PushDevice', id: string, name: string, createdAt: string, lastUsedAt: string } };

export type RemovePushDeviceMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePushDeviceMutation = { removePushDevice: boolean };

export type HoursReportQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type HoursReportQuery = { workplaceSettings: { __typename: 'WorkplaceSettings', currency: string }, hoursReport: { __typename: 'HoursReport', from: string, to: string, weeks: Array<string>, months: Array<string>, positionColumns: Array<{ __typename: 'HoursPosition', id: string, name: string }>, locationColumns: Array<{ __typename: 'HoursLocation', id: string, name: string }>, people: Array<{ __typename: 'HoursPerson', userId: string, name: string, actualMinutes: number, actualLabourCost: string | null, hours: { __typename: 'HoursLine', minutes: number, weekMinutes: Array<number>, monthMinutes: Array<number>, positionMinutes: Array<number>, locationMinutes: Array<number>, labourCost: string | null }, timeOff: Array<{ __typename: 'TimeOffRequest', id: string, date: string, endDate: string, startTime: string | null, endTime: string | null }> }>, totals: { __typename: 'HoursLine', minutes: number, weekMinutes: Array<number>, monthMinutes: Array<number>, positionMinutes: Array<number>, locationMinutes: Array<number>, labourCost: string | null } | null } };

export type MyShiftsAfterQueryVariables = Exact<{
  from: string;
  to: string;
  userId: string | number;
}>;


export type MyShiftsAfterQuery = { shifts: Array<{ __typename: 'Shift', id: string, date: string }> };

export type ScheduleShiftFragment = { __typename: 'Shift', id: string, scheduleId: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userName: string, userId: string };

export type ScheduleEventFragment = { __typename: 'CalendarEvent', id: string, date: string, title: string, type: EventType };

export type WeekQueryVariables = Exact<{
  date: string;
}>;


export type WeekQuery = { week: { __typename: 'Week', weekStarting: string, weekEnding: string, schedule: { __typename: 'Schedule', id: string, weekStarting: string, updatedAt: string, days: Array<{ __typename: 'ScheduleDay', key: DayKey, date: string, shifts: Array<{ __typename: 'Shift', positionId: string | null, locationId: string | null, id: string, scheduleId: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userName: string, userId: string }> }> } | null, events: Array<{ __typename: 'CalendarEvent', id: string, date: string, title: string, type: EventType }> } };

export type MonthQueryVariables = Exact<{
  year: number;
  month: number;
}>;


export type MonthQuery = { month: { __typename: 'Month', year: number, month: number, days: Array<{ __typename: 'MonthDay', date: string, shiftCount: number, events: Array<{ __typename: 'CalendarEvent', id: string, date: string, title: string, type: EventType }> }> } };

export type MyShiftsQueryVariables = Exact<{
  from: string;
  to: string;
  userId: string | number;
}>;


export type MyShiftsQuery = { shifts: Array<{ __typename: 'Shift', id: string, scheduleId: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userName: string, userId: string }> };

export type DayShiftsQueryVariables = Exact<{
  date: string;
}>;


export type DayShiftsQuery = { shifts: Array<{ __typename: 'Shift', id: string, scheduleId: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userName: string, userId: string }> };

export type RequestSwapMutationVariables = Exact<{
  shiftId: string | number;
  targetShiftId: string | number;
}>;


export type RequestSwapMutation = { requestSwap: { __typename: 'SwapRequest', id: string, status: SwapStatus } };

export type PreviewStaffImportQueryVariables = Exact<{
  csv: string;
}>;


export type PreviewStaffImportQuery = { previewStaffImport: { __typename: 'StaffImport', problemCount: number, rows: Array<{ __typename: 'StaffImportRow', line: number, name: string, email: string, role: Role, positions: Array<string>, locations: Array<string>, ruleSet: string, problems: Array<string> }> } };

export type ImportStaffMutationVariables = Exact<{
  csv: string;
}>;


export type ImportStaffMutation = { importStaff: { __typename: 'StaffImport', rows: Array<{ __typename: 'StaffImportRow', line: number }>, invitations: Array<{ __typename: 'Invitation', id: string }> } };

export type ManagerLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagerLocationsQuery = { locations: Array<{ __typename: 'Location', id: string, name: string }>, managerLocations: Array<{ __typename: 'ManagerLocations', userId: string, locationIds: Array<string> }> };

export type SetManagerLocationsMutationVariables = Exact<{
  userId: string | number;
  locationIds: Array<string | number> | string | number;
}>;


export type SetManagerLocationsMutation = { setManagerLocations: { __typename: 'ManagerLocations', userId: string, locationIds: Array<string> } };

export type StaffQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffQuery = { staff: Array<{ __typename: 'User', id: string, name: string, email: string | null, role: Role, worksShifts: boolean, signedUp: boolean }> };

export type AddPersonMutationVariables = Exact<{
  name: string;
  email?: string | null | undefined;
}>;


export type AddPersonMutation = { addPerson: { __typename: 'User', id: string, name: string, email: string | null, role: Role, worksShifts: boolean, signedUp: boolean } };

export type SendInvitationMutationVariables = Exact<{
  userId: string | number;
  email?: string | null | undefined;
}>;


export type SendInvitationMutation = { sendInvitation: { __typename: 'Invitation', id: string, email: string, userId: string | null } };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
  shifts?: ShiftAction | null | undefined;
}>;


export type DeleteUserMutation = { deleteUser: { __typename: 'DeleteUserPayload', message: string, removedShifts: number } };

export type SetWorksShiftsMutationVariables = Exact<{
  id: string | number;
  worksShifts: boolean;
}>;


export type SetWorksShiftsMutation = { setWorksShifts: { __typename: 'User', id: string, worksShifts: boolean } };

export type PersonWorkplacesQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonWorkplacesQuery = { personWorkplaces: Array<{ __typename: 'PersonWorkplace', userId: string, locationIds: Array<string>, hourlyRateCents: number | null, positions: Array<{ __typename: 'Qualification', positionId: string, primary: boolean, hourlyRateCents: number | null }> }> };

export type SetPersonWorkplaceMutationVariables = Exact<{
  input: PersonWorkplaceInput;
}>;


export type SetPersonWorkplaceMutation = { setPersonWorkplace: { __typename: 'PersonWorkplace', userId: string, locationIds: Array<string>, hourlyRateCents: number | null, positions: Array<{ __typename: 'Qualification', positionId: string, primary: boolean, hourlyRateCents: number | null }> } };

export type PersonWorkplaceFieldsFragment = { __typename: 'PersonWorkplace', userId: string, locationIds: Array<string>, hourlyRateCents: number | null, positions: Array<{ __typename: 'Qualification', positionId: string, primary: boolean, hourlyRateCents: number | null }> };

export type SwapShiftFieldsFragment = { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string };

export type SwapItemFragment = { __typename: 'SwapRequest', id: string, status: SwapStatus, cancelReason: string | null, createdAt: string, requester: { __typename: 'User', id: string, name: string }, target: { __typename: 'User', id: string, name: string }, shiftA: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string }, shiftB: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string } };

export type MySwapRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySwapRequestsQuery = { mySwapRequests: Array<{ __typename: 'SwapRequest', id: string, status: SwapStatus, cancelReason: string | null, createdAt: string, requester: { __typename: 'User', id: string, name: string }, target: { __typename: 'User', id: string, name: string }, shiftA: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string }, shiftB: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string } }> };

export type SwapsAwaitingApprovalQueryVariables = Exact<{ [key: string]: never; }>;


export type SwapsAwaitingApprovalQuery = { swapsAwaitingApproval: Array<{ __typename: 'SwapRequest', id: string, status: SwapStatus, cancelReason: string | null, createdAt: string, requester: { __typename: 'User', id: string, name: string }, target: { __typename: 'User', id: string, name: string }, shiftA: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string }, shiftB: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string } }> };

export type RespondToSwapMutationVariables = Exact<{
  id: string | number;
  answer: SwapAnswer;
}>;


export type RespondToSwapMutation = { respondToSwap: { __typename: 'SwapRequest', id: string, status: SwapStatus, cancelReason: string | null, createdAt: string, requester: { __typename: 'User', id: string, name: string }, target: { __typename: 'User', id: string, name: string }, shiftA: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string }, shiftB: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string } } };

export type DecideSwapMutationVariables = Exact<{
  id: string | number;
  decision: SwapDecision;
}>;


export type DecideSwapMutation = { decideSwap: { __typename: 'SwapRequest', id: string, status: SwapStatus, cancelReason: string | null, createdAt: string, requester: { __typename: 'User', id: string, name: string }, target: { __typename: 'User', id: string, name: string }, shiftA: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string }, shiftB: { __typename: 'SwapShift', shiftId: string | null, date: string, startTime: string, endTime: string } } };

export type ClockBoardQueryVariables = Exact<{ [key: string]: never; }>;


export type ClockBoardQuery = { clockBoard: { __typename: 'ClockBoard', locationId: string, lateAfterMinutes: number, serverTime: string, locations: Array<{ __typename: 'Location', id: string, name: string }>, entries: Array<{ __typename: 'BoardEntry', userId: string, userName: string, locationId: string | null, locationName: string | null, lateMinutes: number | null, shiftId: string | null, shiftStartsAt: string | null, shiftEndsAt: string | null, clockInAt: string | null, clockOutAt: string | null, status: BoardStatus }> } };

export type ClockLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClockLocationsQuery = { locations: Array<{ __typename: 'Location', id: string, name: string }> };

export type ClockLocationSettingsQueryVariables = Exact<{
  locationId: string | number;
}>;


export type ClockLocationSettingsQuery = { labourBudget: number | null, clockRule: { __typename: 'ClockRule', locationId: string, latitude: number | null, longitude: number | null, radiusMetres: number | null, networks: Array<string> } | null };

export type SetClockRuleMutationVariables = Exact<{
  locationId: string | number;
  rule?: ClockRuleInput | null | undefined;
}>;


export type SetClockRuleMutation = { setClockRule: { __typename: 'ClockRule', locationId: string, latitude: number | null, longitude: number | null, radiusMetres: number | null, networks: Array<string> } | null };

export type SetLabourBudgetMutationVariables = Exact<{
  locationId: string | number;
  cents?: number | null | undefined;
}>;


export type SetLabourBudgetMutation = { setLabourBudget: number | null };

export type TimeClockSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TimeClockSettingsQuery = { timeClockSettings: { __typename: 'TimeClockSettings', clockInEarlyMinutes: number, forgottenClockOutHours: number, lateAfterMinutes: number } };

export type SetTimeClockSettingsMutationVariables = Exact<{
  input: TimeClockSettingsInput;
}>;


export type SetTimeClockSettingsMutation = { setTimeClockSettings: { __typename: 'TimeClockSettings', clockInEarlyMinutes: number, forgottenClockOutHours: number, lateAfterMinutes: number } };

export type TimeRecordPartsFragment = { __typename: 'TimeRecord', id: string, clockInAt: string, clockOutAt: string | null, onBreak: boolean, noShift: boolean, onSite: boolean | null, offSiteClockOut: boolean, forgottenClockOut: boolean, lateMinutes: number | null, clockOutReason: string | null, workedMinutes: number, breakMinutes: number };

export type ClockStateQueryVariables = Exact<{ [key: string]: never; }>;


export type ClockStateQuery = { clockState: { __typename: 'ClockState', shiftId: string | null, shiftStartsAt: string | null, shiftEndsAt: string | null, clockInFrom: string | null, needsPosition: boolean, serverTime: string, open: { __typename: 'TimeRecord', id: string, clockInAt: string, clockOutAt: string | null, onBreak: boolean, noShift: boolean, onSite: boolean | null, offSiteClockOut: boolean, forgottenClockOut: boolean, lateMinutes: number | null, clockOutReason: string | null, workedMinutes: number, breakMinutes: number } | null, last: { __typename: 'TimeRecord', id: string, clockInAt: string, clockOutAt: string | null, onBreak: boolean, noShift: boolean, onSite: boolean | null, offSiteClockOut: boolean, forgottenClockOut: boolean, lateMinutes: number | null, clockOutReason: string | null, workedMinutes: number, breakMinutes: number } | null } };

export type ClockMutationVariables = Exact<{
  action: ClockAction;
  position?: GeoPointInput | null | undefined;
  reason?: string | null | undefined;
}>;


export type ClockMutation = { clock: { __typename: 'TimeRecord', id: string, clockInAt: string, clockOutAt: string | null, onBreak: boolean, noShift: boolean, onSite: boolean | null, offSiteClockOut: boolean, forgottenClockOut: boolean, lateMinutes: number | null, clockOutReason: string | null, workedMinutes: number, breakMinutes: number } };

export type KioskPinQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskPinQuery = { clockState: { __typename: 'ClockState', hasPin: boolean } };

export type SetKioskPinMutationVariables = Exact<{
  pin: string;
}>;


export type SetKioskPinMutation = { setKioskPin: boolean };

export type KioskViewQueryVariables = Exact<{
  credential: string;
}>;


export type KioskViewQuery = { kiosk: { __typename: 'KioskView', name: string, locationName: string, people: Array<{ __typename: 'KioskPerson', id: string, name: string }> } };

export type KioskClockMutationVariables = Exact<{
  credential: string;
  userId: string | number;
  pin: string;
  action: ClockAction;
  reason?: string | null | undefined;
}>;


export type KioskClockMutation = { kioskClock: { __typename: 'TimeRecord', id: string, userName: string, onBreak: boolean, clockOutAt: string | null } };

export type KiosksQueryVariables = Exact<{ [key: string]: never; }>;


export type KiosksQuery = { kiosks: Array<{ __typename: 'Kiosk', id: string, name: string, hint: string, locationId: string, locationName: string, createdAt: string }>, locations: Array<{ __typename: 'Location', id: string, name: string }> };

export type CreateKioskMutationVariables = Exact<{
  locationId: string | number;
  name: string;
}>;


export type CreateKioskMutation = { createKiosk: { __typename: 'CreatedKiosk', secret: string, kiosk: { __typename: 'Kiosk', id: string } } };

export type RevokeKioskMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeKioskMutation = { revokeKiosk: boolean };

export type TimeOffItemFragment = { __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, days: number, reason: string, status: TimeOffStatus, decisionNote: string, leaveTypeId: string | null, userId: string };

export type MyTimeOffRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTimeOffRequestsQuery = { myTimeOffRequests: Array<{ __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, days: number, reason: string, status: TimeOffStatus, decisionNote: string, leaveTypeId: string | null, userId: string }> };

export type PendingTimeOffRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingTimeOffRequestsQuery = { pendingTimeOffRequests: Array<{ __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, days: number, reason: string, status: TimeOffStatus, decisionNote: string, leaveTypeId: string | null, userId: string, shiftsInside: Array<{ __typename: 'ShiftTimes', id: string, date: string, startTime: string, endTime: string }> }> };

export type ApprovedTimeOffAheadQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ApprovedTimeOffAheadQuery = { timeOff: Array<{ __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, reason: string }> };

export type WhoIsOffQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type WhoIsOffQuery = { whoIsOff: Array<{ __typename: 'DayOff', date: string, othersOff: number, requests: Array<{ __typename: 'TimeOffRequest', id: string, userName: string, startTime: string | null, endTime: string | null }> }> };

export type RequestTimeOffMutationVariables = Exact<{
  input: TimeOffInput;
}>;


export type RequestTimeOffMutation = { requestTimeOffRange: { __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, days: number, reason: string, status: TimeOffStatus, decisionNote: string, leaveTypeId: string | null, userId: string } };

export type DecideTimeOffMutationVariables = Exact<{
  id: string | number;
  decision: TimeOffDecision;
  note?: string | null | undefined;
  shifts?: Array<ShiftChoice> | ShiftChoice | null | undefined;
}>;


export type DecideTimeOffMutation = { decideTimeOff: { __typename: 'TimeOffDecisionResult', request: { __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, days: number, reason: string, status: TimeOffStatus, decisionNote: string, leaveTypeId: string | null, userId: string }, shiftsInside: Array<{ __typename: 'ShiftTimes', id: string, date: string, startTime: string, endTime: string }> } };

export type WithdrawTimeOffMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawTimeOffMutation = { withdrawTimeOff: { __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, days: number, reason: string, status: TimeOffStatus, decisionNote: string, leaveTypeId: string | null, userId: string } };

export type CancelTimeOffMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;


export type CancelTimeOffMutation = { cancelTimeOff: { __typename: 'TimeOffRequest', id: string, userName: string, date: string, endDate: string, startTime: string | null, endTime: string | null, days: number, reason: string, status: TimeOffStatus, decisionNote: string, leaveTypeId: string | null, userId: string } };

export type TimeOffClashesQueryVariables = Exact<{
  id: string | number;
}>;


export type TimeOffClashesQuery = { timeOffClashes: Array<{ __typename: 'ClashingShift', draft: boolean, shift: { __typename: 'ShiftTimes', id: string, date: string, startTime: string, endTime: string } }> };

export type TimeOffLeavePreviewQueryVariables = Exact<{
  input: LeavePreviewInput;
  userId: string | number;
  leaveTypeId: string | number;
}>;


export type TimeOffLeavePreviewQuery = { leaveBalance: { __typename: 'LeaveBalanceOn', hasPolicy: boolean }, leavePreview: { __typename: 'LeavePreview', requested: number, now: number, atDate: number, after: number, lowest: number, negativeLimit: number, allowed: boolean, type: { __typename: 'LeaveType', id: string, name: string, unit: LeaveUnit, needsBalance: boolean } } };

export type TimesheetFieldsFragment = { __typename: 'Timesheet', userId: string, name: string, open: boolean, approvedAt: string | null, approvedBy: string | null, grossPay: string | null, premiums: Array<{ __typename: 'TimesheetPremium', kind: LabourPremiumKind, name: string, minutes: number, pay: string | null }>, totals: { __typename: 'TimesheetTotals', scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number }, days: Array<{ __typename: 'TimesheetDay', date: string, scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number, flags: Array<TimesheetFlag>, absentShifts: number, entries: Array<{ __typename: 'TimesheetEntry', recordId: string, clockInAt: string, clockOutAt: string | null, breakMinutes: number, originalClockInAt: string, originalClockOutAt: string | null, flags: Array<TimesheetFlag>, lateMinutes: number | null, clockOutReason: string | null, labour: Array<{ __typename: 'TimesheetLabourNote', flag: TimesheetFlag, message: string }>, correction: { __typename: 'TimeCorrection', reason: string } | null }> }> };

export type TimesheetSettingsFieldsFragment = { __typename: 'TimesheetSettings', payPeriod: PayPeriodKind, payPeriodStart: string, dailyOvertimeMinutes: number | null, weeklyOvertimeMinutes: number | null, paidBreaks: boolean, roundingMinutes: number, rounding: RoundingMode, overtimePayPercent: number };

export type TimesheetsQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type TimesheetsQuery = { timesheets: { __typename: 'TimesheetPeriod', start: string, end: string, settings: { __typename: 'TimesheetSettings', payPeriod: PayPeriodKind, payPeriodStart: string, dailyOvertimeMinutes: number | null, weeklyOvertimeMinutes: number | null, paidBreaks: boolean, roundingMinutes: number, rounding: RoundingMode, overtimePayPercent: number }, timesheets: Array<{ __typename: 'Timesheet', userId: string, name: string, open: boolean, approvedAt: string | null, approvedBy: string | null, grossPay: string | null, premiums: Array<{ __typename: 'TimesheetPremium', kind: LabourPremiumKind, name: string, minutes: number, pay: string | null }>, totals: { __typename: 'TimesheetTotals', scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number }, days: Array<{ __typename: 'TimesheetDay', date: string, scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number, flags: Array<TimesheetFlag>, absentShifts: number, entries: Array<{ __typename: 'TimesheetEntry', recordId: string, clockInAt: string, clockOutAt: string | null, breakMinutes: number, originalClockInAt: string, originalClockOutAt: string | null, flags: Array<TimesheetFlag>, lateMinutes: number | null, clockOutReason: string | null, labour: Array<{ __typename: 'TimesheetLabourNote', flag: TimesheetFlag, message: string }>, correction: { __typename: 'TimeCorrection', reason: string } | null }> }> }> } };

export type PayrollQueryVariables = Exact<{
  date: string;
}>;


export type PayrollQuery = { payroll: { __typename: 'Payroll', start: string, end: string, notApproved: number, csv: string } };

export type SetTimesheetSettingsMutationVariables = Exact<{
  input: TimesheetSettingsInput;
}>;


export type SetTimesheetSettingsMutation = { setTimesheetSettings: { __typename: 'TimesheetSettings', payPeriod: PayPeriodKind, payPeriodStart: string, dailyOvertimeMinutes: number | null, weeklyOvertimeMinutes: number | null, paidBreaks: boolean, roundingMinutes: number, rounding: RoundingMode, overtimePayPercent: number } };

export type CorrectTimeRecordMutationVariables = Exact<{
  recordId: string | number;
  input: TimeCorrectionInput;
}>;


export type CorrectTimeRecordMutation = { correctTimeRecord: { __typename: 'Timesheet', userId: string, name: string, open: boolean, approvedAt: string | null, approvedBy: string | null, grossPay: string | null, premiums: Array<{ __typename: 'TimesheetPremium', kind: LabourPremiumKind, name: string, minutes: number, pay: string | null }>, totals: { __typename: 'TimesheetTotals', scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number }, days: Array<{ __typename: 'TimesheetDay', date: string, scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number, flags: Array<TimesheetFlag>, absentShifts: number, entries: Array<{ __typename: 'TimesheetEntry', recordId: string, clockInAt: string, clockOutAt: string | null, breakMinutes: number, originalClockInAt: string, originalClockOutAt: string | null, flags: Array<TimesheetFlag>, lateMinutes: number | null, clockOutReason: string | null, labour: Array<{ __typename: 'TimesheetLabourNote', flag: TimesheetFlag, message: string }>, correction: { __typename: 'TimeCorrection', reason: string } | null }> }> } };

export type ApproveTimesheetMutationVariables = Exact<{
  userId: string | number;
  date: string;
}>;


export type ApproveTimesheetMutation = { approveTimesheet: { __typename: 'Timesheet', userId: string, name: string, open: boolean, approvedAt: string | null, approvedBy: string | null, grossPay: string | null, premiums: Array<{ __typename: 'TimesheetPremium', kind: LabourPremiumKind, name: string, minutes: number, pay: string | null }>, totals: { __typename: 'TimesheetTotals', scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number }, days: Array<{ __typename: 'TimesheetDay', date: string, scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number, flags: Array<TimesheetFlag>, absentShifts: number, entries: Array<{ __typename: 'TimesheetEntry', recordId: string, clockInAt: string, clockOutAt: string | null, breakMinutes: number, originalClockInAt: string, originalClockOutAt: string | null, flags: Array<TimesheetFlag>, lateMinutes: number | null, clockOutReason: string | null, labour: Array<{ __typename: 'TimesheetLabourNote', flag: TimesheetFlag, message: string }>, correction: { __typename: 'TimeCorrection', reason: string } | null }> }> } };

export type ReopenTimesheetMutationVariables = Exact<{
  userId: string | number;
  date: string;
  reason: string;
}>;


export type ReopenTimesheetMutation = { reopenTimesheet: { __typename: 'Timesheet', userId: string, name: string, open: boolean, approvedAt: string | null, approvedBy: string | null, grossPay: string | null, premiums: Array<{ __typename: 'TimesheetPremium', kind: LabourPremiumKind, name: string, minutes: number, pay: string | null }>, totals: { __typename: 'TimesheetTotals', scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number }, days: Array<{ __typename: 'TimesheetDay', date: string, scheduledMinutes: number, workedMinutes: number, breakMinutes: number, regularMinutes: number, overtimeMinutes: number, flags: Array<TimesheetFlag>, absentShifts: number, entries: Array<{ __typename: 'TimesheetEntry', recordId: string, clockInAt: string, clockOutAt: string | null, breakMinutes: number, originalClockInAt: string, originalClockOutAt: string | null, flags: Array<TimesheetFlag>, lateMinutes: number | null, clockOutReason: string | null, labour: Array<{ __typename: 'TimesheetLabourNote', flag: TimesheetFlag, message: string }>, correction: { __typename: 'TimeCorrection', reason: string } | null }> }> } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ __typename: 'Webhook', id: string, url: string, kinds: Array<WebhookEventKind>, createdAt: string, deliveries: Array<{ __typename: 'WebhookDelivery', id: string, eventId: string, kind: WebhookEventKind, createdAt: string, attempts: number, deliveredAt: string | null, failedAt: string | null, nextAttemptAt: string | null, lastError: string }> }> };

export type CreateWebhookMutationVariables = Exact<{
  input: WebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { __typename: 'WebhookCreated', secret: string, webhook: { __typename: 'Webhook', id: string } } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: boolean };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: { __typename: 'WebhookDelivery', id: string } };

export type ScheduleEditorQueryVariables = Exact<{
  week: string;
}>;


export type ScheduleEditorQuery = { weekDraft: { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null, shifts: Array<{ __typename: 'DraftShift', id: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userId: string | null, userName: string, status: DraftShiftStatus, version: number, positionId: string | null, locationId: string | null, shiftTypeId: string | null, pinned: boolean }>, conflicts: Array<{ __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, userId: string, shiftIds: Array<string>, message: string, date: string | null }> }, employees: Array<{ __typename: 'User', id: string, name: string }>, personWorkplaces: Array<{ __typename: 'PersonWorkplace', userId: string, locationIds: Array<string>, hourlyRateCents: number | null, positions: Array<{ __typename: 'Qualification', positionId: string, primary: boolean }> }>, workplaceSettings: { __typename: 'WorkplaceSettings', currency: string }, shiftTypes: Array<{ __typename: 'ShiftType', id: string, name: string, positionId: string | null, locationId: string | null, startTime: string, endTime: string }>, openShifts: Array<{ __typename: 'OpenShift', id: string, status: OpenShiftStatus, weekStarting: string, dayKey: DayKey, startTime: string, endTime: string, offeredBy: { __typename: 'User', id: string } | null }> };

export type AddDraftShiftMutationVariables = Exact<{
  input: DraftShiftInput;
  ids?: Array<string | number> | string | number | null | undefined;
  shiftPeople?: Array<string | number> | string | number | null | undefined;
  people?: Array<string | number> | string | number | null | undefined;
  dates?: Array<string> | string | null | undefined;
}>;


export type AddDraftShiftMutation = { addDraftShift: { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null, shifts: Array<{ __typename: 'DraftShift', id: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userId: string | null, userName: string, status: DraftShiftStatus, version: number, positionId: string | null, locationId: string | null, shiftTypeId: string | null, pinned: boolean }>, conflicts: Array<{ __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, userId: string, shiftIds: Array<string>, message: string, date: string | null }> } };

export type UpdateDraftShiftMutationVariables = Exact<{
  input: UpdateDraftShiftInput;
  ids?: Array<string | number> | string | number | null | undefined;
  shiftPeople?: Array<string | number> | string | number | null | undefined;
  people?: Array<string | number> | string | number | null | undefined;
  dates?: Array<string> | string | null | undefined;
}>;


export type UpdateDraftShiftMutation = { updateDraftShift: { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null, shifts: Array<{ __typename: 'DraftShift', id: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userId: string | null, userName: string, status: DraftShiftStatus, version: number, positionId: string | null, locationId: string | null, shiftTypeId: string | null, pinned: boolean }>, conflicts: Array<{ __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, userId: string, shiftIds: Array<string>, message: string, date: string | null }> } };

export type RemoveDraftShiftMutationVariables = Exact<{
  week: string;
  id: string | number;
  version: number;
  ids?: Array<string | number> | string | number | null | undefined;
  shiftPeople?: Array<string | number> | string | number | null | undefined;
  people?: Array<string | number> | string | number | null | undefined;
  dates?: Array<string> | string | null | undefined;
}>;


export type RemoveDraftShiftMutation = { removeDraftShift: { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null, shifts: Array<{ __typename: 'DraftShift', id: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userId: string | null, userName: string, status: DraftShiftStatus, version: number, positionId: string | null, locationId: string | null, shiftTypeId: string | null, pinned: boolean }>, conflicts: Array<{ __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, userId: string, shiftIds: Array<string>, message: string, date: string | null }> } };

export type SetDraftShiftPinnedMutationVariables = Exact<{
  week: string;
  id: string | number;
  pinned: boolean;
}>;


export type SetDraftShiftPinnedMutation = { setDraftShiftPinned: { __typename: 'DraftShift', id: string, pinned: boolean } };

export type DiscardDraftMutationVariables = Exact<{
  week: string;
}>;


export type DiscardDraftMutation = { discardDraft: { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null, shifts: Array<{ __typename: 'DraftShift', id: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userId: string | null, userName: string, status: DraftShiftStatus, version: number, positionId: string | null, locationId: string | null, shiftTypeId: string | null, pinned: boolean }>, conflicts: Array<{ __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, userId: string, shiftIds: Array<string>, message: string, date: string | null }> } };

export type ApprovedTimeOffQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ApprovedTimeOffQuery = { timeOff: Array<{ __typename: 'TimeOffRequest', id: string, date: string, endDate: string, startTime: string | null, user: { __typename: 'User', id: string } }> };

export type EditorHourLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorHourLimitsQuery = { ruleSets: Array<{ __typename: 'RuleSet', id: string, isDefault: boolean, periodKind: PlanningPeriodKind, periodWeeks: number, periodStart: string, userIds: Array<string>, rules: { __typename: 'WorkRules', minHours: { __typename: 'WorkRule', value: number } | null, maxHours: { __typename: 'WorkRule', value: number } | null } }> };

export type WorkRuleFieldsFragment = { __typename: 'WorkRule', value: number, severity: RuleSeverity };

export type RuleSetsQueryVariables = Exact<{ [key: string]: never; }>;


export type RuleSetsQuery = { ruleSets: Array<{ __typename: 'RuleSet', id: string, name: string, isDefault: boolean, periodKind: PlanningPeriodKind, periodWeeks: number, periodStart: string, userIds: Array<string>, rules: { __typename: 'WorkRules', minHours: { __typename: 'WorkRule', value: number, severity: RuleSeverity } | null, maxHours: { __typename: 'WorkRule', value: number, severity: RuleSeverity } | null, maxConsecutiveDays: { __typename: 'WorkRule', value: number, severity: RuleSeverity } | null, minConsecutiveDays: { __typename: 'WorkRule', value: number, severity: RuleSeverity } | null, minDaysOff: { __typename: 'WorkRule', value: number, severity: RuleSeverity } | null, maxWeekends: { __typename: 'WorkRule', value: number, severity: RuleSeverity } | null, minRest: { __typename: 'WorkRule', value: number, severity: RuleSeverity } | null, maxDailyHours: { __typename: 'WorkRule', value: number, severity: RuleSeverity } | null, shiftTypeLimits: Array<{ __typename: 'ShiftTypeLimit', shiftTypeId: string, max: number, severity: RuleSeverity }> } }>, shiftTypes: Array<{ __typename: 'ShiftType', id: string, name: string, archived: boolean }> };

export type SaveRuleSetMutationVariables = Exact<{
  input: RuleSetInput;
}>;


export type SaveRuleSetMutation = { saveRuleSet: { __typename: 'RuleSet', id: string } };

export type DeleteRuleSetMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRuleSetMutation = { deleteRuleSet: boolean };

export type SetPersonRuleSetMutationVariables = Exact<{
  userId: string | number;
  ruleSetId?: string | number | null | undefined;
}>;


export type SetPersonRuleSetMutation = { setPersonRuleSet: { __typename: 'RuleSet', id: string } };

export type WorkplaceQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkplaceQuery = { locations: Array<{ __typename: 'Location', id: string, name: string, address: string | null, archived: boolean }>, positions: Array<{ __typename: 'Position', id: string, name: string, colour: string, archived: boolean }>, shiftTypes: Array<{ __typename: 'ShiftType', id: string, name: string, positionId: string | null, locationId: string | null, startTime: string, endTime: string, notFollowedByIds: Array<string>, archived: boolean }> };

export type ShiftTypeFieldsFragment = { __typename: 'ShiftType', id: string, name: string, positionId: string | null, locationId: string | null, startTime: string, endTime: string, notFollowedByIds: Array<string>, archived: boolean };

export type SaveLocationMutationVariables = Exact<{
  input: LocationInput;
}>;


export type SaveLocationMutation = { saveLocation: { __typename: 'Location', id: string, name: string, address: string | null, archived: boolean } };

export type ArchiveLocationMutationVariables = Exact<{
  id: string | number;
  archived: boolean;
}>;


export type ArchiveLocationMutation = { archiveLocation: { __typename: 'Location', id: string, name: string, address: string | null, archived: boolean } };

export type DeleteLocationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLocationMutation = { deleteLocation: boolean };

export type SavePositionMutationVariables = Exact<{
  input: PositionInput;
}>;


export type SavePositionMutation = { savePosition: { __typename: 'Position', id: string, name: string, colour: string, archived: boolean } };

export type ArchivePositionMutationVariables = Exact<{
  id: string | number;
  archived: boolean;
}>;


export type ArchivePositionMutation = { archivePosition: { __typename: 'Position', id: string, name: string, colour: string, archived: boolean } };

export type DeletePositionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePositionMutation = { deletePosition: boolean };

export type SaveShiftTypeMutationVariables = Exact<{
  input: ShiftTypeInput;
}>;


export type SaveShiftTypeMutation = { saveShiftType: { __typename: 'ShiftType', id: string, name: string, positionId: string | null, locationId: string | null, startTime: string, endTime: string, notFollowedByIds: Array<string>, archived: boolean } };

export type ArchiveShiftTypeMutationVariables = Exact<{
  id: string | number;
  archived: boolean;
}>;


export type ArchiveShiftTypeMutation = { archiveShiftType: { __typename: 'ShiftType', id: string, name: string, positionId: string | null, locationId: string | null, startTime: string, endTime: string, notFollowedByIds: Array<string>, archived: boolean } };

export type DeleteShiftTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteShiftTypeMutation = { deleteShiftType: boolean };

export type WorkplaceLanguageQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkplaceLanguageQuery = { workplaceSettings: { __typename: 'WorkplaceSettings', defaultLanguage: string } };

export type SetWorkplaceLanguageMutationVariables = Exact<{
  language: string;
}>;


export type SetWorkplaceLanguageMutation = { setWorkplaceLanguage: { __typename: 'WorkplaceSettings', defaultLanguage: string } };

export type WorkplaceProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkplaceProfileQuery = { workplaceSettings: { __typename: 'WorkplaceSettings', name: string, currency: string, timeZone: string, weekStartsOn: DayKey } };

export type SetWorkplaceProfileMutationVariables = Exact<{
  input: WorkplaceProfileInput;
}>;


export type SetWorkplaceProfileMutation = { setWorkplaceProfile: { __typename: 'WorkplaceSettings', name: string, currency: string, timeZone: string, weekStartsOn: DayKey } };

export type PersonalDataRetentionQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalDataRetentionQuery = { personalDataRetentionYears: number };

export type SetPersonalDataRetentionYearsMutationVariables = Exact<{
  years: number;
}>;


export type SetPersonalDataRetentionYearsMutation = { setPersonalDataRetentionYears: number };

export type LeaveTypeFieldsFragment = { __typename: 'LeaveType', id: string, name: string, kind: LeaveKind, paid: boolean, unit: LeaveUnit, needsApproval: boolean, needsBalance: boolean, staffMayRequest: boolean, colour: string, archived: boolean };

export type LeaveTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveTypesQuery = { leaveTypes: Array<{ __typename: 'LeaveType', id: string, name: string, kind: LeaveKind, paid: boolean, unit: LeaveUnit, needsApproval: boolean, needsBalance: boolean, staffMayRequest: boolean, colour: string, archived: boolean }> };

export type MyManagerLocationsQueryVariables = Exact<{
  me: string | number;
}>;


export type MyManagerLocationsQuery = { managerLocations: Array<{ __typename: 'ManagerLocations', userId: string, locationIds: Array<string> }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { __typename: 'User', id: string, name: string, email: string | null, role: Role, language: string | null, clock: number | null }, workplaceSettings: { __typename: 'WorkplaceSettings', weekStartsOn: DayKey } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type EditorDraftFragment = { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null, shifts: Array<{ __typename: 'DraftShift', id: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userId: string | null, userName: string, status: DraftShiftStatus, version: number, positionId: string | null, locationId: string | null, shiftTypeId: string | null, pinned: boolean }>, conflicts: Array<{ __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, userId: string, shiftIds: Array<string>, message: string, date: string | null }> };

export type DraftPartFragment = { __typename: 'WeekDraft', weekStarting: string, hasChanges: boolean, published: boolean, updatedAt: string | null, shifts: Array<{ __typename: 'DraftShift', id: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userId: string | null, userName: string, status: DraftShiftStatus, version: number, positionId: string | null, locationId: string | null, shiftTypeId: string | null, pinned: boolean }>, conflicts: Array<{ __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, userId: string, shiftIds: Array<string>, message: string, date: string | null }> };

export type EditorDraftShiftFragment = { __typename: 'DraftShift', id: string, dayKey: DayKey, date: string, startTime: string, endTime: string, userId: string | null, userName: string, status: DraftShiftStatus, version: number, positionId: string | null, locationId: string | null, shiftTypeId: string | null, pinned: boolean };

export type EditorConflictFragment = { __typename: 'ShiftConflict', key: string, code: ConflictCode, severity: ConflictSeverity, userId: string, shiftIds: Array<string>, message: string, date: string | null };

export type WeekStartsOnQueryVariables = Exact<{ [key: string]: never; }>;


export type WeekStartsOnQuery = { workplaceSettings: { __typename: 'WorkplaceSettings', weekStartsOn: DayKey } };

export type WorkplaceNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkplaceNamesQuery = { locations: Array<{ __typename: 'Location', id: string, name: string, address: string | null, archived: boolean }>, positions: Array<{ __typename: 'Position', id: string, name: string, colour: string, archived: boolean }> };

export type LocationFieldsFragment = { __typename: 'Location', id: string, name: string, address: string | null, archived: boolean };

export type PositionFieldsFragment = { __typename: 'Position', id: string, name: string, colour: string, archived: boolean };

export const FillJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FillJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rangeStart"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedMs"}},{"kind":"Field","name":{"kind":"Name","value":"short"}},{"kind":"Field","name":{"kind":"Name","value":"shortRequirements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"byRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"fromShiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FillJobFieldsFragment, unknown>;
export const WeeklyAvailabilityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeeklyAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<WeeklyAvailabilityFieldsFragment, unknown>;
export const PreferenceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<PreferenceFieldsFragment, unknown>;
export const HomeSwapFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeSwap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]} as unknown as DocumentNode<HomeSwapFragment, unknown>;
export const HomeClaimFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeClaim"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openShift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"offeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<HomeClaimFragment, unknown>;
export const HomeDraftFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<HomeDraftFragment, unknown>;
export const ConsentItem_ConsentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentItem_consent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourConsent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumCents"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]} as unknown as DocumentNode<ConsentItem_ConsentFragment, unknown>;
export const LabourBreakFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourBreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"afterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"minPartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"latestStartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]} as unknown as DocumentNode<LabourBreakFieldsFragment, unknown>;
export const LabourRulesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"underAge"}},{"kind":"Field","name":{"kind":"Name","value":"maxDailyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxWeeklyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earliestStart"}},{"kind":"Field","name":{"kind":"Name","value":"latestEnd"}},{"kind":"Field","name":{"kind":"Name","value":"schoolDayMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"schoolWeekMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeklyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"maxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postingDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clopening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minRestMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"closingAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourBreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"afterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"minPartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"latestStartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]} as unknown as DocumentNode<LabourRulesFieldsFragment, unknown>;
export const RuleSetLabourFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleSetLabourFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleSetLabour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleSetId"}},{"kind":"Field","name":{"kind":"Name","value":"presetId"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourRulesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourBreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"afterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"minPartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"latestStartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"underAge"}},{"kind":"Field","name":{"kind":"Name","value":"maxDailyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxWeeklyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earliestStart"}},{"kind":"Field","name":{"kind":"Name","value":"latestEnd"}},{"kind":"Field","name":{"kind":"Name","value":"schoolDayMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"schoolWeekMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeklyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"maxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postingDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clopening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minRestMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"closingAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]} as unknown as DocumentNode<RuleSetLabourFieldsFragment, unknown>;
export const LeaveBalanceOnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveBalanceOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveBalanceOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"projected"}},{"kind":"Field","name":{"kind":"Name","value":"negativeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"hasPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LeaveBalanceOnFieldsFragment, unknown>;
export const LeavePolicyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeavePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeavePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"yearStartMonth"}},{"kind":"Field","name":{"kind":"Name","value":"yearStartDay"}},{"kind":"Field","name":{"kind":"Name","value":"waitingDays"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"carryOverMax"}},{"kind":"Field","name":{"kind":"Name","value":"carryExpiresMonth"}},{"kind":"Field","name":{"kind":"Name","value":"carryExpiresDay"}},{"kind":"Field","name":{"kind":"Name","value":"negativeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<LeavePolicyFieldsFragment, unknown>;
export const LeaveAssignmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeavePolicyAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleSetId"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<LeaveAssignmentFieldsFragment, unknown>;
export const ClaimItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClaimItemFragment, unknown>;
export const OpenShiftItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenShiftItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"offeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClaimItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<OpenShiftItemFragment, unknown>;
export const ScheduleShiftFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<ScheduleShiftFragment, unknown>;
export const ScheduleEventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<ScheduleEventFragment, unknown>;
export const PersonWorkplaceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonWorkplaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonWorkplace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationIds"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}}]}}]} as unknown as DocumentNode<PersonWorkplaceFieldsFragment, unknown>;
export const SwapShiftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]} as unknown as DocumentNode<SwapShiftFieldsFragment, unknown>;
export const SwapItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]} as unknown as DocumentNode<SwapItemFragment, unknown>;
export const TimeRecordPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeRecordParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"onBreak"}},{"kind":"Field","name":{"kind":"Name","value":"noShift"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"offSiteClockOut"}},{"kind":"Field","name":{"kind":"Name","value":"forgottenClockOut"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutReason"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}}]}}]} as unknown as DocumentNode<TimeRecordPartsFragment, unknown>;
export const TimeOffItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeOffItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<TimeOffItemFragment, unknown>;
export const TimesheetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"absentShifts"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutReason"}},{"kind":"Field","name":{"kind":"Name","value":"labour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TimesheetFieldsFragment, unknown>;
export const TimesheetSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"payPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOvertimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyOvertimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paidBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"roundingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayPercent"}}]}}]} as unknown as DocumentNode<TimesheetSettingsFieldsFragment, unknown>;
export const WorkRuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}}]} as unknown as DocumentNode<WorkRuleFieldsFragment, unknown>;
export const ShiftTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"notFollowedByIds"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<ShiftTypeFieldsFragment, unknown>;
export const LeaveTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"needsApproval"}},{"kind":"Field","name":{"kind":"Name","value":"needsBalance"}},{"kind":"Field","name":{"kind":"Name","value":"staffMayRequest"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<LeaveTypeFieldsFragment, unknown>;
export const EditorDraftShiftFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraftShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}}]} as unknown as DocumentNode<EditorDraftShiftFragment, unknown>;
export const EditorConflictFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorConflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftIds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]} as unknown as DocumentNode<EditorConflictFragment, unknown>;
export const EditorDraftFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraftShift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorConflict"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraftShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorConflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftIds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]} as unknown as DocumentNode<EditorDraftFragment, unknown>;
export const DraftPartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DraftPart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"people"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shiftPeople"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraftShift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"people"},"value":{"kind":"Variable","name":{"kind":"Name","value":"people"}}},{"kind":"Argument","name":{"kind":"Name","value":"dates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorConflict"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraftShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorConflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftIds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]} as unknown as DocumentNode<DraftPartFragment, unknown>;
export const LocationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<LocationFieldsFragment, unknown>;
export const PositionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<PositionFieldsFragment, unknown>;
export const MyAcknowledgementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAcknowledgement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAcknowledgement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}}]}}]}}]} as unknown as DocumentNode<MyAcknowledgementQuery, MyAcknowledgementQueryVariables>;
export const AcknowledgeWeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcknowledgeWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgeWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}}]}}]}}]} as unknown as DocumentNode<AcknowledgeWeekMutation, AcknowledgeWeekMutationVariables>;
export const WeekAcknowledgementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeekAcknowledgements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekAcknowledgements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}}]}}]}}]} as unknown as DocumentNode<WeekAcknowledgementsQuery, WeekAcknowledgementsQueryVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AuditPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AuditPeopleQuery, AuditPeopleQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SetupNeededDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupNeeded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupNeeded"}}]}}]} as unknown as DocumentNode<SetupNeededQuery, SetupNeededQueryVariables>;
export const SetUpWorkplaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUpWorkplace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetUpWorkplaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUpWorkplace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SetUpWorkplaceMutation, SetUpWorkplaceMutationVariables>;
export const FillJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FillJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FillJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FillJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rangeStart"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedMs"}},{"kind":"Field","name":{"kind":"Name","value":"short"}},{"kind":"Field","name":{"kind":"Name","value":"shortRequirements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"byRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"fromShiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FillJobQuery, FillJobQueryVariables>;
export const FillNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FillNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FillNamesQuery, FillNamesQueryVariables>;
export const StartFillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartFill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FillInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startFill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FillJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FillJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rangeStart"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedMs"}},{"kind":"Field","name":{"kind":"Name","value":"short"}},{"kind":"Field","name":{"kind":"Name","value":"shortRequirements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"byRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"fromShiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartFillMutation, StartFillMutationVariables>;
export const StopFillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopFill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopFill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FillJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FillJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rangeStart"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedMs"}},{"kind":"Field","name":{"kind":"Name","value":"short"}},{"kind":"Field","name":{"kind":"Name","value":"shortRequirements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"byRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"fromShiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StopFillMutation, StopFillMutationVariables>;
export const ApplyFillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyFill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dates"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyFill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FillJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FillJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FillJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rangeStart"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedMs"}},{"kind":"Field","name":{"kind":"Name","value":"short"}},{"kind":"Field","name":{"kind":"Name","value":"shortRequirements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"byRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"fromShiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"why"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyFillMutation, ApplyFillMutationVariables>;
export const MyAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeklyAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WeeklyAvailabilityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeeklyAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<MyAvailabilityQuery, MyAvailabilityQueryVariables>;
export const SetWeeklyAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWeeklyAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityDayInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWeeklyAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WeeklyAvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeeklyAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<SetWeeklyAvailabilityMutation, SetWeeklyAvailabilityMutationVariables>;
export const AddUnavailableDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddUnavailableDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUnavailableDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AddUnavailableDateMutation, AddUnavailableDateMutationVariables>;
export const RemoveUnavailableDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveUnavailableDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeUnavailableDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveUnavailableDateMutation, RemoveUnavailableDateMutationVariables>;
export const AvailabilityPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilityPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AvailabilityPeopleQuery, AvailabilityPeopleQueryVariables>;
export const WeekAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeekAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<WeekAvailabilityQuery, WeekAvailabilityQueryVariables>;
export const PersonPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferenceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<PersonPreferencesQuery, PersonPreferencesQueryVariables>;
export const AddPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AddPreferenceMutation, AddPreferenceMutationVariables>;
export const DeletePreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePreferenceMutation, DeletePreferenceMutationVariables>;
export const WeekPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeekPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"wants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<WeekPreferencesQuery, WeekPreferencesQueryVariables>;
export const CoverageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Coverage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}},{"kind":"Field","name":{"kind":"Name","value":"short"}},{"kind":"Field","name":{"kind":"Name","value":"over"}}]}}]}}]} as unknown as DocumentNode<CoverageQuery, CoverageQueryVariables>;
export const StaffingRequirementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffingRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffingRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"missingWeight"}},{"kind":"Field","name":{"kind":"Name","value":"extraWeight"}},{"kind":"Field","name":{"kind":"Name","value":"needed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}},{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overrides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StaffingRequirementsQuery, StaffingRequirementsQueryVariables>;
export const SaveStaffingRequirementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveStaffingRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffingRequirementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStaffingRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveStaffingRequirementMutation, SaveStaffingRequirementMutationVariables>;
export const DeleteStaffingRequirementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStaffingRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStaffingRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteStaffingRequirementMutation, DeleteStaffingRequirementMutationVariables>;
export const CreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<CreateEventMutation, CreateEventMutationVariables>;
export const DeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEventMutation, DeleteEventMutationVariables>;
export const UpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"me"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"manager"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nextWeek"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekAfter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"upcoming"},"name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coworkers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"names"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTimeOffRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySwapRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeSwap"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myShiftClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeClaim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingTimeOffRequests"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shiftsInside"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"swapsAwaitingApproval"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeSwap"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claimsAwaitingApproval"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeClaim"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"coverage"},"name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekTo"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"thisWeekDraft"},"name":{"kind":"Name","value":"weekDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekFrom"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeDraft"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"nextWeekDraft"},"name":{"kind":"Name","value":"weekDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nextWeek"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeDraft"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"laterWeekDraft"},"name":{"kind":"Name","value":"weekDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekAfter"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeDraft"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"firstRunLocations"},"name":{"kind":"Name","value":"locations"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"firstRunLocationSaved"},"name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"action"},"value":{"kind":"StringValue","value":"location","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"firstRunPositions"},"name":{"kind":"Name","value":"positions"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"firstRunShiftTypes"},"name":{"kind":"Name","value":"shiftTypes"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"firstRunEmployees"},"name":{"kind":"Name","value":"employees"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"firstRunInvitations"},"name":{"kind":"Name","value":"invitations"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"firstRunDrafted"},"name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"action"},"value":{"kind":"StringValue","value":"draft","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"firstRunPublished"},"name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"action"},"value":{"kind":"StringValue","value":"schedule.publish","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeSwap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeClaim"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openShift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"offeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const HomeRespondToTimeOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomeRespondToTimeOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shifts"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftChoice"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToTimeOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"shifts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shifts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HomeRespondToTimeOffMutation, HomeRespondToTimeOffMutationVariables>;
export const HomeDecideSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomeDecideSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwapDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HomeDecideSwapMutation, HomeDecideSwapMutationVariables>;
export const HomeDecideShiftClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomeDecideShiftClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideShiftClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HomeDecideShiftClaimMutation, HomeDecideShiftClaimMutationVariables>;
export const InvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InvitationsQuery, InvitationsQueryVariables>;
export const InviteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emails"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"emails"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emails"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const ResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const RevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const InvitationPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InvitationPreviewQuery, InvitationPreviewQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const FailedEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FailedEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failedEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}}]}}]}}]} as unknown as DocumentNode<FailedEmailsQuery, FailedEmailsQueryVariables>;
export const MyLabourConsentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLabourConsents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"me"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labourConsents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsentItem_consent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentItem_consent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourConsent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumCents"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]} as unknown as DocumentNode<MyLabourConsentsQuery, MyLabourConsentsQueryVariables>;
export const AnswerLabourConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerLabourConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerLabourConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsentItem_consent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentItem_consent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourConsent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lostMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumCents"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]} as unknown as DocumentNode<AnswerLabourConsentMutation, AnswerLabourConsentMutationVariables>;
export const LabourOfRuleSetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabourOfRuleSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"labour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleSetLabourFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourBreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"afterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"minPartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"latestStartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"underAge"}},{"kind":"Field","name":{"kind":"Name","value":"maxDailyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxWeeklyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earliestStart"}},{"kind":"Field","name":{"kind":"Name","value":"latestEnd"}},{"kind":"Field","name":{"kind":"Name","value":"schoolDayMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"schoolWeekMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeklyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"maxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postingDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clopening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minRestMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"closingAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleSetLabourFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleSetLabour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleSetId"}},{"kind":"Field","name":{"kind":"Name","value":"presetId"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourRulesFields"}}]}}]}}]} as unknown as DocumentNode<LabourOfRuleSetsQuery, LabourOfRuleSetsQueryVariables>;
export const LabourPresetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabourPresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labourPresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"}},{"kind":"Field","name":{"kind":"Name","value":"law"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<LabourPresetsQuery, LabourPresetsQueryVariables>;
export const SetRuleSetLabourDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRuleSetLabour"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleSetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabourRulesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRuleSetLabour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruleSetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleSetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleSetLabourFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourBreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"afterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"minPartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"latestStartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"underAge"}},{"kind":"Field","name":{"kind":"Name","value":"maxDailyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxWeeklyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earliestStart"}},{"kind":"Field","name":{"kind":"Name","value":"latestEnd"}},{"kind":"Field","name":{"kind":"Name","value":"schoolDayMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"schoolWeekMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeklyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"maxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postingDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clopening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minRestMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"closingAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleSetLabourFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleSetLabour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleSetId"}},{"kind":"Field","name":{"kind":"Name","value":"presetId"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourRulesFields"}}]}}]}}]} as unknown as DocumentNode<SetRuleSetLabourMutation, SetRuleSetLabourMutationVariables>;
export const ApplyLabourPresetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyLabourPreset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleSetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"presetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyLabourPreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruleSetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleSetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"presetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"presetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleSetLabourFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourBreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"afterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"minPartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"latestStartMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LabourRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabourRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"underAge"}},{"kind":"Field","name":{"kind":"Name","value":"maxDailyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxWeeklyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earliestStart"}},{"kind":"Field","name":{"kind":"Name","value":"latestEnd"}},{"kind":"Field","name":{"kind":"Name","value":"schoolDayMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"schoolWeekMaxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourBreakFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeklyRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averageWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"maxMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postingDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clopening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"minRestMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"closingAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleSetLabourFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RuleSetLabour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleSetId"}},{"kind":"Field","name":{"kind":"Name","value":"presetId"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LabourRulesFields"}}]}}]}}]} as unknown as DocumentNode<ApplyLabourPresetMutation, ApplyLabourPresetMutationVariables>;
export const BirthDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BirthDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<BirthDateQuery, BirthDateQueryVariables>;
export const SetBirthDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBirthDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"birthDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBirthDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"birthDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"birthDate"}}}]}]}}]} as unknown as DocumentNode<SetBirthDateMutation, SetBirthDateMutationVariables>;
export const LabourShiftTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabourShiftTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<LabourShiftTypesQuery, LabourShiftTypesQueryVariables>;
export const HolidayStaffingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HolidayStaffing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidayStaffing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"likeDay"}}]}}]}}]} as unknown as DocumentNode<HolidayStaffingQuery, HolidayStaffingQueryVariables>;
export const SetHolidayStaffingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHolidayStaffing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rule"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayStaffingRule"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"likeDay"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DayKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHolidayStaffing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rule"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rule"}}},{"kind":"Argument","name":{"kind":"Name","value":"likeDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"likeDay"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"likeDay"}}]}}]}}]} as unknown as DocumentNode<SetHolidayStaffingMutation, SetHolidayStaffingMutationVariables>;
export const MyLeaveBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLeaveBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveBalancesOn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveBalanceOnFields"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveTypeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveBalanceOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveBalanceOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"projected"}},{"kind":"Field","name":{"kind":"Name","value":"negativeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"hasPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"needsApproval"}},{"kind":"Field","name":{"kind":"Name","value":"needsBalance"}},{"kind":"Field","name":{"kind":"Name","value":"staffMayRequest"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<MyLeaveBalancesQuery, MyLeaveBalancesQueryVariables>;
export const TeamLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveBalances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"closing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TeamLeaveQuery, TeamLeaveQueryVariables>;
export const PlannedLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlannedLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"APPROVED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}}]}}]}}]} as unknown as DocumentNode<PlannedLeaveQuery, PlannedLeaveQueryVariables>;
export const LeaveLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaveTypeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"leaveTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaveTypeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveOn"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<LeaveLedgerQuery, LeaveLedgerQueryVariables>;
export const AdjustLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaveTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustLeaveBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"leaveTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaveTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"on"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<AdjustLeaveMutation, AdjustLeaveMutationVariables>;
export const LeaveSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveTypeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leavePolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeavePolicyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ruleSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaveSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullTimeHoursWeek"}},{"kind":"Field","name":{"kind":"Name","value":"deductBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leavePolicyAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveAssignmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"needsApproval"}},{"kind":"Field","name":{"kind":"Name","value":"needsBalance"}},{"kind":"Field","name":{"kind":"Name","value":"staffMayRequest"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeavePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeavePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"yearStartMonth"}},{"kind":"Field","name":{"kind":"Name","value":"yearStartDay"}},{"kind":"Field","name":{"kind":"Name","value":"waitingDays"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"carryOverMax"}},{"kind":"Field","name":{"kind":"Name","value":"carryExpiresMonth"}},{"kind":"Field","name":{"kind":"Name","value":"carryExpiresDay"}},{"kind":"Field","name":{"kind":"Name","value":"negativeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveAssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeavePolicyAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policyId"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleSetId"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<LeaveSetupQuery, LeaveSetupQueryVariables>;
export const SaveLeaveTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLeaveType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"needsApproval"}},{"kind":"Field","name":{"kind":"Name","value":"needsBalance"}},{"kind":"Field","name":{"kind":"Name","value":"staffMayRequest"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<SaveLeaveTypeMutation, SaveLeaveTypeMutationVariables>;
export const SaveLeavePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLeavePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeavePolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLeavePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeavePolicyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeavePolicyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeavePolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"yearStartMonth"}},{"kind":"Field","name":{"kind":"Name","value":"yearStartDay"}},{"kind":"Field","name":{"kind":"Name","value":"waitingDays"}},{"kind":"Field","name":{"kind":"Name","value":"cap"}},{"kind":"Field","name":{"kind":"Name","value":"carryOverMax"}},{"kind":"Field","name":{"kind":"Name","value":"carryExpiresMonth"}},{"kind":"Field","name":{"kind":"Name","value":"carryExpiresDay"}},{"kind":"Field","name":{"kind":"Name","value":"negativeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<SaveLeavePolicyMutation, SaveLeavePolicyMutationVariables>;
export const AssignLeavePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignLeavePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaveTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleSetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignLeavePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaveTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaveTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"policyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ruleSetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleSetId"}}}]}]}}]} as unknown as DocumentNode<AssignLeavePolicyMutation, AssignLeavePolicyMutationVariables>;
export const LocationHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationHolidays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidayCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicHolidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"added"}}]}},{"kind":"Field","name":{"kind":"Name","value":"removedHolidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"everyLocation"}}]}}]}}]} as unknown as DocumentNode<LocationHolidaysQuery, LocationHolidaysQueryVariables>;
export const HolidaysOfLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HolidaysOfLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicHolidaysAt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<HolidaysOfLocationsQuery, HolidaysOfLocationsQueryVariables>;
export const HolidayCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HolidayCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidayCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}}]}}]} as unknown as DocumentNode<HolidayCountriesQuery, HolidayCountriesQueryVariables>;
export const SetHolidayCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHolidayCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHolidayCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}]}]}}]} as unknown as DocumentNode<SetHolidayCalendarMutation, SetHolidayCalendarMutationVariables>;
export const SetPublicHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPublicHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"removed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPublicHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"removed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"removed"}}},{"kind":"Argument","name":{"kind":"Name","value":"clear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clear"}}}]}]}}]} as unknown as DocumentNode<SetPublicHolidayMutation, SetPublicHolidayMutationVariables>;
export const SetLeaveSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLeaveSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fullTimeHoursWeek"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deductBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveDeductBy"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLeaveSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fullTimeHoursWeek"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fullTimeHoursWeek"}}},{"kind":"Argument","name":{"kind":"Name","value":"deductBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deductBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullTimeHoursWeek"}},{"kind":"Field","name":{"kind":"Name","value":"deductBy"}}]}}]}}]} as unknown as DocumentNode<SetLeaveSettingsMutation, SetLeaveSettingsMutationVariables>;
export const LeaveProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"workDays"}},{"kind":"Field","name":{"kind":"Name","value":"holidayLocationId"}},{"kind":"Field","name":{"kind":"Name","value":"holidaysFrom"}}]}}]}}]} as unknown as DocumentNode<LeaveProfileQuery, LeaveProfileQueryVariables>;
export const SetLeaveProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLeaveProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLeaveProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SetLeaveProfileMutation, SetLeaveProfileMutationVariables>;
export const RecordLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordLeave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"opened"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<RecordLeaveMutation, RecordLeaveMutationVariables>;
export const LeaveLiabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveLiability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveLiability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"on"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"csv"}}]}}]}}]} as unknown as DocumentNode<LeaveLiabilityQuery, LeaveLiabilityQueryVariables>;
export const SchoolCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}}]}}]}}]}}]} as unknown as DocumentNode<SchoolCalendarQuery, SchoolCalendarQueryVariables>;
export const SetSchoolWeekdaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSchoolWeekdays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekdays"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSchoolWeekdays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"weekdays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekdays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}}]}}]}}]}}]} as unknown as DocumentNode<SetSchoolWeekdaysMutation, SetSchoolWeekdaysMutationVariables>;
export const AddSchoolHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSchoolHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSchoolHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddSchoolHolidayMutation, AddSchoolHolidayMutationVariables>;
export const RemoveSchoolHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSchoolHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSchoolHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveSchoolHolidayMutation, RemoveSchoolHolidayMutationVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const AllNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AllNotificationsQuery, AllNotificationsQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const NotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const OpenShiftsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenShiftsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"me"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"manager"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openShifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpenShiftItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myShiftClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClaimItem"}},{"kind":"Field","name":{"kind":"Name","value":"openShift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"myShifts"},"name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"me"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personWorkplaces"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypes"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manager"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenShiftItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"offeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligible"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClaimItem"}}]}}]}}]} as unknown as DocumentNode<OpenShiftsPageQuery, OpenShiftsPageQueryVariables>;
export const ClaimsAwaitingApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClaimsAwaitingApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimsAwaitingApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClaimItem"}},{"kind":"Field","name":{"kind":"Name","value":"openShift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"offeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClaimsAwaitingApprovalQuery, ClaimsAwaitingApprovalQueryVariables>;
export const PostOpenShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostOpenShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenShiftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postOpenShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PostOpenShiftMutation, PostOpenShiftMutationVariables>;
export const OfferShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shiftId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shiftId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shiftId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OfferShiftMutation, OfferShiftMutationVariables>;
export const WithdrawOpenShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawOpenShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawOpenShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WithdrawOpenShiftMutation, WithdrawOpenShiftMutationVariables>;
export const ClaimOpenShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimOpenShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimOpenShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ClaimOpenShiftMutation, ClaimOpenShiftMutationVariables>;
export const WithdrawShiftClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawShiftClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawShiftClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WithdrawShiftClaimMutation, WithdrawShiftClaimMutationVariables>;
export const DecideShiftClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideShiftClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideShiftClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DecideShiftClaimMutation, DecideShiftClaimMutationVariables>;
export const ExportPersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportPersonalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportPersonalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ExportPersonalDataMutation, ExportPersonalDataMutationVariables>;
export const FormerStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormerStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formerStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erased"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalDataRetentionYears"}}]}}]} as unknown as DocumentNode<FormerStaffQuery, FormerStaffQueryVariables>;
export const ErasePersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErasePersonalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasePersonalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keptYears"}}]}}]}}]} as unknown as DocumentNode<ErasePersonalDataMutation, ErasePersonalDataMutationVariables>;
export const CalendarFeedsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedsQuery, CalendarFeedsQueryVariables>;
export const EnableCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeedScope"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableCalendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}]}]}}]} as unknown as DocumentNode<EnableCalendarFeedMutation, EnableCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeedScope"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}]}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const UpdateMyNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UpdateMyNameMutation, UpdateMyNameMutationVariables>;
export const ChangeMyPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMyPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revokeTokens"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMyPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"revokeTokens"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revokeTokens"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables>;
export const NotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}}]}}]} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const SetNotificationPreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotificationPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"delivery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationDelivery"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotificationPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"delivery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"delivery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}}]}}]} as unknown as DocumentNode<SetNotificationPreferenceMutation, SetNotificationPreferenceMutationVariables>;
export const DigestSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DigestSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digestSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<DigestSettingsQuery, DigestSettingsQueryVariables>;
export const SetDigestTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDigestTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"time"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOfDay"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDigestTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"time"},"value":{"kind":"Variable","name":{"kind":"Name","value":"time"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<SetDigestTimeMutation, SetDigestTimeMutationVariables>;
export const MyLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLanguage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"clock"}}]}}]}}]} as unknown as DocumentNode<MyLanguageQuery, MyLanguageQueryVariables>;
export const SetMyLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"clock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clock"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"clock"}}]}}]}}]} as unknown as DocumentNode<SetMyLanguageMutation, SetMyLanguageMutationVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"managerOnly"}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const TemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TemplatesQuery, TemplatesQueryVariables>;
export const WorkplaceSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkplaceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workplaceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minRestMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"digestTime"}},{"kind":"Field","name":{"kind":"Name","value":"openShiftsFirstClaim"}}]}}]}}]} as unknown as DocumentNode<WorkplaceSettingsQuery, WorkplaceSettingsQueryVariables>;
export const UpdateWorkplaceSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkplaceSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkplaceSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkplaceSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minRestMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"digestTime"}},{"kind":"Field","name":{"kind":"Name","value":"openShiftsFirstClaim"}}]}}]}}]} as unknown as DocumentNode<UpdateWorkplaceSettingsMutation, UpdateWorkplaceSettingsMutationVariables>;
export const CopyIntoDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyIntoDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyIntoDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyIntoDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copied"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraft"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraftShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorConflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftIds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraftShift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorConflict"}}]}}]}}]} as unknown as DocumentNode<CopyIntoDraftMutation, CopyIntoDraftMutationVariables>;
export const SaveTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SaveTemplateMutation, SaveTemplateMutationVariables>;
export const RenameTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RenameTemplateMutation, RenameTemplateMutationVariables>;
export const DeleteTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTemplateMutation, DeleteTemplateMutationVariables>;
export const PublishPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstPublish"}},{"kind":"Field","name":{"kind":"Name","value":"notifiedCount"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"serious"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cents"}}]}}]}}]}}]} as unknown as DocumentNode<PublishPreviewQuery, PublishPreviewQueryVariables>;
export const PublishDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConflictCode"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptWarnings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptWarningKinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifiedCount"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<PublishDraftMutation, PublishDraftMutationVariables>;
export const PushDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"pushDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<PushDevicesQuery, PushDevicesQueryVariables>;
export const RegisterPushDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPushDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPushDeviceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPushDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<RegisterPushDeviceMutation, RegisterPushDeviceMutationVariables>;
export const RemovePushDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePushDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePushDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemovePushDeviceMutation, RemovePushDeviceMutationVariables>;
export const HoursReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HoursReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workplaceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hoursReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"positionColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"weekMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"monthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"positionMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"locationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"labourCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actualMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"actualLabourCost"}},{"kind":"Field","name":{"kind":"Name","value":"timeOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"weekMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"monthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"positionMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"locationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"labourCost"}}]}}]}}]}}]} as unknown as DocumentNode<HoursReportQuery, HoursReportQueryVariables>;
export const MyShiftsAfterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShiftsAfter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<MyShiftsAfterQuery, MyShiftsAfterQueryVariables>;
export const WeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Week"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnding"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleShift"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleEvent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<WeekQuery, WeekQueryVariables>;
export const MonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Month"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftCount"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleEvent"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<MonthQuery, MonthQueryVariables>;
export const MyShiftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShifts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleShift"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<MyShiftsQuery, MyShiftsQueryVariables>;
export const DayShiftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DayShifts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleShift"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleId"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<DayShiftsQuery, DayShiftsQueryVariables>;
export const RequestSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shiftId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetShiftId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shiftId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shiftId"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetShiftId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetShiftId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RequestSwapMutation, RequestSwapMutationVariables>;
export const PreviewStaffImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewStaffImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewStaffImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"locations"}},{"kind":"Field","name":{"kind":"Name","value":"ruleSet"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewStaffImportQuery, PreviewStaffImportQueryVariables>;
export const ImportStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ImportStaffMutation, ImportStaffMutationVariables>;
export const ManagerLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagerLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managerLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"locationIds"}}]}}]}}]} as unknown as DocumentNode<ManagerLocationsQuery, ManagerLocationsQueryVariables>;
export const SetManagerLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetManagerLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setManagerLocations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"locationIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"locationIds"}}]}}]}}]} as unknown as DocumentNode<SetManagerLocationsMutation, SetManagerLocationsMutationVariables>;
export const StaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"worksShifts"}},{"kind":"Field","name":{"kind":"Name","value":"signedUp"}}]}}]}}]} as unknown as DocumentNode<StaffQuery, StaffQueryVariables>;
export const AddPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"worksShifts"}},{"kind":"Field","name":{"kind":"Name","value":"signedUp"}}]}}]}}]} as unknown as DocumentNode<AddPersonMutation, AddPersonMutationVariables>;
export const SendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<SendInvitationMutation, SendInvitationMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shifts"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftAction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"shifts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shifts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"removedShifts"}}]}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const SetWorksShiftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWorksShifts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"worksShifts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWorksShifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"worksShifts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"worksShifts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"worksShifts"}}]}}]}}]} as unknown as DocumentNode<SetWorksShiftsMutation, SetWorksShiftsMutationVariables>;
export const PersonWorkplacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonWorkplaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personWorkplaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonWorkplaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonWorkplaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonWorkplace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationIds"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}}]}}]} as unknown as DocumentNode<PersonWorkplacesQuery, PersonWorkplacesQueryVariables>;
export const SetPersonWorkplaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPersonWorkplace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonWorkplaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPersonWorkplace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonWorkplaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonWorkplaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonWorkplace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationIds"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}}]}}]} as unknown as DocumentNode<SetPersonWorkplaceMutation, SetPersonWorkplaceMutationVariables>;
export const MySwapRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySwapRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySwapRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}}]}}]} as unknown as DocumentNode<MySwapRequestsQuery, MySwapRequestsQueryVariables>;
export const SwapsAwaitingApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SwapsAwaitingApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapsAwaitingApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}}]}}]} as unknown as DocumentNode<SwapsAwaitingApprovalQuery, SwapsAwaitingApprovalQueryVariables>;
export const RespondToSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwapAnswer"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}}]}}]} as unknown as DocumentNode<RespondToSwapMutation, RespondToSwapMutationVariables>;
export const DecideSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwapDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapShiftFields"}}]}}]}}]} as unknown as DocumentNode<DecideSwapMutation, DecideSwapMutationVariables>;
export const ClockBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClockBoard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockBoard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateAfterMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"shiftEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ClockBoardQuery, ClockBoardQueryVariables>;
export const ClockLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClockLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClockLocationsQuery, ClockLocationsQueryVariables>;
export const ClockLocationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClockLocationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"radiusMetres"}},{"kind":"Field","name":{"kind":"Name","value":"networks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labourBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}]}]}}]} as unknown as DocumentNode<ClockLocationSettingsQuery, ClockLocationSettingsQueryVariables>;
export const SetClockRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetClockRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rule"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClockRuleInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClockRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rule"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rule"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"radiusMetres"}},{"kind":"Field","name":{"kind":"Name","value":"networks"}}]}}]}}]} as unknown as DocumentNode<SetClockRuleMutation, SetClockRuleMutationVariables>;
export const SetLabourBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLabourBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cents"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLabourBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"weeklyBudgetCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cents"}}}]}]}}]} as unknown as DocumentNode<SetLabourBudgetMutation, SetLabourBudgetMutationVariables>;
export const TimeClockSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeClockSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeClockSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockInEarlyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"forgottenClockOutHours"}},{"kind":"Field","name":{"kind":"Name","value":"lateAfterMinutes"}}]}}]}}]} as unknown as DocumentNode<TimeClockSettingsQuery, TimeClockSettingsQueryVariables>;
export const SetTimeClockSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTimeClockSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeClockSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTimeClockSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockInEarlyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"forgottenClockOutHours"}},{"kind":"Field","name":{"kind":"Name","value":"lateAfterMinutes"}}]}}]}}]} as unknown as DocumentNode<SetTimeClockSettingsMutation, SetTimeClockSettingsMutationVariables>;
export const ClockStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClockState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeRecordParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeRecordParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"shiftEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockInFrom"}},{"kind":"Field","name":{"kind":"Name","value":"needsPosition"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeRecordParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"onBreak"}},{"kind":"Field","name":{"kind":"Name","value":"noShift"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"offSiteClockOut"}},{"kind":"Field","name":{"kind":"Name","value":"forgottenClockOut"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutReason"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}}]}}]} as unknown as DocumentNode<ClockStateQuery, ClockStateQueryVariables>;
export const ClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Clock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClockAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GeoPointInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeRecordParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeRecordParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"onBreak"}},{"kind":"Field","name":{"kind":"Name","value":"noShift"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"offSiteClockOut"}},{"kind":"Field","name":{"kind":"Name","value":"forgottenClockOut"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutReason"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}}]}}]} as unknown as DocumentNode<ClockMutation, ClockMutationVariables>;
export const KioskPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskPin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPin"}}]}}]}}]} as unknown as DocumentNode<KioskPinQuery, KioskPinQueryVariables>;
export const SetKioskPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetKioskPin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setKioskPin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pin"}}}]}]}}]} as unknown as DocumentNode<SetKioskPinMutation, SetKioskPinMutationVariables>;
export const KioskViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credential"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"credential"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credential"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<KioskViewQuery, KioskViewQueryVariables>;
export const KioskClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credential"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClockAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"credential"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credential"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pin"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"onBreak"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}}]}}]}}]} as unknown as DocumentNode<KioskClockMutation, KioskClockMutationVariables>;
export const KiosksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Kiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<KiosksQuery, KiosksQueryVariables>;
export const CreateKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"kiosk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateKioskMutation, CreateKioskMutationVariables>;
export const RevokeKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeKioskMutation, RevokeKioskMutationVariables>;
export const MyTimeOffRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTimeOffRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTimeOffRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeOffItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeOffItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<MyTimeOffRequestsQuery, MyTimeOffRequestsQueryVariables>;
export const PendingTimeOffRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingTimeOffRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingTimeOffRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeOffItem"}},{"kind":"Field","name":{"kind":"Name","value":"shiftsInside"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeOffItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<PendingTimeOffRequestsQuery, PendingTimeOffRequestsQueryVariables>;
export const ApprovedTimeOffAheadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovedTimeOffAhead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"APPROVED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ApprovedTimeOffAheadQuery, ApprovedTimeOffAheadQueryVariables>;
export const WhoIsOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhoIsOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whoIsOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"othersOff"}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<WhoIsOffQuery, WhoIsOffQueryVariables>;
export const RequestTimeOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestTimeOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTimeOffRange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeOffItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeOffItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<RequestTimeOffMutation, RequestTimeOffMutationVariables>;
export const DecideTimeOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideTimeOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shifts"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftChoice"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideTimeOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"shifts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shifts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeOffItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftsInside"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeOffItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<DecideTimeOffMutation, DecideTimeOffMutationVariables>;
export const WithdrawTimeOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawTimeOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawTimeOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeOffItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeOffItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<WithdrawTimeOffMutation, WithdrawTimeOffMutationVariables>;
export const CancelTimeOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTimeOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTimeOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeOffItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeOffItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<CancelTimeOffMutation, CancelTimeOffMutationVariables>;
export const TimeOffClashesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeOffClashes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOffClashes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"shift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<TimeOffClashesQuery, TimeOffClashesQueryVariables>;
export const TimeOffLeavePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeOffLeavePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeavePreviewInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaveTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"leaveTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaveTypeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leavePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"now"}},{"kind":"Field","name":{"kind":"Name","value":"atDate"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"lowest"}},{"kind":"Field","name":{"kind":"Name","value":"negativeLimit"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"needsBalance"}}]}}]}}]}}]} as unknown as DocumentNode<TimeOffLeavePreviewQuery, TimeOffLeavePreviewQueryVariables>;
export const TimesheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Timesheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timesheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timesheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"payPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOvertimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyOvertimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paidBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"roundingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayPercent"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"absentShifts"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutReason"}},{"kind":"Field","name":{"kind":"Name","value":"labour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TimesheetsQuery, TimesheetsQueryVariables>;
export const PayrollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Payroll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payroll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"notApproved"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}}]}}]}}]} as unknown as DocumentNode<PayrollQuery, PayrollQueryVariables>;
export const SetTimesheetSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTimesheetSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTimesheetSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"payPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOvertimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyOvertimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paidBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"roundingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayPercent"}}]}}]} as unknown as DocumentNode<SetTimesheetSettingsMutation, SetTimesheetSettingsMutationVariables>;
export const CorrectTimeRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrectTimeRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeCorrectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctTimeRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"absentShifts"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutReason"}},{"kind":"Field","name":{"kind":"Name","value":"labour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CorrectTimeRecordMutation, CorrectTimeRecordMutationVariables>;
export const ApproveTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"absentShifts"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutReason"}},{"kind":"Field","name":{"kind":"Name","value":"labour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApproveTimesheetMutation, ApproveTimesheetMutationVariables>;
export const ReopenTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"premiums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"absentShifts"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"originalClockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutReason"}},{"kind":"Field","name":{"kind":"Name","value":"labour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReopenTimesheetMutation, ReopenTimesheetMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const ScheduleEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScheduleEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraft"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"employees"},"name":{"kind":"Name","value":"rota"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personWorkplaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationIds"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workplaceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openShifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"offeredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraftShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorConflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftIds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraftShift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorConflict"}}]}}]}}]} as unknown as DocumentNode<ScheduleEditorQuery, ScheduleEditorQueryVariables>;
export const AddDraftShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDraftShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShiftInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shiftPeople"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"people"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dates"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDraftShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DraftPart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraftShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorConflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftIds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DraftPart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"people"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shiftPeople"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraftShift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"people"},"value":{"kind":"Variable","name":{"kind":"Name","value":"people"}}},{"kind":"Argument","name":{"kind":"Name","value":"dates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorConflict"}}]}}]}}]} as unknown as DocumentNode<AddDraftShiftMutation, AddDraftShiftMutationVariables>;
export const UpdateDraftShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDraftShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDraftShiftInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shiftPeople"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"people"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dates"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDraftShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DraftPart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraftShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorConflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftIds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DraftPart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"people"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shiftPeople"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraftShift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"people"},"value":{"kind":"Variable","name":{"kind":"Name","value":"people"}}},{"kind":"Argument","name":{"kind":"Name","value":"dates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorConflict"}}]}}]}}]} as unknown as DocumentNode<UpdateDraftShiftMutation, UpdateDraftShiftMutationVariables>;
export const RemoveDraftShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDraftShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shiftPeople"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"people"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dates"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDraftShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DraftPart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraftShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorConflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftIds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DraftPart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"people"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shiftPeople"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraftShift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"people"},"value":{"kind":"Variable","name":{"kind":"Name","value":"people"}}},{"kind":"Argument","name":{"kind":"Name","value":"dates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorConflict"}}]}}]}}]} as unknown as DocumentNode<RemoveDraftShiftMutation, RemoveDraftShiftMutationVariables>;
export const SetDraftShiftPinnedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDraftShiftPinned"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDraftShiftPinned"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"pinned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}}]}}]} as unknown as DocumentNode<SetDraftShiftPinnedMutation, SetDraftShiftPinnedMutationVariables>;
export const DiscardDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscardDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStarting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraft"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraftShift"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DraftShift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dayKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorConflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftIds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeekDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStarting"}},{"kind":"Field","name":{"kind":"Name","value":"hasChanges"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorDraftShift"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorConflict"}}]}}]}}]} as unknown as DocumentNode<DiscardDraftMutation, DiscardDraftMutationVariables>;
export const ApprovedTimeOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovedTimeOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"APPROVED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovedTimeOffQuery, ApprovedTimeOffQueryVariables>;
export const EditorHourLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorHourLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"periodKind"}},{"kind":"Field","name":{"kind":"Name","value":"periodWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EditorHourLimitsQuery, EditorHourLimitsQueryVariables>;
export const RuleSetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RuleSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"periodKind"}},{"kind":"Field","name":{"kind":"Name","value":"periodWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxConsecutiveDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minConsecutiveDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minDaysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxWeekends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minRest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxDailyHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkRuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypeLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}}]} as unknown as DocumentNode<RuleSetsQuery, RuleSetsQueryVariables>;
export const SaveRuleSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRuleSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RuleSetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRuleSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveRuleSetMutation, SaveRuleSetMutationVariables>;
export const DeleteRuleSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRuleSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRuleSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRuleSetMutation, DeleteRuleSetMutationVariables>;
export const SetPersonRuleSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPersonRuleSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleSetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPersonRuleSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ruleSetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleSetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetPersonRuleSetMutation, SetPersonRuleSetMutationVariables>;
export const WorkplaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Workplace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShiftTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"notFollowedByIds"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<WorkplaceQuery, WorkplaceQueryVariables>;
export const SaveLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<SaveLocationMutation, SaveLocationMutationVariables>;
export const ArchiveLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<ArchiveLocationMutation, ArchiveLocationMutationVariables>;
export const DeleteLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLocationMutation, DeleteLocationMutationVariables>;
export const SavePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<SavePositionMutation, SavePositionMutationVariables>;
export const ArchivePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchivePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<ArchivePositionMutation, ArchivePositionMutationVariables>;
export const DeletePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePositionMutation, DeletePositionMutationVariables>;
export const SaveShiftTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveShiftType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveShiftType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShiftTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"notFollowedByIds"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<SaveShiftTypeMutation, SaveShiftTypeMutationVariables>;
export const ArchiveShiftTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveShiftType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveShiftType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShiftTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"notFollowedByIds"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<ArchiveShiftTypeMutation, ArchiveShiftTypeMutationVariables>;
export const DeleteShiftTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteShiftType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteShiftType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteShiftTypeMutation, DeleteShiftTypeMutationVariables>;
export const WorkplaceLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkplaceLanguage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workplaceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}}]}}]}}]} as unknown as DocumentNode<WorkplaceLanguageQuery, WorkplaceLanguageQueryVariables>;
export const SetWorkplaceLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWorkplaceLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWorkplaceLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}}]}}]}}]} as unknown as DocumentNode<SetWorkplaceLanguageMutation, SetWorkplaceLanguageMutationVariables>;
export const WorkplaceProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkplaceProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workplaceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartsOn"}}]}}]}}]} as unknown as DocumentNode<WorkplaceProfileQuery, WorkplaceProfileQueryVariables>;
export const SetWorkplaceProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWorkplaceProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkplaceProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWorkplaceProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartsOn"}}]}}]}}]} as unknown as DocumentNode<SetWorkplaceProfileMutation, SetWorkplaceProfileMutationVariables>;
export const PersonalDataRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalDataRetention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalDataRetentionYears"}}]}}]} as unknown as DocumentNode<PersonalDataRetentionQuery, PersonalDataRetentionQueryVariables>;
export const SetPersonalDataRetentionYearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPersonalDataRetentionYears"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"years"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPersonalDataRetentionYears"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"years"},"value":{"kind":"Variable","name":{"kind":"Name","value":"years"}}}]}]}}]} as unknown as DocumentNode<SetPersonalDataRetentionYearsMutation, SetPersonalDataRetentionYearsMutationVariables>;
export const LeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"needsApproval"}},{"kind":"Field","name":{"kind":"Name","value":"needsBalance"}},{"kind":"Field","name":{"kind":"Name","value":"staffMayRequest"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<LeaveTypesQuery, LeaveTypesQueryVariables>;
export const MyManagerLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyManagerLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"me"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managerLocations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userIds"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"me"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"locationIds"}}]}}]}}]} as unknown as DocumentNode<MyManagerLocationsQuery, MyManagerLocationsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"clock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workplaceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStartsOn"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const WeekStartsOnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeekStartsOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workplaceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStartsOn"}}]}}]}}]} as unknown as DocumentNode<WeekStartsOnQuery, WeekStartsOnQueryVariables>;
export const WorkplaceNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkplaceNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<WorkplaceNamesQuery, WorkplaceNamesQueryVariables>;
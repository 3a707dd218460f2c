/** The name the workplace's first day of the week is kept under in the offline copy
 * (lib/offline.ts), by sign-in and by useWeekStartsOn. */
export const WEEK_STARTS_ON = "weekStartsOn";

// The request form's state and the input the server takes from it.

export type RequestDraft = {
  leaveTypeId: string;
  date: string;
  endDate: string;
  partDay: boolean;
  startTime: string;
  endTime: string;
  reason: string;
};

/** The request's dates and type as the server takes them (part days: one date and times). */
export function requestInput(d: RequestDraft) {
  const leaveTypeId = d.leaveTypeId || null;
  return d.partDay
    ? { date: d.date, startTime: d.startTime, endTime: d.endTime, leaveTypeId }
    : { date: d.date, endDate: d.endDate || d.date, leaveTypeId };
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The balance preview's input, or null while the dates cannot make a request. */
export function previewInput(userId: string, d: RequestDraft) {
  if (!userId || !ISO.test(d.date) || (d.endDate && (!ISO.test(d.endDate) || d.endDate < d.date))) return null;
  if (d.partDay && !(d.startTime < d.endTime)) return null;
  return { userId, ...requestInput(d) };
}

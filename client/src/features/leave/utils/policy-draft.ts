// A leave policy as its form edits it (numbers as typed) and as the server takes it.
import type { LeaveMethod, LeavePolicyFieldsFragment, LeavePolicyInput } from "@/gql/graphql";

export type PolicyDraft = {
  leaveTypeId: string;
  name: string;
  method: LeaveMethod;
  amount: string;
  yearStartMonth: string;
  yearStartDay: string;
  waitingDays: string;
  cap: string;
  carryOverMax: string;
  carryExpiresMonth: string;
  carryExpiresDay: string;
  negativeLimit: string;
  archived: boolean;
};

const text = (n: number | null) => (n === null ? "" : String(n));

export function draftOf(p: LeavePolicyFieldsFragment | undefined, leaveTypeId: string): PolicyDraft {
  if (!p) {
    return { leaveTypeId, name: "", method: "ALLOWANCE", amount: "", yearStartMonth: "1", yearStartDay: "1", waitingDays: "0", cap: "", carryOverMax: "0", carryExpiresMonth: "", carryExpiresDay: "", negativeLimit: "0", archived: false };
  }
  return {
    leaveTypeId: p.leaveTypeId,
    name: p.name,
    method: p.method,
    amount: text(p.amount),
    yearStartMonth: text(p.yearStartMonth),
    yearStartDay: text(p.yearStartDay),
    waitingDays: text(p.waitingDays),
    cap: text(p.cap),
    carryOverMax: text(p.carryOverMax),
    carryExpiresMonth: text(p.carryExpiresMonth),
    carryExpiresDay: text(p.carryExpiresDay),
    negativeLimit: text(p.negativeLimit),
    archived: p.archived,
  };
}

/** A typed number: decimal comma or point; empty is null. NaN stays NaN for the server to refuse with its message. */
function num(s: string): number | null {
  const v = s.trim().replace(",", ".");
  return v === "" ? null : Number(v);
}

/** The input of saveLeavePolicy; a number that is not one is sent as null only where null means "none". */
export function policyInput(d: PolicyDraft, id?: string): LeavePolicyInput {
  const int = (s: string) => {
    const n = num(s);
    return n === null || !Number.isFinite(n) ? null : Math.trunc(n);
  };
  const float = (s: string) => {
    const n = num(s);
    return n === null || !Number.isFinite(n) ? null : n;
  };
  return {
    id,
    leaveTypeId: d.leaveTypeId,
    name: d.name.trim(),
    method: d.method,
    amount: float(d.amount) ?? 0,
    yearStartMonth: int(d.yearStartMonth),
    yearStartDay: int(d.yearStartDay),
    waitingDays: int(d.waitingDays),
    cap: float(d.cap),
    carryOverMax: float(d.carryOverMax),
    carryExpiresMonth: int(d.carryExpiresMonth),
    carryExpiresDay: int(d.carryExpiresDay),
    negativeLimit: float(d.negativeLimit),
    archived: d.archived,
  };
}

// A location's school calendar: read on the leave setup page beside its public holidays,
// and changed there. A change asks the calendar again; the week's conflicts read it on
// the server when next checked.
import { useMutation, useQuery } from "@apollo/client/react";
import { AddSchoolHolidayDocument, RemoveSchoolHolidayDocument, SchoolCalendarDocument, SetSchoolWeekdaysDocument } from "@/gql/graphql";

export const useSchoolCalendar = (locationId: string) =>
  useQuery(SchoolCalendarDocument, { variables: { locationId }, skip: !locationId, fetchPolicy: "cache-and-network" });

const calendarChanged = { refetchQueries: [SchoolCalendarDocument] };

export const useSetSchoolWeekdays = () => useMutation(SetSchoolWeekdaysDocument, calendarChanged);
export const useAddSchoolHoliday = () => useMutation(AddSchoolHolidayDocument, calendarChanged);
export const useRemoveSchoolHoliday = () => useMutation(RemoveSchoolHolidayDocument, calendarChanged);

// The signed-in user's own details, password and notification preferences. The
// operations are in profile.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ChangeMyPasswordDocument,
  NotificationPreferencesDocument,
  SetNotificationPreferenceDocument,
  UpdateMyNameDocument,
} from "@/gql/graphql";

export const useUpdateMyName = () => useMutation(UpdateMyNameDocument);
export const useChangeMyPassword = () => useMutation(ChangeMyPasswordDocument);
export const useNotificationPreferences = () => useQuery(NotificationPreferencesDocument);

/** Sets one preference; the answer (every preference) replaces the cached list. */
export const useSetNotificationPreference = () =>
  useMutation(SetNotificationPreferenceDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: NotificationPreferencesDocument,
        data: { notificationPreferences: data.setNotificationPreference },
      });
    },
  });

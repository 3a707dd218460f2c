// The signed-in user's own details, password, notification preferences and digest time. The
// operations are in profile.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ChangeMyPasswordDocument,
  DigestSettingsDocument,
  MyLanguageDocument,
  SetMyLanguageDocument,
  NotificationPreferencesDocument,
  SetDigestTimeDocument,
  SetNotificationPreferenceDocument,
  UpdateMyNameDocument,
} from "@/gql/graphql";

export const useUpdateMyName = () => useMutation(UpdateMyNameDocument);
export const useChangeMyPassword = () => useMutation(ChangeMyPasswordDocument);
export const useNotificationPreferences = () => useQuery(NotificationPreferencesDocument);
export const useDigestSettings = () => useQuery(DigestSettingsDocument);

/** Sets (or, with null, resets to the workplace default) the time of the daily digest. */
export const useSetDigestTime = () =>
  useMutation(SetDigestTimeDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({ query: DigestSettingsDocument, data: { digestSettings: data.setDigestTime } });
    },
  });

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
export const useMyLanguage = () => useQuery(MyLanguageDocument);
export const useSetMyLanguage = () => useMutation(SetMyLanguageDocument);

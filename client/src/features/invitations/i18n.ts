// The texts of inviting people and of accepting an invitation.
import en from "@/locales/en/invitations.json";
import { areaTranslation } from "@/lib/i18n";

export const useInvitationsT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/invitations.json", { import: "default" }));

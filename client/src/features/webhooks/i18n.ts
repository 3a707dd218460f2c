// The texts of the webhooks page.
import en from "@/locales/en/webhooks.json";
import { areaTranslation } from "@/lib/i18n";

export const useWebhooksT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/webhooks.json", { import: "default" }));

import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { followEnglish, pseudoCatalogue, pseudoText } from "./pseudo-locale";

describe("the pseudo-locale", () => {
  it("accents, lengthens and wraps every text in markers", () => {
    const text = pseudoText("Weekly Schedule");
    expect(text).toMatch(/^⟦.*⟧$/);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(text.length).toBeGreaterThan("Weekly Schedule".length * 1.3);
  });

  it("keeps placeholders and nested keys as i18next reads them", () => {
    expect(pseudoText("Hi, {{name}}")).toBe("⟦Ĥí, {{name}}~⟧");
    expect(pseudoText("$t(nav.dashboard) now")).toMatch(/^⟦\$t\(nav\.dashboard\) ñöŵ~+⟧$/);
  });

  it("transforms every text of a nested catalogue and keeps its keys", () => {
    expect(pseudoCatalogue({ nav: { group: { team: "Team" } }, count_one: "{{count}} shift" })).toEqual({
      nav: { group: { team: "⟦Ŧéàɱ~~⟧" } },
      count_one: "⟦{{count}} šĥíƒŧ~~⟧",
    });
  });
});

describe("the pseudo-locale's bundle", () => {
  it("holds English's texts and each area's as the area's English arrives", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "en", resources: { en: { translation: { nav: { hi: "Hi, {{name}}" } } } } });
    i18n.addResourceBundle("en-XA", "translation", followEnglish(i18n, "en-XA"));
    await i18n.changeLanguage("en-XA");
    expect(i18n.t("nav.hi", { name: "Ann" })).toBe("⟦Ĥí, Ann~⟧");

    i18n.addResourceBundle("en", "translation", { timeoff: { title: "Time Off" } }, true, false);
    expect(i18n.t("timeoff.title")).toBe("⟦Ŧíɱé Öƒƒ~~~⟧");
  });
});

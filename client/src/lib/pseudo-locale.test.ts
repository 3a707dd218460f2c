import { describe, expect, it } from "vitest";
import { pseudoCatalogue, pseudoText } from "./pseudo-locale";

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

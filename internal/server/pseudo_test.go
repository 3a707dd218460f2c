package server_test

import (
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/server"
)

// auditAndScopes asks for the first audit sentence and the first scope description as a
// caller reading lang.
func auditAndScopes(t *testing.T, app *testApp, token, lang string) (string, string) {
	t.Helper()
	res := app.do(t, "POST", "/graphql", map[string]string{"Content-Type": "application/json",
		"Authorization": "Bearer " + token, "Accept-Language": lang},
		strings.NewReader(`{"query":"{ auditLog(first: 1) { entries { summary } } apiScopes { description } }"}`))
	data, _ := res.body["data"].(map[string]any)
	if data == nil {
		t.Fatalf("%s: %s", lang, res.raw)
	}
	entry := data["auditLog"].(map[string]any)["entries"].([]any)[0].(map[string]any)
	scope := data["apiScopes"].([]any)[0].(map[string]any)
	return entry["summary"].(string), scope["description"].(string)
}

func TestInDevelopmentTheServerWritesItsTextsInThePseudoLocaleWhenAskedForIt(t *testing.T) {
	t.Parallel()
	app := newAppWith(t, server.Options{PseudoLocale: true})
	token := tokenFor(t, app, domain.RoleManager)
	sentence, scope := auditAndScopes(t, app, token, "en-XA")
	if sentence != "⟦Pat ⟦šíĝñéđ üþ àš ⟦ɱàñàĝéŕ~~~⟧~~~~⟧⟧" || scope != "⟦Ŕéàđ šçĥéđüļéš, šĥíƒŧš, éṽéñŧš, đŕàƒŧš, šŵàþš àñđ àṽàíļàƀíļíŧý~~~~~~~~~~~~~~~~~⟧" {
		t.Errorf("pseudo-locale: %q, %q", sentence, scope)
	}
	// Asked for after another language, it is not the caller's first choice.
	if sentence, _ := auditAndScopes(t, app, token, "de,en-XA;q=0.5"); !strings.HasSuffix(sentence, "hat sich als Leitung registriert") {
		t.Errorf("German first: %q", sentence)
	}
}

func TestInProductionThePseudoLocaleIsEnglish(t *testing.T) {
	t.Parallel()
	app := newAppWith(t, server.Options{})
	token := tokenFor(t, app, domain.RoleManager)
	sentence, scope := auditAndScopes(t, app, token, "en-XA")
	if sentence != "Pat signed up as manager" || scope != "Read schedules, shifts, events, drafts, swaps and availability" {
		t.Errorf("%q, %q", sentence, scope)
	}
}

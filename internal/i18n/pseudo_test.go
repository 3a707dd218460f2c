package i18n

import "testing"

func TestThePseudoLocaleMarksEachCatalogueTextAndLeavesItsValuesAsTheyAre(t *testing.T) {
	l := For(Pseudo, nil)
	if got, want := l.T("AuditRenamed", Args{"From": "Ann", "To": "Bo"}), "⟦çĥàñĝéđ ŧĥéíŕ ñàɱé ƒŕöɱ Ann ŧö Bo~~~~~~~~⟧"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// A text inside another is marked on its own; the client's check reads both.
	day := Text(func(l Locale) string { return l.T("MonthLong1", nil) })
	if got, want := l.T("AuditMarkedUnavailable", Args{"Day": day}), "⟦ɱàŕķéđ ⟦Ĵàñüàŕý~~~⟧ üñàṽàíļàƀļé~~~~~~⟧"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := For(English, nil).T("AuditRenamed", Args{"From": "Ann", "To": "Bo"}); got != "changed their name from Ann to Bo" {
		t.Errorf("English changed: %q", got)
	}
	if got := Error(Pseudo, "Unknown kind of change."); got != "⟦Üñķñöŵñ ķíñđ öƒ çĥàñĝé.~~~~~~~⟧" {
		t.Errorf("error: %q", got)
	}
}

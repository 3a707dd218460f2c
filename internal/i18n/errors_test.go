package i18n

import "testing"

func TestAnErrorIsWrittenAgainInTheCallersLanguageWithItsValues(t *testing.T) {
	for _, c := range []struct{ lang, english, want string }{
		{"de", "A week must start on a Friday; 2026-01-01 is a Thursday.",
			"Eine Woche muss an einem Freitag beginnen; 2026-01-01 ist ein Donnerstag."},
		{"de", "You cannot take this shift: the shift is in the past.",
			"Du kannst diese Schicht nicht übernehmen: Die Schicht liegt in der Vergangenheit."},
		{"de", "You have no shifts in the week of Jan 2 to acknowledge.",
			"Du hast in der Woche ab 2. Jan. keine Schichten zu bestätigen."},
		{"de", "A date range may span at most 10000 days.", "Ein Zeitraum darf höchstens 10.000 Tage umfassen."},
		{"es", "Nothing was imported: 1 row has problems (line 2: no name).",
			"No se importó nada: 1 fila tiene problemas (line 2: no name)."},
		{"fr", "Nothing was imported: 3 rows have problems (line 2: no name).",
			"Rien n’a été importé : 3 lignes posent problème (line 2: no name)."},
		{"de", "Eve Early cannot work two overlapping shifts: Friday Nov 20 09:00-17:00 and Friday Nov 20 16:00-20:00.",
			"Eve Early kann nicht zwei überlappende Schichten arbeiten: Freitag, 20. Nov. 09:00-17:00 und Freitag, 20. Nov. 16:00-20:00."},
		{"de", "Bob Late would work only 1 day in a row (Nov 20 to Nov 20), under the fewest of 2.",
			"Bob Late würde nur 1 Tag am Stück arbeiten (20. Nov. bis 20. Nov.), weniger als mindestens 2."},
		{"ar", "Server error", "خطأ في الخادم"},
		{"en", "A week must start on a Friday; 2026-01-01 is a Thursday.",
			"A week must start on a Friday; 2026-01-01 is a Thursday."},
		{"de", "A message no catalogue has.", "A message no catalogue has."},
	} {
		if got := Error(c.lang, c.english); got != c.want {
			t.Errorf("%s %q = %q, want %q", c.lang, c.english, got, c.want)
		}
	}
}

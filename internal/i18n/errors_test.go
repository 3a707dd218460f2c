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

func TestAConflictIsWrittenInTheReadersLanguageWithDaysMonthsAndTimesOnTheirClock(t *testing.T) {
	twelve, twentyFour := false, true
	for _, c := range []struct {
		l             Locale
		english, want string
	}{
		{For("es", nil), "Eve is scheduled Monday Nov 30 09:00-17:00, outside their weekly availability (Monday: unavailable; Tuesday: 09:00-13:00, 18:00-23:00).",
			"Eve tiene el turno lunes 30 nov 09:00-17:00, fuera de su disponibilidad semanal (lunes: no disponible; martes: 09:00-13:00, 18:00-23:00)."},
		{For("es", &twelve), "Eve would rest only 7 h 30 min between Friday Nov 20 16:00-23:00 and Saturday Nov 21 06:30-14:00 (the minimum is 11 h).",
			"Eve descansaría solo 7 h 30 min entre viernes 20 nov 4:00 p. m.-11:00 p. m. y sábado 21 nov 6:30 a. m.-2:00 p. m. (el mínimo es 11 h)."},
		{For("de", nil), "Cook 09:00–17:00 on Fri Nov 20: 2 needed, 1 scheduled (1 short).",
			"Cook 09:00–17:00 am Fr., 20. Nov.: 2 benötigt, 1 eingeplant (1 zu wenig)."},
		{For("fr", nil), "Cook 09:00–17:00 at Kitchen on Sat Nov 21: 1 needed, 3 scheduled (2 over).",
			"Cook 09:00–17:00 à Kitchen le sam. 21 nov. : 1 requis, 3 planifiés (2 en trop)."},
		{For("fr", nil), "Eve would rather not work Night on Saturdays (high) but is scheduled Saturday Nov 21 22:00-06:00.",
			"Eve préférerait ne pas travailler Night le samedi (priorité haute) mais est planifié samedi 21 nov. 22:00-06:00."},
		{For("de", nil), "Eve would work only 10 h in January 2026, under the minimum of 20 h.",
			"Eve würde in dem Monat Januar 2026 nur 10 h arbeiten, unter dem Minimum von 20 h."},
		{For("en", &twelve), "Eve has approved time off (Nov 20 09:00-13:00) overlapping Friday Nov 20 12:00-18:00 and cannot be scheduled that day.",
			"Eve has approved time off (Nov 20 9:00 AM-1:00 PM) overlapping Friday Nov 20 12:00 PM-6:00 PM and cannot be scheduled that day."},
		{For("en", &twentyFour), "Friday Nov 20 12:00-18:00", "Friday Nov 20 12:00-18:00"},
		{For("de", nil), "The week's scheduled labour cost at Quay, 1234.50, passes its weekly budget of 1000.00.",
			"Die eingeplanten Personalkosten der Woche bei Quay, 1234,50, übersteigen das Wochenbudget von 1000,00."},
		{For("es", nil), "The person no longer works here.", "La persona ya no trabaja aquí."},
		{For("es", nil), "Friday no longer works here.", "Friday ya no trabaja aquí."},
	} {
		if got := c.l.Translate(c.english); got != c.want {
			t.Errorf("%s %q\n got %q\nwant %q", c.l.Lang, c.english, got, c.want)
		}
	}
}

func TestAPreferenceIsDescribedInTheReadersLanguage(t *testing.T) {
	for _, c := range []struct{ lang, english, want string }{
		{"es", "would rather not work Saturdays (high)", "preferiría no trabajar los sábados (prioridad alta)"},
		{"de", "would like to work Night on Mon Jan 4 (low)", "würde am Mo., 4. Jan. gern Night arbeiten (Gewicht niedrig)"},
		{"en", "would like to work Night on Mon Jan 4 (low)", "would like to work Night on Mon Jan 4 (low)"},
	} {
		if got := For(c.lang, nil).Translate(c.english); got != c.want {
			t.Errorf("%s %q = %q, want %q", c.lang, c.english, got, c.want)
		}
	}
}

// A week's editor shows every conflict's sentence, each written again per reader.
func BenchmarkAConflictWrittenAgainInSpanish(b *testing.B) {
	l := For("es", nil)
	for b.Loop() {
		l.Translate("Eve would rest only 7 h 30 min between Friday Nov 20 16:00-23:00 and Saturday Nov 21 06:30-14:00 (the minimum is 11 h).")
	}
}

package i18n

import (
	"strings"
	"unicode"
)

// Pseudo is the pseudo-locale (development only): every catalogue text in English,
// accented, a third longer and inside ⟦…⟧, as the client's own pseudo-locale writes its
// texts (client/src/lib/pseudo-locale.ts), while the values put into a text (names,
// e-mail addresses) stay as they are. A page shown in it reveals any server text that
// does not come from a catalogue: a stored English line, a hard-coded word.
const Pseudo = "en-XA"

var accented = func() map[rune]rune {
	plain, marked := []rune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"), []rune("àƀçđéƒĝĥíĵķļɱñöþǫŕšŧüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŦÜṼŴẊÝŽ")
	m := make(map[rune]rune, len(plain))
	for i, r := range plain {
		m[r] = marked[i]
	}
	return m
}()

// accent writes s's letters accented and counts them.
func accent(s string) (string, int) {
	letters := 0
	out := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			letters++
		}
		if a, ok := accented[r]; ok {
			return a
		}
		return r
	}, s)
	return out, letters
}

// pseudoWrap marks a text with letters letters in it (those of its values left out).
func pseudoWrap(s string, letters int) string {
	return "⟦" + s + strings.Repeat("~", (letters+2)/3) + "⟧"
}

// pseudoText is a whole rendered text made pseudo, values included (texts go-i18n fills).
func pseudoText(s string) string {
	a, n := accent(s)
	return pseudoWrap(a, n)
}

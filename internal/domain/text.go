package domain

import (
	"strings"
	"unicode"
)

// MsgNUL is the answer to text holding a NUL character, which PostgreSQL cannot store.
const MsgNUL = `Text cannot contain the NUL character (\u0000); remove it and try again.`

// ErrNUL is returned for text input that holds a NUL character.
var ErrNUL = &Error{Kind: Invalid, Msg: MsgNUL}

// HasNUL reports whether s holds a NUL character.
func HasNUL(s string) bool { return strings.IndexByte(s, 0) >= 0 }

// IsControl reports whether r may end a line or act unseen in some reader: C0 and C1
// controls (tab, CR and LF among them), DEL, and the Unicode line and paragraph
// separators.
func IsControl(r rune) bool { return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' }

// IsDirectionControl reports whether r is an invisible character that changes the
// direction of the text around it: the embeddings and overrides (U+202A to U+202E), the
// isolates (U+2066 to U+2069) and the marks (U+200E, U+200F, U+061C). In a name they make
// a list or an audit sentence read as something it does not say: "Eve " + U+202E +
// "reganaM" shows as "Eve Manager". Right-to-left names need none of them: their letters
// carry their own direction.
func IsDirectionControl(r rune) bool {
	return r >= '\u202A' && r <= '\u202E' || r >= '\u2066' && r <= '\u2069' ||
		r == '\u200E' || r == '\u200F' || r == '\u061C'
}

// MsgDirectionControl is the answer to a name or text holding a direction control.
const MsgDirectionControl = "Text cannot contain invisible direction controls (U+202A to U+202E, U+2066 to U+2069, U+200E, U+200F, U+061C): they make it read differently in lists and sentences. Remove them and try again."

// ErrDirectionControl is returned for a name or text holding a direction control.
var ErrDirectionControl = &Error{Kind: Invalid, Msg: MsgDirectionControl}

// CheckDirection refuses text that others see in lists, audit sentences, e-mails or
// feeds (names, titles, notes, reasons) when it holds a direction control: every check of
// such text calls it, so that the rule and its sentence live here.
func CheckDirection(s string) error {
	if strings.IndexFunc(s, IsDirectionControl) >= 0 {
		return ErrDirectionControl
	}
	return nil
}

// OneLine returns s with each run of control characters (IsControl) made one space and
// direction controls (IsDirectionControl) left out: for text stored before names were
// checked, on its way into a line of an e-mail or a feed.
func OneLine(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return IsControl(r) || IsDirectionControl(r) }) < 0 {
		return s
	}
	var b strings.Builder
	space := false
	for _, r := range s {
		if IsDirectionControl(r) {
			continue
		}
		if IsControl(r) {
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		b.WriteRune(r)
		space = false
	}
	return b.String()
}

// SpreadsheetSafe keeps a spreadsheet from running a name as a formula (a cell that
// starts with = + - @ or a control character) by starting it with an apostrophe, which
// spreadsheets show as text. CSV quoting itself is encoding/csv's.
func SpreadsheetSafe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

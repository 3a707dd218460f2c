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

// OneLine returns s with each run of control characters (IsControl) made one space: for
// text stored before names were checked, on its way into a line of an e-mail or a feed.
func OneLine(s string) string {
	if strings.IndexFunc(s, IsControl) < 0 {
		return s
	}
	var b strings.Builder
	space := false
	for _, r := range s {
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

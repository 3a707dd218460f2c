package i18n

import (
	"fmt"
	"strings"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// A plainText is a catalogue text without plural forms, split at its placeholders: a
// publish writes a notice per person listing each of their shifts, thousands of texts,
// and go-i18n's text/template execution (with a map built per call) was a third of the
// publish's CPU. Every text is first checked to be the same as go-i18n writes it
// (TestPlainTextsWriteWhatGoI18nWrites); anything else goes through go-i18n.
type plainText struct {
	parts []string // literal text around the placeholders: len(names)+1
	names []string
}

// plainTexts are each language's texts by message id, built with the bundle: nil for a
// text that needs go-i18n.
var plainTexts = map[string]map[string]*plainText{}

// addPlainTexts notes the texts of one catalogue, split when they are plain.
func addPlainTexts(lang string, msgs []*goi18n.Message) {
	texts := make(map[string]*plainText, len(msgs))
	for _, m := range msgs {
		texts[m.ID] = nil
		if m.Zero != "" || m.One != "" || m.Two != "" || m.Few != "" || m.Many != "" || m.LeftDelim != "" || m.RightDelim != "" {
			continue
		}
		if t, ok := splitPlaceholders(m.Other); ok {
			texts[m.ID] = &t
		}
	}
	plainTexts[lang] = texts
}

// splitPlaceholders splits s at its {{.Name}} placeholders; false when s holds any
// other template action.
func splitPlaceholders(s string) (plainText, bool) {
	var t plainText
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			if strings.Contains(s, "}}") {
				return plainText{}, false
			}
			t.parts = append(t.parts, s)
			return t, true
		}
		j := strings.Index(s[i:], "}}")
		if j < 0 {
			return plainText{}, false
		}
		name, ok := strings.CutPrefix(s[i+2:i+j], ".")
		if !ok || !isIdentifier(name) {
			return plainText{}, false
		}
		t.parts = append(t.parts, s[:i])
		t.names = append(t.names, name)
		s = s[i+j+2:]
	}
}

func isIdentifier(s string) bool {
	for i, r := range s {
		letter := r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return s != ""
}

// plainText returns the text id of l's language, else English's, as go-i18n would
// choose it; false when the text needs go-i18n.
func (l Locale) plainText(id string) (*plainText, bool) {
	Bundle()
	t, ok := plainTexts[l.Lang][id]
	if !ok {
		t = plainTexts[English][id]
	}
	return t, t != nil
}

// write fills t's placeholders from args, rendered in l; false when a placeholder has
// no value, which go-i18n writes its own way.
func (t plainText) write(l Locale, args Args) (string, bool) {
	part, letters := func(s string) string { return s }, 0
	if l.pseudo {
		part = func(s string) string {
			a, n := accent(s)
			letters += n
			return a
		}
	}
	if len(t.names) == 0 {
		s := part(t.parts[0])
		return l.marked(s, letters), true
	}
	var b strings.Builder
	for i, name := range t.names {
		v, ok := args[name]
		if !ok {
			return "", false
		}
		b.WriteString(part(t.parts[i]))
		switch v := v.(type) {
		case string:
			b.WriteString(v)
		case Text:
			b.WriteString(v(l))
		case Msg:
			b.WriteString(v.Render(l))
		default:
			fmt.Fprint(&b, v)
		}
	}
	b.WriteString(part(t.parts[len(t.names)]))
	s := b.String()
	return l.marked(s, letters), true
}

// marked is a written text as l shows it: in the pseudo-locale, inside its markers.
func (l Locale) marked(s string, letters int) string {
	if l.pseudo {
		return pseudoWrap(s, letters)
	}
	return s
}

package domain

import "strings"

// MsgNUL is the answer to text holding a NUL character, which PostgreSQL cannot store.
const MsgNUL = `Text cannot contain the NUL character (\u0000); remove it and try again.`

// ErrNUL is returned for text input that holds a NUL character.
var ErrNUL = &Error{Kind: Invalid, Msg: MsgNUL}

// HasNUL reports whether s holds a NUL character.
func HasNUL(s string) bool { return strings.IndexByte(s, 0) >= 0 }

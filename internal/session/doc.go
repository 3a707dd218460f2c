// Package session decides who is asking: it checks login tokens (JWTs, against the
// revocation list and the user's token version) and personal API tokens, and counts
// attempts against the rate limits. Every door asks it, and only it, whether a token
// is good; the hot reads ask it to check the token in the same statement as their own
// read (ReadVersion, and UserAndUnread for the poll cache), so that they cost one
// round trip.
package session

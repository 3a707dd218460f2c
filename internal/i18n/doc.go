// Package i18n holds the server's message catalogues and renders their texts in a
// person's language: e-mails, digests, notifications, calendar summaries and GraphQL
// error messages. English is the reference catalogue and keeps the specification's words.
//
// It uses go-i18n rather than golang.org/x/text/message: its catalogues are plain TOML
// files a translator edits without Go tooling, it carries CLDR plural rules for every
// language we ship (Arabic's six forms included), and placeholders are named.
package i18n

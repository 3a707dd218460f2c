// Package audittrail reads the audit trail: the manager-facing page of entries (a
// cursor and a filter by person, action, area and days) and the sentences they read as,
// in the reader's language from each entry's stored catalogue key and values, or, for
// entries written before they kept a key, from the stored English line. English is the
// summary the change kernel stores with each entry (change.Config.English).
//
// It is a package of its own because reading the trail is no week rule: it reads the
// store and asks internal/permission who may read, and writes nothing. It never imports
// internal/service, which takes English and SwapPredicate from here.
//
// Errors are *domain.Error (Forbidden, Invalid) with a message meant for a person;
// anything else is Internal.
package audittrail

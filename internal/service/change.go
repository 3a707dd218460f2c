package service

import (
	"github.com/shiftsched/shiftsched/internal/change"
)

// The one write path is the change package's Runner: every state change runs through
// s.Changes().Run (change.Frame), which gives it a Tx (the transaction and what the
// change records besides itself). The names below keep the service's code short.
type (
	Tx        = change.Tx
	Audit     = change.Audit
	said      = change.Said
	notice    = change.Notice
	addressed = change.Addressed
	// Outbox is what the rules ask of delivery (change.Outbox).
	Outbox = change.Outbox
	// The audit values that depend on the reader (change.Day and the rest).
	auditDay   = change.Day
	auditShift = change.Shift
	auditWord  = change.Word
	auditClock = change.Clock
	auditList  = change.List
)

// The record and the texts the week's rules share with the domains beside them.
var (
	recordWorkplace = change.RecordWorkplace
	dayText         = change.DayText
)

// say is the catalogue text key with its values.
func say(key string, args map[string]any) said { return change.Say(key, args) }

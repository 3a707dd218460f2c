package main

import (
	"runtime/debug"

	"github.com/shiftsched/shiftsched/internal/config"
)

// tuneCollector sets when Go's garbage collector runs, unless GOGC or GOMEMLIMIT say.
//
// The live heap of a small workplace is a few megabytes, and a publish of 280 shifts
// leaves about 3.5 MB of garbage: with the default (collect when the heap has grown by
// as much as is live, GOGC=100) the collector took a quarter of the server's CPU while
// one manager republished weeks. It collects when the heap has grown by four times what
// is live instead (GOGC=400), under a soft limit of the read cache plus 128 MB for
// requests, so that a heap made mostly of long-lived cached answers is still collected
// before it grows far. The poll cache is left to that room: a poll is a few hundred
// bytes a person.
func tuneCollector(cfg config.Config) {
	if cfg.GoGC == "" {
		debug.SetGCPercent(400)
	}
	if cfg.GoMemLimit == "" {
		debug.SetMemoryLimit(cfg.ReadCacheBytes() + 128<<20)
	}
}

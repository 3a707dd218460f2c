package metrics

import (
	"context"
	"database/sql"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/shiftsched/shiftsched/internal/store"
)

func desc(name, help string, labels ...string) *prometheus.Desc {
	return prometheus.NewDesc(prometheus.BuildFQName(Namespace, "", name), help, labels, nil)
}

var (
	poolMaxOpen  = desc("db_max_open_connections", "The most connections the pool opens to PostgreSQL.")
	poolOpen     = desc("db_open_connections", "Connections open to PostgreSQL, in use and idle.")
	poolInUse    = desc("db_in_use_connections", "Connections running a statement or holding a transaction.")
	poolIdle     = desc("db_idle_connections", "Connections open and idle.")
	poolWaits    = desc("db_wait_count_total", "Times a request waited for a connection because all were in use.")
	poolWaitTime = desc("db_wait_duration_seconds_total", "Total time requests waited for a connection.")
)

// poolCollector reads the pool's statistics (sql.DB.Stats) at scrape time.
type poolCollector struct{ db *sql.DB }

func (c poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{poolMaxOpen, poolOpen, poolInUse, poolIdle, poolWaits, poolWaitTime} {
		ch <- d
	}
}

func (c poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.db.Stats()
	ch <- prometheus.MustNewConstMetric(poolMaxOpen, prometheus.GaugeValue, float64(s.MaxOpenConnections))
	ch <- prometheus.MustNewConstMetric(poolOpen, prometheus.GaugeValue, float64(s.OpenConnections))
	ch <- prometheus.MustNewConstMetric(poolInUse, prometheus.GaugeValue, float64(s.InUse))
	ch <- prometheus.MustNewConstMetric(poolIdle, prometheus.GaugeValue, float64(s.Idle))
	ch <- prometheus.MustNewConstMetric(poolWaits, prometheus.CounterValue, float64(s.WaitCount))
	ch <- prometheus.MustNewConstMetric(poolWaitTime, prometheus.CounterValue, s.WaitDuration.Seconds())
}

var (
	databaseUp      = desc("database_up", "1 when this instance's scrape query reached PostgreSQL within the scrape timeout, 0 when it did not.")
	outboxPending   = desc("outbox_pending", "Outbox rows not yet delivered nor given up, by kind (email, webhook, push).", "kind")
	outboxOldestAge = desc("outbox_oldest_age_seconds", "Seconds since the oldest undelivered outbox row of the kind was queued (retries with backoff included); 0 when none waits.", "kind")
	outboxOldestDue = desc("outbox_oldest_due_seconds", "Seconds the oldest due outbox row of the kind has waited past its next attempt: the workers' lag; 0 when none is due.", "kind")
	fillJobs        = desc("fill_jobs", "Auto-scheduler (fill) jobs, by status: queued, or running (stopping included).", "status")
)

// queueCollector reads the outbox and the fill jobs with one statement at scrape time,
// and tells from its outcome whether the database answers.
type queueCollector struct {
	read    func(context.Context) ([]store.Queue, error)
	timeout time.Duration
}

func (c queueCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{databaseUp, outboxPending, outboxOldestAge, outboxOldestDue, fillJobs} {
		ch <- d
	}
}

// Collect gives database_up 0 and no queue figures when the statement fails: a figure
// kept from an earlier scrape would say the queue is as it was.
func (c queueCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	queues, err := c.read(ctx)
	if err != nil {
		ch <- prometheus.MustNewConstMetric(databaseUp, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(databaseUp, prometheus.GaugeValue, 1)
	for _, q := range queues {
		switch q.Name {
		case store.QueueOutbox:
			ch <- prometheus.MustNewConstMetric(outboxPending, prometheus.GaugeValue, float64(q.Count), q.Kind)
			ch <- prometheus.MustNewConstMetric(outboxOldestAge, prometheus.GaugeValue, q.OldestAge, q.Kind)
			ch <- prometheus.MustNewConstMetric(outboxOldestDue, prometheus.GaugeValue, q.OldestDue, q.Kind)
		case store.QueueFillJobs:
			ch <- prometheus.MustNewConstMetric(fillJobs, prometheus.GaugeValue, float64(q.Count), q.Kind)
		}
	}
}

// buildInfo is shiftsched_build_info: 1, labelled with the module's version, the
// commit it was built from (with "-modified" when the tree had changes) and Go's version.
func buildInfo() prometheus.Collector {
	version, revision := "unknown", "unknown"
	if bi, ok := debug.ReadBuildInfo(); ok {
		version = bi.Main.Version
		modified := false
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				revision = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
		if modified && revision != "unknown" {
			revision += "-modified"
		}
	}
	return prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Namespace: Namespace, Name: "build_info",
		Help:        "1, labelled with the version and commit the server was built from.",
		ConstLabels: prometheus.Labels{"version": version, "revision": revision, "goversion": runtime.Version()},
	}, func() float64 { return 1 })
}

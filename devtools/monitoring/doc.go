// Package monitoring runs a real Prometheus on loopback for the tests of the metrics
// and the alert rules (deploy/prometheus): it writes a configuration that scrapes the
// given targets every second and loads the rule files, and reads the answers of
// Prometheus' HTTP API. Its tests check and unit-test the rules with promtool, and
// scrape two real Shiftsched instances behind HAProxy (devtools/cluster).
package monitoring

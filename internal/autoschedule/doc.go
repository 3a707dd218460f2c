// Package autoschedule is the auto-scheduler's pure core: a workplace over a horizon of
// days (shift types, people and their limits, requests, cover) goes in, assignments come
// out. It knows no database and no HTTP, so it can be tested and benchmarked alone; the
// service turns the stored workplace into a Problem and the Solution back into shifts.
package autoschedule

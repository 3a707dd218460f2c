package domain

import "fmt"

// OverBudget: a week's scheduled labour cost at a location passes the location's weekly
// labour budget. A warning, one per location.
const OverBudget ConflictCode = "OVER_BUDGET"

// Money writes cents as a decimal with two places, "1234.50".
func Money(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100)
}

// Package seed fills a database with a realistic, deterministic workplace for benchmarks
// and demonstrations: staff and managers with real-looking names, two or three years of
// published weekly rotas (mornings, evenings, some overnight shifts, nobody double-booked),
// calendar events, time-off requests and shift swaps in every status, and a history of
// notifications. The same size and the same "today" always give the same rows.
package seed

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// Password is the password of every seeded account.
const Password = "shiftsched-bench"

// Size describes how big a seeded workplace is.
type Size struct {
	Name          string
	Staff         int // employees (the people on the rota)
	Managers      int
	Weeks         int // published weeks, the last FutureWeeks of them after the current one
	FutureWeeks   int
	ShiftsPerWeek int // about this many shifts a week
	SwapsPerWeek  int
	PerPerson     int // about this many notifications per person
}

// The two sizes the benchmark uses.
var (
	Small = Size{Name: "small", Staff: 60, Managers: 4, Weeks: 104, FutureWeeks: 8, ShiftsPerWeek: 280, SwapsPerWeek: 4, PerPerson: 40}
	Large = Size{Name: "large", Staff: 500, Managers: 25, Weeks: 156, FutureWeeks: 8, ShiftsPerWeek: 2000, SwapsPerWeek: 24, PerPerson: 40}
)

// SizeByName returns Small or Large.
func SizeByName(name string) (Size, error) {
	switch name {
	case "small":
		return Small, nil
	case "large":
		return Large, nil
	}
	return Size{}, fmt.Errorf("unknown size %q: want small or large", name)
}

// Rows of the plan, with their ids fixed in advance so that references are consistent.
type (
	userRow struct {
		ID      int64
		Name    string
		Email   string
		Role    domain.Role
		Created time.Time
	}
	scheduleRow struct {
		ID      int64
		Week    domain.Date
		Created time.Time
	}
	shiftRow struct {
		ID         int64
		ScheduleID int64
		Day        domain.DayKey
		Date       domain.Date
		UserID     int64
		Start, End domain.TimeOfDay
		Position   int
	}
	eventRow struct {
		ID      int64
		Date    domain.Date
		Title   string
		Type    domain.EventType
		Created time.Time
	}
	ptoRow struct {
		ID               int64
		UserID           int64
		Date             domain.Date
		Reason           string
		Status           domain.TimeOffStatus
		Created, Updated time.Time
	}
	swapRow struct {
		ID                  int64
		Status              domain.SwapStatus
		RequesterID         int64
		TargetID            int64
		A, B                shiftRow // as they were when requested
		CancelReason        *string
		Created, Updated    time.Time
		aShiftIdx, bShiftIx int
	}
	notificationRow struct {
		ID      int64
		UserID  int64
		Message string
		Link    string
		Read    bool
		Created time.Time
	}
)

// Plan is every row a seeded workplace has.
type Plan struct {
	Size          Size
	Today         domain.Date
	Users         []userRow
	Schedules     []scheduleRow
	Shifts        []shiftRow
	Events        []eventRow
	TimeOff       []ptoRow
	Swaps         []swapRow
	Notifications []notificationRow
}

// A shift pattern of the rota, with how often it is used.
type pattern struct {
	start, end domain.TimeOfDay
	weight     int
}

func hm(h, m int) domain.TimeOfDay { return domain.TimeOfDay(h*60 + m) }

// The rota's patterns: mostly mornings and evenings; the late shift ends at midnight and
// the night shift at six the next morning (an end earlier than the start).
var patterns = []pattern{
	{hm(6, 0), hm(14, 0), 20},
	{hm(7, 0), hm(15, 0), 14},
	{hm(8, 0), hm(16, 30), 10},
	{hm(9, 0), hm(17, 0), 10},
	{hm(11, 0), hm(19, 0), 8},
	{hm(14, 0), hm(22, 0), 17},
	{hm(15, 0), hm(23, 0), 9},
	{hm(16, 0), hm(0, 0), 4},
	{hm(22, 0), hm(6, 0), 8},
}

// How busy each day of the week is, Friday first.
var dayWeights = [7]float64{1.2, 1.25, 0.9, 0.85, 0.85, 0.9, 1.05}

// Rest is the least time between the end of one shift and the start of the person's next.
const rest = 8 * 60

var firstNames = strings.Fields(`Olivia Liam Emma Noah Ava Oliver Sophia Elijah Isabella James
Mia William Amelia Benjamin Harper Lucas Evelyn Henry Abigail Alexander Emily Mason Ella
Michael Elizabeth Ethan Camila Daniel Luna Jacob Sofia Logan Avery Jackson Mila Levi Aria
Sebastian Scarlett Mateo Penelope Jack Layla Owen Chloe Theodore Victoria Aiden Madison
Samuel Eleanor Joseph Grace John Nora David Riley Wyatt Zoey Matthew Hannah Luke Hazel
Asher Lily Carter Ellie Julian Violet Grayson Lillian Leo Zoe Jayden Stella Gabriel Aurora
Isaac Natalie Lincoln Emilia Anthony Everly Hudson Leah Dylan Aubrey Ezra Willow Thomas
Addison Charles Lucy Christopher Audrey Jaxon Bella Maverick Nova Josiah Brooklyn Isaiah
Paisley Andrew Savannah Elias Claire Joshua Skylar Nathan Isla Caleb Genesis Ryan Naomi
Adrian Elena Miles Caroline Eli Eliana Nolan Anna Christian Maya Aaron Valentina Cameron
Ruby Ezekiel Kennedy Colton Ivy Luca Ariana Landon Aaliyah Hunter Cora Jonathan Madelyn
Santiago Alice Axel Kinsley Easton Hailey Cooper Gabriella Jeremiah Allison Angel Gianna
Roman Serenity Connor Samantha Jameson Sarah Robert Quinn Greyson Eva Jordan Piper Ian
Sophie Carson Sadie Jaxson Delilah Leonardo Josephine Nicholas Nevaeh Dominic Adeline
Austin Arya Everett Emery Brooks Lydia Xavier Clara Kai Vivian Jose Madeline Parker Peyton
Adam Julia Jace Rylee Wesley Brielle Kayden Reagan Silas Natalia`)

var lastNames = strings.Fields(`Smith Johnson Williams Brown Jones Garcia Miller Davis
Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson
Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young
Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera
Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards
Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper
Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood
James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long
Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson
Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham
Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina
Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods
Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford
Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks
Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice
Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne Grant
Dunn Kelley Spencer Hawkins Arnold Pierce Hansen Peters Santos Hart Bradley Knight
Elliott Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray
Delgado Berry Perkins Hoffman Johnston Matthews Pena Richards Willis Carpenter Lawrence`)

var ptoReasons = []string{"", "", "Family event", "Doctor's appointment", "Wedding", "Moving house",
	"Child's school play", "Dentist", "Holiday", "Exam", "Visiting family", "Car repair", ""}

// Generate builds the plan of a workplace of the given size whose current day is today
// (its weeks start on Fridays, the default).
// It touches no database; the same arguments always give the same plan.
func Generate(size Size, today domain.Date) *Plan {
	rng := rand.New(rand.NewPCG(20261120, uint64(size.Staff*1000+size.Managers)))
	p := &Plan{Size: size, Today: today}
	now := today.Time().Add(9 * time.Hour)
	thisWeek := domain.FridayWeeks.Start(today)
	firstWeek := thisWeek.AddDays(-7 * (size.Weeks - size.FutureWeeks - 1))
	lastDay := firstWeek.AddDays(7*size.Weeks - 1)
	clamp := func(t time.Time) time.Time {
		if t.After(now) {
			return now
		}
		return t
	}

	// People: managers first, then staff; every name different.
	taken := map[string]bool{}
	for i := 0; i < size.Managers+size.Staff; i++ {
		var first, last string
		for {
			first, last = firstNames[rng.IntN(len(firstNames))], lastNames[rng.IntN(len(lastNames))]
			if !taken[first+" "+last] {
				break
			}
		}
		taken[first+" "+last] = true
		role := domain.RoleEmployee
		if i < size.Managers {
			role = domain.RoleManager
		}
		p.Users = append(p.Users, userRow{
			ID:      int64(i + 1),
			Name:    first + " " + last,
			Email:   strings.ToLower(first + "." + last + "@example.com"),
			Role:    role,
			Created: firstWeek.Time().Add(-time.Duration(30+rng.IntN(300)) * 24 * time.Hour).Add(time.Duration(rng.IntN(36000)) * time.Second),
		})
	}
	staff := p.Users[size.Managers:]

	p.generateRota(rng, firstWeek, clamp)
	p.generateEvents(rng, firstWeek, lastDay, clamp)
	p.generateTimeOff(rng, firstWeek, lastDay, staff, clamp)
	p.generateSwaps(rng, clamp)
	p.generateNotifications(rng, firstWeek, now)
	return p
}

type personState struct {
	lastEnd   int64 // end of their latest shift, in Interval minutes
	weekCount int
	cap       int // most shifts a week
}

func (p *Plan) generateRota(rng *rand.Rand, firstWeek domain.Date, clamp func(time.Time) time.Time) {
	size := p.Size
	staff := p.Users[size.Managers:]
	state := make([]personState, len(staff))
	for i := range state {
		state[i].lastEnd = -1 << 40
		state[i].cap = 5
		if rng.IntN(10) < 4 {
			state[i].cap = 6
		}
	}
	var sumWeights float64
	for _, w := range dayWeights {
		sumWeights += w
	}
	totalPatternWeight := 0
	for _, pt := range patterns {
		totalPatternWeight += pt.weight
	}
	pickPattern := func() pattern {
		n := rng.IntN(totalPatternWeight)
		for _, pt := range patterns {
			if n < pt.weight {
				return pt
			}
			n -= pt.weight
		}
		return patterns[0]
	}

	order := make([]int, len(staff))
	for w := 0; w < size.Weeks; w++ {
		week := firstWeek.AddDays(7 * w)
		sched := scheduleRow{ID: int64(w + 1), Week: week}
		sched.Created = clamp(week.AddDays(-9).Time().Add(time.Duration(15*3600+rng.IntN(4*3600)) * time.Second))
		p.Schedules = append(p.Schedules, sched)
		for i := range state {
			state[i].weekCount = 0
		}
		weekTotal := float64(size.ShiftsPerWeek) * (0.97 + 0.06*rng.Float64())
		for d := 0; d < 7; d++ {
			date := week.AddDays(d)
			n := int(weekTotal*dayWeights[d]/sumWeights + 0.5)
			slots := make([]pattern, n)
			for i := range slots {
				slots[i] = pickPattern()
			}
			slices.SortStableFunc(slots, func(a, b pattern) int { return int(a.start) - int(b.start) })
			// Candidates: fewest shifts this week first, ties in random order.
			for i := range order {
				order[i] = i
			}
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			slices.SortStableFunc(order, func(a, b int) int { return state[a].weekCount - state[b].weekCount })
			p.assignSlots(sched.ID, d, date, slots, order, state, staff)
		}
	}
}

// assignSlots gives each of a day's slots to the first person in order who is under
// their weekly cap and rested since their last shift.
func (p *Plan) assignSlots(scheduleID int64, d int, date domain.Date, slots []pattern, order []int, state []personState, staff []userRow) {
	used := make([]bool, len(order))
	pos := 0
	for _, slot := range slots {
		iv := domain.ShiftInterval(date, slot.start, slot.end)
		for k, who := range order {
			st := &state[who]
			if used[k] || st.weekCount >= st.cap || st.lastEnd+rest > iv.Start {
				continue
			}
			used[k] = true
			st.weekCount++
			st.lastEnd = iv.End
			p.Shifts = append(p.Shifts, shiftRow{
				ID:         int64(len(p.Shifts) + 1),
				ScheduleID: scheduleID,
				Day:        domain.DayKeys[d],
				Date:       date,
				UserID:     staff[who].ID,
				Start:      slot.start,
				End:        slot.end,
				Position:   pos,
			})
			pos++
			break
		}
	}
}

func (p *Plan) generateEvents(rng *rand.Rand, first, last domain.Date, clamp func(time.Time) time.Time) {
	seen := map[string]bool{}
	add := func(date domain.Date, title string, typ domain.EventType) {
		key := date.String() + string(typ)
		if seen[key] || date.Before(first) || date.After(last) {
			return
		}
		seen[key] = true
		created := clamp(date.AddDays(-14 - rng.IntN(30)).Time().Add(time.Duration(8*3600+rng.IntN(9*3600)) * time.Second))
		p.Events = append(p.Events, eventRow{ID: int64(len(p.Events) + 1), Date: date, Title: title, Type: typ, Created: created})
	}
	meetings := []string{"Team meeting", "Staff briefing", "Rota planning", "All-hands"}
	mandatory := []string{"Fire drill", "Food safety training", "First aid refresher", "Health and safety training"}
	for d := first; !d.After(last); d = d.AddDays(1) {
		switch {
		case d.Weekday() == time.Monday && (first.DaysUntil(d)-3)%14 == 0:
			add(d, meetings[rng.IntN(len(meetings))], domain.EventMeeting)
		case d.Weekday() == time.Wednesday && d.Day <= 7:
			add(d, mandatory[rng.IntN(len(mandatory))], domain.EventMandatory)
		}
		switch {
		case d.Month == time.December && d.Day == 24:
			add(d, "Christmas Eve", domain.EventPTORestricted)
		case d.Month == time.December && d.Day == 31:
			add(d, "New Year's Eve", domain.EventPTORestricted)
		case d.Month == time.November && d.Weekday() == time.Friday && d.Day >= 23 && d.Day <= 29:
			add(d, "Black Friday", domain.EventPTORestricted)
		case d.Weekday() == time.Sunday && d.Day > 24 && (d.Month%3 == 0):
			if d.AddDays(7).Month != d.Month {
				add(d, "Quarterly stocktake", domain.EventPTORestricted)
			}
		}
		if rng.IntN(60) == 0 {
			add(d, "Manager visit", domain.EventMeeting)
		}
	}
	slices.SortFunc(p.Events, func(a, b eventRow) int { return a.Date.Time().Compare(b.Date.Time()) })
	for i := range p.Events {
		p.Events[i].ID = int64(i + 1)
	}
}

type userDate struct {
	user int64
	date domain.Date
}

func (p *Plan) generateTimeOff(rng *rand.Rand, first, last domain.Date, staff []userRow, clamp func(time.Time) time.Time) {
	working := map[userDate]bool{}
	for _, s := range p.Shifts {
		working[userDate{s.UserID, s.Date}] = true
	}
	restricted := map[domain.Date]bool{}
	for _, e := range p.Events {
		if e.Type == domain.EventPTORestricted {
			restricted[e.Date] = true
		}
	}
	days := first.DaysUntil(last) + 1
	perPerson := p.Size.Weeks / 13 // about four a year
	// Managers ask for time off too.
	for _, u := range p.Users {
		if u.Role == domain.RoleManager && rng.IntN(2) == 0 {
			staff = append(staff, u)
		}
	}
	for _, u := range staff {
		asked := map[domain.Date]bool{}
		for n := 0; n < perPerson; n++ {
			var date domain.Date
			for try := 0; ; try++ {
				date = first.AddDays(rng.IntN(days))
				if !working[userDate{u.ID, date}] && !restricted[date] && !asked[date] {
					break
				}
				if try > 50 {
					date = domain.Date{}
					break
				}
			}
			if date.IsZero() {
				continue
			}
			asked[date] = true
			var status domain.TimeOffStatus
			r := rng.IntN(100)
			switch {
			case date.Before(p.Today) && r < 75:
				status = domain.TimeOffApproved
			case date.Before(p.Today):
				status = domain.TimeOffDenied
			case r < 50:
				status = domain.TimeOffPending
			case r < 85:
				status = domain.TimeOffApproved
			default:
				status = domain.TimeOffDenied
			}
			created := clamp(date.AddDays(-7 - rng.IntN(40)).Time().Add(time.Duration(7*3600+rng.IntN(14*3600)) * time.Second))
			updated := created
			if status != domain.TimeOffPending {
				updated = clamp(created.Add(time.Duration(2+rng.IntN(70)) * time.Hour))
			}
			p.TimeOff = append(p.TimeOff, ptoRow{UserID: u.ID, Date: date, Reason: ptoReasons[rng.IntN(len(ptoReasons))], Status: status, Created: created, Updated: updated})
		}
	}
	slices.SortStableFunc(p.TimeOff, func(a, b ptoRow) int { return a.Created.Compare(b.Created) })
	for i := range p.TimeOff {
		p.TimeOff[i].ID = int64(i + 1)
	}
}

// Reasons the system gives when it cancels a swap (as the service writes them).
var cancelReasons = []string{
	"a shift in it was changed or removed when the schedule was republished",
	"one of its shifts was given to someone else by another approved swap",
}

func (p *Plan) generateSwaps(rng *rand.Rand, clamp func(time.Time) time.Time) {
	// Shifts of each date that may be exchanged: same day, neither overnight, so that
	// exchanging them can never double-book anyone.
	byDate := map[domain.Date][]int{}
	for i, s := range p.Shifts {
		if s.End <= s.Start {
			continue
		}
		byDate[s.Date] = append(byDate[s.Date], i)
	}
	used := map[int]bool{}
	schedCreated := map[int64]time.Time{}
	for _, s := range p.Schedules {
		schedCreated[s.ID] = s.Created
	}
	for w := 0; w < len(p.Schedules); w++ {
		week := p.Schedules[w].Week
		future := !week.AddDays(6).Before(p.Today)
		for n := 0; n < p.Size.SwapsPerWeek; n++ {
			date := week.AddDays(rng.IntN(7))
			if future && date.Before(p.Today.AddDays(1)) {
				date = p.Today.AddDays(1 + rng.IntN(5))
			}
			cands := byDate[date]
			if len(cands) < 2 {
				continue
			}
			ai, bi := p.swapPair(rng, cands, used)
			if ai < 0 {
				continue
			}
			used[ai], used[bi] = true, true
			a, b := p.Shifts[ai], p.Shifts[bi]
			status := swapStatus(rng, !date.After(p.Today))
			created := schedCreated[a.ScheduleID]
			if c := schedCreated[b.ScheduleID]; c.After(created) {
				created = c
			}
			created = clamp(created.Add(time.Duration(3+rng.IntN(120)) * time.Hour))
			updated := created
			if !status.Open() || status == domain.SwapPendingManager {
				updated = clamp(created.Add(time.Duration(1+rng.IntN(30)) * time.Hour))
			}
			sw := swapRow{Status: status, RequesterID: a.UserID, TargetID: b.UserID, A: a, B: b,
				Created: created, Updated: updated, aShiftIdx: ai, bShiftIx: bi}
			if status == domain.SwapCancelled {
				reason := cancelReasons[rng.IntN(len(cancelReasons))]
				sw.CancelReason = &reason
			}
			if status == domain.SwapApproved {
				// The exchange happened: each now works the other's shift.
				p.Shifts[ai].UserID, p.Shifts[bi].UserID = b.UserID, a.UserID
			}
			p.Swaps = append(p.Swaps, sw)
		}
	}
	slices.SortStableFunc(p.Swaps, func(a, b swapRow) int { return a.Created.Compare(b.Created) })
	for i := range p.Swaps {
		p.Swaps[i].ID = int64(i + 1)
	}
}

// swapPair picks two unused shifts of different people among cands, or -1, -1.
func (p *Plan) swapPair(rng *rand.Rand, cands []int, used map[int]bool) (int, int) {
	for try := 0; try < 20; try++ {
		x, y := cands[rng.IntN(len(cands))], cands[rng.IntN(len(cands))]
		if x != y && !used[x] && !used[y] && p.Shifts[x].UserID != p.Shifts[y].UserID {
			return x, y
		}
	}
	return -1, -1
}

// swapStatus draws a swap's status: past ones are all decided, future ones mostly open.
func swapStatus(rng *rand.Rand, past bool) domain.SwapStatus {
	r := rng.IntN(100)
	if past {
		switch {
		case r < 45:
			return domain.SwapApproved
		case r < 65:
			return domain.SwapDeniedByTarget
		case r < 82:
			return domain.SwapDeniedByManager
		default:
			return domain.SwapCancelled
		}
	}
	switch {
	case r < 35:
		return domain.SwapPendingTarget
	case r < 65:
		return domain.SwapPendingManager
	case r < 82:
		return domain.SwapApproved
	case r < 90:
		return domain.SwapDeniedByTarget
	case r < 95:
		return domain.SwapDeniedByManager
	default:
		return domain.SwapCancelled
	}
}

func (p *Plan) generateNotifications(rng *rand.Rand, firstWeek domain.Date, now time.Time) {
	names := func() string { return p.Users[rng.IntN(len(p.Users))].Name }
	past := now.Sub(firstWeek.Time())
	for _, u := range p.Users {
		n := p.Size.PerPerson - 4 + rng.IntN(9)
		times := make([]time.Time, n)
		for i := range times {
			times[i] = now.Add(-time.Duration(rng.Int64N(int64(past))))
		}
		slices.SortFunc(times, func(a, b time.Time) int { return a.Compare(b) })
		unread := (n + 5) / 10
		for i, at := range times {
			var msg, link string
			r := rng.IntN(100)
			when := domain.DateOf(at).AddDays(rng.IntN(30))
			switch {
			case r < 55:
				msg, link = fmt.Sprintf("A new schedule has been posted for the week of %s.", domain.FridayWeeks.Start(when).AddDays(7).ShortLabel()), "/schedule"
			case u.Role == domain.RoleManager && r < 80:
				msg, link = fmt.Sprintf("%s submitted a PTO request for %s.", names(), when.ShortLabel()), "/pto"
			case u.Role == domain.RoleManager:
				msg, link = fmt.Sprintf("%s and %s's swap is ready for approval.", names(), names()), "/swaps"
			case r < 68:
				verdict := "approved"
				if rng.IntN(4) == 0 {
					verdict = "denied"
				}
				msg, link = fmt.Sprintf("Your PTO request for %s was %s by a manager.", when.ShortLabel(), verdict), "/pto"
			case r < 80:
				msg, link = fmt.Sprintf("%s has requested to swap a shift with you.", names()), "/swaps"
			case r < 92:
				verdict := "approved"
				if rng.IntN(3) == 0 {
					verdict = "denied"
				}
				msg, link = fmt.Sprintf("Your shift swap with %s was %s.", names(), verdict), "/swaps"
			default:
				msg, link = fmt.Sprintf("%s denied your shift swap request.", names()), "/swaps"
			}
			p.Notifications = append(p.Notifications, notificationRow{
				UserID: u.ID, Message: msg, Link: link, Read: i < n-unread, Created: at,
			})
		}
	}
	slices.SortStableFunc(p.Notifications, func(a, b notificationRow) int { return a.Created.Compare(b.Created) })
	for i := range p.Notifications {
		p.Notifications[i].ID = int64(i + 1)
	}
}

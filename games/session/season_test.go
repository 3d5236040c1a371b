package session

import (
	"testing"
	"time"
)

func day(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestSeasonPeriods(t *testing.T) {
	tests := []struct {
		scheme     Scheme
		at         string
		key, title string
		start, end string
	}{
		{Monthly, "2026-11-15T10:00:00Z", "2026-11", "November 2026", "2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z"},
		{Monthly, "2026-12-31T23:59:59Z", "2026-12", "December 2026", "2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z"},
		{Monthly, "2027-01-01T00:00:00Z", "2027-01", "January 2027", "2027-01-01T00:00:00Z", "2027-02-01T00:00:00Z"},
		{Quarterly, "2026-11-15T10:00:00Z", "2026-Q4", "Q4 2026", "2026-10-01T00:00:00Z", "2027-01-01T00:00:00Z"},
		{Quarterly, "2026-03-31T23:59:59-02:00", "2026-Q2", "Q2 2026", "2026-04-01T00:00:00Z", "2026-07-01T00:00:00Z"}, // UTC decides
	}
	for _, tt := range tests {
		p := SeasonPlan{{At: day("2000-01-01T00:00:00Z"), Scheme: tt.scheme}}
		s, ok := p.At(day(tt.at))
		if !ok || s.Key != tt.key || s.Title() != tt.title || !s.Start.Equal(day(tt.start)) || !s.End.Equal(day(tt.end)) {
			t.Errorf("%s at %s: %+v %v (%s), want %s %s..%s", tt.scheme, tt.at, s, ok, s.Title(), tt.key, tt.start, tt.end)
		}
	}
	if _, ok := (SeasonPlan{}).At(day("2026-11-15T10:00:00Z")); ok {
		t.Error("a server without seasons has a season")
	}
}

func TestSeasonPlanSet(t *testing.T) {
	now := day("2026-11-15T10:00:00Z")
	tests := []struct {
		name    string
		plan    SeasonPlan
		set     Scheme
		at      string // when the change takes effect
		pending bool
	}{
		{"turned on at once", nil, Monthly, "2026-11-15T10:00:00Z", false},
		{"monthly to quarterly at the next quarter", SeasonPlan{{day("2026-01-01T00:00:00Z"), Monthly}}, Quarterly, "2027-01-01T00:00:00Z", true},
		{"quarterly to monthly at the quarter's end", SeasonPlan{{day("2026-01-01T00:00:00Z"), Quarterly}}, Monthly, "2027-01-01T00:00:00Z", true},
		{"monthly off at the month's end", SeasonPlan{{day("2026-01-01T00:00:00Z"), Monthly}}, NoSeasons, "2026-12-01T00:00:00Z", true},
		{"pending change withdrawn", SeasonPlan{{day("2026-01-01T00:00:00Z"), Monthly}, {day("2026-12-01T00:00:00Z"), NoSeasons}}, Monthly, "2026-11-15T10:00:00Z", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, at := tt.plan.Set(now, tt.set)
			if !at.Equal(day(tt.at)) {
				t.Errorf("takes effect %s, want %s", at, tt.at)
			}
			if _, ok := p.Pending(now); ok != tt.pending {
				t.Errorf("pending %v, want %v: %+v", ok, tt.pending, p)
			}
			if len(tt.plan) > 0 && tt.plan[0].Scheme != tt.plan.Scheme(now) {
				t.Fatal("bad fixture")
			}
			if got := p.Scheme(day(tt.at)); got != tt.set {
				t.Errorf("scheme at %s is %s, want %s", tt.at, got, tt.set)
			}
		})
	}
}

func TestSeasonPlanHistory(t *testing.T) {
	// On monthly on 15 November; quarterly asked on 20 November (from
	// January); off asked in February (from April).
	p, _ := SeasonPlan(nil).Set(day("2026-11-15T10:00:00Z"), Monthly)
	p, _ = p.Set(day("2026-11-20T00:00:00Z"), Quarterly)
	p, _ = p.Set(day("2027-02-03T00:00:00Z"), NoSeasons)
	var got []string
	for _, s := range p.Ended(time.Time{}, day("2030-01-01T00:00:00Z")) {
		got = append(got, s.Key+" "+s.Start.Format("01-02")+".."+s.End.Format("01-02"))
	}
	want := []string{"2026-11 11-15..12-01", "2026-12 12-01..01-01", "2027-Q1 01-01..04-01"}
	if len(got) != len(want) {
		t.Fatalf("seasons %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("season %d: %q, want %q", i, got[i], want[i])
		}
	}
	s, ok := p.Previous(day("2027-01-05T00:00:00Z"))
	if !ok || s.Key != "2026-12" {
		t.Errorf("previous in January: %+v %v, want 2026-12", s, ok)
	}
	if _, ok := p.Previous(day("2026-11-30T00:00:00Z")); ok {
		t.Error("a previous season before the first ended")
	}
	for _, tt := range []struct{ after, want string }{
		{"0001-01-01T00:00:00Z", "2026-12-01T00:00:00Z"},
		{"2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z"},
		{"2027-01-01T00:00:00Z", "2027-04-01T00:00:00Z"},
	} {
		if got := p.NextEnd(day(tt.after)); !got.Equal(day(tt.want)) {
			t.Errorf("next end after %s: %s, want %s", tt.after, got, tt.want)
		}
	}
	if got := p.NextEnd(day("2027-04-01T00:00:00Z")); !got.IsZero() {
		t.Errorf("next end after the last: %s, want none", got)
	}
}

func TestParseScheme(t *testing.T) {
	for in, want := range map[string]Scheme{"monthly": Monthly, " Quarterly": Quarterly, "none": NoSeasons} {
		if got, err := ParseScheme(in); err != nil || got != want {
			t.Errorf("%q: %v %v", in, got, err)
		}
	}
	if _, err := ParseScheme("weekly"); err == nil {
		t.Error("weekly accepted")
	}
}

// FuzzSeasonPlan plays a run of settings changes, days apart, and checks
// the seasons the plan makes: in order, never overlapping, each the
// season At gives for its first and last instant, each end the NextEnd
// of its start, and no season cut short by a change between monthly and
// quarterly.
func FuzzSeasonPlan(f *testing.F) {
	f.Add([]byte{1, 10, 2, 40, 0, 3, 1})
	f.Add([]byte{2, 200, 1, 1, 0, 90, 2})
	f.Fuzz(func(t *testing.T, ops []byte) {
		now := day("2026-01-15T08:00:00Z")
		var p SeasonPlan
		for i := 0; i+1 < len(ops) && i < 40; i += 2 {
			now = now.Add(time.Duration(ops[i+1]) * 13 * time.Hour)
			p, _ = p.Set(now, []Scheme{NoSeasons, Monthly, Quarterly}[int(ops[i])%3])
		}
		for i := 1; i < len(p); i++ {
			if p[i].At.Before(p[i-1].At) {
				t.Fatalf("plan out of order: %+v", p)
			}
		}
		end := now.AddDate(2, 0, 0)
		seasons := p.Ended(time.Time{}, end)
		for i, s := range seasons {
			if !s.Start.Before(s.End) || i > 0 && s.Start.Before(seasons[i-1].End) {
				t.Fatalf("season %d %+v overlaps or is empty: %+v", i, s, seasons)
			}
			for _, at := range []time.Time{s.Start, s.End.Add(-time.Nanosecond)} {
				if got, ok := p.At(at); !ok || got != s {
					t.Fatalf("At(%s) = %+v %v, want %+v", at, got, ok, s)
				}
			}
			if got := p.NextEnd(s.Start); !got.Equal(s.End) {
				t.Fatalf("NextEnd(%s) = %s, want %s", s.Start, got, s.End)
			}
			_, full, fullEnd, _ := s.Scheme.period(s.Start)
			if !s.End.Equal(fullEnd) && s.End.Before(end) {
				t.Fatalf("season %+v cut short of %s (period from %s): %+v", s, fullEnd, full, p)
			}
		}
	})
}

package session_test

import (
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

func TestForgetRules(t *testing.T) {
	const label = "former-01"
	tests := []struct {
		name    string
		forget  func() bool
		changed bool
	}{
		{"match host and seat", func() bool {
			return (&session.Match{Host: "u", Players: []session.Player{{User: "u", Name: "Una"}}}).Forget("u", label)
		}, true},
		{"match of others", func() bool {
			return (&session.Match{Host: "v", Players: []session.Player{{User: "v", Name: "Vi"}, {Name: "Bot", Bot: true}}}).Forget("u", label)
		}, false},
		{"a bot seat is not the empty user", func() bool {
			return (&session.Match{Players: []session.Player{{Name: "Bot", Bot: true}}}).Forget("", label)
		}, false},
		{"step", func() bool { return (&session.Step{User: "u"}).Forget("u", label) }, true},
		{"bot step", func() bool { return (&session.Step{}).Forget("u", label) }, false},
		{"record", func() bool {
			return (&session.Record{Seats: []session.SeatRecord{{User: "v"}, {User: "u", Name: "Una"}}}).Forget("u", label)
		}, true},
		{"standing of another", func() bool { return (&session.Standing{User: "v"}).Forget("u", label) }, false},
	}
	for _, tt := range tests {
		if got := tt.forget(); got != tt.changed {
			t.Errorf("%s: changed = %v, want %v", tt.name, got, tt.changed)
		}
	}

	m := &session.Match{Host: "u", Players: []session.Player{{User: "v", Name: "Vi"}, {User: "u", Name: "Una", Resigned: true}}}
	m.Forget("u", label)
	if m.Host != label || m.Players[1] != (session.Player{User: label, Name: session.FormerName, Resigned: true}) || m.Players[0].User != "v" {
		t.Errorf("match after Forget: host %s, %+v", m.Host, m.Players)
	}
	r := session.Record{Seats: []session.SeatRecord{{User: "u", Name: "Una", Score: 12, Place: 1}}}
	r.Forget("u", label)
	if s := r.Seats[0]; s.User != label || s.Name != session.FormerName || s.Score != 12 || s.Place != 1 {
		t.Errorf("record seat after Forget: %+v", s)
	}
	st := session.Standing{Guild: "g", User: "u", Name: "Una", Games: 4}
	st.Forget("u", label)
	if st.User != label || st.Name != session.FormerName || st.Games != 4 {
		t.Errorf("standing after Forget: %+v", st)
	}
	if l := session.FormerLabel([8]byte{0xab}); l != "former-ab00000000000000" || !session.IsFormer(l) || session.IsFormer("123") {
		t.Errorf("FormerLabel = %q", l)
	}
}

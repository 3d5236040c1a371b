package storage_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// TestImportRefusesForgeries: import refuses, naming the line and the
// record, what a Manager would never have written: each case forges one
// record of a real export. Settings or timings that /play would refuse,
// an open match without a generator for its dice, a version at the end
// of int64, one user in several seats, more seats than the game has, and
// options the game does not offer. The database is unchanged after each.
func TestImportRefusesForgeries(t *testing.T) {
	good := exportAll(t, openPath(t, populated(t)), nil)
	lines := strings.Split(strings.TrimSpace(string(good)), "\n")
	// forge returns the export with fn applied to the record of the
	// match of channel, or to the settings when channel is "".
	forge := func(channel string, fn func(r *session.ExportRecord)) (string, int) {
		out := append([]string(nil), lines...)
		for i, line := range out[1:] {
			var r session.ExportRecord
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				t.Fatal(err)
			}
			if r.Match != nil && r.Match.Channel == channel || r.Settings != nil && channel == "" {
				fn(&r)
				b, _ := json.Marshal(r)
				out[i+1] = string(b)
				return strings.Join(out, "\n"), i + 2
			}
		}
		t.Fatalf("no record for %q", channel)
		return "", 0
	}
	settings := func(d time.Duration) func(*session.ExportRecord) {
		return func(r *session.ExportRecord) { r.Settings.TurnTime = d }
	}
	match := func(fn func(m *session.Match)) func(*session.ExportRecord) {
		return func(r *session.ExportRecord) { fn(r.Match) }
	}
	alice := session.Player{User: "u1", Name: "Alice"}
	sixAlices := func(m *session.Match) {
		m.Players = nil
		for range 6 {
			m.Players = append(m.Players, alice)
		}
	}
	tests := []struct {
		name, channel string
		forge         func(*session.ExportRecord)
		want          string
	}{
		{"settings turn_time -1h", "", settings(-time.Hour), "settings of guild ga"},
		{"settings turn_time 2^63-1ns", "", settings(math.MaxInt64), "settings of guild ga"},
		{"settings turn_time 1ns", "", settings(1), "settings of guild ga"},
		{"settings turn_time 15 days", "", settings(15 * 24 * time.Hour), "settings of guild ga"},
		{"playing match turn_time -1h", "c2", match(func(m *session.Match) { m.TurnTime = -time.Hour }), "turn time"},
		{"lobby turn_time 2^63-1ns", "c3", match(func(m *session.Match) { m.TurnTime = math.MaxInt64 }), "turn time"},
		{"lobby on_timeouts unknown", "c3", match(func(m *session.Match) { m.OnTimeouts = "explode" }), "on_timeouts"},
		{"playing match without generator", "c2", match(func(m *session.Match) { m.RNG = nil }), "generator"},
		{"playing match with a broken generator", "c2", match(func(m *session.Match) { m.RNG = []byte("pcg:broken") }), "generator"},
		{"playing match at version 2^63-1", "c2", match(func(m *session.Match) { m.Version = math.MaxInt64 }), "version"},
		{"lobby at version 2^63-1", "c3", match(func(m *session.Match) { m.Version = math.MaxInt64 }), "version"},
		{"finished match at version 2^63-1", "c1", match(func(m *session.Match) { m.Version = math.MaxInt64 }), "version"},
		{"lobby with one user in six seats", "c3", match(sixAlices), "seats"},
		{"playing match with one user in both seats", "c2", match(func(m *session.Match) { m.Players[1] = alice }), "seats"},
		{"finished match with one user in three seats", "c1", match(func(m *session.Match) { m.Players[1], m.Players[2] = alice, alice }), "seats"},
		{"cancelled match with one user in two seats", "c4", match(func(m *session.Match) { m.Players[2] = m.Players[0] }), "seats"},
		{"lobby with seven seats", "c3", match(func(m *session.Match) {
			for i := range 6 {
				m.Players = append(m.Players, session.Player{User: string(rune('a' + i)), Name: "x"})
			}
		}), "table is full"},
		{"lobby with an option the game lacks", "c3", match(func(m *session.Match) { m.Options = map[string]string{"turbo": "on"} }), "option"},
	}
	accepted := 0
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			input, line := forge(tt.channel, tt.forge)
			b := openTest(t)
			before := exportAll(t, b, nil)
			_, err := b.Import(context.Background(), strings.NewReader(input))
			if err == nil {
				accepted++
			}
			where := "line " + strconv.Itoa(line)
			if !errors.Is(err, session.ErrImport) || !strings.Contains(err.Error(), where) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err %v, want ErrImport naming %s and %q", err, where, tt.want)
			}
			if after := exportAll(t, b, nil); !bytes.Equal(before, after) {
				t.Error("a refused import changed the database")
			}
		})
	}
	t.Logf("%d forged exports, %d accepted", len(tests), accepted)
}

package session_test

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// userID is the id every text field is filled with before Forget.
const userID = "1300000000000000502"

// notUserIDs lists every text field of a stored type that Forget leaves
// alone, and why it never holds a user id. A new text field fails
// TestForgetReachesEveryUserField until Forget rewrites it or it is
// listed here.
var notUserIDs = map[string]string{
	"Match.ID":                     "the match's own id",
	"Match.Guild":                  "a server id",
	"Match.Channel":                "a channel id",
	"Match.Game":                   "a game name",
	"Match.Lang":                   "a language name (locale.Lang)",
	"Match.Options{key}":           "an option's name",
	"Match.Options{}":              "an option's value, checked by the game",
	"Match.Phase":                  "a phase name",
	"Match.Seed":                   "hex of the dice seed",
	"Match.Commit":                 "hex of the commitment",
	"Match.BoardMessage":           "a message id",
	"Match.Result.Summary":         "the game's line, seats written as {seat:N}",
	"Match.Undo.Move":              "a move in the game's notation",
	"GuildSettings.Language":       "a language name (locale.Lang)",
	"GuildSettings.DiscordLocale":  "a Discord locale such as fr",
	"Match.Undo.Taken[].Move":      "a move in the game's notation",
	"Match.Vote.Kind":              "pause, resume or extend",
	"Match.Timing.OnTimeouts":      "a choice's name",
	"Match.Thread.Parent":          "a channel id",
	"Step.Move":                    "a move in the game's notation, or a session step's kind",
	"Record.Match":                 "a match id",
	"Record.Guild":                 "a server id",
	"Record.Channel":               "a channel id",
	"Record.Parent":                "a channel id, or ? when unknown",
	"Record.Game":                  "a game name",
	"Record.Seats[].Note":          "a seat note such as (resigned)",
	"Record.Seats[].Measures{key}": "a statistic's name",
	"Record.Summary":               "the game's line, seats written as {seat:N}",
	"Standing.Guild":               "a server id",
	"Standing.Game":                "a game name",
	"Standing.Measures{key}":       "a statistic's name",
	"Standing.LastMatch":           "a match id",
	"DMPrefs.Quiet.Zone":           "a time zone name",
	"DMPrefs.Locale":               "a Discord locale such as de; the record goes with the user",
	"SeasonConfig.Plan[].Scheme":   "a scheme's name",
	"SeasonConfig.Channel":         "a channel id",
}

// forgettable is a stored type with its Forget, or none (nil) for a type
// that must hold no user id at all.
type forgettable struct {
	value  any
	forget func(user, label string) bool
}

// TestForgetReachesEveryUserField fills every text field of every stored
// type with a user's id, has Forget replace the user, and fails on any
// field still holding the id that notUserIDs does not explain.
func TestForgetReachesEveryUserField(t *testing.T) {
	m, s, r, st := &session.Match{}, &session.Step{}, &session.Record{}, &session.Standing{}
	types := map[string]forgettable{
		"Match":         {m, m.Forget},
		"Step":          {s, s.Forget},
		"Record":        {r, r.Forget},
		"Standing":      {st, st.Forget},
		"GuildSettings": {&session.GuildSettings{}, nil},
		"DMPrefs":       {&session.DMPrefs{}, nil},
		"SeasonConfig":  {&session.SeasonConfig{}, nil},
	}
	fields := 0
	for name, f := range types {
		t.Run(name, func(t *testing.T) {
			v := reflect.ValueOf(f.value).Elem()
			fillWithID(v)
			var all []string
			findID(v, name, &all)
			fields += len(all)
			if f.forget != nil && !f.forget(userID, "former-0102030405060708") {
				t.Fatal("Forget changed nothing")
			}
			var left []string
			findID(v, name, &left)
			for _, p := range left {
				if _, ok := notUserIDs[p]; !ok {
					t.Errorf("%s still holds the user's id after Forget: rewrite it in Forget or list it in notUserIDs", p)
				}
			}
		})
	}
	t.Logf("%d text fields of %d stored types filled with a user id before Forget", fields, len(types))
}

var timeType = reflect.TypeOf(time.Time{})

// fillWithID sets every text in v to userID, giving every slice, map and
// pointer one element to fill.
func fillWithID(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(userID)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fillWithID(v.Elem())
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return // encoded bytes: a game state or a generator
		}
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fillWithID(v.Index(0))
	case reflect.Map:
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fillWithID(k)
		fillWithID(e)
		v.Set(reflect.MakeMap(v.Type()))
		v.SetMapIndex(k, e)
	case reflect.Struct:
		if v.Type() == timeType {
			return
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fillWithID(v.Field(i))
			}
		}
	}
}

// findID adds to out the path of every text in v that is userID.
func findID(v reflect.Value, path string, out *[]string) {
	switch v.Kind() {
	case reflect.String:
		if v.String() == userID {
			*out = append(*out, path)
		}
	case reflect.Pointer:
		if !v.IsNil() {
			findID(v.Elem(), path, out)
		}
	case reflect.Slice:
		for i := range v.Len() {
			findID(v.Index(i), path+"[]", out)
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			findID(k, path+"{key}", out)
			findID(v.MapIndex(k), path+"{}", out)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				findID(v.Field(i), fmt.Sprintf("%s.%s", path, f.Name), out)
			}
		}
	}
}

// TestForgetWithdrawsAgreement: a deleted user's agreement to a clock
// request is withdrawn, and their own request dropped, so no prompt or
// export names them.
func TestForgetWithdrawsAgreement(t *testing.T) {
	m := &session.Match{Vote: &session.ClockVote{Kind: "pause", By: []string{"u1", userID}}}
	if !m.Forget(userID, "former-01") || m.Vote == nil || !slices.Equal(m.Vote.By, []string{"u1"}) {
		t.Fatalf("agreement not withdrawn: %+v", m.Vote)
	}
	m = &session.Match{Vote: &session.ClockVote{Kind: "pause", By: []string{userID, "u1"}}}
	if !m.Forget(userID, "former-01") || m.Vote != nil {
		t.Fatalf("request not dropped: %+v", m.Vote)
	}
	m = &session.Match{Vote: &session.ClockVote{Kind: "pause", By: []string{"u1"}}}
	if m.Forget(userID, "former-01") || m.Vote == nil {
		t.Fatal("another user's request changed")
	}
}

// TestVoteEndsWithItsMatch: a clock request still open when its match
// ends is not kept in the archive.
func TestVoteEndsWithItsMatch(t *testing.T) {
	ctx := context.Background()
	mg := session.NewManager(session.NewMemStore())
	host := session.Player{User: "u1", Name: "Alice"}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: host}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Join(ctx, "c", session.Player{User: userID, Name: "Bob"}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", host.User); err != nil {
		t.Fatal(err)
	}
	if _, tally, err := mg.AskClock(ctx, "c", userID, "pause", 0, true); err != nil || tally.Passed {
		t.Fatalf("ask: %v, %+v", err, tally)
	}
	m, err := mg.Cancel(ctx, "c", host.User, false)
	if err != nil {
		t.Fatal(err)
	}
	if m.Vote != nil {
		t.Fatalf("the ended match keeps the request of %v", m.Vote.By)
	}
	if a, err := mg.Archived(ctx, m.ID); err != nil || a.Vote != nil {
		t.Fatalf("archived: %v, %+v", err, a)
	}
}

// TestForgetEndsTheVoteOfADeletedUser: a player asks to pause, then
// deletes their data: the request goes with them, so no later prompt or
// export names them; an agreement of theirs to another's request is
// withdrawn.
func TestForgetEndsTheVoteOfADeletedUser(t *testing.T) {
	ctx := context.Background()
	for _, asker := range []bool{true, false} {
		mg := session.NewManager(session.NewMemStore())
		host := session.Player{User: "u1", Name: "Alice"}
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: host}); err != nil {
			t.Fatal(err)
		}
		for _, p := range []session.Player{{User: userID, Name: "Bob"}, {User: "u3", Name: "Cleo"}, {User: "u4", Name: "Dan"}} {
			if _, err := mg.Join(ctx, "c", p); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := mg.Start(ctx, "c", host.User); err != nil {
			t.Fatal(err)
		}
		first, second := userID, "u3"
		if !asker {
			first, second = second, first
		}
		for _, u := range []string{first, second} {
			if _, tally, err := mg.AskClock(ctx, "c", u, "pause", 0, true); err != nil || tally.Passed {
				t.Fatalf("ask by %s: %v %+v", u, err, tally)
			}
		}
		if _, err := mg.Forget(ctx, userID); err != nil {
			t.Fatal(err)
		}
		m, err := mg.Get(ctx, "c")
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case asker && m.Vote != nil:
			t.Errorf("the deleted user's request stays open: %+v", m.Vote)
		case !asker && (m.Vote == nil || slices.Contains(m.Vote.By, userID)):
			t.Errorf("the deleted user still agrees: %+v", m.Vote)
		}
	}
}

package render

import (
	"strings"
	"testing"
)

func TestIDRoundTrip(t *testing.T) {
	for _, id := range []ID{
		{Action: ActMove, Version: 1, Arg: "write red 7"},
		{Action: ActLobby, Version: 36, Arg: "join"},
		{Action: ActUI, Version: 1 << 40, Arg: "t:rb"},
		{Action: ActPrivate, Version: 0, Arg: ""},
		{Action: ActForm, Version: 7, Arg: "wilds"},
		{Action: ActMove, Version: 12, Arg: "a:b:c"},
		{Action: ActPage, Page: 3, Arg: "qwinto/rating/p"},
	} {
		s, err := id.Encode()
		if err != nil {
			t.Fatalf("Encode(%+v): %v", id, err)
		}
		back, err := ParseID(s)
		if err != nil || back != id {
			t.Fatalf("ParseID(%q) = %+v, %v; want %+v", s, back, err, id)
		}
	}
}

func TestIDLimits(t *testing.T) {
	long := ID{Action: ActMove, Version: 99, Arg: strings.Repeat("x", 100)}
	if _, err := long.Encode(); err == nil {
		t.Fatal("an id over 100 characters was encoded")
	}
	for _, bad := range []string{"", "mv", "mv:1", "zz:1:x", "mv:-1:x", "mv:01:x", "mv:Z:x", "mv::x", strings.Repeat("m", 101)} {
		if _, err := ParseID(bad); err == nil {
			t.Errorf("ParseID(%q) accepted", bad)
		}
	}
}

func FuzzParseID(f *testing.F) {
	for _, s := range []string{"mv:1:write red 7", "lb:a:join", "ui:0:", "pv:zz:t", "mv:01:x", ":::", "lp:2:qwinto/rating/p"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := ParseID(s)
		if err != nil {
			return
		}
		back, err := id.Encode()
		if err != nil {
			t.Fatalf("parsed %q but cannot encode it: %v", s, err)
		}
		if back != s {
			t.Fatalf("ParseID(%q) re-encodes as %q", s, back)
		}
		if len(back) > MaxCustomID {
			t.Fatalf("id of %d bytes", len(back))
		}
	})
}

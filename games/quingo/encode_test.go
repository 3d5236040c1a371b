package quingo

import (
	"encoding/json"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestParseSheet(t *testing.T) {
	sh := mustSheet(t, example114)
	if got := sh.String(); got != example114 {
		t.Errorf("String:\n got %s\nwant %s", got, example114)
	}
	again := mustSheet(t, "VVVVV vvvvvVXVXX VVXVV WILD 2 15 18 7 5 vvxvv")
	if again != sh {
		t.Errorf("written differently, the sheet differs:\n%s\nwant\n%s", again.Text(setup114), sh.Text(setup114))
	}
	if got := mustSheet(t, "..... ..... ..... ..... wild - .....").String(); got != "..... ..... ..... ..... wild - ....." {
		t.Errorf("unchosen sheet writes as %q", got)
	}
	bad := []string{
		"",
		"vvvvv vvvvv vxvxx vvxv wild 2,15,18,7,5 vvxvv",
		"vvvvv vvvvv vxvxx vvxvv 2,15,18,7,5 vvxvv",
		"vvvvv vvvvv vxvxx vvxvq wild 2,15,18,7,5 vvxvv",
		"vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7 vvxvv",
		"vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,0 vvxvv",
		"vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,99 vvxvv",
		"vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,5 vvxv",
		"vvvvv vvvvv vxvxx vvxvv wild - vvxvv",
	}
	for _, text := range bad {
		if sh, err := ParseSheet(text); err == nil {
			t.Errorf("ParseSheet(%q) accepted: %s", text, sh)
		}
	}
}

func TestParsePool(t *testing.T) {
	for _, text := range []string{"d4:4 d6:- d8:6 d10:3 d12:12 d20:-", "d6a:1 d6b:6 d20:-", "d2:2"} {
		p, err := ParsePool(text)
		if err != nil || p.String() != text {
			t.Errorf("ParsePool(%q) = %s, %v", text, p, err)
		}
	}
	for _, text := range []string{"", "d4:5", "d4:0", "d6:1 d4:1", "d6:1 d6:2", "d6a:1", "d4", "x:1", "d1:1", "d22:1"} {
		if p, err := ParsePool(text); err == nil {
			t.Errorf("ParsePool(%q) accepted: %s", text, p)
		}
	}
}

// TestEncodeIsJSON checks that the hand-written Encode writes what
// json.Marshal writes, so that Decode (json.Unmarshal) reads it back,
// along a whole game.
func TestEncodeIsJSON(t *testing.T) {
	dice := gametest.Seeded(2)
	g, _ := Rules.New(games.Options{"pool": "6 6 8 20"}, 3, dice)
	st := g.(*state)
	for {
		want, err := json.Marshal(st.record())
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := st.Encode(); string(got) != string(want) {
			t.Fatalf("Encode:\n%s\njson.Marshal:\n%s", got, want)
		}
		if st.Phase == Over {
			return
		}
		s := st.Actors()[0]
		next, err := st.Apply(s, st.Default(s), dice)
		if err != nil {
			t.Fatal(err)
		}
		st = next.(*state)
	}
}

func FuzzParseSheet(f *testing.F) {
	for _, s := range []string{example114, "..... ..... ..... ..... wild - .....", "VVVVV vvvvvVXVXX VVXVV WILD 2 15 18 7 5 vvxvv", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		sh, err := ParseSheet(text)
		if err != nil {
			return
		}
		back, err := ParseSheet(sh.String())
		if err != nil || back != sh {
			t.Fatalf("ParseSheet(%q) = %s, which reads back as %s, %v", text, sh, back, err)
		}
	})
}

func FuzzParsePool(f *testing.F) {
	for _, s := range []string{"d4:4 d6:- d8:6 d10:3 d12:12 d20:-", "d6a:1 d6b:6 d20:-", "D2:2", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePool(text)
		if err != nil {
			return
		}
		back, err := ParsePool(p.String())
		if err != nil || back.String() != p.String() || len(back) != len(p) {
			t.Fatalf("ParsePool(%q) = %s, which reads back as %s, %v", text, p, back, err)
		}
	})
}

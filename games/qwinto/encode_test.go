package qwinto

import (
	"encoding/json"
	"testing"
)

func TestParseSheet(t *testing.T) {
	jane := mustSheet(t, janeDoe)
	if got := jane.String(); got != janeDoe {
		t.Errorf("String:\n got %s\nwant %s", got, janeDoe)
	}
	again := mustSheet(t, "[blue 1 3 - 6 x 7 - - 10 -]; red [2,3,6,XX,9,11,12,13,15,16] yellow 1 3 4 5 0 X 12 13 0 0 failed 3")
	if again != jane {
		t.Errorf("written differently, the sheet differs:\n%s\nwant\n%s", again.Text("", 0), jane.Text("", 0))
	}
	bad := []string{
		"",
		"red 0,0,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0",
		"red 0,0,0,0,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0",
		"red X,0,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0",
		"red 5,4,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0",
		"red 5,0,0,X,0,0,0,0,0,0 yellow 0,5,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0",
		"red 19,0,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0",
		"red 0,0,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0 failed 5",
		"red 0,0,0,X,0,0,0,0,0,0 red 0,0,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0",
		"green 0,0,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0",
	}
	for _, text := range bad {
		if sh, err := ParseSheet(text); err == nil {
			t.Errorf("ParseSheet(%q) accepted:\n%s", text, sh.Text("", 0))
		}
	}
}

// TestEncodeIsJSON checks that the hand-written Encode writes what
// json.Marshal writes, so that Decode (json.Unmarshal) reads it back.
func TestEncodeIsJSON(t *testing.T) {
	st := newState(3, true)
	st.Sheets[1] = mustSheet(t, janeDoe)
	for _, sp := range []step{
		{seat: 0, move: "roll red blue", dice: []int{6, 5}},
		{seat: 0, move: "reroll", dice: []int{4, 2}},
		{seat: 1, move: "skip"},
	} {
		st = play(t, st, sp)
		type plain state // without the Encode method
		want, err := json.Marshal((*plain)(st))
		if err != nil {
			t.Fatal(err)
		}
		got, _ := st.Encode()
		if string(got) != string(want) {
			t.Fatalf("Encode:\n%s\njson.Marshal:\n%s", got, want)
		}
	}
}

// TestParseSheetNumberTooWide checks that a number too large for a sheet's
// cell is refused as too large, not read cut to the cell's width.
func TestParseSheetNumberTooWide(t *testing.T) {
	_, err := ParseSheet("red 257,0,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0")
	if want := "qwinto: red position 1: 257 cannot be written"; err == nil || err.Error() != want {
		t.Errorf("ParseSheet: %v, want %s", err, want)
	}
}

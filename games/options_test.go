package games_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestOptionChoicesInWords: a value that is none of an option's choices
// is refused with the choices in words, not as a Go slice.
func TestOptionChoicesInWords(t *testing.T) {
	tests := []struct {
		choices []string
		want    string
	}{
		{[]string{"together", "apart"}, "partners must be together or apart"},
		{[]string{"race", "rounds", "solitaire"}, "partners must be race, rounds or solitaire"},
	}
	for _, tt := range tests {
		info := games.Info{Title: "Test", Options: []games.Option{{Name: "partners", Kind: games.OptionString, Choices: tt.choices}}}
		err := games.Options{"partners": "sideways"}.Check(info)
		if got := games.Reason(err); got != tt.want {
			t.Errorf("choices %v: %q, want %q", tt.choices, got, tt.want)
		}
	}
}

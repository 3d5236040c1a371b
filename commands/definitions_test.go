package commands

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
)

// TestPickerDescriptions: every description Discord's command picker
// shows is 1 to 100 characters, a phrase that starts with a capital
// letter and ends without a period.
func TestPickerDescriptions(t *testing.T) {
	var walk func(path string, opts []*discordgo.ApplicationCommandOption)
	check := func(path, d string) {
		r, _ := utf8.DecodeRuneInString(d)
		if n := utf8.RuneCountInString(d); n == 0 || n > 100 || !unicode.IsUpper(r) || strings.HasSuffix(d, ".") {
			t.Errorf("%s: %q (%d characters): want 1-100, a capital first, no final period", path, d, n)
		}
	}
	walk = func(path string, opts []*discordgo.ApplicationCommandOption) {
		for _, o := range opts {
			check(path+" "+o.Name, o.Description)
			walk(path+" "+o.Name, o.Options)
		}
	}
	for _, c := range Definitions() {
		check("/"+c.Name, c.Description)
		walk("/"+c.Name, c.Options)
	}
}

// TestPlayOptionsSayTheirDefault: the picker tells each game option's
// default, since the picker shows nothing else of it.
func TestPlayOptionsSayTheirDefault(t *testing.T) {
	for _, r := range games.All() {
		for _, o := range r.Info().Options {
			if o.Default != "" && !strings.Contains(o.Description, "default") {
				t.Errorf("/play %s %s: %q does not say its default, %s", r.Info().Name, o.Name, o.Description, o.Default)
			}
		}
	}
}

// TestClip100CountsLetters: a description is cut at 100 letters, not
// bytes, and never inside a letter.
func TestClip100CountsLetters(t *testing.T) {
	if s := strings.Repeat("é", 60); clip100(s) != s {
		t.Errorf("60 letters were cut: %q", clip100(s))
	}
	if got := clip100(strings.Repeat("é", 120)); utf8.RuneCountInString(got) != 100 || !utf8.ValidString(got) {
		t.Errorf("120 letters: %q", got)
	}
}

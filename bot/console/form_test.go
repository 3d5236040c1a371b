package console

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	_ "github.com/quintetbot/quintet/games/quingo"
	_ "github.com/quintetbot/quintet/render/quingo"
)

// TestFormsAndWilds: Quingo's "Choose wilds" button opens a form; the
// console prints its fields and takes them back as "form ..." lines. A bad
// value is refused by the game and the form can be opened again.
func TestFormsAndWilds(t *testing.T) {
	var out bytes.Buffer
	c, mg := newConsole(&out)
	script := `
alice: /play quingo
bob: /game join
alice: /game start
alice: 1
alice: form 21 22 23 24 999
alice: 1
alice: form 21 | 22 | 23 | 24 | 25
bob: form 1 2 3 4 5
bob: 1
bob: form 5 6 7 8
bob: form 5 6 7 8 9
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"[form for alice: ", "<5> Wild number 5", "is not a whole number from 1 to",
		"You played `wilds 21 22 23 24 25`", "! bob has no form open",
		"! the form has 5 fields; 4 values given", "You played `wilds 5 6 7 8 9`",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	m, err := mg.Get(context.Background(), "console")
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := m.Decode(); st == nil || strings.Contains(st.View(0).Status, "choose wild") {
		t.Errorf("still choosing wilds: %+v", st)
	}
	if t.Failed() {
		t.Log(got)
	}
}

func TestChooseOptions(t *testing.T) {
	one := 1
	multi := discordgo.SelectMenu{MaxValues: 3, MinValues: &one, Options: []discordgo.SelectMenuOption{
		{Label: "d4 · 3", Value: "d4"}, {Label: "d6 · 5", Value: "d6"}, {Label: "d8 · 1", Value: "d8"}, {Label: "d10 · 9", Value: "d10"},
	}}
	single := discordgo.SelectMenu{Options: multi.Options}
	tests := []struct {
		menu  discordgo.SelectMenu
		value string
		want  []string
	}{
		{multi, "d4, d8", []string{"d4", "d8"}},
		{multi, "D6 · 5,d10", []string{"d6", "d10"}},
		{multi, "d4", []string{"d4"}},
		{multi, "d4, d6, d8, d10", nil},
		{multi, "d4, d7", nil},
		{single, "d8", []string{"d8"}},
		{single, "d4, d8", nil},
	}
	for _, tt := range tests {
		got, err := chooseOptions(tt.menu, "", false, tt.value)
		if tt.want == nil {
			if err == nil {
				t.Errorf("%q accepted as %v", tt.value, got)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("%q: %v, %v; want %v", tt.value, got, err, tt.want)
		}
	}
}

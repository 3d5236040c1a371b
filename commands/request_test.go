package commands

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/bwmarrin/discordgo"
)

func loadInteraction(t *testing.T, name string) *discordgo.Interaction {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var i discordgo.Interaction
	if err := json.Unmarshal(b, &i); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return &i
}

func TestFromInteraction(t *testing.T) {
	cases := []struct {
		file string
		want Request
	}{
		{"play_qwinto.json", Request{
			Kind: KindCommand, ID: "1300000000000000001", Guild: "1100000000000000000", Channel: "1100000000000000100",
			User: User{ID: "1000000000000000001", Name: "Alice"}, Locale: "en-GB", GuildLocale: "en-US", CanManage: true, Command: "play qwinto",
			Options: map[string]string{"reroll": "true", "bots": "1"},
		}},
		{"move_autocomplete.json", Request{
			Kind: KindAutocomplete, ID: "1300000000000000002", Guild: "1100000000000000000", Channel: "1100000000000000100",
			User: User{ID: "1000000000000000002", Name: "Bobby"}, Locale: "en-GB", Command: "game move",
			Options: map[string]string{"notation": "write bl"}, Focused: "notation",
		}},
		{"button_click.json", Request{
			Kind: KindComponent, ID: "1300000000000000003", Guild: "1100000000000000000", Channel: "1100000000000000100",
			User: User{ID: "1000000000000000002", Name: "bob"}, Locale: "en-GB", CanManage: true, Options: map[string]string{},
			CustomID: "lb:3:join", Message: "1400000000000000001",
		}},
		{"select_choice.json", Request{
			Kind: KindComponent, ID: "1300000000000000004", Guild: "1100000000000000000", Channel: "1100000000000000100",
			User: User{ID: "1000000000000000001", Name: "alice"}, Locale: "en-GB", Options: map[string]string{},
			CustomID: "mv:a:", Values: []string{"write red 3"}, Message: "1400000000000000002",
		}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			got, ok := FromInteraction(loadInteraction(t, c.file))
			if !ok {
				t.Fatal("not handled")
			}
			if !reflect.DeepEqual(*got, c.want) {
				t.Fatalf("got  %+v\nwant %+v", *got, c.want)
			}
		})
	}
}

func TestFromInteractionPing(t *testing.T) {
	if _, ok := FromInteraction(&discordgo.Interaction{Type: discordgo.InteractionPing}); ok {
		t.Fatal("a ping became a request")
	}
}

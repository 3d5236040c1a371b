package commands

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/session"
)

// FuzzFromInteraction decodes arbitrary JSON as an INTERACTION_CREATE, as
// discordgo does for every gateway event, and routes what FromInteraction
// makes of it: neither may panic, and a request is always answered.
// Seeds: the interactions of testdata/ and testdata/fuzz/FuzzFromInteraction.
func FuzzFromInteraction(f *testing.F) {
	names, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	for _, n := range names {
		if b, err := os.ReadFile(n); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"type":2,"data":{"name":"game","options":[{"name":"move","type":1,"options":[{"name":"notation","type":3,"value":"roll red"}]}]}}`))
	f.Add([]byte(`{"type":3,"data":{"custom_id":"","component_type":2}}`))
	f.Add([]byte(`{"type":5,"data":{"custom_id":"x","components":[{"type":1,"components":[{"type":4,"custom_id":"a","value":"b"}]}]}}`))
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	f.Fuzz(func(t *testing.T, raw []byte) {
		var ic discordgo.InteractionCreate
		if err := json.Unmarshal(raw, &ic); err != nil || ic.Interaction == nil {
			return
		}
		r, ok := FromInteraction(ic.Interaction)
		if !ok {
			return
		}
		if r.Options == nil {
			t.Fatal("a request without an options map")
		}
		rt := NewRouter(session.NewManager(session.NewMemStore()), log)
		if rt.Handle(context.Background(), r) == nil {
			t.Fatalf("no reply to %+v", r)
		}
	})
}

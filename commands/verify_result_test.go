package commands

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// forgedResults is a store whose archive claims another result than the
// one its matches' moves give: the first seat's score one point higher.
type forgedResults struct {
	*session.MemStore
	forge bool
}

func (s *forgedResults) Archived(ctx context.Context, id string) (*session.Match, error) {
	m, err := s.MemStore.Archived(ctx, id)
	if err == nil && s.forge && m.Result != nil && len(m.Result.Scores) > 0 {
		m.Result.Scores[0]++
	}
	return m, err
}

// TestHistoryVerifyRecomputesTheResult: /history verify refuses a match
// whose recorded scores are not what its moves give, though every die
// follows from the seed; the same match untouched is verified.
func TestHistoryVerifyRecomputesTheResult(t *testing.T) {
	store := &forgedResults{MemStore: session.NewMemStore()}
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.started("qwinto", "bob")
	m := d.playToEnd([]string{"alice", "bob"})

	rep := d.command("carol", "history", map[string]string{"verify": m.ID})
	if len(rep.Message.Embeds) == 0 || !strings.HasPrefix(rep.Message.Embeds[0].Title, "✅") {
		t.Fatalf("an honest match: %+v", rep.Message)
	}
	store.forge = true
	rep = d.command("carol", "history", map[string]string{"verify": m.ID})
	e := rep.Message.Embeds
	if len(e) == 0 || !strings.HasPrefix(e[0].Title, "❌") || !strings.Contains(e[0].Description, "The recorded result is not what the moves give") {
		t.Fatalf("a match whose scores were changed: %+v", rep.Message)
	}
	// A French server reads why in French.
	rep = d.do(&Request{Kind: KindCommand, User: User{ID: "carol", Name: "carol"}, Command: "history",
		Options: map[string]string{"verify": m.ID}, GuildLocale: "fr"})
	if e := rep.Message.Embeds; len(e) == 0 || !strings.Contains(e[0].Description, "Le résultat enregistré n'est pas celui que donnent les coups : scores [") {
		t.Fatalf("a French server's reason: %+v", rep.Message.Embeds[0])
	}
}

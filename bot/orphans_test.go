package bot

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// listing is a Transport over a fixed channel listing that notes what it
// edits.
type listing struct {
	msgs   []Listed
	after  string
	edited []string
	err    error
}

func (l *listing) Post(context.Context, string, *render.Message) (string, error) { return "p", nil }

func (l *listing) Edit(_ context.Context, _, id string, m *render.Message) error {
	if m != nil {
		return errors.New("an orphan is edited into a message")
	}
	l.edited = append(l.edited, id)
	return nil
}

func (l *listing) List(_ context.Context, _, after string, limit int) ([]Listed, error) {
	l.after = after
	if limit != orphanScan {
		return nil, errors.New("unexpected limit")
	}
	return l.msgs, l.err
}

// TestRetireOrphansThroughTransport: the repairs after a stop take the
// buttons off the app's own messages with buttons that the channel shows
// after the recorded board, but the board kept, and nothing else; they
// need nothing of the transport but List and Edit.
func TestRetireOrphansThroughTransport(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mg := session.NewManager(session.NewMemStore())
	for _, tt := range []struct {
		name string
		tr   *listing
		want []string
	}{
		{"mine with buttons go, others stay", &listing{msgs: []Listed{
			{ID: "orphan", Mine: true, Live: true},
			{ID: "retired", Mine: true},
			{ID: "theirs", Live: true},
			{ID: "keep", Mine: true, Live: true},
			{ID: "orphan2", Mine: true, Live: true},
		}}, []string{"orphan", "orphan2"}},
		{"a listing that fails changes nothing", &listing{msgs: []Listed{{ID: "orphan", Mine: true, Live: true}}, err: errors.New("503")}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := New(mg, commands.NewRouter(mg, log), tt.tr, log, Options{})
			b.retireOrphans(context.Background(), "c", "recorded", "keep")
			if tt.tr.after != "recorded" || !slices.Equal(tt.tr.edited, tt.want) {
				t.Fatalf("listed after %q, retired %v; want after %q, retired %v", tt.tr.after, tt.tr.edited, "recorded", tt.want)
			}
		})
	}
}

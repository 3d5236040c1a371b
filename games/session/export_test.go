package session_test

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// playedMatch returns a MemStore where Alice and Bob have played a
// Qwinto match to its end in channel c, its Manager and the last outcome.
func playedMatch(t *testing.T) (*session.Manager, *session.MemStore, *session.Outcome) {
	t.Helper()
	mg, store := newManager(t)
	openLobby(t, mg)
	mg.Join(ctx, "c", bob())
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	return mg, store, playOut(t, mg, []string{"1", "2"})
}

// TestExportImportMemStore: a MemStore's export, imported into another
// MemStore, gives the same export and the same statistics; a refused
// import leaves the store as it was.
func TestExportImportMemStore(t *testing.T) {
	mg, a, _ := playedMatch(t)
	openLobby(t, mg)
	a.SetGuildSettings(ctx, "g", session.GuildSettings{TurnTime: 3600e9})
	a.SetNotify(ctx, "2", true)

	var data bytes.Buffer
	if s, err := session.Export(ctx, a, &data, nil); err != nil || s.Open != 1 || s.Archived != 1 || s.Settings != 1 || s.Notify != 1 {
		t.Fatalf("export %+v, %v", s, err)
	}
	b := session.NewMemStore()
	s, err := session.Import(ctx, b, bytes.NewReader(data.Bytes()))
	if err != nil || s.Imported != 2 || s.Settings != 1 || s.Notify != 1 {
		t.Fatalf("import %+v, %v", s, err)
	}
	var again bytes.Buffer
	if _, err := session.Export(ctx, b, &again, nil); err != nil || !bytes.Equal(again.Bytes(), data.Bytes()) {
		t.Fatalf("the export of the import differs (%v):\n%s\n---\n%s", err, again.Bytes(), data.Bytes())
	}
	byUser := func(x, y session.Standing) int { return strings.Compare(x.User, y.User) }
	want, _ := a.Standings(ctx, "g", "qwinto")
	got, _ := b.Standings(ctx, "g", "qwinto")
	slices.SortFunc(want, byUser)
	slices.SortFunc(got, byUser)
	if len(want) != 2 || !reflect.DeepEqual(got, want) {
		t.Fatalf("standings %+v, want %+v", got, want)
	}

	bad := data.String() + strings.SplitAfter(data.String(), "\n")[1]
	if _, err := session.Import(ctx, b, strings.NewReader(bad)); !errors.Is(err, session.ErrImport) {
		t.Fatalf("a match twice: %v", err)
	}
	var after bytes.Buffer
	if _, err := session.Export(ctx, b, &after, nil); err != nil || !bytes.Equal(after.Bytes(), data.Bytes()) {
		t.Fatal("a refused import changed the store")
	}
}

// TestRerateMemStore: the statistics a MemStore keeps as matches end are
// those Rerate rebuilds from its archive; a write changes nothing then.
func TestRerateMemStore(t *testing.T) {
	_, store, _ := playedMatch(t)
	for _, write := range []bool{false, true, false} {
		rep, err := session.Rerate(ctx, store, write)
		if err != nil || !rep.Match() || rep.Matches != 1 || rep.Counted != 1 || rep.Standings != 2 || rep.Written != write {
			t.Fatalf("Rerate(write %v) = %+v, %v", write, rep, err)
		}
	}
}

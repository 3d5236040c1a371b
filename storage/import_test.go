package storage_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// exportAll returns db's export with keep.
func exportAll(t *testing.T, db *storage.DB, keep func(string) bool) []byte {
	t.Helper()
	var buf bytes.Buffer
	if _, err := db.Export(context.Background(), &buf, keep); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func importAll(t *testing.T, db *storage.DB, data []byte) session.ImportStats {
	t.Helper()
	s, err := db.Import(context.Background(), bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func openPath(t *testing.T, path string) *storage.DB {
	t.Helper()
	db, err := storage.Open(path, storage.WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// sameContents compares what two databases answer through the Store.
func sameContents(t *testing.T, a, b *storage.DB, guilds ...string) {
	t.Helper()
	ctx := context.Background()
	for _, g := range guilds {
		ao, _ := a.OpenIn(ctx, g)
		bo, _ := b.OpenIn(ctx, g)
		ah, _ := a.History(ctx, g, 100)
		bh, _ := b.History(ctx, g, 100)
		if !reflect.DeepEqual(ao, bo) || !reflect.DeepEqual(ah, bh) {
			t.Fatalf("guild %s: open %d/%d, history %d/%d", g, len(ao), len(bo), len(ah), len(bh))
		}
		for _, m := range append(ao, ah...) {
			al, _ := a.Log(ctx, m.ID)
			bl, err := b.Log(ctx, m.ID)
			if err != nil || !reflect.DeepEqual(al, bl) || len(al) == 0 && m.Phase != session.Lobby {
				t.Fatalf("log of %s: %d and %d steps, %v", m.ID, len(al), len(bl), err)
			}
		}
		as, _ := a.GuildSettings(ctx, g)
		bs, _ := b.GuildSettings(ctx, g)
		if as != bs {
			t.Fatalf("settings of %s: %+v and %+v", g, as, bs)
		}
	}
	for _, g := range guilds {
		for _, game := range []string{"qwinto", "cinqo", "quinientos"} {
			as, err1 := a.Standings(ctx, g, game)
			bs, err2 := b.Standings(ctx, g, game)
			if err1 != nil || err2 != nil || !reflect.DeepEqual(as, bs) {
				t.Fatalf("standings of %s in %s: %v %v\n%+v\n%+v", game, g, err1, err2, as, bs)
			}
		}
	}
	if rep, err := b.Rerate(ctx, false); err != nil || !rep.Match() {
		t.Fatalf("statistics after import differ from a rerate: %v %+v", err, rep)
	}
	far := time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC)
	ad, _ := a.Due(ctx, far, 0)
	bd, _ := b.Due(ctx, far, 0)
	if !reflect.DeepEqual(ad, bd) {
		t.Fatalf("deadlines %v and %v", ad, bd)
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	a := openPath(t, populated(t))
	data := exportAll(t, a, nil)
	b := openTest(t)
	s := importAll(t, b, data)
	if s.Imported != 4 || s.Kept != 0 || s.Settings != 1 || s.Notify != 1 {
		t.Fatalf("stats %+v", s)
	}
	sameContents(t, a, b, "ga", "gb")
	if on, _ := b.Notify(context.Background(), "u1"); !on {
		t.Fatal("the user's choice was not imported")
	}
	if again := exportAll(t, b, nil); !bytes.Equal(again, data) {
		t.Fatalf("export of the import differs:\n%s\n---\n%s", again, data)
	}
	if ps, err := b.Verify(context.Background()); err != nil || len(ps) != 0 {
		t.Fatalf("imported database: %v %v", err, ps)
	}

	// Importing again changes nothing.
	s = importAll(t, b, data)
	if s.Imported != 0 || s.Kept != 4 || s.Settings != 0 || s.SettingsKept != 1 {
		t.Fatalf("second import: %+v", s)
	}
	if again := exportAll(t, b, nil); !bytes.Equal(again, data) {
		t.Fatal("a second import changed the database")
	}
}

func TestExportGuild(t *testing.T) {
	a := openPath(t, populated(t))
	data := exportAll(t, a, func(g string) bool { return g == "ga" })
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] {
		var rec session.ExportRecord
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		if rec.Match != nil && rec.Match.Guild != "ga" || rec.Settings != nil && rec.Guild != "ga" {
			t.Fatalf("another guild in the export: %s", line)
		}
	}
	// Resharding: guild ga moves to another shard's database.
	b := openTest(t)
	if s := importAll(t, b, data); s.Imported != 2 {
		t.Fatalf("imported %+v, want ga's 2 matches", s)
	}
	sameContents(t, a, b, "ga")
	ctx := context.Background()
	if gb, _ := b.OpenIn(ctx, "gb"); len(gb) != 0 {
		t.Fatalf("gb's matches came along: %v", gb)
	}
	if h, _ := b.History(ctx, "gb", 10); len(h) != 0 {
		t.Fatalf("gb's history came along: %v", h)
	}
}

// advance plays alice's default move in channel once.
func advance(t *testing.T, db *storage.DB, channel string) *session.Match {
	t.Helper()
	ctx := context.Background()
	mg := session.NewManager(db)
	m, err := mg.Get(ctx, channel)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.Decode()
	out, err := mg.Play(ctx, session.PlayRequest{Channel: channel, User: "u1", Move: st.Default(0)})
	if err != nil {
		t.Fatal(err)
	}
	return out.Match
}

func TestImportKeepsTheNewerVersion(t *testing.T) {
	ctx := context.Background()
	a := openPath(t, populated(t))
	old := exportAll(t, a, nil)
	newer := advance(t, a, "c2")
	fresh := exportAll(t, a, nil)

	// The database has the newer version: the old export keeps it.
	b := openTest(t)
	importAll(t, b, fresh)
	if s := importAll(t, b, old); s.Imported != 0 || s.Kept != 4 {
		t.Fatalf("old over new: %+v", s)
	}
	if m, _ := b.Get(ctx, "c2"); m.Version != newer.Version {
		t.Fatalf("c2 at version %d, want %d", m.Version, newer.Version)
	}

	// The database has the older version: the newer replaces it, log too.
	c := openTest(t)
	importAll(t, c, old)
	if s := importAll(t, c, fresh); s.Imported != 1 || s.Kept != 3 {
		t.Fatalf("new over old: %+v", s)
	}
	sameContents(t, a, c, "ga", "gb")
	if ps, _ := c.Verify(ctx); len(ps) != 0 {
		t.Fatal(ps)
	}
}

func TestImportRefuses(t *testing.T) {
	a := openPath(t, populated(t))
	good := exportAll(t, a, nil)
	lines := strings.Split(strings.TrimSpace(string(good)), "\n")
	// edit returns the export with line i (0: header) replaced.
	edit := func(i int, fn func(string) string) string {
		c := append([]string(nil), lines...)
		c[i] = fn(c[i])
		return strings.Join(c, "\n")
	}
	matchLine := func(fn func(m *session.Match, r *session.ExportRecord)) func(string) string {
		return func(line string) string {
			var r session.ExportRecord
			json.Unmarshal([]byte(line), &r)
			fn(r.Match, &r)
			b, _ := json.Marshal(r)
			return string(b)
		}
	}
	tests := []struct{ name, input, want string }{
		{"empty", "", "header"},
		{"not an export", `{"format":"csv","version":1}`, "not a quintet-export"},
		{"newer format", strings.Replace(lines[0], `"version":1`, `"version":2`, 1), "not a quintet-export"},
		{"newer schema", edit(0, func(string) string { return `{"format":"quintet-export","version":1,"schema":99}` }), "schema 99"},
		{"broken line", edit(2, func(l string) string { return l[:len(l)/2] }), "line 3"},
		{"two kinds", edit(1, func(l string) string { return strings.Replace(l, `{"match"`, `{"notify":"u9","match"`, 1) }), "one match"},
		{"bad phase", edit(1, matchLine(func(m *session.Match, _ *session.ExportRecord) { m.Phase = "paused" })), "unknown phase"},
		{"no id", edit(1, matchLine(func(m *session.Match, _ *session.ExportRecord) { m.ID = "" })), "needs an id"},
		{"log does not replay", edit(1, matchLine(func(_ *session.Match, r *session.ExportRecord) { r.Log = r.Log[:len(r.Log)-1] })), "replay"},
		{"same match twice", string(good) + lines[1], "also on line 2"},
		{"settings without guild", string(good) + `{"settings":{}}`, "without a guild"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := openTest(t)
			importAll(t, b, exportAll(t, openTest(t), nil)) // an empty import is fine
			before := exportAll(t, b, nil)
			_, err := b.Import(context.Background(), strings.NewReader(tt.input))
			if !errors.Is(err, session.ErrImport) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err %v, want ErrImport and %q", err, tt.want)
			}
			if after := exportAll(t, b, nil); !bytes.Equal(before, after) {
				t.Fatal("a refused import changed the database")
			}
		})
	}
}

// TestImportChannelBusy: an open match for a channel that holds another
// open match is refused, and nothing of the file is written.
func TestImportChannelBusy(t *testing.T) {
	a := openPath(t, populated(t))
	data := exportAll(t, a, nil)
	b := openTest(t)
	busy := lobby("c2")
	if err := b.Put(context.Background(), busy, nil); err != nil {
		t.Fatal(err)
	}
	before := exportAll(t, b, nil)
	_, err := b.Import(context.Background(), bytes.NewReader(data))
	if !errors.Is(err, session.ErrImport) || !errors.Is(err, session.ErrChannelBusy) {
		t.Fatalf("err %v", err)
	}
	if after := exportAll(t, b, nil); !bytes.Equal(before, after) {
		t.Fatal("a refused import changed the database")
	}
}

// FuzzImport feeds Import arbitrary input: it must not panic, a refusal
// must leave the database as it was, and what it accepts must pass
// Verify.
func FuzzImport(f *testing.F) {
	path := populated(f)
	a, err := storage.Open(path)
	if err != nil {
		f.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := a.Export(context.Background(), &buf, nil); err != nil {
		f.Fatal(err)
	}
	a.Close()
	f.Add(buf.Bytes())
	lines := bytes.SplitAfter(buf.Bytes(), []byte("\n"))
	f.Add(bytes.Join(lines[:2], nil))
	f.Add(append(append([]byte(nil), lines[0]...), `{"notify":"u2"}`...))
	f.Add([]byte(`{"format":"quintet-export","version":1,"schema":3}` + "\n" + `{"guild":"g","settings":{"turn_time":60000000000}}`))
	db := openTest(f, storage.WithoutSyncForTests())
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, data []byte) {
		var before bytes.Buffer
		if _, err := db.Export(ctx, &before, nil); err != nil {
			t.Fatal(err)
		}
		_, err := db.Import(ctx, bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, session.ErrImport) {
				t.Fatalf("an error that is not a refusal: %v", err)
			}
			var after bytes.Buffer
			db.Export(ctx, &after, nil)
			if !bytes.Equal(before.Bytes(), after.Bytes()) {
				t.Fatal("a refused import changed the database")
			}
			return
		}
		if ps, err := db.Verify(ctx); err != nil || len(ps) != 0 {
			t.Fatalf("accepted input left problems: %v %v", err, ps)
		}
	})
}

// TestImportRebuildsStatistics: ratings depend on the order matches
// finished, and an export lists them by id; the import's statistics must
// still be the source's.
func TestImportRebuildsStatistics(t *testing.T) {
	ctx := context.Background()
	a := openTest(t, storage.WithoutSyncForTests())
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	seed := uint64(10)
	mg := session.NewManager(a,
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { seed++; return [2]uint64{seed, 3} }))
	alice, bob := session.Player{User: "u1", Name: "Alice"}, session.Player{User: "u2", Name: "Bob"}
	// The ids sort against the finishing order: z finishes first.
	for _, ch := range []string{"z", "m", "a"} {
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "gs", Channel: ch, Game: "qwinto", Host: alice}); err != nil {
			t.Fatal(err)
		}
		if _, err := mg.Join(ctx, ch, bob); err != nil {
			t.Fatal(err)
		}
		if _, err := mg.Start(ctx, ch, alice.User); err != nil {
			t.Fatal(err)
		}
		for i := 0; ; i++ {
			m, err := mg.Get(ctx, ch)
			if errors.Is(err, session.ErrNoMatch) {
				break
			}
			if err != nil || i > 2000 {
				t.Fatalf("%s: %v after %d moves", ch, err, i)
			}
			st, _ := m.Decode()
			actors := st.Actors()
			if len(actors) == 0 {
				t.Fatalf("%s: nobody to act in a match in play", ch)
			}
			user := m.Players[actors[0]].User
			if _, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: user, Move: st.Default(actors[0])}); err != nil {
				t.Fatal(err)
			}
		}
	}
	want, _ := a.Standings(ctx, "gs", "qwinto")
	if len(want) != 2 {
		t.Fatalf("standings %+v", want)
	}
	b := openTest(t)
	if s := importAll(t, b, exportAll(t, a, nil)); s.Imported != 3 {
		t.Fatalf("%+v", s)
	}
	got, _ := b.Standings(ctx, "gs", "qwinto")
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("standings after import:\n%+v\nwant\n%+v", got, want)
	}
	if rep, err := b.Rerate(ctx, false); err != nil || !rep.Match() {
		t.Fatalf("%v %+v", err, rep)
	}
	// Through a copy of the file, the statistics rebuilt a match a
	// transaction.
	c, _ := replaceImport(t, filepath.Join(t.TempDir(), "c.db"), 1, exportAll(t, a, nil))
	if got, _ := c.Standings(ctx, "gs", "qwinto"); !reflect.DeepEqual(got, want) {
		t.Fatalf("standings after ImportReplace:\n%+v\nwant\n%+v", got, want)
	}
	if rep, err := c.Rerate(ctx, false); err != nil || !rep.Match() {
		t.Fatalf("%v %+v", err, rep)
	}
}

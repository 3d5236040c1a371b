package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// finishedDB writes to path a database holding a finished Qwinto match of
// Alice and a bot in channel c1 of guild g1 (archived, with its record and
// standings) and one in play in c2.
func finishedDB(t testing.TB, path string) {
	t.Helper()
	ctx := context.Background()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(db,
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	host := session.Player{User: "u1", Name: "Alice"}
	for i, ch := range []string{"c1", "c2"} {
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g1", Channel: ch, Game: "qwinto", Host: host, Bots: 1}); err != nil {
			t.Fatal(err)
		}
		if _, err := mg.Start(ctx, ch, host.User); err != nil {
			t.Fatal(err)
		}
		for n := 0; i == 1 && n < 3 || i == 0; n++ {
			m, err := mg.Get(ctx, ch)
			if errors.Is(err, session.ErrNoMatch) {
				break
			}
			if err != nil || n > 1000 {
				t.Fatalf("move %d: %v", n, err)
			}
			st, _ := m.Decode()
			if _, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: host.User, Move: st.Default(0)}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// damageFixture returns the bytes of a finishedDB file, built once.
var damageFixture = func() func(t testing.TB) []byte {
	var data []byte
	return func(t testing.TB) []byte {
		t.Helper()
		if data == nil {
			path := filepath.Join(t.TempDir(), "fixture.db")
			finishedDB(t, path)
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			data = b
		}
		return bytes.Clone(data)
	}
}()

// writeDB writes data as a database file in a new directory.
func writeDB(t testing.TB, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "quintet.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// checkFile runs quintet check on path and reports whether it found the
// file healthy, with its output; a panic fails the test.
func checkFile(t testing.TB, path string) (healthy bool, out string) {
	t.Helper()
	var buf bytes.Buffer
	err := run(context.Background(), []string{"check", "--db", path}, nil, strings.NewReader(""), &buf, &buf)
	return err == nil, buf.String() + errText(err)
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return "error: " + err.Error()
}

// pageSize is the page size of the fixture (bbolt takes the OS's).
func pageSize(data []byte) int { return int(binary.LittleEndian.Uint32(data[16+8:])) }

func TestCheckHealthyFixture(t *testing.T) {
	path := writeDB(t, damageFixture(t))
	if ok, out := checkFile(t, path); !ok {
		t.Fatalf("the fixture is not healthy:\n%s", out)
	}
	for _, args := range [][]string{{"rerate", "--check", "--db", path}, {"export", "--db", path, "-"}} {
		if out, err := runArgs(t, nil, "", args...); err != nil {
			t.Fatalf("%s: %v\n%s", args, err, out)
		}
	}
}

// TestOpenRefusesEmptyFile: the bot does not start on a 0-byte database
// as on a new one, with every match gone; it leaves the file alone.
func TestOpenRefusesEmptyFile(t *testing.T) {
	path := writeDB(t, nil)
	db, err := storage.Open(path)
	if err == nil {
		db.Close()
		t.Fatal("a 0-byte file opened as an empty database")
	}
	if !errors.Is(err, storage.ErrCorrupt) || !strings.Contains(err.Error(), "0 bytes") {
		t.Errorf("error %v; want ErrCorrupt saying 0 bytes", err)
	}
	if info, err := os.Stat(path); err != nil || info.Size() != 0 {
		t.Errorf("the file was changed: %v, %v", info, err)
	}
	if ok, out := checkFile(t, path); ok || !strings.Contains(out, "0 bytes") {
		t.Errorf("check of a 0-byte file:\n%s", out)
	}
}

// TestReadingCommandsCreateNoFile: check, export, rerate --check, compact
// and backup (of a stopped bot) on a mistyped path fail and leave no file
// behind.
func TestReadingCommandsCreateNoFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "typo.db")
	for _, args := range [][]string{
		{"check", "--db", path},
		{"export", "--db", path, "-"},
		{"export", "--db", path, filepath.Join(dir, "out.jsonl")},
		{"rerate", "--check", "--db", path},
		{"compact", "--db", path, filepath.Join(dir, "small.db")},
		{"backup", filepath.Join(dir, "copy.db")},
	} {
		out, err := runArgs(t, []string{"QUINTET_DB=" + path}, "", args...)
		if err == nil {
			t.Errorf("%s succeeded:\n%s", args, out)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Fatalf("%s left %s behind", args, entries[0].Name())
		}
	}
}

// TestCheckTruncated: a file cut at any page boundary (or mid-page) is
// refused before bbolt maps it, by check, export and the bot's Open
// alike, instead of crashing the process.
func TestCheckTruncated(t *testing.T) {
	data := damageFixture(t)
	ps, used := pageSize(data), usedBytes(t, data)
	sizes := []int{8192, 1, ps / 2, ps + 100, used - 1}
	for n := 2 * ps; n < used; n += ps {
		sizes = append(sizes, n)
	}
	for _, n := range sizes {
		path := writeDB(t, data[:n])
		if ok, out := checkFile(t, path); ok {
			t.Errorf("cut to %d of %d bytes: check found no problem:\n%s", n, len(data), out)
		}
		if out, err := runArgs(t, nil, "", "export", "--db", path, "-"); err == nil {
			t.Errorf("cut to %d bytes: export succeeded:\n%.200s", n, out)
		}
		if db, err := storage.Open(path); err == nil {
			db.Close()
			t.Errorf("cut to %d bytes: the bot's Open accepted it", n)
		}
	}
	t.Logf("%d lengths below the %d bytes in use, each tried by check, export and the bot's Open", len(sizes), used)
}

// TestCheckZeroedPages zeroes each page of the file in turn: check and
// export never panic, and check reports every page in use.
func TestCheckZeroedPages(t *testing.T) {
	data := damageFixture(t)
	ps := pageSize(data)
	free := freePages(t, data)
	missed := 0
	for p := 0; p*ps < len(data); p++ {
		bad := bytes.Clone(data)
		clear(bad[p*ps : (p+1)*ps])
		path := writeDB(t, bad)
		ok, out := checkFile(t, path)
		if ok && !free[p] {
			missed++
			t.Errorf("page %d zeroed: check found no problem:\n%s", p, out)
		}
		runArgs(t, nil, "", "export", "--db", path, "-")
		runArgs(t, nil, "", "rerate", "--check", "--db", path)
	}
	t.Logf("%d pages zeroed one at a time, %d free, %d in use missed", len(data)/ps, len(free), missed)
}

// usedBytes is the size of the pages of data in use: bbolt grows a file
// ahead of its need, and cutting what is past them loses nothing.
func usedBytes(t testing.TB, data []byte) int {
	t.Helper()
	b, err := bbolt.Open(writeDB(t, data), 0o600, &bbolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var n int
	b.View(func(tx *bbolt.Tx) error { n = int(tx.Size()); return nil })
	return n
}

// freePages returns the fixture's pages that hold nothing (free, or past
// the high-water mark), whose content no reader looks at.
func freePages(t testing.TB, data []byte) map[int]bool {
	t.Helper()
	// Read-write, so that bbolt loads the freelist.
	path := writeDB(t, data)
	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	free := map[int]bool{}
	err = b.View(func(tx *bbolt.Tx) error {
		high := int(tx.Size()) / pageSize(data)
		for p := high; p*pageSize(data) < len(data); p++ {
			free[p] = true
		}
		for p := 2; p < high; p++ {
			// A free page is listed by the freelist; its content is no
			// one's.
			if info, err := tx.Page(p); err == nil && info != nil && info.Type == "free" {
				free[p] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return free
}

// TestCheckCorruptHistoryRecord: a match record that does not decode, as
// /history reads it, is reported by check and rerate --check.
func TestCheckCorruptHistoryRecord(t *testing.T) {
	path := writeDB(t, damageFixture(t))
	editRaw(t, path, func(tx *bbolt.Tx) error {
		recs := tx.Bucket([]byte("records"))
		k, _ := recs.Cursor().First()
		if k == nil {
			t.Fatal("the fixture has no record")
		}
		return recs.Put(k, []byte(`{"match":"`+string(k)+`","seats":7}`))
	})
	if ok, out := checkFile(t, path); ok || !strings.Contains(out, "record of") {
		t.Errorf("check:\n%s", out)
	}
	if out, err := runArgs(t, nil, "", "rerate", "--check", "--db", path); err == nil {
		t.Errorf("rerate --check found nothing:\n%s", out)
	}
}

// editRaw changes the file through bbolt, around the storage package.
func editRaw(t *testing.T, path string, fn func(tx *bbolt.Tx) error) {
	t.Helper()
	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := b.Update(fn); err != nil {
		t.Fatal(err)
	}
}

// TestCheckFindsOneCharacterEdits changes one character of the file where
// a name, a score, a time, a game or an id is stored, each occurrence in
// turn, as a careless hand with a hex editor would: check reports each.
func TestCheckFindsOneCharacterEdits(t *testing.T) {
	data := damageFixture(t)
	ps, free := pageSize(data), freePages(t, data)
	targets := []struct{ what, find string }{
		{"name", `"Alice"`},
		{"bot name", `"name":"`},
		{"score", `"score":`},
		{"scores", `"Scores":[`},
		{"time", `"2026-11-22T12:0`},
		{"game", `"game":"qwinto"`},
		{"match id", `"id":"`},
		{"move", `"move":"`},
		{"seat", `"seat":`},
	}
	tries, missed := 0, 0
	for _, tg := range targets {
		at := allIndexes(data, []byte(tg.find))
		if len(at) == 0 {
			t.Fatalf("%s: %q is not in the fixture", tg.what, tg.find)
		}
		for _, i := range at {
			// The character after the marker: the value itself.
			j := i + len(tg.find)
			if tg.what == "name" {
				j = i + 2
			}
			if free[j/ps] {
				continue // an old copy of a record, in a free page
			}
			bad := bytes.Clone(data)
			bad[j] = flipChar(bad[j])
			tries++
			if ok, out := checkFile(t, writeDB(t, bad)); ok {
				missed++
				t.Errorf("%s at byte %d (%q -> %q) went unnoticed:\n%s", tg.what, j, data[j], bad[j], out)
			}
		}
	}
	t.Logf("%d one-character edits, %d unnoticed", tries, missed)
}

func allIndexes(data, sub []byte) []int {
	var at []int
	for i := 0; ; {
		j := bytes.Index(data[i:], sub)
		if j < 0 {
			return at
		}
		at = append(at, i+j)
		i += j + 1
	}
}

// flipChar changes a character to another of its kind, so the JSON
// around it stays valid: a digit to another digit, a letter to another.
func flipChar(c byte) byte {
	switch {
	case c >= '0' && c <= '8', c >= 'a' && c <= 'y', c >= 'A' && c <= 'Y':
		return c + 1
	case c == '9':
		return '0'
	case c == 'z' || c == 'Z':
		return c - 1
	}
	return c ^ 1
}

var sweepStep = flag.Int("sweep", 89, "TestCheckFlippedBytes flips every Nth byte of the file's pages in use (1: every byte)")

// TestCheckFlippedBytes flips the bits of one byte of the file at a time,
// over the pages in use, and runs check, export and rerate --check: none
// may crash. A flip that check passes must change nothing the bot reads:
// the export must be the original's. (A flip in the unused end of a page
// changes nothing.) go test -run TestCheckFlippedBytes -sweep 1 tries
// every byte.
func TestCheckFlippedBytes(t *testing.T) {
	data := damageFixture(t)
	used, free, ps := usedBytes(t, data), freePages(t, data), pageSize(data)
	want, err := runArgs(t, nil, "", "export", "--db", writeDB(t, data), "-")
	if err != nil {
		t.Fatal(err)
	}
	tries, found, harmless := 0, 0, 0
	for off := 0; off < used; off += *sweepStep {
		if free[off/ps] {
			continue
		}
		bad := bytes.Clone(data)
		bad[off] ^= 0xff
		path := writeDB(t, bad)
		tries++
		ok, out := checkFile(t, path)
		got, err := runArgs(t, nil, "", "export", "--db", path, "-")
		runArgs(t, nil, "", "rerate", "--check", "--db", path)
		switch {
		case !ok:
			found++
		case err != nil || got != want:
			t.Errorf("byte %d (page %d) flipped: check passed, but the export changed (%v):\n%s", off, off/ps, err, out)
		default:
			harmless++
		}
	}
	t.Logf("%d bytes flipped one at a time: %d reported, %d changed nothing read, %d wrongly passed", tries, found, harmless, tries-found-harmless)
}

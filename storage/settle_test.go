package storage

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// TestSettledIsWhatDecodingGives fills every field of many matches at
// random, in the forms JSON does not carry back (times with monotonic
// readings and in other locations, empty slices and maps, nil ones,
// strings JSON escapes), and wants settled to give exactly what encoding
// and decoding give, leaving the match it was given as it was.
func TestSettledIsWhatDecodingGives(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 500 {
		m := &session.Match{}
		randomFill(reflect.ValueOf(m).Elem(), r, 0)
		before := m.Clone()
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		want := &session.Match{}
		if err := json.Unmarshal(data, want); err != nil {
			t.Fatal(err)
		}
		got, ok := settled(m)
		if !ok {
			t.Fatalf("match %d: settled refused %+v", i, m)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("match %d: settled\n%#v\nwant what decoding gives\n%#v", i, got, want)
		}
		if !reflect.DeepEqual(m, before) {
			t.Fatalf("match %d: settled changed the match it was given", i)
		}
	}
}

// TestSettledRefuses wants no copy for a match JSON would change in a way
// settled does not follow: a name that is not valid UTF-8.
func TestSettledRefuses(t *testing.T) {
	m := &session.Match{ID: "m1", Players: []session.Player{{Name: "bad \xff name"}}}
	if got, ok := settled(m); ok || got != nil {
		t.Errorf("settled(%q) = %v, %v; want nil, false", m.Players[0].Name, got, ok)
	}
}

// randomFill sets v, and everything it holds, to random values.
func randomFill(v reflect.Value, r *rand.Rand, depth int) {
	if v.Type() == reflect.TypeFor[time.Time]() {
		v.Set(reflect.ValueOf(randomTime(r)))
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString([]string{"", "a", "Ann <&> Bo", "é ✓ \u2028", "line\nbreak", "42"}[r.IntN(6)])
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(r.IntN(200)) - 100)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(r.IntN(256)))
	case reflect.Float32, reflect.Float64:
		v.SetFloat([]float64{0, 0.1, -0.25, 1.0 / 3}[r.IntN(4)])
	case reflect.Pointer:
		if r.IntN(3) == 0 || depth > 3 {
			v.SetZero()
			return
		}
		p := reflect.New(v.Type().Elem())
		randomFill(p.Elem(), r, depth+1)
		v.Set(p)
	case reflect.Slice:
		switch n := r.IntN(4); {
		case n == 0 || depth > 3:
			v.SetZero()
		default:
			s := reflect.MakeSlice(v.Type(), n-1, n-1)
			for i := range n - 1 {
				randomFill(s.Index(i), r, depth+1)
			}
			v.Set(s)
		}
	case reflect.Map:
		switch n := r.IntN(4); {
		case n == 0 || depth > 3:
			v.SetZero()
		default:
			mp := reflect.MakeMap(v.Type())
			for range n - 1 {
				k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
				randomFill(k, r, depth+1)
				randomFill(e, r, depth+1)
				mp.SetMapIndex(k, e)
			}
			v.Set(mp)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				randomFill(v.Field(i), r, depth+1)
			}
		}
	}
}

// randomTime is a time in one of the forms a match may hold: zero, now
// (with a monotonic reading), in UTC, in a fixed zone, truncated.
func randomTime(r *rand.Rand) time.Time {
	now := time.Now().Add(time.Duration(r.IntN(1000)) * time.Minute)
	switch r.IntN(5) {
	case 0:
		return time.Time{}
	case 1:
		return now
	case 2:
		return now.UTC()
	case 3:
		return now.In(time.FixedZone("X", 5400))
	}
	return now.Truncate(time.Second)
}

// BenchmarkSettled is what a Put spends so that the next read of its
// record need not decode it; BenchmarkDecodeMatch is that decoding. Both
// on a two-player match with a 1 KB state.
func BenchmarkSettled(b *testing.B) {
	m := settleBenchMatch()
	for b.Loop() {
		if _, ok := settled(m); !ok {
			b.Fatal("refused")
		}
	}
}

// BenchmarkSettledUTC is BenchmarkSettled with the times in UTC, as the
// session writes them.
func BenchmarkSettledUTC(b *testing.B) {
	m := settleBenchMatch()
	m.Created, m.Updated, m.Due = m.Created.UTC(), m.Updated.UTC(), m.Due.UTC()
	for b.Loop() {
		if _, ok := settled(m); !ok {
			b.Fatal("refused")
		}
	}
}

func BenchmarkDecodeMatch(b *testing.B) {
	data, err := json.Marshal(settleBenchMatch())
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := decodeMatch(nil, data, "bench"); err != nil {
			b.Fatal(err)
		}
	}
}

func settleBenchMatch() *session.Match {
	now := time.Now()
	m := &session.Match{ID: "m1", Guild: "g1", Channel: "c1", Game: "qwinto", Host: "u1",
		Players: []session.Player{{User: "u1", Name: "Alice"}, {User: "u2", Name: "Bob"}},
		Phase:   session.Playing, Version: 40, State: make([]byte, 1024), RNG: make([]byte, 32),
		Turn: 39, Moved: []int64{39, 38}, BoardMessage: "123456789012345678", BoardVersion: 39,
		Created: now, Updated: now}
	m.Due = now.Add(time.Hour)
	return m
}

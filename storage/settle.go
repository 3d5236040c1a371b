package storage

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games/session"
)

// settled returns a copy of m as decoding its JSON encoding gives it back,
// and true; or nil and false when it cannot vouch for that. Put keeps the
// copy for the next read of the record (decodedMatches), which then need
// not decode it.
//
// What JSON does not carry back, settled takes away: the monotonic
// reading and location of times (each time goes through its own JSON
// round trip, as does any other value with a JSON or text encoding of its
// own), empty slices and maps of omitempty fields (they decode as nil),
// fields JSON skips. It refuses a string that is not valid UTF-8 (JSON
// replaces its bytes), an interface, and an unexported field that is set.
func settled(m *session.Match) (*session.Match, bool) {
	c := m.Clone()
	if !settle(reflect.ValueOf(c).Elem()) {
		return nil, false
	}
	return c, true
}

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
	timeType      = reflect.TypeFor[time.Time]()
)

// A settler makes a settable value of its type what the value's JSON
// encoding decodes to, and reports whether it could.
type settler func(v reflect.Value) bool

// settlers holds a settler per type (reflect.Type to settler), worked
// out on first use: the type's tags and methods are read once.
var settlers sync.Map

// settle makes v, which must be settable, what its JSON encoding decodes
// to, and reports whether it could.
func settle(v reflect.Value) bool { return settlerFor(v.Type())(v) }

func settlerFor(t reflect.Type) settler {
	if s, ok := settlers.Load(t); ok {
		return s.(settler)
	}
	s := newSettler(t)
	settlers.Store(t, s)
	return s
}

// newSettler works out the settler of t. The settlers of the types t
// holds are looked up when used, so a type that holds itself is fine.
func newSettler(t reflect.Type) settler {
	switch {
	case t == timeType:
		return settleTime
	case t.Implements(jsonMarshaler) || t.Implements(textMarshaler) ||
		reflect.PointerTo(t).Implements(jsonMarshaler) || reflect.PointerTo(t).Implements(textMarshaler):
		return roundTrip
	}
	switch t.Kind() {
	case reflect.String:
		return func(v reflect.Value) bool { return utf8.ValidString(v.String()) }
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return func(reflect.Value) bool { return true }
	case reflect.Pointer:
		return func(v reflect.Value) bool { return v.IsNil() || settle(v.Elem()) }
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return func(reflect.Value) bool { return true } // base64, exact
		}
		return func(v reflect.Value) bool {
			for i := range v.Len() {
				if !settle(v.Index(i)) {
					return false
				}
			}
			return true
		}
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			break
		}
		return func(v reflect.Value) bool {
			it := v.MapRange()
			for it.Next() {
				if !utf8.ValidString(it.Key().String()) {
					return false
				}
				e := reflect.New(t.Elem()).Elem()
				e.Set(it.Value())
				if !settle(e) {
					return false
				}
				v.SetMapIndex(it.Key(), e)
			}
			return true
		}
	case reflect.Struct:
		return structSettler(t)
	}
	return func(reflect.Value) bool { return false }
}

// structSettler settles each field of a struct of type t as its JSON tag
// says.
func structSettler(t reflect.Type) settler {
	type field struct {
		index     int
		exported  bool
		skipped   bool // json:"-"
		omitEmpty bool // an omitempty slice or map: empty decodes as nil
	}
	fields := make([]field, t.NumField())
	for i := range fields {
		f := t.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		fields[i] = field{index: i, exported: f.IsExported(), skipped: name == "-" && opts == "",
			omitEmpty: hasOption(opts, "omitempty") && (f.Type.Kind() == reflect.Slice || f.Type.Kind() == reflect.Map)}
	}
	return func(v reflect.Value) bool {
		for _, f := range fields {
			fv := v.Field(f.index)
			switch {
			case !f.exported:
				if !fv.IsZero() {
					return false // decoding would leave it zero
				}
			case f.skipped:
				fv.SetZero()
			case !settle(fv):
				return false
			case f.omitEmpty && fv.Len() == 0:
				fv.SetZero()
			}
		}
		return true
	}
}

// hasOption reports whether the comma-separated tag options include opt.
func hasOption(opts, opt string) bool {
	for o := range strings.SplitSeq(opts, ",") {
		if o == opt {
			return true
		}
	}
	return false
}

// settleTime gives a time the JSON round trip of time.Time: no monotonic
// reading, the location parsing gives.
// A time in UTC without a monotonic reading, in the years JSON encodes
// (as most of a match's are), is what the round trip gives already.
func settleTime(v reflect.Value) bool {
	t := *v.Addr().Interface().(*time.Time)
	if t.Location() == time.UTC && t == t.Round(0) && t.Year() >= 0 && t.Year() <= 9999 {
		return true
	}
	data, err := t.MarshalJSON()
	if err != nil {
		return false
	}
	var back time.Time
	if err := back.UnmarshalJSON(data); err != nil {
		return false
	}
	v.Set(reflect.ValueOf(back))
	return true
}

// roundTrip replaces v with what its own JSON encoding decodes to.
func roundTrip(v reflect.Value) bool {
	data, err := json.Marshal(v.Interface())
	if err != nil {
		return false
	}
	p := reflect.New(v.Type())
	if err := json.Unmarshal(data, p.Interface()); err != nil {
		return false
	}
	v.Set(p.Elem())
	return true
}

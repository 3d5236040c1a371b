package session_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// fill sets every field reachable from v to a value that is not zero: one
// element in each slice and map, a new value behind each pointer. It
// covers fields added later without this test knowing them.
func fill(t *testing.T, v reflect.Value, n *int) {
	*n++
	switch v.Kind() {
	case reflect.String:
		v.SetString("s" + string(rune('a'+*n%26)))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(*n))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(*n))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(float64(*n) / 4)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fill(t, v.Index(0), n)
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fill(t, k, n)
		fill(t, e, n)
		m.SetMapIndex(k, e)
		v.Set(m)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(t, v.Elem(), n)
	case reflect.Struct:
		if v.Type() == reflect.TypeFor[time.Time]() {
			v.Set(reflect.ValueOf(time.Unix(int64(*n)*1000, 0).UTC()))
			return
		}
		for i := range v.NumField() {
			fill(t, v.Field(i), n)
		}
	default:
		t.Fatalf("fill: %v fields are not covered", v.Type())
	}
}

// shared reports the path of the first slice, map or pointer that a and b
// hold in common, or "".
func shared(a, b reflect.Value, path string) string {
	switch a.Kind() {
	case reflect.Slice, reflect.Map, reflect.Pointer:
		if !a.IsNil() && a.UnsafePointer() == b.UnsafePointer() {
			return path
		}
	}
	switch a.Kind() {
	case reflect.Slice:
		for i := range a.Len() {
			if p := shared(a.Index(i), b.Index(i), path+"[i]"); p != "" {
				return p
			}
		}
	case reflect.Pointer:
		if !a.IsNil() {
			return shared(a.Elem(), b.Elem(), path)
		}
	case reflect.Struct:
		for i := range a.NumField() {
			if p := shared(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); p != "" {
				return p
			}
		}
	}
	return ""
}

// TestCloneIsDeep fills every field of a match and wants the clone equal,
// sharing no memory, and encoding to the same bytes.
func TestCloneIsDeep(t *testing.T) {
	m := &session.Match{}
	n := 0
	fill(t, reflect.ValueOf(m).Elem(), &n)
	c := m.Clone()
	if !reflect.DeepEqual(c, m) {
		t.Fatalf("clone differs:\n%+v\n%+v", c, m)
	}
	if p := shared(reflect.ValueOf(m).Elem(), reflect.ValueOf(c).Elem(), "Match"); p != "" {
		t.Fatalf("clone shares %s with the original", p)
	}
}

// TestCloneKeepsEmptyAndNil wants nil and empty slices and maps kept as
// they were: a clone encodes to the same bytes.
func TestCloneKeepsEmptyAndNil(t *testing.T) {
	for _, m := range []*session.Match{
		{},
		{Players: []session.Player{}, Moved: []int64{}, State: []byte{}, Options: map[string]string{}},
	} {
		want, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		got, err := json.Marshal(m.Clone())
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("clone encodes to\n%s\nwant\n%s", got, want)
		}
	}
}

package session

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestLegacyStatisticFields: standings and seat records written before
// games declared their statistics keep the solitaire rounds they hold,
// and what is written now reads back the same.
func TestLegacyStatisticFields(t *testing.T) {
	var s Standing
	if err := json.Unmarshal([]byte(`{"game":"g","games":2,"solitaire":3,"best_rounds":7}`), &s); err != nil {
		t.Fatal(err)
	}
	if want := (map[string]Measured{"rounds": {Games: 3, Best: 7}}); s.Games != 2 || !reflect.DeepEqual(s.Measures, want) {
		t.Errorf("old standing read as %+v", s)
	}
	var so SeatRecord
	if err := json.Unmarshal([]byte(`{"name":"a","score":104,"rounds":7}`), &so); err != nil {
		t.Fatal(err)
	}
	if so.Score != 104 || !reflect.DeepEqual(so.Measures, map[string]int{"rounds": 7}) {
		t.Errorf("old seat record read as %+v", so)
	}
	for _, v := range []any{&s, &so} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		back := reflect.New(reflect.TypeOf(v).Elem())
		if err := json.Unmarshal(b, back.Interface()); err != nil || !reflect.DeepEqual(back.Interface(), v) {
			t.Errorf("%s read back as %+v, err %v", b, back.Interface(), err)
		}
	}
	var plain Standing
	if err := json.Unmarshal([]byte(`{"game":"g","games":1}`), &plain); err != nil || plain.Measures != nil {
		t.Errorf("a standing without statistics read as %+v, err %v", plain, err)
	}
}

package render

import (
	"errors"
	"testing"
)

func TestImageCache(t *testing.T) {
	c := NewImageCache(2)
	draws := 0
	draw := func(s string) func() ([]byte, error) {
		return func() ([]byte, error) { draws++; return []byte(s), nil }
	}
	for _, k := range []string{"a", "a", "b", "a"} {
		if got, err := c.Get(k, draw(k)); err != nil || string(got) != k {
			t.Fatalf("Get(%q) = %q, %v", k, got, err)
		}
	}
	if draws != 2 {
		t.Fatalf("%d draws for two keys", draws)
	}
	c.Get("c", draw("c")) // a, the oldest, goes
	c.Get("a", draw("a"))
	if draws != 4 {
		t.Fatalf("%d draws: the oldest image was kept past the size", draws)
	}
	if _, err := c.Get("x", func() ([]byte, error) { return nil, errors.New("no") }); err == nil {
		t.Fatal("a failed draw was not reported")
	}
	c.Get("x", draw("x"))
	if draws != 5 {
		t.Fatal("a failed draw was kept")
	}
	c.Reset()
	c.Get("x", draw("x"))
	if draws != 6 {
		t.Fatal("Reset kept an image")
	}
}

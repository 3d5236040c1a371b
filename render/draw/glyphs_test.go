package draw

import "testing"

func TestDrawableLeavesOutWhatTheFontLacks(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Émilie", "Émilie"},
		{"Émilie 🎉", "Émilie"},
		{"🎉 Zoë 🎉 Li", "Zoë Li"},
		{"Александра", "Александра"},
		{"Αλέξης", "Αλέξης"},
		{"李小龍", ""},
		{"tab\there", "tabhere"},
		{"  two  spaces ", "  two  spaces "}, // nothing left out: as it is
		{"3▲", "3▲"},
	} {
		if got := Bold.Drawable(tc.in); got != tc.want {
			t.Errorf("Drawable(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestTextLeavesOutMissingGlyphs(t *testing.T) {
	c := New(200, 40, Background)
	c.TextFont(Bold, 5, 30, "Émilie 🎉", 15, Ink, Left)
	if got := c.Layout().Texts[0].Text; got != "Émilie" {
		t.Errorf("drew %q, want %q", got, "Émilie")
	}
	if got, want := Bold.Measure("Émilie 🎉", 15), Bold.Measure("Émilie", 15); got != want {
		t.Errorf("Measure with an emoji = %v, want that of the text drawn, %v", got, want)
	}
}

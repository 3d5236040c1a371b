package qwinto

import (
	"slices"
	"testing"
)

func TestLayout(t *testing.T) {
	var blocked, bonus []int
	for _, c := range AllColours {
		for p := range Positions {
			if Blocked(c, p) {
				blocked = append(blocked, Column(c, p))
			}
			if Bonus(c, p) {
				bonus = append(bonus, Column(c, p))
			}
		}
	}
	if want := []int{5, 6, 4}; !slices.Equal(blocked, want) {
		t.Errorf("blocked columns %v, want %v", blocked, want)
	}
	if want := []int{3, 7, 8, 2, 9}; !slices.Equal(bonus, want) {
		t.Errorf("bonus columns %v, want %v", bonus, want)
	}
}

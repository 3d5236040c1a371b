package games_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// seater is a toy game with a configurable seating.
type seater struct {
	games.Rules
	p []int
}

func (s seater) Info() games.Info                                     { return games.Info{Name: "toy"} }
func (s seater) Seating(games.Options, []bool) []int                  { return s.p }
func (plain) Info() games.Info                                        { return games.Info{Name: "plain"} }
func (plain) New(games.Options, int, games.Rand) (games.State, error) { return nil, nil }
func (plain) Decode([]byte) (games.State, error)                      { return nil, nil }

type plain struct{}

func TestSeating(t *testing.T) {
	bots := []bool{false, true, true, false}
	tests := []struct {
		name  string
		rules games.Rules
		want  []int
		err   string
	}{
		{"join order without a Seater", plain{}, []int{0, 1, 2, 3}, ""},
		{"the Seater's order", seater{plain{}, []int{0, 3, 1, 2}}, []int{0, 3, 1, 2}, ""},
		{"too few seats", seater{plain{}, []int{0, 1, 2}}, nil, "seats 3 of 4"},
		{"a repeated player", seater{plain{}, []int{0, 1, 1, 2}}, nil, "not a permutation"},
		{"out of range", seater{plain{}, []int{0, 1, 2, 4}}, nil, "not a permutation"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := games.Seating(tt.rules, nil, bots)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || !slices.Equal(got, tt.want) {
				t.Fatalf("Seating = %v, %v; want %v", got, err, tt.want)
			}
		})
	}
}

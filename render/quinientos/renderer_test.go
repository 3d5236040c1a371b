package quinientos

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/rendertest"
)

func TestRegistered(t *testing.T) {
	if _, ok := render.For(quinientos.Name).(Renderer); !ok {
		t.Fatal("the Quinientos renderer is not registered")
	}
}

// TestBoardPerPhase checks the public board at the lead of round 1, in the
// middle of a round, after automatic passes, at the end of a round and at
// the end of the game: its controls, its lines and that it holds no hand.
func TestBoardPerPhase(t *testing.T) {
	states := game(t, 1)
	cases := []struct {
		name  string
		find  func(quinientos.BoardView, games.State) bool
		lines []string // in the embed's description
		over  bool
	}{
		{"lead of round 1", func(b quinientos.BoardView, _ games.State) bool { return b.Round == 1 && len(b.Layout) == 0 },
			[]string{"leads round 1 with 6-6", "Layout: empty"}, false},
		{"middle of a round", func(b quinientos.BoardView, _ games.State) bool { return len(b.Layout) == 5 },
			[]string{" to play on ", "Tiles: Alice"}, false},
		{"automatic pass", func(b quinientos.BoardView, _ games.State) bool {
			return hasEvent(b, quinientos.Passed) && !hasEvent(b, quinientos.Scored)
		},
			[]string{"had no tile that fits and passed."}, false},
		{"end of a round", func(b quinientos.BoardView, _ games.State) bool { return hasEvent(b, quinientos.Scored) && !b.Over },
			[]string{"Round 1: domino", "Hands: Alice"}, false},
		{"end of the game", func(b quinientos.BoardView, _ games.State) bool { return b.Over },
			[]string{" win ", "Game over: Bob & Dan win"}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := find(t, states, tc.find)
			m := Renderer{}.Board(table(st, games.Spectator, "Bob: play 6-5"))
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			desc := m.Embeds[0].Description
			for _, l := range tc.lines {
				if !strings.Contains(m.Text, l) {
					t.Errorf("board lacks %q:\n%s", l, m.Text)
				}
			}
			if strings.Contains(desc, "```") {
				t.Errorf("the public board's description holds the text board:\n%s", desc)
			}
			noHands(t, st, m)
			if len(m.Files) != 1 || m.Embeds[0].Image.URL != "attachment://"+boardImage {
				t.Fatal("no board image")
			}
			cs := components(m)
			if tc.over {
				if len(cs) != 0 || !strings.HasPrefix(m.Content, "Game over: Alice & Carol win") && !strings.HasPrefix(m.Content, "Game over: Bob & Dan win") {
					t.Fatalf("final board: %q with %d controls", m.Content, len(cs))
				}
				if !strings.HasPrefix(m.Embeds[0].Fields[0].Name+m.Embeds[0].Fields[1].Name, "🏆") &&
					!strings.HasPrefix(m.Embeds[0].Fields[1].Name, "🏆") {
					t.Fatalf("no winners marked: %+v", m.Embeds[0].Fields)
				}
				return
			}
			if len(cs) != 1 {
				t.Fatalf("%d controls on the board", len(cs))
			}
			b, ok := cs[0].(discordgo.Button)
			id, err := render.ParseID(b.CustomID)
			if !ok || b.Label != "My hand" || err != nil || id.Action != render.ActPrivate || id.Version != 42 {
				t.Fatalf("board control %+v", cs[0])
			}
			actor := st.Actors()[0]
			if want := fmt.Sprintf("<@%d>", int(actor)+1); !strings.Contains(m.Content, want) || !slices.Equal(m.Mentions, []string{fmt.Sprint(int(actor) + 1)}) {
				t.Fatalf("the player to move is not pinged: %q %v", m.Content, m.Mentions)
			}
		})
	}
}

func hasEvent(b quinientos.BoardView, k quinientos.EventKind) bool {
	return slices.ContainsFunc(b.Recent, func(e quinientos.Event) bool { return e.Kind == k })
}

// noHands fails when a public message shows a hand still held.
func noHands(t *testing.T, st games.State, m *render.Message) {
	t.Helper()
	public := m.Content + m.Text + m.Embeds[0].Description
	for _, f := range m.Embeds[0].Fields {
		public += f.Name + "\n" + f.Value + "\n"
	}
	if strings.Contains(public, "Your hand") {
		t.Fatal("the public board shows a hand")
	}
	if st.Result().Over {
		return
	}
	for s := range quinientos.Seats {
		h := board(st, games.Seat(s)).Hand
		if len(h) > 1 && strings.Contains(public, tilesText(locale.English, h)) {
			t.Fatalf("the public board shows seat %d's hand %s", s, tilesText(locale.English, h))
		}
	}
}

// TestPrivateOffersExactlyTheLegalPlays checks the hand view of every seat
// at every move of a whole game: the player to move is offered each legal
// play once and nothing else, in words; the others get no control. Every
// twentieth position is drawn in full (with the image) and checked against
// Discord's limits.
func TestPrivateOffersExactlyTheLegalPlays(t *testing.T) {
	for i, st := range game(t, 2) {
		if st.Result().Over {
			continue
		}
		for s := range games.Seat(quinientos.Seats) {
			tb := table(st, s, "")
			m := &render.Message{Components: handControls(tb, board(st, s))}
			if i%20 == 0 {
				m = Renderer{}.Private(tb)
				if err := m.Validate(); err != nil {
					t.Fatal(err)
				}
				if !m.Ephemeral || !strings.Contains(m.Embeds[0].Description, "Your hand: "+tilesText(locale.English, board(st, s).Hand)) {
					t.Fatalf("seat %d's hand view:\n%s", s, m.Embeds[0].Description)
				}
			}
			var offered []games.Move
			for _, c := range components(m) {
				sel := c.(discordgo.SelectMenu)
				if id, err := render.ParseID(sel.CustomID); err != nil || !id.SelectsMove() {
					t.Fatalf("menu id %q", sel.CustomID)
				}
				if len(sel.Options) > render.MaxSelectOptions {
					t.Fatalf("%d options", len(sel.Options))
				}
				for _, o := range sel.Options {
					offered = append(offered, games.Move(o.Value))
					if o.Label == "" || o.Description == "" || strings.Contains(o.Label, "play ") {
						t.Errorf("option %+v", o)
					}
				}
			}
			slices.Sort(offered)
			if want := st.Legal(s); !slices.Equal(offered, want) {
				t.Fatalf("seat %d is offered %v, legal %v\n%s", s, offered, want, board(st, s).Text(nil))
			}
		}
	}
}

func TestPlayLabels(t *testing.T) {
	states := game(t, 1)
	cases := []struct {
		name string
		find func(quinientos.BoardView, games.State) bool
		want []string // label: description
	}{
		{"lead of 6-6", func(b quinientos.BoardView, _ games.State) bool { return b.Round == 1 && len(b.Layout) == 0 },
			[]string{"Lead 6-6: opens the line: both ends 6"}},
		{"a tile that fits both ends", func(_ quinientos.BoardView, st games.State) bool {
			return slices.ContainsFunc(st.Legal(st.Actors()[0]), func(m games.Move) bool { return strings.HasSuffix(string(m), " left") })
		}, []string{" on the left: ", " on the right: "}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := find(t, states, tc.find)
			m := Renderer{}.Private(table(st, st.Actors()[0], ""))
			var got []string
			for _, o := range components(m)[0].(discordgo.SelectMenu).Options {
				got = append(got, o.Label+": "+o.Description)
			}
			all := strings.Join(got, "\n")
			for _, w := range tc.want {
				if !strings.Contains(all, w) {
					t.Errorf("no option %q in\n%s", w, all)
				}
			}
		})
	}
}

func TestDescribePlay(t *testing.T) {
	layout := quinientos.Layout{{Left: 4, Right: 6, By: 0}, {Left: 6, Right: 6, By: 1}, {Left: 6, Right: 2, By: 2}}
	cases := []struct {
		hand       quinientos.Hand
		tile       quinientos.Tile
		end        quinientos.End
		label, des string
	}{
		{quinientos.Hand{quinientos.TileOf(5, 4), quinientos.TileOf(2, 2)}, quinientos.Tile{Hi: 5, Lo: 4}, quinientos.NoEnd, "5-4 on the left", "matches the 4, leaves 5 open"},
		{quinientos.Hand{quinientos.TileOf(5, 4), quinientos.TileOf(2, 2)}, quinientos.Tile{Hi: 2, Lo: 2}, quinientos.NoEnd, "2-2 on the right", "crosswise on the 2; the end stays 2"},
		{quinientos.Hand{quinientos.TileOf(4, 2)}, quinientos.Tile{Hi: 4, Lo: 2}, quinientos.Right, "4-2 on the right", "your last tile: domino, +100 last-tile bonus"},
		{quinientos.Hand{quinientos.TileOf(4, 0)}, quinientos.Tile{Hi: 4, Lo: 0}, quinientos.NoEnd, "4-0 on the left", "your last tile: domino"},
	}
	for _, tc := range cases {
		b := quinientos.BoardView{Layout: layout, Hand: tc.hand}
		label, desc := describePlay(locale.English, b, tc.tile, tc.end)
		if label != tc.label || desc != tc.des {
			t.Errorf("%s %s: %q, %q; want %q, %q", tc.tile, tc.end, label, desc, tc.label, tc.des)
		}
	}
}

func TestRoundEndBreakdown(t *testing.T) {
	rendertest.FromScratch(t)
	st := find(t, game(t, 1), func(b quinientos.BoardView, _ games.State) bool { return hasEvent(b, quinientos.Scored) && !b.Over })
	m := Renderer{}.Board(table(st, games.Spectator, ""))
	rd, _ := board(st, games.Spectator).Last()
	var score, hands *discordgo.MessageEmbedField
	for _, f := range m.Embeds[0].Fields {
		switch f.Name {
		case fmt.Sprintf("Round %d score", rd.Number):
			score = f
		case fmt.Sprintf("Hands at the end of round %d", rd.Number):
			hands = f
		}
	}
	if score == nil || hands == nil {
		t.Fatalf("fields %+v", m.Embeds[0].Fields)
	}
	if !strings.Contains(score.Value, "Pips left: Alice & Carol ") || !strings.Contains(score.Value, fmt.Sprintf("= **%d**", rd.Total)) {
		t.Errorf("breakdown %q", score.Value)
	}
	for s, h := range rd.Hands {
		if !strings.Contains(hands.Value, names[s]+": "+tilesText(locale.English, h)) {
			t.Errorf("hands %q lack seat %d's %s", hands.Value, s, tilesText(locale.English, h))
		}
	}
	golden(t, "round-end.png", m.Files[0].Data)
}

func TestBreakdown(t *testing.T) {
	tb := table(game(t, 1)[0], games.Spectator, "")
	cases := []struct {
		rd   quinientos.Round
		want string
	}{
		{quinientos.Round{Number: 1, Ending: quinientos.Domino, Out: 2, Last: quinientos.Tile{Hi: 2, Lo: 1}, Pips: [2]int{0, 23},
			Winner: quinientos.TeamA, Points: 23, RoundBonus: 100, TileBonus: 100, Total: 223},
			"Domino: Carol went out with 2-1.\nPips left: Alice & Carol 0, Bob & Dan 23.\nAlice & Carol score 23 pips + 100 round bonus + 100 last-tile bonus = **223**."},
		{quinientos.Round{Number: 5, Ending: quinientos.Block, Pips: [2]int{12, 12}, Winner: quinientos.NoTeam},
			"Blocked: the lighter team wins, no bonus.\nPips left: Alice & Carol 12, Bob & Dan 12.\nEqual pips: a tie, nobody scores."},
	}
	for _, tc := range cases {
		if got := Breakdown(tb, tc.rd); got != tc.want {
			t.Errorf("got\n%s\nwant\n%s", got, tc.want)
		}
	}
}

// TestLimits draws a board with the longest names Discord allows and a
// long game behind it: everything stays within Discord's limits.
func TestLimits(t *testing.T) {
	states := game(t, 3)
	st := states[len(states)-2]
	tb := table(st, games.Spectator, strings.Repeat("Somebody: play 6-5 left · ", 60))
	for i := range tb.Seats {
		tb.Seats[i].Name = strings.Repeat(string(rune('A'+i)), 32)
	}
	b := tb.View.Board.(quinientos.BoardView)
	for len(b.Rounds) < 40 {
		b.Rounds = append(b.Rounds, b.Rounds...)
	}
	tb.View.Board = b
	for _, m := range []*render.Message{Renderer{}.Board(tb), Renderer{}.Private(table(st, st.Actors()[0], ""))} {
		if err := m.Validate(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestFinalBoardGolden(t *testing.T) {
	rendertest.FromScratch(t)
	states := game(t, 1)
	m := Renderer{}.Board(table(states[len(states)-1], games.Spectator, "Dan: play 1-0"))
	golden(t, "final.png", m.Files[0].Data)
}

func TestMiddleOfRoundGolden(t *testing.T) {
	rendertest.FromScratch(t)
	st := find(t, game(t, 1), func(b quinientos.BoardView, _ games.State) bool { return len(b.Layout) == 17 })
	golden(t, "round.png", Renderer{}.Board(table(st, games.Spectator, "")).Files[0].Data)
	hand := Renderer{}.Private(table(st, st.Actors()[0], ""))
	golden(t, "hand.png", hand.Files[0].Data)
}

func TestBoardText(t *testing.T) {
	st := find(t, game(t, 1), func(b quinientos.BoardView, _ games.State) bool {
		return len(b.Layout) == 3 && !hasEvent(b, quinientos.Passed)
	})
	tb := table(st, games.Spectator, "Carol: play 5-5")
	m := Renderer{}.Board(tb)
	b := board(st, games.Spectator)
	want := "Quinientos · round 1\nCarol: play 5-5\n" + tb.Status() + "\n\n" + b.Text(tb.Name)
	if m.Text != want {
		t.Fatalf("text\n%s\nwant\n%s", m.Text, want)
	}
	if strings.Contains(m.Embeds[0].Description, "```") {
		t.Fatalf("the public board's embed holds the text board:\n%s", m.Embeds[0].Description)
	}
	if alt := m.Files[0].Description; !strings.HasPrefix(alt, "Quinientos, round 1.\nCarol: play 5-5.\n"+render.Spoken(tb.Status())) {
		t.Fatalf("alt text:\n%s", alt)
	}
}

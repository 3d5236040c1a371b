package render

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

func testBoard(page, pages int, own bool) Leaderboard {
	self := &LeaderboardRow{Rank: 12, Name: "Me", Value: "1040", Games: 7, Self: true}
	return Leaderboard{Game: "qwinto", Title: "Qwinto", Metric: "rating", Label: "Rating", Page: page, Pages: pages,
		Ranked: 25, Self: self, Own: own, Rows: []LeaderboardRow{
			{Rank: 11, Name: "A `tricky`\nname that is far too long", Value: "1050", Games: 9},
			{Rank: 12, Name: "Me", Value: "1040", Games: 7, Self: true},
			{Rank: 12, Name: "Tied", Value: "1040", Games: 3},
		}}
}

func buttons(t *testing.T, m *Message) []discordgo.Button {
	t.Helper()
	if len(m.Components) == 0 {
		return nil
	}
	var out []discordgo.Button
	for _, c := range m.Components[0].(discordgo.ActionsRow).Components {
		out = append(out, c.(discordgo.Button))
	}
	return out
}

func TestLeaderboardMessage(t *testing.T) {
	m := LeaderboardMessage(testBoard(1, 3, false))
	e := m.Embeds[0]
	for _, want := range []string{"A 'tricky' name t…", "›", "Tied", " 12  "} {
		if !strings.Contains(e.Description, want) {
			t.Errorf("table lacks %q:\n%s", want, e.Description)
		}
	}
	if !strings.Contains(e.Footer.Text, "Page 2 of 3") || !strings.Contains(e.Footer.Text, "You: #12 of 25") {
		t.Errorf("footer %q", e.Footer.Text)
	}
	if m.Ephemeral {
		t.Error("the public board is ephemeral")
	}
	bs := buttons(t, m)
	if len(bs) != 2 || bs[0].Disabled || bs[1].Disabled || bs[0].CustomID == bs[1].CustomID {
		t.Fatalf("buttons %+v", bs)
	}
	for i, wantPage := range []int{0, 2} {
		id, err := ParseID(bs[i].CustomID)
		if err != nil || id.Action != ActPage || id.Page != wantPage {
			t.Errorf("button %d: %+v, %v; want page %d", i, id, err, wantPage)
		}
		game, metric, own, ok := ParsePageArg(id.Arg)
		if !ok || game != "qwinto" || metric != "rating" || own {
			t.Errorf("button %d arg %q: %s %s %v %v", i, id.Arg, game, metric, own, ok)
		}
	}
}

func TestLeaderboardEdges(t *testing.T) {
	first := buttons(t, LeaderboardMessage(testBoard(0, 2, true)))
	if !first[0].Disabled || first[1].Disabled {
		t.Errorf("first page: previous disabled %v, next disabled %v", first[0].Disabled, first[1].Disabled)
	}
	one := LeaderboardMessage(testBoard(0, 1, true))
	if len(one.Components) != 0 || !one.Ephemeral {
		t.Errorf("one page: %d rows of buttons, ephemeral %v", len(one.Components), one.Ephemeral)
	}
	empty := testBoard(0, 1, false)
	empty.Rows, empty.Self = nil, nil
	e := LeaderboardMessage(empty).Embeds[0]
	if !strings.Contains(e.Description, "nobody yet") || !strings.Contains(e.Footer.Text, "not ranked") {
		t.Errorf("empty board: %q / %q", e.Description, e.Footer.Text)
	}
}

func FuzzParsePageArg(f *testing.F) {
	f.Add("qwinto/rating/p/next")
	f.Add("a/b/e/x")
	f.Add("//p/")
	f.Fuzz(func(t *testing.T, arg string) {
		game, metric, own, ok := ParsePageArg(arg)
		if !ok {
			return
		}
		tag := arg[strings.LastIndexByte(arg, '/')+1:]
		if got := PageArg(game, metric, own, tag); got != arg {
			t.Errorf("%q parses to %q %q %v but makes %q", arg, game, metric, own, got)
		}
	})
}

func TestCardMessage(t *testing.T) {
	img, err := Sparkline([]float64{1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	m := CardMessage(Card{Title: "Stats of Ann", Fields: []CardField{{"Games", "3"}, {"Wins", "2"}}, Image: img, Footer: "f"})
	e := m.Embeds[0]
	if len(e.Fields) != 2 || e.Fields[1].Value != "2" || e.Footer.Text != "f" || m.Ephemeral {
		t.Errorf("embed %+v", e)
	}
	if len(m.Files) != 1 || e.Image == nil || e.Image.URL != "attachment://"+m.Files[0].Name {
		t.Errorf("image %+v, files %d", e.Image, len(m.Files))
	}
	if !strings.Contains(m.Text, "Wins: 2") {
		t.Errorf("text %q", m.Text)
	}
	if plain := CardMessage(Card{Title: "x"}); len(plain.Files) != 0 || plain.Embeds[0].Image != nil {
		t.Error("a card without an image has one")
	}
}

// TestLeaderboardByGamesHasOneGamesColumn: ranked by games played, the
// table and the footer give the games once.
func TestLeaderboardByGamesHasOneGamesColumn(t *testing.T) {
	l := testBoard(0, 1, false)
	l.Metric, l.Label = "games", "Games"
	for i := range l.Rows {
		l.Rows[i].Value = "7"
	}
	l.Self.Value = "7"
	e := LeaderboardMessage(l).Embeds[0]
	header := strings.SplitN(e.Description, "\n", 3)[1]
	if n := strings.Count(header, "Games"); n != 1 {
		t.Errorf("header %q names the games %d times", header, n)
	}
	if strings.Contains(e.Footer.Text, "7 games") {
		t.Errorf("footer %q gives the games twice", e.Footer.Text)
	}
	if rating := LeaderboardMessage(testBoard(0, 1, false)).Embeds[0]; !strings.Contains(rating.Description, "Games") || !strings.Contains(rating.Footer.Text, "7 games") {
		t.Errorf("a rating board lost its games:\n%s\n%s", rating.Description, rating.Footer.Text)
	}
}

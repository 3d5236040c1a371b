package render

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
)

// LeaderboardRow is one ranked player.
type LeaderboardRow struct {
	Rank  int    // equal values share a rank
	Name  string // display name
	Value string // the metric, formatted
	Games int
	Self  bool // the player who asked
}

// Leaderboard is one page of a server's ranking in one game.
type Leaderboard struct {
	Game   string // registry name, for the buttons
	Title  string // e.g. "Qwinto"
	Metric string // metric name, for the buttons
	Label  string // metric column header, e.g. "Rating"
	Rows   []LeaderboardRow
	Page   int // from 0
	Pages  int // at least 1
	Ranked int // players ranked on every page
	// Self is the asking player's own row; nil when unranked.
	Self *LeaderboardRow
	Note string // a line under the table, e.g. the minimum games
	// Own: this copy belongs to the player who asked (ephemeral); its
	// buttons turn its pages in place.
	Own bool
}

// GamesLabel heads the column of games played; a leaderboard whose
// metric has this label shows no second such column.
const GamesLabel = "Games"

// nameWidth is the widest player name the table shows.
const nameWidth = 18

// LeaderboardMessage renders a leaderboard page as an embed with a
// monospace table and previous/next buttons.
func LeaderboardMessage(l Leaderboard) *Message {
	// A ranking by games played has no second column of games.
	gamesCol := l.Label != GamesLabel
	var b strings.Builder
	b.WriteString("```\n")
	head := fmt.Sprintf("%4s  %-*s %9s", "#", nameWidth, "Player", clipRunes(l.Label, 9))
	if gamesCol {
		head += fmt.Sprintf(" %6s", GamesLabel)
	}
	b.WriteString(head + "\n")
	for _, r := range l.Rows {
		mark := " "
		if r.Self {
			mark = "›"
		}
		fmt.Fprintf(&b, "%s%3d  %-*s %9s", mark, r.Rank, nameWidth, padName(r.Name), r.Value)
		if gamesCol {
			fmt.Fprintf(&b, " %6d", r.Games)
		}
		b.WriteString("\n")
	}
	if len(l.Rows) == 0 {
		b.WriteString("  nobody yet\n")
	}
	b.WriteString("```")
	if l.Note != "" {
		b.WriteString("\n" + l.Note)
	}
	you := "You are not ranked yet."
	if l.Self != nil {
		you = fmt.Sprintf("You: #%d of %d · %s %s", l.Self.Rank, l.Ranked, l.Label, l.Self.Value)
		if gamesCol {
			you += " · " + Count(l.Self.Games, "game")
		}
	}
	e := &discordgo.MessageEmbed{
		Title:       clipRunes(fmt.Sprintf("%s leaderboard · %s", l.Title, l.Label), MaxEmbedTitle),
		Description: b.String(),
		Footer:      &discordgo.MessageEmbedFooter{Text: fmt.Sprintf("Page %d of %d · %s", l.Page+1, max(l.Pages, 1), you)},
	}
	m := &Message{Embeds: []*discordgo.MessageEmbed{e}, Ephemeral: l.Own, Text: e.Title + "\n" + e.Description + "\n" + e.Footer.Text}
	if l.Pages > 1 {
		m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			pageButton(l, "◀ Previous", "prev", max(l.Page-1, 0), l.Page == 0),
			pageButton(l, "Next ▶", "next", min(l.Page+1, l.Pages-1), l.Page >= l.Pages-1),
		}}}
	}
	return m
}

// PageArg is the argument of a leaderboard page button: game/metric/from
// and a tag that keeps the two buttons' ids distinct.
func PageArg(game, metric string, own bool, tag string) string {
	from := "p"
	if own {
		from = "e"
	}
	return game + "/" + metric + "/" + from + "/" + tag
}

// ParsePageArg splits a page button's argument; ok is false for one
// PageArg did not make.
func ParsePageArg(arg string) (game, metric string, own, ok bool) {
	parts := strings.Split(arg, "/")
	if len(parts) != 4 || parts[0] == "" || parts[1] == "" || (parts[2] != "p" && parts[2] != "e") {
		return "", "", false, false
	}
	return parts[0], parts[1], parts[2] == "e", true
}

func pageButton(l Leaderboard, label, tag string, page int, disabled bool) discordgo.Button {
	return discordgo.Button{
		Label: label, Style: discordgo.SecondaryButton, Disabled: disabled,
		CustomID: ID{Action: ActPage, Page: page, Arg: PageArg(l.Game, l.Metric, l.Own, tag)}.String(),
	}
}

// padName makes a name safe inside a code block and clips it to nameWidth.
func padName(s string) string {
	s = strings.NewReplacer("`", "'", "\n", " ").Replace(s)
	return clipRunes(s, nameWidth)
}

// clipRunes shortens s to at most n runes, ending with "…" when cut.
func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

package render

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
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
	Label  string // metric column header in Lang, e.g. "Rating"
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
	// Lang is the language the page is written in.
	Lang locale.Lang
}

// GamesMetric is the metric of games played; a leaderboard ranked by it
// shows no second column of games.
const GamesMetric = "games"

// nameWidth is the widest player name the table shows.
const nameWidth = 18

// LeaderboardMessage renders a leaderboard page in l.Lang as an embed
// with a monospace table and previous/next buttons.
func LeaderboardMessage(l Leaderboard) *Message {
	lang := l.Lang
	// A ranking by games played has no second column of games.
	metric, _, _ := strings.Cut(l.Metric, "@")
	gamesCol := metric != GamesMetric
	gamesLabel := lang.Say("leaderboard.col.games")
	gamesWidth := max(6, utf8.RuneCountInString(gamesLabel))
	// The value's column is 9 wide, 10 for a longer label ("Доля побед").
	valueWidth := min(max(9, utf8.RuneCountInString(l.Label)), 10)
	var b strings.Builder
	b.WriteString("```\n")
	head := fmt.Sprintf("%4s  %-*s %*s", "#", nameWidth, clipRunes(lang.Say("leaderboard.col.player"), nameWidth), valueWidth, clipRunes(l.Label, valueWidth))
	if gamesCol {
		head += fmt.Sprintf(" %*s", gamesWidth, gamesLabel)
	}
	b.WriteString(head + "\n")
	for _, r := range l.Rows {
		mark := " "
		if r.Self {
			mark = "›"
		}
		fmt.Fprintf(&b, "%s%3d  %-*s %*s", mark, r.Rank, nameWidth, padName(r.Name), valueWidth, r.Value)
		if gamesCol {
			fmt.Fprintf(&b, " %*d", gamesWidth, r.Games)
		}
		b.WriteString("\n")
	}
	if len(l.Rows) == 0 {
		b.WriteString("  " + lang.Say("leaderboard.nobody") + "\n")
	}
	b.WriteString("```")
	if l.Note != "" {
		b.WriteString("\n" + l.Note)
	}
	you := lang.Say("leaderboard.unranked")
	if l.Self != nil {
		you = lang.Say("leaderboard.you", l.Self.Rank, l.Ranked, l.Label, l.Self.Value)
		if gamesCol {
			you += " · " + lang.Say("stats.games", l.Self.Games)
		}
	}
	e := &discordgo.MessageEmbed{
		Title:       clipRunes(lang.Say("leaderboard.title", l.Title, l.Label), MaxEmbedTitle),
		Description: b.String(),
		Footer:      &discordgo.MessageEmbedFooter{Text: lang.Say("leaderboard.footer", l.Page+1, max(l.Pages, 1), you)},
	}
	m := &Message{Embeds: []*discordgo.MessageEmbed{e}, Ephemeral: l.Own, Text: e.Title + "\n" + e.Description + "\n" + e.Footer.Text}
	if l.Pages > 1 {
		m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			pageButton(l, lang.Say("leaderboard.prev.button"), "prev", max(l.Page-1, 0), l.Page == 0),
			pageButton(l, lang.Say("leaderboard.next.button"), "next", min(l.Page+1, l.Pages-1), l.Page >= l.Pages-1),
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

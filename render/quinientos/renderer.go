package quinientos

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/render"
)

func init() { render.Register(quinientos.Name, Renderer{}) }

// Renderer draws Quinientos.
type Renderer struct{}

// Colour implements render.Colourer: Quinientos's embed colour.
func (Renderer) Colour() int { return 0x6b4fa3 }

// The attachment names of the board and hand images.
const (
	boardImage = quinientos.Name + ".png"
	handImage  = "hand.png"
)

// Board implements render.Renderer: the public board, from a view that
// holds no hand, with the "My hand" button while the game is on and the
// results once it is over.
func (Renderer) Board(t *render.Table) *render.Message {
	b, ok := t.View.Board.(quinientos.BoardView)
	if !ok {
		return render.Generic{}.Board(t)
	}
	b.Hand = nil // the public board never shows a hand, whatever the view
	t = titled(t, b)
	embed := &discordgo.MessageEmbed{
		Title:       t.View.Title,
		Description: boardHeader(t, b),
		Color:       render.ColourOf(quinientos.Name),
		Fields:      boardFields(t, b),
		Image:       &discordgo.MessageEmbedImage{URL: "attachment://" + boardImage},
	}
	m := &render.Message{
		Content:  t.MentionStatus(),
		Embeds:   []*discordgo.MessageEmbed{embed},
		Mentions: t.Pinged(),
		Text:     BoardText(t, b),
	}
	if b.Over || t.Result.Over {
		m.Content = t.Say("quinientos.board.game_over", t.Status())
		m.Mentions = nil
	} else {
		m.Components = boardControls(t.Lang, t.Version)
	}
	if png, err := BoardPNG(t, b); err == nil {
		m.Files = []render.File{{Name: boardImage, ContentType: "image/png", Data: png, Description: render.AltText(t, embed.Description, altSentences(t, b))}}
	} else {
		embed.Image = nil
		embed.Description += render.CodeBlock(b.TextIn(t.Lang, t.Name))
	}
	m.Fit()
	return m
}

// titled returns t with its view's title in t's language: "Quinientos
// · round 2" is the engine's English.
func titled(t *render.Table, b quinientos.BoardView) *render.Table {
	c := *t
	c.View.Title = quinientos.Title(b.Round).In(t.Lang)
	return &c
}

// BoardText is the text rendering of the public board: title, what just
// happened, the status and the engine's board text.
func BoardText(t *render.Table, b quinientos.BoardView) string {
	t = titled(t, b)
	var s strings.Builder
	s.WriteString(t.View.Title + "\n")
	for _, l := range happened(t, b) {
		s.WriteString(l + "\n")
	}
	s.WriteString(t.Status() + "\n\n")
	s.WriteString(b.TextIn(t.Lang, t.Name))
	return s.String()
}

// boardHeader is what just happened and where the game stands.
func boardHeader(t *render.Table, b quinientos.BoardView) string {
	return strings.Join(append(happened(t, b), "**"+t.Status()+"**"), "\n") + "\n"
}

// happened is what just happened: the moves, the automatic passes, the end
// of a round.
func happened(t *render.Table, b quinientos.BoardView) []string {
	var lines []string
	if t.Last != "" {
		lines = append(lines, t.Last)
	}
	if passed := passers(t, b); passed != "" {
		lines = append(lines, passed)
	}
	if rd, ok := justEnded(b); ok {
		lines = append(lines, roundEnd(t, rd))
	}
	return lines
}

// passers says who passed automatically during the last move.
func passers(t *render.Table, b quinientos.BoardView) string {
	var names []string
	for _, e := range b.Recent {
		if e.Kind == quinientos.Passed {
			names = append(names, t.Name(e.Seat))
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return t.Say("quinientos.board.passed_one", names[0])
	}
	return t.Say("quinientos.board.passed_many", render.ListIn(t.Lang, names))
}

// justEnded returns the round the last move ended, if it ended one.
func justEnded(b quinientos.BoardView) (quinientos.Round, bool) {
	for _, e := range b.Recent {
		if e.Kind == quinientos.Scored {
			return b.Last()
		}
	}
	return quinientos.Round{}, false
}

// roundEnd is the one-line summary of a finished round.
func roundEnd(t *render.Table, rd quinientos.Round) string {
	domino := rd.Ending == quinientos.Domino
	switch {
	case rd.Winner == quinientos.NoTeam && domino:
		return t.Say("quinientos.board.round_domino_tie", rd.Number, t.Name(rd.Out), rd.Last.String())
	case rd.Winner == quinientos.NoTeam:
		return t.Say("quinientos.board.round_blocked_tie", rd.Number)
	case domino:
		return t.Say("quinientos.board.round_domino", rd.Number, t.Name(rd.Out), rd.Last.String(), teamName(t, rd.Winner), rd.Total)
	}
	return t.Say("quinientos.board.round_blocked", rd.Number, teamName(t, rd.Winner), rd.Total)
}

// boardFields are the team scores, the tiles in hand and, when a round
// has just ended or the game is over, its breakdown and revealed hands.
func boardFields(t *render.Table, b quinientos.BoardView) []*discordgo.MessageEmbedField {
	var fields []*discordgo.MessageEmbedField
	for _, team := range []quinientos.Team{quinientos.TeamA, quinientos.TeamB} {
		name := t.Say("quinientos.board.team", teamName(t, team), team.String())
		if b.Over && b.Winner == team {
			name = "🏆 " + name
		}
		fields = append(fields, &discordgo.MessageEmbedField{
			Name: name, Value: t.Say("quinientos.board.score_of", b.Teams[team], b.Target), Inline: true,
		})
	}
	if !b.Over {
		fields = append(fields, &discordgo.MessageEmbedField{Name: t.Say("board.quinientos.tiles_in_hand"), Value: countsText(t, b), Inline: true})
	}
	rd, ended := justEnded(b)
	if !ended && b.Over {
		rd, ended = b.Last()
	}
	if ended {
		fields = append(fields,
			&discordgo.MessageEmbedField{Name: t.Say("quinientos.board.round_score", rd.Number), Value: Breakdown(t, rd)},
			&discordgo.MessageEmbedField{Name: t.Say("board.quinientos.hands_at_end", rd.Number), Value: revealedText(t, rd)},
		)
	}
	return fields
}

// Breakdown explains a round's score: the ending, the pips left in each
// team's hands, the round bonus, the last-tile bonus and the total.
func Breakdown(t *render.Table, rd quinientos.Round) string {
	how := t.Say("quinientos.board.breakdown_blocked")
	if rd.Ending == quinientos.Domino {
		how = t.Say("quinientos.board.breakdown_domino", t.Name(rd.Out), rd.Last.String())
	}
	pips := t.Say("quinientos.board.breakdown_pips",
		teamName(t, quinientos.TeamA), rd.Pips[quinientos.TeamA], teamName(t, quinientos.TeamB), rd.Pips[quinientos.TeamB])
	if rd.Winner == quinientos.NoTeam {
		return how + "\n" + pips + "\n" + t.Say("quinientos.board.breakdown_tie")
	}
	sum := t.Say("quinientos.board.breakdown_points", rd.Points)
	if rd.RoundBonus > 0 {
		sum += " + " + t.Say("quinientos.board.breakdown_round_bonus", rd.RoundBonus)
	}
	if rd.TileBonus > 0 {
		sum += " + " + t.Say("quinientos.board.breakdown_tile_bonus", rd.TileBonus)
	}
	return how + "\n" + pips + "\n" + t.Say("quinientos.board.breakdown_total", teamName(t, rd.Winner), sum, rd.Total)
}

// revealedText lists the hands a round ended with, one player a line.
func revealedText(t *render.Table, rd quinientos.Round) string {
	lines := make([]string, quinientos.Seats)
	for s, h := range rd.Hands {
		lines[s] = fmt.Sprintf("%s: %s", t.Name(games.Seat(s)), tilesText(t.Lang, h))
	}
	return strings.Join(lines, "\n")
}

// countsText lists the tiles each player holds, the player to move first
// marked.
func countsText(t *render.Table, b quinientos.BoardView) string {
	lines := make([]string, quinientos.Seats)
	for s, n := range b.Counts {
		mark := ""
		if games.Seat(s) == b.Turn {
			mark = " ◀"
		}
		lines[s] = fmt.Sprintf("%s: %d%s", t.Name(games.Seat(s)), n, mark)
	}
	return strings.Join(lines, "\n")
}

// teamName names a team by its players: "Alice & Carol".
func teamName(t *render.Table, team quinientos.Team) string {
	seats := team.Seats()
	return t.Name(seats[0]) + " & " + t.Name(seats[1])
}

// tilesText writes tiles as "6-5 4-4 3-0", or "no tiles" in l.
func tilesText(l locale.Lang, h quinientos.Hand) string {
	if len(h) == 0 {
		return l.Say("quinientos.board.no_tiles")
	}
	parts := make([]string, len(h))
	for i, tile := range h {
		parts[i] = tile.String()
	}
	return strings.Join(parts, " ")
}

package commands

import (
	"context"
	"errors"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// diceNote is the line a board shows about its dice, in l: the short
// commitment while the match is open, the seed once it has ended. A match
// from before commitments shows none.
// The note names the draws as the game does (games.Info.Draws): a game
// that deals tiles shows a "Deal seed".
func diceNote(l locale.Lang, m *session.Match) string {
	if m.Commit == "" {
		return ""
	}
	draws := "dice"
	if rules, err := m.Rules(); err == nil && rules.Info().Draws != "" {
		draws = strings.ToLower(rules.Info().Draws)
	}
	if !locale.Has("board.commitment."+draws) || !locale.Has("board.seed."+draws) {
		draws = "dice"
	}
	if m.Phase.Open() {
		return l.Say("board.commitment."+draws, m.ShortCommitment())
	}
	return l.Say("board.seed."+draws, m.RevealedSeed(), m.ShortCommitment(), m.ID)
}

// noteDice adds the dice note of m, in l, to a board or end-of-game
// message: as the footer of its first embed, or under its content when it
// has none.
func noteDice(l locale.Lang, msg *render.Message, m *session.Match) *render.Message {
	note := diceNote(l, m)
	if msg == nil || note == "" {
		return msg
	}
	if len(msg.Embeds) > 0 && msg.Embeds[0].Footer == nil {
		msg.Embeds[0].Footer = &discordgo.MessageEmbedFooter{Text: note}
	} else {
		msg.Content = strings.TrimSpace(msg.Content + "\n-# " + note)
	}
	msg.Text = strings.TrimSpace(msg.Text + "\n" + note)
	msg.Fit()
	return msg
}

// verify answers /history verify:<id>: it recomputes every die of an ended
// match of this server from its revealed seed, and its scores and winners
// from its moves (session.Audit), as quintet verify does; the card is
// public, in the server's language.
func (a *App) verify(ctx context.Context, r *Request, id string) (*Reply, error) {
	store := a.matches
	m, err := store.Archived(ctx, id)
	if err != nil || m.Guild != r.Guild {
		return nil, refuse("history.refuse.no_game", render.Clip(id, 60))
	}
	steps, err := store.Log(ctx, id)
	if err != nil {
		return nil, err
	}
	v, c, reason := session.Audit(m, steps)
	l := a.publicLang(ctx, r)
	title := l.Say("history.verify.title", titleOf(m.Game), m.ID)
	desc := c.In(l)
	switch {
	case v == session.Verified && c.OK():
		title = "✅ " + title
	case v == session.DiceDiffer || v == session.ResultDiffers || v == session.Uncommitted:
		title = "❌ " + title
		if v != session.DiceDiffer && reason != nil {
			desc += "\n" + auditReason(l, reason)
		}
	}
	return &Reply{Message: render.CardMessage(render.Card{
		Title:       title,
		Description: desc,
		Footer:      l.Say("history.verify.footer"),
	})}, nil
}

// auditReason is an audit's reason as a sentence for a player, in l:
// a result that differs and a match without commitment in l's words,
// anything else without the package's prefix, capitalised; clipped to
// fit a card.
func auditReason(l locale.Lang, err error) string {
	if errors.Is(err, session.ErrUncommitted) {
		return l.Say("audit.uncommitted", session.CommitmentsSince.Format("2006-01-02"))
	}
	if reason, ok := locale.ReasonOf(err); ok && errors.Is(err, session.ErrResultDiffers) {
		return render.Clip(l.Say("audit.result_differs", reason), 300)
	}
	s := strings.TrimPrefix(err.Error(), "session: ")
	if s == "" {
		return s
	}
	return render.Clip(strings.ToUpper(s[:1])+s[1:], 300) + "."
}

// ErrDiceHidden is VerifyExport's answer for an export that leaves the
// dice out (see exportOf): there is nothing to check.
var ErrDiceHidden = errors.New("commands: the export leaves out the dice of this game (a game with hidden hands from before dice commitments that did not finish)")

// VerifyExport checks the dice of a match as /history export wrote it,
// as /history verify does (see session.VerifyDice); an export holds no
// generator, so a match from before commitments has only the order of its
// draws checked.
func VerifyExport(e Export) (*session.DiceCheck, error) {
	if e.DiceHidden {
		return nil, ErrDiceHidden
	}
	m, steps := MatchOfExport(e)
	return session.VerifyDice(m, steps), nil
}

// MatchOfExport rebuilds the match and the log that an export describes,
// as far as it holds them (no generator, no stored result).
func MatchOfExport(e Export) (*session.Match, []session.Step) {
	m := &session.Match{ID: e.ID, Game: e.Game, Channel: e.Channel, Phase: session.Phase(e.Phase),
		Options: e.Options, Seed: e.Seed, Commit: e.Commit, Created: e.Created}
	for _, s := range e.Seats {
		m.Players = append(m.Players, session.Player{User: s.User, Name: s.Name, Bot: s.Bot, Resigned: s.Resigned})
	}
	steps := make([]session.Step, len(e.Moves))
	for i, mv := range e.Moves {
		steps[i] = session.Step{Version: mv.Version, Seat: mv.Seat, Move: mv.Move, Draws: mv.Dice, At: mv.At, Timeout: mv.Timeout}
	}
	return m, steps
}

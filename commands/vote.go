package commands

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// askClock answers /game pause, resume or extend from a seated player
// who is neither the host nor a channel manager: it opens (or agrees to)
// a request the seated humans decide by majority, announced in the
// channel; the board, posted anew, carries its Agree button while it is
// open. Anyone else is refused with the list of who may.
func (a *App) askClock(ctx context.Context, r *Request, kind string, d time.Duration, refused error) (*Reply, error) {
	before, _ := a.matches.Get(ctx, r.Channel)
	m, t, err := a.matches.AskClock(ctx, r.Channel, r.User.ID, kind, d, true)
	if errors.Is(err, session.ErrNotSeated) {
		if m, err := a.matches.Get(ctx, r.Channel); err == nil && hostName(m) != "" {
			return nil, refusal(fmt.Sprintf("Only the host, %s, a channel manager or most seated players can do that.", hostName(m)))
		}
		return nil, refused
	}
	if err != nil {
		return nil, err
	}
	if t.Again && !t.Passed {
		return againReply(t), nil
	}
	if t.Passed {
		said := agreedLine(m, t)
		return &Reply{Message: render.Public(said), Board: voided(before, m, said)}, nil
	}
	return &Reply{Message: render.Public(voteLine(m, t)), Board: requestFact(boardlife.Asked, before, m, "")}, nil
}

// againReply tells a player, privately, that their agreement to the
// open request is already counted.
func againReply(t session.VoteTally) *Reply {
	return Ephemeral(fmt.Sprintf("You already agree: %d of %d seated players agree; %d are needed.", t.Agree, t.Humans, t.Need()))
}

// agreeClock answers the Agree button of a clock request, which the
// board carries while the request is open: the board is redrawn in
// place with the new count, or with the change once it is agreed. A
// click on a request's message of its own (a bot before boards carried
// requests) retires it with the answer.
func (a *App) agreeClock(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	kind, secs, _ := strings.Cut(id.Arg, "/")
	var d time.Duration
	if secs != "" {
		n, err := strconv.ParseInt(secs, 10, 64)
		if err != nil || n <= 0 {
			return nil, render.ErrCustomID
		}
		d = time.Duration(n) * time.Second
	}
	before, err := a.current(ctx, r)
	if err != nil {
		return nil, err
	}
	m, t, err := a.matches.AskClock(ctx, r.Channel, r.User.ID, kind, d, false)
	if err != nil {
		return nil, err
	}
	if t.Again && !t.Passed {
		return againReply(t), nil
	}
	said := fmt.Sprintf("%s agrees.", r.User.Name)
	if t.Passed {
		said = agreedLine(m, t)
	}
	reply := &Reply{Board: requestFact(boardlife.Answered, before, m, said)}
	if offBoard(r, before) {
		reply.Update = render.Public(said)
	}
	return reply, nil
}

// voided is the board of a clock change that voided or ended the
// players' request before (before.Vote): redrawn in place without its
// Agree button, saying said; nil when no request was open.
func voided(before, after *session.Match, said string) *boardlife.Fact {
	if before == nil || before.Vote == nil {
		return nil
	}
	return requestFact(boardlife.Answered, before, after, said)
}

// voteLine is what is asked, by whom, and who agrees out of how many.
func voteLine(m *session.Match, t session.VoteTally) string {
	what := map[string]string{"pause": "pause the game", "resume": "resume the game"}[t.Vote.Kind]
	if t.Vote.Kind == "extend" {
		what = "add " + FormatDuration(t.Vote.Extend) + " to this turn"
	}
	asker := "A player"
	if names := voterNames(m, t); len(names) > 0 {
		asker = names[0]
	}
	return fmt.Sprintf("%s asks to %s: %d of %d seated players agree; %d are needed.", asker, what, t.Agree, t.Humans, t.Need())
}

// agreedLine says who agreed to a clock change and what it did.
func agreedLine(m *session.Match, t session.VoteTally) string {
	return fmt.Sprintf("Agreed by %s: %s.", strings.Join(voterNames(m, t), ", "), doneClock(m, t.Vote))
}

// voterNames names who agrees, the asker first.
func voterNames(m *session.Match, t session.VoteTally) []string {
	names := make([]string, len(t.Vote.By))
	for i, u := range t.Vote.By {
		names[i] = u
		if s, ok := m.SeatOf(u); ok {
			names[i] = m.Name(s)
		}
	}
	return names
}

// voteButton is the Agree button of an open clock request; it names the
// request (its kind and time), so that a click once another replaced it
// is refused.
func voteButton(m *session.Match, t session.VoteTally) discordgo.MessageComponent {
	arg := t.Vote.Kind
	if t.Vote.Kind == "extend" {
		arg += "/" + strconv.FormatInt(int64(t.Vote.Extend/time.Second), 10)
	}
	return discordgo.Button{Label: "Agree", Style: discordgo.PrimaryButton,
		CustomID: render.ID{Action: render.ActVote, Version: m.Version, Arg: arg}.String()}
}

// doneClock says what an agreed clock change did.
func doneClock(m *session.Match, v session.ClockVote) string {
	done := ""
	if v.Kind == "extend" {
		done = FormatDuration(v.Extend) + " added; "
	}
	if m.Paused {
		return done + "the game is paused until it is resumed"
	}
	return done + fmt.Sprintf("this turn runs out <t:%d:R>", m.Due.Unix())
}

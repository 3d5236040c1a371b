package commands

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games/locale"
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
			return nil, refuse("vote.refuse.who", hostName(m))
		}
		return nil, refused
	}
	if err != nil {
		return nil, err
	}
	if t.Again && !t.Passed {
		return againReply(privateLang(r), t), nil
	}
	l := a.publicLang(ctx, r)
	if t.Passed {
		said := agreedLine(l, m, t)
		return &Reply{Message: render.Public(said), Board: voided(before, m, said)}, nil
	}
	return &Reply{Message: render.Public(voteLine(l, m, t)), Board: requestFact(boardlife.Asked, before, m, "")}, nil
}

// againReply tells a player, privately, that their agreement to the
// open request is already counted.
func againReply(l locale.Lang, t session.VoteTally) *Reply {
	return Ephemeral(l.Say("vote.again", t.Agree, t.Humans, t.Need()))
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
		return againReply(privateLang(r), t), nil
	}
	l := a.publicLang(ctx, r)
	said := l.Say("vote.agrees", r.User.Name)
	if t.Passed {
		said = agreedLine(l, m, t)
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

// voteLine is what is asked, by whom, and who agrees out of how many,
// in l.
func voteLine(l locale.Lang, m *session.Match, t session.VoteTally) string {
	asker := l.Say("vote.a_player")
	if names := voterNames(m, t); len(names) > 0 {
		asker = names[0]
	}
	switch t.Vote.Kind {
	case "extend":
		return l.Say("vote.ask.extend", asker, Duration(t.Vote.Extend), t.Agree, t.Humans, t.Need())
	case "resume":
		return l.Say("vote.ask.resume", asker, t.Agree, t.Humans, t.Need())
	}
	return l.Say("vote.ask.pause", asker, t.Agree, t.Humans, t.Need())
}

// agreedLine says, in l, who agreed to a clock change and what it did.
func agreedLine(l locale.Lang, m *session.Match, t session.VoteTally) string {
	return doneClock(l, m, t.Vote, strings.Join(voterNames(m, t), ", "))
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
func voteButton(l locale.Lang, m *session.Match, t session.VoteTally) discordgo.MessageComponent {
	arg := t.Vote.Kind
	if t.Vote.Kind == "extend" {
		arg += "/" + strconv.FormatInt(int64(t.Vote.Extend/time.Second), 10)
	}
	return discordgo.Button{Label: l.Say("vote.agree.button"), Style: discordgo.PrimaryButton,
		CustomID: render.ID{Action: render.ActVote, Version: m.Version, Arg: arg}.String()}
}

// doneClock says, in l, who agreed to a clock change and what it did.
func doneClock(l locale.Lang, m *session.Match, v session.ClockVote, who string) string {
	switch {
	case v.Kind == "extend" && m.Paused:
		return l.Say("vote.agreed.extended_paused", who, Duration(v.Extend))
	case v.Kind == "extend":
		return l.Say("vote.agreed.extended", who, Duration(v.Extend), unixTime(m.Due))
	case m.Paused:
		return l.Say("vote.agreed.paused", who)
	}
	return l.Say("vote.agreed.running", who, unixTime(m.Due))
}

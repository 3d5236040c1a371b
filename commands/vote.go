package commands

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// askClock answers /game pause, resume or extend from a seated player
// who is neither the host nor a channel manager: it opens (or agrees to)
// a request the seated humans decide by majority, posted with an Agree
// button. Anyone else is refused with the list of who may.
func (a *App) askClock(ctx context.Context, r *Request, kind string, d time.Duration, refused error) (*Reply, error) {
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
	return &Reply{Message: votePrompt(a.publicLang(ctx, r), m, t), Ask: voteAsk(m, t)}, nil
}

// againReply tells a player, privately, that their agreement to the
// open request is already counted.
func againReply(l locale.Lang, t session.VoteTally) *Reply {
	return Ephemeral(l.Say("vote.again", t.Agree, t.Humans, t.Need()))
}

// agreeClock answers the Agree button of a clock request: the prompt
// shows the new count, or the change once it is agreed.
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
	m, t, err := a.matches.AskClock(ctx, r.Channel, r.User.ID, kind, d, false)
	if err != nil {
		return nil, err
	}
	if t.Again && !t.Passed {
		return againReply(privateLang(r), t), nil
	}
	return &Reply{Update: votePrompt(a.publicLang(ctx, r), m, t), Ask: voteAsk(m, t)}, nil
}

// votePrompt is the public message of a clock request: what is asked,
// who agrees out of how many, and an Agree button while it is open, in
// the server's language l.
func votePrompt(l locale.Lang, m *session.Match, t session.VoteTally) *render.Message {
	arg := t.Vote.Kind
	if t.Vote.Kind == "extend" {
		arg += "/" + strconv.FormatInt(int64(t.Vote.Extend/time.Second), 10)
	}
	names := make([]string, len(t.Vote.By))
	for i, u := range t.Vote.By {
		names[i] = u
		if s, ok := m.SeatOf(u); ok {
			names[i] = m.Name(s)
		}
	}
	if t.Passed {
		return render.Public(doneClock(l, m, t.Vote, strings.Join(names, ", ")))
	}
	var text string
	switch t.Vote.Kind {
	case "extend":
		text = l.Say("vote.ask.extend", names[0], Duration(t.Vote.Extend), t.Agree, t.Humans, t.Need())
	case "resume":
		text = l.Say("vote.ask.resume", names[0], t.Agree, t.Humans, t.Need())
	default:
		text = l.Say("vote.ask.pause", names[0], t.Agree, t.Humans, t.Need())
	}
	msg := render.Public(text)
	msg.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: l.Say("vote.agree.button"), Style: discordgo.PrimaryButton,
			CustomID: render.ID{Action: render.ActVote, Version: m.Version, Arg: arg}.String()},
	}}}
	return msg
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

package commands

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
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
	return &Reply{Message: votePrompt(m, t), Ask: voteAsk(m, t)}, nil
}

// againReply tells a player, privately, that their agreement to the
// open request is already counted.
func againReply(t session.VoteTally) *Reply {
	return Ephemeral(fmt.Sprintf("You already agree: %d of %d seated players agree; %d are needed.", t.Agree, t.Humans, t.Need()))
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
		return againReply(t), nil
	}
	return &Reply{Update: votePrompt(m, t), Ask: voteAsk(m, t)}, nil
}

// votePrompt is the public message of a clock request: what is asked,
// who agrees out of how many, and an Agree button while it is open.
func votePrompt(m *session.Match, t session.VoteTally) *render.Message {
	what := map[string]string{"pause": "pause the game", "resume": "resume the game"}[t.Vote.Kind]
	arg := t.Vote.Kind
	if t.Vote.Kind == "extend" {
		what = "add " + FormatDuration(t.Vote.Extend) + " to this turn"
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
		text := fmt.Sprintf("Agreed by %s: %s.", strings.Join(names, ", "), doneClock(m, t.Vote))
		return render.Public(text)
	}
	text := fmt.Sprintf("%s asks to %s: %d of %d seated players agree; %d are needed.",
		names[0], what, t.Agree, t.Humans, t.Need())
	msg := render.Public(text)
	msg.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: "Agree", Style: discordgo.PrimaryButton,
			CustomID: render.ID{Action: render.ActVote, Version: m.Version, Arg: arg}.String()},
	}}}
	return msg
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

package commands

import (
	"context"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// play opens a lobby: /play <game> [options] [bots] [level].
func (a *App) play(ctx context.Context, r *Request) (*Reply, error) {
	game := r.Command[len("play "):]
	if r.KnowsAppPermissions {
		if missing := MissingBoardPermissions(r.AppPermissions); len(missing) > 0 {
			return nil, refusal(CannotPostIn(privateLang(r), missing))
		}
	}
	opts := games.Options{}
	bots, level := 0, games.Normal
	timing, err := a.timingOf(ctx, r)
	if err != nil {
		return nil, err
	}
	var invites []session.Invitee
	for k, v := range r.Options {
		if timingOption(k) || k == optThread {
			continue
		}
		if k == optInvite {
			who, err := inviteeOf(r, v)
			if err != nil {
				return nil, err
			}
			invites = append(invites, who)
			continue
		}
		if k == "bots" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return nil, refuse("lobby.refuse.bots")
			}
			bots = n
			continue
		}
		if k == optLevel {
			l, err := games.ParseLevel(v)
			if err != nil {
				return nil, refuse("lobby.refuse.level")
			}
			level = l
			continue
		}
		if v = strings.TrimSpace(v); v != "" {
			// An option left empty is the game's default, as one not given.
			opts[k] = v
		}
	}
	req := session.OpenRequest{
		Guild: r.Guild, Channel: r.Channel, Game: game, Options: opts, Bots: bots, Level: level, Timing: timing,
		Host: session.Player{User: r.User.ID, Name: r.User.Name}, Lang: string(a.publicLang(ctx, r)), Invites: invites,
	}
	thread, err := a.placeMatch(ctx, r, &req)
	if err != nil {
		return nil, err
	}
	if thread {
		return a.threadReply(r, req), nil
	}
	if r.Guild == "" {
		return nil, refuse("lobby.refuse.dm")
	}
	return a.openLobby(ctx, req, privateLang(r))
}

// openLobby opens req's lobby and answers so, privately; a lobby in a
// thread is announced in the parent channel instead (threadLobbyNote).
func (a *App) openLobby(ctx context.Context, req session.OpenRequest, l locale.Lang) (*Reply, error) {
	m, err := a.matches.Open(ctx, req)
	if err != nil {
		return nil, err
	}
	rules, _ := m.Rules()
	text := l.Say("lobby.opened.others", rules.Info().Title)
	if _, most := games.SeatRange(rules, m.Options); most == 1 {
		text = l.Say("lobby.opened.solo", rules.Info().Title)
	}
	reply := &Reply{
		Message: render.Reply(text),
		Board:   &boardlife.Fact{Channel: m.Channel, Change: boardlife.Opened, Match: m},
	}
	for _, in := range m.Pending() {
		reply.Directs = append(reply.Directs, inviteDM(m, req.Host.Name, in.User))
	}
	return reply, nil
}

// lobbyReply edits the lobby board after a lobby change.
func lobbyReply(before, m *session.Match, text string) *Reply {
	return &Reply{
		Message: render.Reply(text),
		Board:   &boardlife.Fact{Channel: m.Channel, Change: boardlife.Seated, Match: m, Shown: before.BoardMessage},
	}
}

func (a *App) join(ctx context.Context, r *Request) (*Reply, error) {
	before, err := a.current(ctx, r)
	if err != nil {
		return nil, err
	}
	m, err := a.matches.Join(ctx, r.Channel, session.Player{User: r.User.ID, Name: r.User.Name})
	if err != nil {
		return nil, err
	}
	return lobbyReply(before, m, privateLang(r).Say("lobby.joined")), nil
}

func (a *App) leave(ctx context.Context, r *Request) (*Reply, error) {
	before, err := a.current(ctx, r)
	if err != nil {
		return nil, err
	}
	m, err := a.matches.Leave(ctx, r.Channel, r.User.ID)
	if err != nil {
		return nil, err
	}
	if m.Phase == session.Cancelled {
		return lobbyReply(before, m, privateLang(r).Say("lobby.left_closed")), nil
	}
	return lobbyReply(before, m, privateLang(r).Say("lobby.left")), nil
}

func (a *App) addBot(ctx context.Context, r *Request) (*Reply, error) {
	before, err := a.current(ctx, r)
	if err != nil {
		return nil, err
	}
	m, err := a.matches.AddBot(ctx, r.Channel, r.User.ID)
	if err != nil {
		return nil, err
	}
	return lobbyReply(before, m, privateLang(r).Say("lobby.bot_seated")), nil
}

func (a *App) start(ctx context.Context, r *Request) (*Reply, error) {
	before, err := a.current(ctx, r)
	if err != nil {
		return nil, err
	}
	out, err := a.matches.Start(ctx, r.Channel, r.User.ID)
	note, kept := a.botsBehind(ctx, r, out, err)
	if err != nil && !kept {
		return nil, err
	}
	b := afterMove(before, nil, out)
	b.Change = boardlife.Started
	rename := renameThread(r, out.Match)
	if kept {
		return &Reply{Message: render.Reply(keptText(privateLang(r), privateLang(r).Say("game.started"), note.private)), Board: noted(b, note), Rename: rename}, nil
	}
	return &Reply{Message: render.Reply(privateLang(r).Say("game.started")), Board: b, Rename: rename}, nil
}

func (a *App) cancel(ctx context.Context, r *Request) (*Reply, error) {
	before, err := a.current(ctx, r)
	if err != nil {
		return nil, err
	}
	m, err := a.matches.Cancel(ctx, r.Channel, r.User.ID, r.CanManage)
	if err != nil {
		return nil, err
	}
	b := &boardlife.Fact{Channel: m.Channel, Change: boardlife.Closed, Match: m, Shown: before.BoardMessage}
	if before.Phase != session.Lobby {
		b.Change, b.Said = boardlife.Cancelled, a.publicLang(ctx, r).Say("game.cancelled_by", r.User.Name)
	}
	return &Reply{Message: render.Reply(privateLang(r).Say("game.cancelled")), Board: b}, nil
}

// lobbyButton handles the lobby's buttons.
func (a *App) lobbyButton(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	var reply *Reply
	switch id.Arg {
	case "join":
		reply, err = a.join(ctx, r)
	case "leave":
		reply, err = a.leave(ctx, r)
	case "bot":
		reply, err = a.addBot(ctx, r)
	case "start":
		reply, err = a.start(ctx, r)
	case "cancel":
		reply, err = a.cancel(ctx, r)
	default:
		return nil, refuse("button.refuse.not_mine")
	}
	if err != nil {
		return nil, err
	}
	// A click answers through the board itself; no private line is needed.
	reply.Message = nil
	return reply, nil
}

package commands

import (
	"context"
	"log/slog"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// App holds what the handlers share.
type App struct {
	matches *session.Manager
	log     *slog.Logger
	locales localeCache
	pages   Pages // nil: no web pages (WithPages)
}

// NewRouter returns a Router with every Quintet command, component and
// autocomplete route.
func NewRouter(matches *session.Manager, log *slog.Logger, opts ...Option) *Router {
	a := &App{matches: matches, log: log}
	for _, o := range opts {
		o(a)
	}
	rt := newRouter(log)
	rt.seen = func(ctx context.Context, r *Request) {
		a.rememberLocale(ctx, r)
		a.rememberGuildLocale(ctx, r)
	}
	rt.Command("rules", a.rules)
	for _, d := range Definitions() {
		if d.Name != "play" {
			continue
		}
		for _, sub := range d.Options {
			rt.Command("play "+sub.Name, a.play)
			rt.Public("play "+sub.Name, asksThread) // threadLobbyNote
		}
	}
	rt.Command("game join", a.join)
	rt.Command("game leave", a.leave)
	rt.Command("game start", a.start)
	rt.Command("game cancel", a.cancel)
	rt.Command("game board", a.board)
	rt.Command("game move", a.typedMove)
	rt.Command("game moves", a.moves)
	rt.Command("game hand", a.hand)
	rt.Command("game resign", a.resign)
	rt.Command("game rejoin", a.rejoin)
	rt.Command("game catchup", a.catchup)
	rt.Command("game undo", a.undo)
	rt.Command("game pause", a.pause)
	rt.Command("game resume", a.resume)
	rt.Command("game extend", a.extend)
	rt.Command("game mine", a.mine)
	rt.Command("game invite", a.gameInvite)
	rt.Command("game follow", a.follow)
	rt.Command("game unfollow", a.unfollow)
	rt.Command("settings turn_time", a.settingsTurnTime)
	rt.Command("settings season", a.settingsSeason)
	rt.Command("settings season_channel", a.settingsSeasonChannel)
	rt.Command("settings thread", a.settingsThread)
	rt.Command("settings language", a.settingsLanguage)
	rt.Command("settings show", a.settingsShow)
	rt.Command("settings web on", a.settingsWeb)
	rt.Command("settings web off", a.settingsWeb)
	rt.Command("settings web rotate", a.settingsWeb)
	rt.Command("help", a.help)
	rt.Command("notify on", a.notify)
	rt.Command("notify off", a.notify)
	rt.Command("notify quiet", a.notifyQuiet)
	rt.Command("leaderboard", a.leaderboard)
	rt.Command("stats player", a.playerStats)
	rt.Command("stats dice", a.diceStats)
	rt.Command("history", a.history)
	rt.Command("privacy", a.privacy)
	rt.Component(render.ActPage, a.turnPage)
	rt.Component(render.ActPrivacy, a.privacyButton)
	rt.Component(render.ActVote, a.agreeClock)
	rt.Autocomplete("game move", a.completeMove)
	rt.Autocomplete("leaderboard", a.completeMetric)
	rt.Component(render.ActLobby, a.lobbyButton)
	rt.Component(render.ActRematch, a.rematch)
	rt.Component(render.ActUndo, a.answerUndo)
	rt.Component(render.ActResign, a.confirmResign)
	rt.Component(render.ActInvite, a.answerInvite)
	rt.Component(render.ActMove, a.clickMove)
	rt.Component(render.ActUI, a.changeUI)
	rt.Component(render.ActPrivate, a.private)
	rt.Component(render.ActForm, a.openForm)
	rt.Component(render.ActText, a.boardText)
	rt.Modal(string(render.ActForm), a.submitForm)
	for _, path := range []string{"game pause", "game resume", "game extend", "game invite", "leaderboard", "stats"} {
		rt.Public(path, Always)
	}
	// /history export:<id> attaches a file for the asker alone.
	rt.Public("history", func(r *Request) bool { return strings.TrimSpace(r.Options["export"]) == "" })
	return rt
}

// lobbyOf renders a lobby.
func lobbyOf(m *session.Match) *render.Message { return lobbySaying(m, "") }

// lobbySaying renders a lobby with said, what just happened to it (an
// invitation answered), as its note while it is open.
func lobbySaying(m *session.Match, said string) *render.Message {
	l := render.Lobby{
		Game: m.Game, Title: m.Game, Version: m.Version, Host: hostName(m), Seats: seatsOf(m),
		Options: m.Options, Clock: lobbyClock(m), Closed: !(m.Phase == session.Lobby), Invited: invitedOf(m),
		Lang: matchLang(m),
	}
	if seated, err := m.Seated(); err == nil {
		// The seats the start gives, so nobody moves at the start.
		l.Seats = seatsOf(&session.Match{Players: seated})
	}
	if r, err := m.Rules(); err == nil {
		info := r.Info()
		l.Title = info.Title
		l.MinSeats, l.MaxSeats = games.SeatRange(r, m.Options) // solitaire: one
		l.Teams = lobbyTeams(r, m)
	}
	lang := matchLang(m)
	switch m.Phase {
	case session.Lobby:
		l.Note = said
	case session.Playing, session.Finished:
		l.Note = lang.Say("lobby.note.started")
	case session.Cancelled:
		l.Note = lang.Say("lobby.note.cancelled")
		if len(m.Players) == 0 {
			l.Note = lang.Say("lobby.note.closed")
		}
	}
	msg := render.LobbyMessage(l)
	render.SayInviteButtons(msg, lang)
	return msg
}

// lobbyClock is the lobby's line on the match's clock, in the match's
// language: the turn time and what repeated timeouts do, and beneath it
// the game's likely length at that turn time (games.LengthNote), so that
// those who join know what they commit to.
func lobbyClock(m *session.Match) string {
	key := "lobby.clock.bot"
	if m.OnTimeouts == session.Abandon {
		key = "lobby.clock.abandon"
	}
	clock := matchLang(m).Say(key, Duration(m.TurnLength()), m.Limit())
	if r, err := m.Rules(); err == nil {
		if note := games.LengthNoteIn(matchLang(m), r, m.Options, len(m.Players), m.TurnLength()); note != "" {
			clock += "\n" + note
		}
	}
	return clock
}

// hostName is the name of the match's host, or "" once the host has left
// a lobby that everyone left: a bot, which has no user, never hosts.
func hostName(m *session.Match) string {
	for _, p := range m.Players {
		if p.User != "" && p.User == m.Host {
			return p.Name
		}
	}
	return ""
}

// seatsOf is m's seats as its boards name them, a seat's note
// ("(resigned)") in the match's language after its name.
func seatsOf(m *session.Match) []render.Seat {
	out := make([]render.Seat, len(m.Players))
	for i, p := range m.Players {
		out[i] = render.Seat{Name: p.Name, User: p.User, Bot: p.Bot, Level: p.Level}
		if p.Resigned {
			out[i].User = ""
		}
		if note := p.SeatNoteIn(matchLang(m)); note != "" {
			out[i].Name += " " + note
		}
	}
	return out
}

// current returns the channel's match, refusing when there is none (and
// naming the threads of the channel that hold one, if any).
func (a *App) current(ctx context.Context, r *Request) (*session.Match, error) {
	m, err := a.matches.Get(ctx, r.Channel)
	return m, a.inThreads(ctx, r, err)
}

package commands

import (
	"context"
	"errors"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// board posts the board again as a new message; in a channel whose last
// match has ended, that match's final board (whose post may have failed),
// shown privately to one who did not play it (endedBoard). To one without
// a seat in a match in play, it shows the board privately (spectate).
// With text:true it shows its text rendering to the user alone.
func (a *App) board(ctx context.Context, r *Request) (*Reply, error) {
	if r.Options["text"] == "true" {
		return a.boardText(ctx, r)
	}
	m, err := a.current(ctx, r)
	if errors.Is(err, session.ErrNoMatch) && !elsewhere(err) {
		if b := a.finalBoard(ctx, r); b != nil {
			return endedBoard(privateLang(r), b, r.User.ID), nil
		}
	}
	if err != nil {
		return nil, err
	}
	if _, seated := m.SeatOf(r.User.ID); !seated && m.Phase == session.Playing {
		return spectate(privateLang(r), m)
	}
	if _, err := m.Decode(); err != nil {
		return nil, err
	}
	return &Reply{Message: render.Reply(privateLang(r).Say("board.here")), Board: &boardlife.Fact{Channel: m.Channel, Change: boardlife.Shown, Match: m, Shown: m.BoardMessage}}, nil
}

// boardText answers the board's Text button and /game board text:true:
// the text rendering of the board as it stands, privately, for a screen
// reader, a phone that wraps the picture's text or a client without
// pictures. It changes nothing and is open to anyone in the channel; in a
// channel whose last match has ended, it shows that match's final board,
// as /game board does.
func (a *App) boardText(ctx context.Context, r *Request) (*Reply, error) {
	m, err := a.current(ctx, r)
	if errors.Is(err, session.ErrNoMatch) && !elsewhere(err) {
		if b := a.finalBoard(ctx, r); b != nil {
			return &Reply{Message: render.TextView(boardlife.Plan(b, Boards).Render())}, nil
		}
	}
	if err != nil {
		return nil, err
	}
	if _, err := m.Decode(); err != nil {
		return nil, err
	}
	msg := Boards.Draw(CurrentBoard(m))
	msg.Fit()
	return &Reply{Message: render.TextView(msg)}, nil
}

// finalBoard is the final board of the channel's last finished match,
// to post anew in place of the message that shows it now (whose buttons
// go); nil when the channel has none.
func (a *App) finalBoard(ctx context.Context, r *Request) *boardlife.Fact {
	m, err := a.matches.LastFinished(ctx, r.Guild, r.Channel)
	if err != nil {
		return nil
	}
	b, err := FinalBoard(m)
	if err != nil {
		return nil
	}
	return b
}

// endedBoard answers /game board for the final board b of the
// channel's last match: posted anew for one of its players, shown to
// anyone else privately, read-only, so that nobody outside a game can
// fill the channel with its old boards. Its own line is in l, the
// user's language.
func endedBoard(l locale.Lang, b *boardlife.Fact, user string) *Reply {
	if heldSeat(b.Match, user) {
		return &Reply{Message: render.Reply(l.Say("board.final")), Board: b}
	}
	drawn := boardlife.Plan(b, Boards).Render()
	if drawn == nil {
		return &Reply{Message: render.Reply(l.Say("board.final_lost"))}
	}
	msg := *drawn
	msg.Components, msg.Mentions, msg.Ephemeral, msg.Nonce = nil, nil, true, ""
	render.AddTextButtonIn(matchLang(b.Match), &msg, b.Match.Version) // the text rendering is open to anyone
	msg.Fit()
	return &Reply{Message: &msg}
}

// heldSeat reports whether user held a seat of m, resigned or not.
func heldSeat(m *session.Match, user string) bool {
	for _, p := range m.Players {
		if user != "" && p.User == user {
			return true
		}
	}
	return false
}

// CurrentBoard is the open match's board as it stands, to edit the board
// message in place (to post, when none shows).
func CurrentBoard(m *session.Match) *boardlife.Fact {
	return &boardlife.Fact{Channel: m.Channel, Change: boardlife.Owed, Match: m, Shown: m.BoardMessage}
}

// OwedBoard returns the board an open match owes when its board message
// shows an older version than the match (a stop came between a move and
// its board), to edit in place, or when it has none (a stop came between
// the lobby's record and its first board), to post; nil when it owes
// none.
func OwedBoard(m *session.Match) *boardlife.Fact {
	if m.BoardMessage != "" && m.BoardVersion >= m.Version || (m.Phase != session.Lobby && m.Phase != session.Playing) {
		return nil
	}
	return CurrentBoard(m)
}

// hand shows the user's own sheet or hand, ephemerally.
func (a *App) hand(ctx context.Context, r *Request) (*Reply, error) {
	m, st, seat, err := a.seated(ctx, r)
	if err != nil {
		return nil, err
	}
	t := table(m, st, seat, "", "")
	t.Lang = privateLang(r)
	return &Reply{Message: render.For(m.Game).Private(t)}, nil
}

// private answers a "My sheet" / "My moves" button, or updates an open
// private view when its ui state changes.
func (a *App) private(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	m, st, seat, err := a.seated(ctx, r)
	if err != nil {
		return nil, err
	}
	t := table(m, st, seat, id.Arg, "")
	t.Lang = privateLang(r)
	msg := render.For(m.Game).Private(t)
	if r.Message != m.BoardMessage && id.Arg != "" {
		return &Reply{Update: msg}, nil
	}
	return &Reply{Message: msg}, nil
}

// changeUI redraws the board with a new UI state (a toggle), for the
// actor only; nothing is played. The state is the custom id's argument;
// a select menu adds the values chosen, each after a space.
func (a *App) changeUI(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	for _, v := range r.Values {
		id.Arg += " " + v
	}
	m, st, seat, err := a.seated(ctx, r)
	if err != nil {
		return nil, err
	}
	if !m.Fresh(seat, id.Version) {
		return nil, session.ErrStale
	}
	if len(st.Legal(seat)) == 0 {
		return nil, whoActs(privateLang(r), m, st)
	}
	t := table(m, st, games.Spectator, id.Arg, "")
	if r.Message == m.BoardMessage {
		return &Reply{Update: render.Board(t)}, nil
	}
	t = table(m, st, seat, id.Arg, "")
	t.Lang = privateLang(r)
	return &Reply{Update: render.For(m.Game).Private(t)}, nil
}

// whoActs refuses a player with no move, saying in l whose move it is.
func whoActs(l locale.Lang, m *session.Match, st games.State) error {
	actors := st.Actors()
	if len(actors) == 0 {
		return refuse("error.game_over")
	}
	if len(actors) == 1 {
		return refuse("view.turn_of", m.Name(actors[0]))
	}
	return refuse("moves.none")
}

// rejoin gives the user their seat back from the bot that took it over
// after their timeouts, and redraws the board with the seat as theirs.
// In a channel whose last game was abandoned, it says so: nothing is
// left to rejoin.
func (a *App) rejoin(ctx context.Context, r *Request) (*Reply, error) {
	m, err := a.matches.Rejoin(ctx, r.Channel, r.User.ID)
	if errors.Is(err, session.ErrNoMatch) && !elsewhere(err) {
		if last, lerr := a.matches.LastFinished(ctx, r.Guild, r.Channel); lerr == nil && last.Phase == session.Cancelled && last.Abandoned {
			return nil, refuse("error.rejoin_abandoned")
		}
	}
	if err != nil {
		return nil, err
	}
	text := matchLang(m).Say("rejoin.done", r.User.Name)
	reply := &Reply{Message: render.Public(text)}
	if _, err := m.Decode(); err == nil {
		reply.Board = &boardlife.Fact{Channel: m.Channel, Change: boardlife.Rejoined, Match: m, Shown: m.BoardMessage, Said: text}
	}
	return reply, nil
}

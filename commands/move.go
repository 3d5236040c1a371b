package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// typedMove plays /game move notation:<text>.
func (a *App) typedMove(ctx context.Context, r *Request) (*Reply, error) {
	move := games.Move(typedText(r.Options["notation"]))
	if move == "" {
		return nil, a.moveExample(ctx, r)
	}
	reply, err := a.playMove(ctx, r, move, 0)
	if err != nil {
		return nil, err
	}
	played := privateLang(r).Say("move.played", quote(string(games.Normalize(move))))
	if reply.Message != nil { // a bot's move after it was not saved
		played = keptText(privateLang(r), played, reply.Message.Content)
	}
	reply.Message = render.Reply(played)
	return reply, nil
}

// clickMove plays the move of a button, or the one chosen in a select.
func (a *App) clickMove(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	if id.Version == 0 {
		// Components are drawn for a version of 1 or more; 0 would
		// skip the stale-click check (PlayRequest.Version), so only a
		// forged custom id carries it.
		return nil, session.ErrStale
	}
	move := games.Move(id.Arg)
	if id.SelectsMove() {
		if len(r.Values) != 1 {
			return nil, refuse("move.choose_one")
		}
		move = games.Move(r.Values[0])
	}
	reply, err := a.playMove(ctx, r, move, id.Version)
	if err != nil {
		return nil, err
	}
	if r.Message != reply.Board.Shown {
		// The click came from a private view: close it.
		played := privateLang(r).Say("move.played", quote(string(games.Normalize(move))))
		if reply.Message != nil { // a bot's move after it was not saved
			played, reply.Message = keptText(privateLang(r), played, reply.Message.Content), nil
		}
		reply.Update = &render.Message{Content: played, Ephemeral: true}
	}
	return reply, nil
}

// playMove plays a move for the invoking user and returns the board reply;
// when the move stands but a bot's after it was not saved, the reply's
// Message holds what the player must be told (see botsBehind).
func (a *App) playMove(ctx context.Context, r *Request, move games.Move, version int64) (*Reply, error) {
	out, err := a.matches.Play(ctx, session.PlayRequest{Channel: r.Channel, User: r.User.ID, Move: move, Version: version})
	note, kept := a.botsBehind(ctx, r, out, err)
	if err != nil && !kept {
		return nil, err
	}
	reply := &Reply{Board: afterMove(out.Match, out.Before, out)}
	if kept {
		// The move stands: its board goes out, saying what did not.
		reply.Board, reply.Message = noted(reply.Board, note), render.Reply(note.private)
	}
	return reply, nil
}

// seated returns the match, its state and the user's seat.
func (a *App) seated(ctx context.Context, r *Request) (*session.Match, games.State, games.Seat, error) {
	m, err := a.current(ctx, r)
	if err != nil {
		return nil, nil, 0, err
	}
	st, err := m.Decode()
	if err != nil {
		return nil, nil, 0, err
	}
	seat, ok := m.SeatOf(r.User.ID)
	if !ok {
		return nil, nil, 0, m.NotSeated(r.User.ID)
	}
	if err := m.BotHolds(r.User.ID); err != nil {
		return nil, nil, 0, err
	}
	return m, st, seat, nil
}

// moveExample asks for a typed move, with one of the user's legal moves
// as the example when they have one: each game writes moves its own way.
func (a *App) moveExample(ctx context.Context, r *Request) error {
	if _, st, seat, err := a.seated(ctx, r); err == nil {
		if legal := st.Legal(seat); len(legal) > 0 {
			return refuse("move.example", string(legal[0]))
		}
	}
	return refuse("move.type_one")
}

// completeMove offers the user's legal moves that contain what is typed.
func (a *App) completeMove(ctx context.Context, r *Request) (*Reply, error) {
	_, st, seat, err := a.seated(ctx, r)
	if err != nil {
		return &Reply{Choices: []*discordgo.ApplicationCommandOptionChoice{}}, nil
	}
	typed := string(games.Normalize(games.Move(typedText(r.Options["notation"]))))
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	for _, m := range readingOrder(st.Legal(seat)) {
		if len(choices) == 25 {
			break
		}
		if strings.Contains(string(m), typed) {
			choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: string(m), Value: string(m)})
		}
	}
	return &Reply{Choices: choices}, nil
}

// moves lists the user's legal moves, ephemerally.
func (a *App) moves(ctx context.Context, r *Request) (*Reply, error) {
	m, st, seat, err := a.seated(ctx, r)
	if err != nil {
		return nil, err
	}
	legal := st.Legal(seat)
	if len(legal) == 0 {
		return Ephemeral(notYourTurn(privateLang(r), m, st)), nil
	}
	l := privateLang(r)
	if sum := games.MovesSummaryIn(l, st, seat); sum != "" {
		return Ephemeral(sum + "\n" + l.Say("moves.summary_tail")), nil
	}
	head := l.Say("moves.head", len(legal))
	if note := games.MovesNote(st, seat); note != "" {
		// The engine's note is English: the whole list stays English.
		l, head = locale.English, fmt.Sprintf("You may play %s:", note)
	}
	return Ephemeral(movesList(l, head, legal)), nil
}

// movesList is head, then the moves of legal in reading order, one a
// line, cut with how many it leaves out where they pass one message.
func movesList(l locale.Lang, head string, legal []games.Move) string {
	var b strings.Builder
	b.WriteString(head + "\n")
	leftOut := l.Say("moves.left_out", len(legal))
	for i, m := range readingOrder(legal) {
		line := "`" + string(m) + "`\n"
		if b.Len()+len(line) > render.MaxContent-len(leftOut)-10 {
			b.WriteString(l.Say("moves.left_out", len(legal)-i))
			break
		}
		b.WriteString(line)
	}
	return b.String()
}

// notYourTurn says why a seated player has no move: the game is over,
// or whom it waits for, in l.
func notYourTurn(l locale.Lang, m *session.Match, st games.State) string {
	if st.Result().Over {
		return l.Say("error.game_over")
	}
	var waiting []string
	for _, s := range st.Actors() {
		waiting = append(waiting, m.Name(s))
	}
	if len(waiting) == 0 {
		return l.Say("moves.none")
	}
	return l.Say("moves.waiting", joinAnd(l, waiting))
}

// joinAnd lists names as l writes a list: "a, b and c".
func joinAnd(l locale.Lang, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return l.Say("list.and", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

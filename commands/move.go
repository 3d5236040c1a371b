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

// typedMove plays /game move notation:<text>, typed in English notation
// or in the words of the player's language (games.ReadMove).
func (a *App) typedMove(ctx context.Context, r *Request) (*Reply, error) {
	move := games.Move(typedText(r.Options["notation"]))
	if move == "" {
		return nil, a.moveExample(ctx, r)
	}
	game := ""
	if m, err := a.matches.Get(ctx, r.Channel); err == nil {
		// Without a match, Play below says why there is none.
		game = m.Game
		move = games.ReadMove(privateLang(r), game, move)
	}
	reply, err := a.playMove(ctx, r, move, 0)
	if err != nil {
		// A refusal quoting the move's words quotes them as typed.
		return nil, games.SayMoveWords(err, game)
	}
	played := playedText(privateLang(r), reply, move)
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
		played := playedText(privateLang(r), reply, move)
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

// playedText tells the player in l that move, which reply played, stands:
// the move in l's words.
func playedText(l locale.Lang, reply *Reply, move games.Move) string {
	game := ""
	if reply.Board != nil && reply.Board.Match != nil {
		game = reply.Board.Match.Game
	}
	return l.Say("move.played", quote(games.MoveIn(l, game, move)))
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
// in their words as the example when they have one: each game writes
// moves its own way.
func (a *App) moveExample(ctx context.Context, r *Request) error {
	if m, st, seat, err := a.seated(ctx, r); err == nil {
		if legal := st.Legal(seat); len(legal) > 0 {
			return refuse("move.example", games.MoveIn(privateLang(r), m.Game, legal[0]))
		}
	}
	return refuse("move.type_one")
}

// completeMove offers the user's legal moves that contain what is typed,
// in English notation or in the user's words: each choice is labelled in
// the user's words, its value the English notation the engine reads.
func (a *App) completeMove(ctx context.Context, r *Request) (*Reply, error) {
	match, st, seat, err := a.seated(ctx, r)
	if err != nil {
		return &Reply{Choices: []*discordgo.ApplicationCommandOptionChoice{}}, nil
	}
	l := privateLang(r)
	found := games.MoveFinder(l, match.Game, typedText(r.Options["notation"]))
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	for _, m := range readingOrderIn(l, match.Game, st.Legal(seat)) {
		if len(choices) == 25 {
			break
		}
		if found(m.move) {
			choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: m.label, Value: string(m.move)})
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
	return Ephemeral(movesList(l, m.Game, head, legal)), nil
}

// movesList is head, then the moves of legal of game in reading order,
// in l's words, one a line, cut with how many it leaves out where they
// pass one message.
func movesList(l locale.Lang, game, head string, legal []games.Move) string {
	var b strings.Builder
	b.WriteString(head + "\n")
	leftOut := l.Say("moves.left_out", len(legal))
	for i, m := range readingOrderIn(l, game, legal) {
		line := "`" + m.label + "`\n"
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
func joinAnd(l locale.Lang, names []string) string { return l.And(names) }

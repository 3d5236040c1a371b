package bot

import (
	"context"
	"errors"
	"fmt"
	"github.com/quintetbot/quintet/bot/boardlife"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/render"
)

type noBoards struct{ set []string }

func (n *noBoards) SetBoard(_ context.Context, _ string, _, _ int64, id string) error {
	n.set = append(n.set, id)
	return nil
}

// testReply is a reply whose board is planned already.
type testReply struct {
	Message, Update *render.Message
	Board           *boardlife.Board
}

// deliver answers the interaction and delivers its board at once, as the
// board's life does with no board interval and no other board waiting.
func deliver(ctx context.Context, sink Sink, boards BoardRecorder, r *commands.Request, reply *testReply) error {
	pending, err := respondPlanned(ctx, sink, r, &commands.Reply{Message: reply.Message, Update: reply.Update}, reply.Board)
	if err != nil || pending == nil {
		return err
	}
	return pending.Deliver(ctx, sink, boards)
}

func TestDeliver(t *testing.T) {
	board := render.Public("new board")
	retired := render.Public("old board, retired")
	cases := []struct {
		name      string
		req       commands.Request
		reply     testReply
		wantKind  commands.ResponseKind
		wantPosts int
		wantEdits int
		wantSet   int
	}{
		{"click on the board, same turn: one update, its version recorded", commands.Request{Kind: commands.KindComponent, Message: "b1"},
			testReply{Board: &boardlife.Board{Version: 3, Message: board, Previous: "b1"}}, commands.RespondUpdate, 0, 0, 1},
		{"click on the board, new turn: retire by update, post", commands.Request{Kind: commands.KindComponent, Message: "b1"},
			testReply{Board: &boardlife.Board{Version: 3, Message: board, Previous: "b1", New: true, Retired: retired}}, commands.RespondUpdate, 1, 0, 1},
		{"click on the board, new turn, nothing to show: ack, post, strip", commands.Request{Kind: commands.KindComponent, Message: "b1"},
			testReply{Board: &boardlife.Board{Version: 3, Message: board, Previous: "b1", New: true}}, commands.RespondAck, 1, 1, 1},
		{"click in a private view: update it, edit the board, record its version", commands.Request{Kind: commands.KindComponent, Message: "p9"},
			testReply{Update: render.Reply("You played skip."), Board: &boardlife.Board{Version: 3, Message: board, Previous: "b1"}}, commands.RespondUpdate, 0, 1, 1},
		{"typed move: answer, post, retire", commands.Request{Kind: commands.KindCommand},
			testReply{Message: render.Reply("You played skip."), Board: &boardlife.Board{Version: 3, Message: board, Previous: "b1", New: true}}, commands.RespondMessage, 1, 1, 1},
		{"first board of a channel", commands.Request{Kind: commands.KindCommand},
			testReply{Message: render.Reply("Opened."), Board: &boardlife.Board{Version: 1, Message: board, New: true}}, commands.RespondMessage, 1, 0, 1},
		{"final board: posted, not recorded", commands.Request{Kind: commands.KindCommand},
			testReply{Board: &boardlife.Board{Message: board, Previous: "b1", New: true}}, commands.RespondMessage, 1, 1, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sink := newRecorder()
			sink.msgs["b1"] = render.Public("old board")
			sink.msgs["p9"] = render.Reply("private")
			boards := &noBoards{}
			if err := deliver(context.Background(), sink, boards, &c.req, &c.reply); err != nil {
				t.Fatal(err)
			}
			if len(sink.responses) != 1 || sink.responses[0].Kind != c.wantKind {
				t.Fatalf("responses %+v, want one of kind %d", sink.responses, c.wantKind)
			}
			if sink.n != c.wantPosts || sink.edits != c.wantEdits || len(boards.set) != c.wantSet {
				t.Fatalf("posts %d edits %d recorded %d, want %d %d %d", sink.n, sink.edits, len(boards.set), c.wantPosts, c.wantEdits, c.wantSet)
			}
		})
	}
}

// failingEdits is a recorder whose edits fail, as for a deleted message.
type failingEdits struct{ *recorder }

func (f failingEdits) Edit(context.Context, string, string, *render.Message) error {
	return errors.New("404: Unknown Message")
}

func TestDeliverDeletedBoard(t *testing.T) {
	sink := failingEdits{newRecorder()}
	boards := &noBoards{}
	reply := &testReply{Message: render.Reply("You played skip."), Board: &boardlife.Board{Version: 4, Message: render.Public("board"), Previous: "gone"}}
	if err := deliver(context.Background(), sink, boards, &commands.Request{Kind: commands.KindCommand}, reply); err != nil {
		t.Fatal(err)
	}
	if sink.n != 1 || len(boards.set) != 1 {
		t.Fatalf("a board whose message is gone was not posted anew: posts %d, recorded %v", sink.n, boards.set)
	}
	reply = &testReply{Board: &boardlife.Board{Version: 5, Message: render.Public("board"), Previous: "gone", New: true}}
	err := deliver(context.Background(), sink, boards, &commands.Request{Kind: commands.KindCommand}, reply)
	if !errors.Is(err, ErrRetire) || sink.n != 2 {
		t.Fatalf("retiring a deleted board: %v, posts %d", err, sink.n)
	}
}

// drawOrder is a recorder that notes when the interaction is answered.
type drawOrder struct {
	*recorder
	events *[]string
}

func (d drawOrder) Respond(ctx context.Context, r *commands.Request, resp commands.Response) error {
	*d.events = append(*d.events, "respond")
	return d.recorder.Respond(ctx, r, resp)
}

// TestDeliverAnswersBeforeDrawing: a typed move's answer goes out before
// its board is drawn; a click whose answer is the board draws it first.
func TestDeliverAnswersBeforeDrawing(t *testing.T) {
	for _, tt := range []struct {
		name  string
		req   commands.Request
		reply func(draw func() *render.Message) *testReply
		want  string
	}{
		{"typed move", commands.Request{Kind: commands.KindCommand}, func(draw func() *render.Message) *testReply {
			return &testReply{Message: render.Reply("You played skip."), Board: &boardlife.Board{Version: 3, Draw: draw, Previous: "b1"}}
		}, "respond draw"},
		{"click on the board", commands.Request{Kind: commands.KindComponent, Message: "b1"}, func(draw func() *render.Message) *testReply {
			return &testReply{Board: &boardlife.Board{Version: 3, Draw: draw, Previous: "b1"}}
		}, "draw respond"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var events []string
			draws := 0
			draw := func() *render.Message {
				draws++
				events = append(events, "draw")
				return render.Public("board")
			}
			sink := drawOrder{newRecorder(), &events}
			sink.msgs["b1"] = render.Public("old board")
			if err := deliver(context.Background(), sink, &noBoards{}, &tt.req, tt.reply(draw)); err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(events, " "); got != tt.want || draws != 1 {
				t.Fatalf("events %q (%d draws), want %q and one draw", got, draws, tt.want)
			}
		})
	}
}

// TestPendingBoardThen: two boards of a channel delivered as one show the
// later picture, post a new message if either asked for one, and keep the
// earlier retired look when the later has none.
func TestPendingBoardThen(t *testing.T) {
	retired := render.Public("retired")
	first := &PendingBoard{Board: &boardlife.Board{Channel: "c", Version: 3, Message: render.Public("v3"), Previous: "b1", New: true, Retired: retired}}
	draws := 0
	second := &PendingBoard{Board: &boardlife.Board{Channel: "c", Version: 4, Previous: "b1",
		Draw: func() *render.Message { draws++; return render.Public("v4") }}}
	got := first.Then(second)
	if !got.Board.New || got.Board.Version != 4 || got.Board.Previous != "b1" || got.Board.Retired != retired {
		t.Fatalf("merged %+v", got.Board)
	}
	if draws != 0 {
		t.Fatal("merging drew the board")
	}
	if m := got.Board.Render(); m.Content != "v4" && !strings.Contains(m.Text, "v4") {
		t.Fatalf("merged board shows %+v, want the later one", m)
	}
	sink := newRecorder()
	sink.msgs["b1"] = render.Public("old")
	boards := &noBoards{}
	if err := got.Deliver(context.Background(), sink, boards); err != nil {
		t.Fatal(err)
	}
	if sink.n != 1 || sink.edits != 1 || len(boards.set) != 1 || draws != 1 {
		t.Fatalf("posts %d edits %d recorded %d draws %d; want a new board posted, recorded and the old retired, one draw",
			sink.n, sink.edits, len(boards.set), draws)
	}
	// Neither new: the later board edits the previous in place.
	third := (&PendingBoard{Board: &boardlife.Board{Channel: "c", Version: 5, Message: render.Public("v5"), Previous: "b2"}}).
		Then(&PendingBoard{Board: &boardlife.Board{Channel: "c", Version: 6, Message: render.Public("v6"), Previous: "b2"}})
	if third.Board.New || third.Board.Version != 6 {
		t.Fatalf("merged %+v", third.Board)
	}
}

// recorder is a Sink that keeps the channel's messages.
type recorder struct {
	msgs      map[string]*render.Message
	n         int
	responses []commands.Response
	edits     int
}

func newRecorder() *recorder { return &recorder{msgs: map[string]*render.Message{}} }

func (s *recorder) Respond(_ context.Context, r *commands.Request, resp commands.Response) error {
	s.responses = append(s.responses, resp)
	if resp.Kind == commands.RespondUpdate {
		s.msgs[r.Message] = resp.Message
	}
	return nil
}

func (s *recorder) Post(_ context.Context, _ string, m *render.Message) (string, error) {
	s.n++
	id := fmt.Sprint("m", s.n)
	s.msgs[id] = m
	return id, nil
}

func (s *recorder) Edit(_ context.Context, _, id string, m *render.Message) error {
	s.edits++
	if m == nil {
		c := *s.msgs[id]
		c.Components = nil
		m = &c
	}
	s.msgs[id] = m
	return nil
}

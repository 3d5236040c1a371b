package web

import (
	"cmp"
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/page"
)

// opened is a replay a signed link opened, with what its pages link by.
type opened struct {
	*built
	*told  // the replay's words in the page's language
	lang   locale.Lang
	secret []byte
	epoch  int
	path   string // the replay's signed path
	// query is what its links carry: the language chosen ("lang=fr"),
	// or "".
	query string
}

// open checks a replay link and returns its replay in the page's
// language (pageLang); errMissing for a wrong signature, a match that is
// gone, not finished, or of a server whose pages are off.
func (s *Server) open(ctx context.Context, r *http.Request, id, sig string) (*opened, error) {
	m, err := s.matches.Archived(ctx, id)
	if errors.Is(err, session.ErrNoMatchID) || err == nil && m.Phase != session.Finished {
		return nil, errMissing
	}
	if err != nil {
		return nil, err
	}
	secret, epoch, err := s.key(ctx, m.Guild)
	if err != nil {
		return nil, err
	}
	if !signed(secret, epoch, sig, kindMatch, m.Guild, m.ID) {
		return nil, errMissing
	}
	b, err := s.replays.get(cacheKey(m), func() (*built, error) {
		r, err := s.matches.FinishedReplay(ctx, m.Guild, m.ID)
		if errors.Is(err, session.ErrNoMatchID) {
			return nil, errMissing
		}
		if err != nil {
			return nil, err
		}
		return build(r), nil
	})
	if err != nil {
		return nil, err
	}
	l := s.pageLang(ctx, r, m.Guild, m.Lang)
	return &opened{built: b, told: b.wordsIn(l), lang: l, secret: secret, epoch: epoch,
		path: replayPath(secret, epoch, m.Guild, m.ID), query: langQuery(r)}, nil
}

// summaryIn is the match's one-line result in l: who won instead of a
// forfeited seat (session.FairStatus), else the last board's status line,
// which says the result in any language, when the steps are kept; else
// the stored summary.
func (o *opened) summaryIn(l locale.Lang) string {
	if o.Match.Result != nil && o.result.Summary != o.Match.Result.Summary {
		return session.FairStatus(o.Match, o.result).In(l)
	}
	if o.Pruned || len(o.States) == 0 {
		return o.result.Summary
	}
	final := o.States[len(o.States)-1]
	if !final.Result().Over {
		return o.result.Summary
	}
	return final.View(games.Spectator).StatusIn(l)
}

// stepOf reads a step number, errMissing for one the replay lacks.
func (o *opened) stepOf(text string, fallback int) (int, error) {
	if text == "" {
		return fallback, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 || n >= len(o.Steps) || strconv.Itoa(n) != text {
		return 0, errMissing
	}
	return n, nil
}

// replay answers a replay page: ?step=N shows step N, the set-up without.
func (s *Server) replay(w http.ResponseWriter, r *http.Request, id, sig string) error {
	o, err := s.open(r.Context(), r, id, sig)
	if err != nil {
		return err
	}
	step, err := o.stepOf(r.URL.Query().Get("step"), 0)
	if err != nil {
		return err
	}
	htmlHeaders(w)
	return page.WriteReplay(w, o.page(r.Context(), s, step))
}

// stepURL is the page of step n.
func (o *opened) stepURL(n int) string {
	return withQuery(o.path, o.query) + sep(o.query) + "step=" + strconv.Itoa(n) + "#board"
}

// sep is what joins a query to the next parameter: "?" after none.
func sep(query string) string {
	if query == "" {
		return "?"
	}
	return "&"
}

// page is the replay page of step n.
func (o *opened) page(ctx context.Context, s *Server, n int) *page.Replay {
	m := o.Match
	l := o.lang
	p := &page.Replay{Lang: l, Game: gameTitle(m.Game), MatchID: m.ID, Finished: page.DateTime(l, m.Updated),
		Pruned: o.Pruned, Check: o.check, Summary: games.ExpandSeats(o.summaryIn(l), o.nameOf)}
	p.Title = l.Say("web.replay.title", p.Game)
	p.Players = o.results(func(user string) string { return withQuery(o.playerURL(user), o.query) })
	if o.Pruned {
		return p
	}
	last := len(o.Steps) - 1
	p.Step, p.Last = n, last
	if n > 0 {
		p.Links.First, p.Links.Prev = o.stepURL(0), o.stepURL(n-1)
	}
	if n < last {
		p.Links.Next, p.Links.Last = o.stepURL(n+1), o.stepURL(last)
	}
	p.Moves = o.list().HTML(n)
	st := o.States[n]
	view := st.View(games.Spectator)
	p.Board = page.Board{Image: withQuery(o.path+"/"+strconv.Itoa(n)+".png", o.query), Title: view.TitleIn(l),
		Status: games.ExpandSeats(view.StatusIn(l), o.nameOf), Move: o.moves[n], Dice: o.dice[n]}
	p.Board.Alt = l.Say("web.replay.alt", n, p.Board.Status)
	scores := st.Result().Scores
	for i, seat := range o.seats {
		line := page.ScoreLine{Name: page.Name{Text: seat.Name, URL: withQuery(o.playerURL(seat.User), o.query)}}
		if i < len(scores) {
			line.Score = scores[i]
		}
		p.Board.Scores = append(p.Board.Scores, line)
	}
	return p
}

// list is the replay's list of steps in the page's language under its
// signed path and query, made once per path and query.
func (o *opened) list() *page.MoveList {
	o.mu.Lock()
	defer o.mu.Unlock()
	if where := o.path + "?" + o.query; o.listPath != where || o.moveList == nil {
		lines := make([]page.MoveLine, len(o.Steps))
		for i := range o.Steps {
			lines[i] = page.MoveLine{URL: o.stepURL(i), Text: o.moves[i]}
		}
		o.moveList, o.listPath = page.NewMoveList(lines), where
	}
	return o.moveList
}

// nameOf is a seat's name as the page shows it.
func (o *opened) nameOf(seat games.Seat) string {
	if seat < 0 || int(seat) >= len(o.seats) {
		return seat.String()
	}
	return o.seats[seat].Name
}

// playerURL is the page of a user in the match's server; "" for a bot or
// a deleted user.
func (o *opened) playerURL(user string) string {
	if user == "" || session.IsFormer(user) {
		return ""
	}
	return playerPath(o.secret, o.epoch, o.Match.Guild, user)
}

// results are the final places, winners first, then by score.
func (o *opened) results(link func(user string) string) []page.ResultLine {
	m := o.Match
	won := func(s int) bool { return slices.Contains(o.result.Winners, games.Seat(s)) }
	score := func(s int) int {
		if s < len(o.result.Scores) {
			return o.result.Scores[s]
		}
		return 0
	}
	order := make([]int, len(m.Players))
	for i := range order {
		order[i] = i
	}
	better := func(a, b int) int {
		if won(a) != won(b) {
			if won(a) {
				return -1
			}
			return 1
		}
		return cmp.Compare(score(b), score(a))
	}
	slices.SortStableFunc(order, better)
	out := make([]page.ResultLine, len(order))
	for i, s := range order {
		place := i + 1
		if i > 0 && better(order[i-1], s) == 0 {
			place = out[i-1].Place
		}
		p := m.Players[s]
		out[i] = page.ResultLine{Place: place, Name: page.Name{Text: shownName(o.lang, p.User, p.Name), URL: link(p.User)},
			Note: p.SeatNoteIn(o.lang), Score: score(s), Won: won(s)}
	}
	return out
}

// image answers the picture of a step's board, drawn once and then kept.
func (s *Server) image(w http.ResponseWriter, r *http.Request, id, sig, stepText string) error {
	o, err := s.open(r.Context(), r, id, sig)
	if err != nil {
		return err
	}
	if o.Pruned {
		return errMissing
	}
	n, err := o.stepOf(stepText, 0)
	if err != nil || stepText == "" {
		return errMissing
	}
	png, err := s.images.Get(cacheKey(o.Match)+"\x00"+string(o.lang)+"\x00"+stepText, func() ([]byte, error) { return o.draw(n) })
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "private, max-age=86400")
	w.Header().Set("Content-Length", strconv.Itoa(len(png)))
	if r.Method != http.MethodHead {
		w.Write(png)
	}
	return nil
}

// errNoPicture: the game's renderer draws no picture.
var errNoPicture = errors.New("web: the board has no picture")

// draw draws step n's public board as Discord shows it, in the page's
// language.
func (o *opened) draw(n int) ([]byte, error) {
	m, st := o.Match, o.States[n]
	t := &render.Table{View: st.View(games.Spectator), Version: o.Steps[n].Version, Seats: o.seats,
		Legal: map[games.Seat][]games.Move{}, Result: st.Result(), Last: o.moves[n], Lang: o.lang}
	if fair := session.FairResult(m, t.Result); fair.Summary != t.Result.Summary {
		t.Result, t.View.Status, t.View.StatusText = fair, fair.Summary, session.FairStatus(m, fair)
	}
	msg := render.Board(t)
	for _, f := range msg.Files {
		if f.ContentType == "image/png" {
			return f.Data, nil
		}
	}
	return nil, errNoPicture
}

// gameTitle is a game's title, its name when it is not registered.
func gameTitle(game string) string {
	if r, err := games.Lookup(game); err == nil {
		return r.Info().Title
	}
	return game
}

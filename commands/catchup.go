package commands

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// catchupLines is how many lines of steps a catch-up shows before it says
// how many more there were; catchupChars bounds their text, under
// Discord's 2,000 characters with room for the scores and the turn.
const (
	catchupLines = 20
	catchupChars = 1500
	catchupLine  = 300 // characters of one line, a long run of steps clipped
)

// catchup answers /game catchup, privately: what happened in the match
// since the asker's last own move (a move they played themselves, not one
// played for them when their time ran out), one line per run of steps of
// one seat, then the scores and whose turn it is.
func (a *App) catchup(ctx context.Context, r *Request) (*Reply, error) {
	m, err := a.current(ctx, r)
	if err != nil {
		return nil, err
	}
	seat, ok := m.SeatOf(r.User.ID)
	if !ok {
		return nil, refuse("catchup.refuse.not_seated")
	}
	if m.Phase != session.Playing {
		return nil, refuse("error.not_playing")
	}
	log, err := a.matches.Log(ctx, m.ID)
	if err != nil {
		return nil, err
	}
	return &Reply{Message: render.Reply(catchupText(privateLang(r), m, seat, r.User.ID, log))}, nil
}

// catchupText is the catch-up of the user at seat from the match's full
// log, in their language l: the steps after their last own step, or
// after the start when they have none.
func catchupText(l locale.Lang, m *session.Match, seat games.Seat, user string, log []session.Step) string {
	from, since, nothing := 0, "", l.Say("catchup.nothing_since_move")
	for i, s := range log {
		if s.Seat == seat && s.User == user && !s.Timeout {
			if _, undo := session.UndoTarget(s); !undo {
				from, since = i+1, l.Say("catchup.since_move", unixTime(s.At))
			}
		}
	}
	if since == "" {
		since, nothing = l.Say("catchup.since_start"), l.Say("catchup.nothing_since_start")
		for i, s := range log {
			if s.Is(session.StepStart) && s.Seat == games.Spectator {
				from = i + 1
			}
		}
	}
	st, _ := m.Decode()
	var b strings.Builder
	lines := catchupSteps(l, m, log, from)
	if len(lines) == 0 {
		b.WriteString(nothing)
	} else {
		b.WriteString(since + ":")
		shown, size := 0, 0
		for _, line := range lines {
			line = render.Clip(line, catchupLine)
			if shown == catchupLines || size+len(line) > catchupChars {
				break
			}
			b.WriteString("\n- " + line)
			shown, size = shown+1, size+len(line)+3
		}
		if n := len(lines) - shown; n > 0 {
			b.WriteString("\n- " + l.Say("catchup.more", n))
		}
	}
	if st != nil {
		if sc := scoresLine(m, st); sc != "" {
			b.WriteString("\n" + l.Say("catchup.scores", sc))
		}
		b.WriteString("\n" + turnLine(l, m, st, seat))
	}
	return b.String()
}

// catchupSteps describes log[from:] in lines: each run of steps of one
// seat on one line ("bob: roll red yellow (dice 3 5) · write red 8 (+3
// points)"), a timeout's steps as "Time ran out for bob; played for
// them: …", a takeover, a return and an undo on lines of their own. Score
// changes come from replaying the log with its recorded dice.
func catchupSteps(l locale.Lang, m *session.Match, log []session.Step, from int) []string {
	if from >= len(log) {
		return nil
	}
	st := replayLog(m, session.Effective(log[:from]))
	var secret bool
	if now, err := m.Decode(); err == nil {
		_, secret = now.(games.Secretive)
	}
	var lines []string
	run, runSeat, runTimeout := []string(nil), games.Spectator, false
	flush := func() {
		if len(run) == 0 {
			return
		}
		if runTimeout {
			lines = append(lines, l.Say("catchup.timed_out", m.Name(runSeat), strings.Join(run, ", ")))
		} else {
			lines = append(lines, fmt.Sprintf("%s: %s", m.Name(runSeat), strings.Join(run, " · ")))
		}
		run = nil
	}
	taken := takeovers(m, log)
	// botSeat: seats a bot plays after a resignation or a takeover, as
	// the log shows them, from its start so that the steps before from
	// count.
	botSeat := map[games.Seat]bool{}
	for i, s := range log {
		emit := i >= from
		if _, undo := session.UndoTarget(s); undo {
			if emit {
				flush()
				lines = append(lines, l.Say("catchup.took_back", m.Name(s.Seat)))
				st = replayLog(m, session.Effective(log[:i+1]))
			}
			continue
		}
		if s.Seat < 0 || s.Is(session.StepResign) || s.Is(session.StepCancel) {
			if s.Is(session.StepResign) {
				botSeat[s.Seat] = true
			}
			if emit {
				flush()
				lines = append(lines, describe(l, m, []session.Step{s}, nil))
			}
			continue
		}
		back := s.User != "" && botSeat[s.Seat]
		if back {
			botSeat[s.Seat] = false
		}
		if taken[i] {
			botSeat[s.Seat] = true
		}
		if !emit {
			continue
		}
		if back {
			flush()
			lines = append(lines, l.Say("catchup.seat_back", m.Name(s.Seat)))
		}
		if s.Seat != runSeat || s.Timeout != runTimeout {
			flush()
		}
		runSeat, runTimeout = s.Seat, s.Timeout
		text := moveText(l, m, s, stepNotes(l, m.Game, st, []session.Step{s}), 0)
		if d := diceOf(s, secret); d != "" {
			text += " " + l.Say("catchup.dice", d)
		}
		run = append(run, text)
		st = replayStep(st, s)
		if taken[i] {
			flush()
			lines = append(lines, l.Say("catchup.taken_over", m.Limit(), m.Name(s.Seat)))
		}
	}
	flush()
	return lines
}

// takeovers marks the log's steps after which a bot took a human seat
// over: the timeout that made the seat's Limit-th in a row, counted as the
// session counts them. One time running out is one timeout, though the
// steps played for the seat then may be several: they follow at once,
// while the seat's next timeout comes a whole turn time (MinTurnTime at
// least) later. A move the seat's player makes starts the count again,
// and so does the takeover (the player rejoins from none). A move the
// session played at once for the seat, such as a Blingo roll, is
// neither: it has no user and no timeout. When that timeout is the log's
// last step, the seat must have been taken over (Player.TakenOver, which
// a rejoin keeps): a timeout that ended the game hands nothing over.
func takeovers(m *session.Match, log []session.Step) map[int]bool {
	taken := map[int]bool{}
	if m.OnTimeouts == session.Abandon {
		return taken
	}
	row := map[games.Seat]int{}
	last := map[games.Seat]time.Time{}
	for i, s := range log {
		if s.Seat < 0 || int(s.Seat) >= len(m.Players) || m.Players[s.Seat].User == "" {
			continue
		}
		if _, undo := session.UndoTarget(s); undo {
			continue
		}
		switch {
		case s.Timeout:
			prev, seen := last[s.Seat]
			last[s.Seat] = s.At
			if seen && s.At.Sub(prev) < session.MinTurnTime {
				continue // another step of the same timeout
			}
			row[s.Seat]++
			if row[s.Seat] < m.Limit() {
				continue
			}
			row[s.Seat] = 0
			p := m.Players[s.Seat]
			taken[i] = i < len(log)-1 || p.TakenOver() // taken back since, or not
		case s.User == m.Players[s.Seat].User:
			row[s.Seat] = 0
		}
	}
	return taken
}

// diceOf lists the six-sided dice a step rolled, "3 5 6"; "" when it
// rolled none, or in a game with hidden hands, whose draws may be tiles
// a player must not see.
func diceOf(s session.Step, secret bool) string {
	if secret || len(s.Draws) == 0 {
		return ""
	}
	vals := make([]string, len(s.Draws))
	for i, d := range s.Draws {
		if d.N != 6 {
			return ""
		}
		vals[i] = fmt.Sprint(d.Value + 1)
	}
	return strings.Join(vals, " ")
}

// replayLog returns the state the effective steps lead to, replayed with
// their recorded dice; nil when they do not replay.
func replayLog(m *session.Match, eff []session.Step) (st games.State) {
	defer func() {
		if recover() != nil {
			st = nil
		}
	}()
	if len(eff) == 0 || !eff[0].Is(session.StepStart) || eff[0].Seat != games.Spectator {
		return nil
	}
	rules, err := m.Rules()
	if err != nil {
		return nil
	}
	if st, err = rules.New(m.Options, len(m.Players), games.NewReplay(eff[0].Draws)); err != nil {
		return nil
	}
	for _, s := range eff[1:] {
		if s.Seat < 0 || len(s.Draws) == 0 && (s.Is(session.StepResign) || s.Is(session.StepCancel)) {
			continue
		}
		if st = replayStep(st, s); st == nil {
			return nil
		}
	}
	return st
}

// scoresLine is each seat's score, "alice 12 · bob 7", or each team's in
// a partnership game; "" for a game that keeps none.
func scoresLine(m *session.Match, st games.State) string {
	sc := st.Result().Scores
	if rules, err := m.Rules(); err == nil {
		if teams := games.TeamsOf(rules, len(sc)); teams != nil {
			return teamScores(m, teams, sc)
		}
	}
	parts := make([]string, 0, len(sc))
	for i, v := range sc {
		parts = append(parts, fmt.Sprintf("%s %d", m.Name(games.Seat(i)), v))
	}
	return strings.Join(parts, " · ")
}

// teamScores is scoresLine for a partnership game, whose partners share
// a score: "alice & carol 120 · bob & dave 75".
func teamScores(m *session.Match, teams [][]games.Seat, sc []int) string {
	parts := make([]string, 0, len(teams))
	for _, team := range teams {
		if len(team) == 0 || int(team[0]) >= len(sc) {
			continue
		}
		names := make([]string, len(team))
		for i, s := range team {
			names[i] = m.Name(s)
		}
		parts = append(parts, fmt.Sprintf("%s %d", strings.Join(names, " & "), sc[team[0]]))
	}
	return strings.Join(parts, " · ")
}

// turnLine says who is to act in l, from the point of view of seat.
func turnLine(l locale.Lang, m *session.Match, st games.State, seat games.Seat) string {
	actors := st.Actors()
	if len(actors) == 0 {
		return l.Say("catchup.game_over")
	}
	names := make([]string, 0, len(actors))
	for _, s := range actors {
		if s == seat {
			names = append(names, l.Say("catchup.you"))
			continue
		}
		names = append(names, m.Name(s))
	}
	return l.Say("catchup.waiting", strings.Join(names, ", "))
}

// returning reports whether the player of seat should be pointed to
// /game catchup when a board pings them: they are human and their time
// ran out at least once since they last moved themselves (Timeouts counts
// timeouts in a row and is reset by their own move or /game rejoin), so
// at least one whole turn time passed without them.
func returning(m *session.Match, seat games.Seat) bool {
	return int(seat) < len(m.Players) && int(seat) < len(m.Timeouts) &&
		!m.Players[seat].Bot && m.Players[seat].User != "" && m.Timeouts[seat] > 0
}

// noteCatchup adds a pointer to /game catchup, in l, to the ping line of
// a board in play that pings a returning player (see returning), and a
// line naming them to the board's text (what the console and the Text
// button show). Its words are true also of one who has not moved yet
// (/game catchup then tells from the start).
func noteCatchup(l locale.Lang, msg *render.Message, m *session.Match) *render.Message {
	if msg == nil || m.Phase != session.Playing {
		return msg
	}
	var names []string
	for _, u := range msg.Mentions {
		if seat, ok := m.SeatOf(u); ok && returning(m, seat) {
			names = append(names, m.Name(seat))
		}
	}
	if len(names) == 0 {
		return msg
	}
	first, rest, _ := strings.Cut(msg.Content, "\n")
	msg.Content = strings.TrimSpace(first + " " + l.Say("board.catchup_hint") + "\n" + rest)
	msg.Text = strings.TrimSpace(msg.Text + "\n" + l.Say("board.catchup_tells", strings.Join(names, ", ")))
	msg.Fit()
	return msg
}

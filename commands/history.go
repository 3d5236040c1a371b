package commands

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// HistoryLength is how many matches /history lists.
const HistoryLength = 10

// history lists the last finished matches of this channel, or of a user
// in this server: /history [user:<user>]; /history export:<id> attaches a
// finished match as JSON instead, and /history verify:<id> checks its dice;
// more than one of these options is refused.
func (a *App) history(ctx context.Context, r *Request) (*Reply, error) {
	given := 0
	for _, o := range []string{"user", "export", "verify"} {
		if strings.TrimSpace(r.Options[o]) != "" {
			given++
		}
	}
	if given > 1 {
		return nil, refuse("history.refuse.one_thing")
	}
	if id := strings.TrimSpace(r.Options["export"]); id != "" {
		return a.export(ctx, r, id)
	}
	if id := strings.TrimSpace(r.Options["verify"]); id != "" {
		return a.verify(ctx, r, id)
	}
	st, err := a.stats()
	if err != nil {
		return nil, err
	}
	user := r.Options["user"]
	recs, err := st.Records(ctx, r.Guild, r.Channel, user, HistoryLength)
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		if user != "" {
			return Ephemeral(privateLang(r).Say("history.none_of", user)), nil
		}
		return Ephemeral(privateLang(r).Say("history.none_here")), nil
	}
	// The card is public: in the server's language.
	l := a.publicLang(ctx, r)
	title := l.Say("history.title.here")
	if user != "" {
		title = l.Say("history.title.of", user)
	}
	lines := make([]string, len(recs))
	for i, rec := range recs {
		lines[i] = historyLine(l, rec)
		if user == "" && rec.InThreadOf(r.Channel) {
			lines[i] += " · " + l.Say("history.in_thread", rec.Channel)
		}
		if rec.Abandoned {
			continue
		}
		if link := a.link(func(p Pages) string { return p.Replay(ctx, r.Guild, rec.Match) }); link != "" {
			lines[i] += " · " + l.Say("history.replay_link", link)
		}
	}
	return &Reply{Message: render.CardMessage(render.Card{
		Title:       title,
		Description: strings.Join(lines, "\n"),
		Footer:      l.Say("history.footer"),
	})}, nil
}

// historyLine is one match in l: when, the game, each seat's place,
// score and rating change, winner first, and the id to export it by.
func historyLine(l locale.Lang, rec session.Record) string {
	if rec.Abandoned {
		name := func(s games.Seat) string {
			if s >= 0 && int(s) < len(rec.Seats) {
				return rec.Seats[s].Name
			}
			return s.String()
		}
		return fmt.Sprintf("<t:%d:R> **%s** · %s · `%s`", rec.At.Unix(), titleOf(rec.Game), games.ExpandSeats(abandonedIn(l, rec.Summary), name), rec.Match)
	}
	byPlace := slices.Clone(rec.Seats)
	slices.SortStableFunc(byPlace, func(a, b session.SeatRecord) int { return cmp.Compare(a.Place, b.Place) })
	places := shownPlaces(byPlace)
	seats := make([]string, len(byPlace))
	for i, s := range byPlace {
		seats[i] = fmt.Sprintf("%d. %s %d", places[i], s.Name, s.Score)
		if s.Note != "" {
			seats[i] = fmt.Sprintf("%d. %s %s %d", places[i], s.Name, seatNoteIn(l, s.Note), s.Score)
		}
		if s.Before != nil && s.After != nil {
			seats[i] += fmt.Sprintf(" (%+d)", s.After.Display()-s.Before.Display())
		}
	}
	return fmt.Sprintf("<t:%d:R> **%s** · %s · `%s`", rec.At.Unix(), titleOf(rec.Game), strings.Join(seats, ", "), rec.Match)
}

// shownPlaces is the place shown for each of seats, sorted by place: one
// more than the teams ahead (a player alone is a team), so "1, 1, 3"
// after two players tie for the win, and 2 for the second partnership of
// a partnership game, whose partners share a place.
func shownPlaces(seats []session.SeatRecord) []int {
	out := make([]int, len(seats))
	for i, s := range seats {
		ahead := map[int]bool{}
		for _, o := range seats[:i] {
			if o.Place < s.Place {
				ahead[o.Team] = true
			}
		}
		out[i] = len(ahead) + 1
	}
	return out
}

// Export is a finished match as /history export attaches it.
type Export struct {
	ID      string        `json:"id"`
	Game    string        `json:"game"`
	Channel string        `json:"channel"`
	Phase   string        `json:"phase"`
	Options games.Options `json:"options,omitempty"`
	// Seed is the revealed seed of the match's dice and Commit the
	// commitment its boards showed (see session.Commitment); both are
	// empty for a match from before commitments.
	Seed   string `json:"seed,omitempty"`
	Commit string `json:"commit,omitempty"`
	// DiceHidden: the dice are left out (see exportOf).
	DiceHidden bool         `json:"dice_hidden,omitempty"`
	Created    time.Time    `json:"created"`
	Finished   time.Time    `json:"finished"`
	Seats      []ExportSeat `json:"seats"`
	Moves      []ExportMove `json:"moves"`
	Scores     []int        `json:"scores,omitempty"`
	Winners    []games.Seat `json:"winners,omitempty"`
	Summary    string       `json:"summary,omitempty"`
	// LogPruned: the moves were removed after the time they are kept, so
	// Moves is empty.
	LogPruned bool `json:"log_pruned,omitempty"`
}

// ExportSeat is one seat of an Export.
type ExportSeat struct {
	Seat     int    `json:"seat"`
	User     string `json:"user,omitempty"`
	Name     string `json:"name"`
	Bot      bool   `json:"bot,omitempty"`
	Resigned bool   `json:"resigned,omitempty"`
}

// ExportMove is one log step: the set-up (seat -1, move "start") or a
// move, with every die drawn while it was applied; a move "undo N" takes
// back the step at version N and every move after it (session.Effective).
type ExportMove struct {
	Version int64        `json:"version"`
	Seat    games.Seat   `json:"seat"`
	Move    games.Move   `json:"move"`
	Dice    []games.Draw `json:"dice,omitempty"`
	At      time.Time    `json:"at"`
	Timeout bool         `json:"timeout,omitempty"`
}

// export attaches an archived match of this server as JSON.
func (a *App) export(ctx context.Context, r *Request, id string) (*Reply, error) {
	store := a.matches
	m, err := store.Archived(ctx, id)
	if err != nil || m.Guild != r.Guild {
		return nil, refuse("history.refuse.no_game", render.Clip(id, 60))
	}
	steps, err := store.Log(ctx, id)
	pruned := errors.Is(err, session.ErrLogPruned)
	if err != nil && !pruned {
		return nil, err
	}
	e := exportOf(m, steps)
	e.LogPruned = pruned
	data, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		return nil, err
	}
	l := privateLang(r)
	text := l.Say("history.exported", m.ID, titleOf(m.Game), max(len(steps)-1, 0))
	if pruned {
		text = l.Say("history.exported_pruned", m.ID, titleOf(m.Game))
	}
	msg := render.Reply(text)
	msg.Files = []render.File{{Name: "match-" + safeName(m.ID) + ".json", ContentType: "application/json", Data: data}}
	return &Reply{Message: msg}, nil
}

// exportOf builds the export of a match and its log, with its revealed
// seed. The dice of a game with secrets (the deal of a hand) from before
// commitments are left out unless it was played to its end: a cancelled
// match ends mid-round, with hands never shown. A match with a seed
// reveals them all anyway, so its export keeps them.
func exportOf(m *session.Match, steps []session.Step) Export {
	dice := m.Phase == session.Finished || m.RevealedSeed() != "" || !secretive(m)
	e := Export{ID: m.ID, Game: m.Game, Channel: m.Channel, Phase: string(m.Phase), Options: m.Options,
		Seed: m.RevealedSeed(), Commit: m.Commit, DiceHidden: !dice,
		Created: m.Created, Finished: m.Updated, Moves: []ExportMove{}}
	for i, p := range m.Players {
		e.Seats = append(e.Seats, ExportSeat{Seat: i, User: p.User, Name: p.Name, Bot: p.Bot, Resigned: p.Resigned})
	}
	for _, s := range steps {
		mv := ExportMove{Version: s.Version, Seat: s.Seat, Move: s.Move, At: s.At, Timeout: s.Timeout}
		if dice {
			mv.Dice = s.Draws
		}
		e.Moves = append(e.Moves, mv)
	}
	if m.Result != nil {
		res := session.FairResult(m, *m.Result)
		e.Scores, e.Winners, e.Summary = res.Scores, res.Winners, games.ExpandSeats(res.Summary, m.Name)
	}
	return e
}

// safeName keeps the letters, digits, "-" and "_" of s, for a file name.
func safeName(s string) string {
	return cmp.Or(strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			return r
		}
		return -1
	}, s), "match")
}

// historyOptions are the options of /history.
func historyOptions() []*discordgo.ApplicationCommandOption {
	return []*discordgo.ApplicationCommandOption{
		{Type: discordgo.ApplicationCommandOptionUser, Name: "user", Description: "A player's games instead of this channel's"},
		{Type: discordgo.ApplicationCommandOptionString, Name: "export", Description: "The id of a finished game to attach as JSON", MaxLength: 100},
		{Type: discordgo.ApplicationCommandOptionString, Name: "verify", Description: "The id of a finished game whose dice to check against its seed", MaxLength: 100},
	}
}

// secretive reports whether the match's game keeps secrets from some
// seats; true when its state does not decode, to be safe.
func secretive(m *session.Match) bool {
	st, err := m.Decode()
	if err != nil {
		return true
	}
	_, ok := st.(games.Secretive)
	return ok
}

//go:build load

package discord_test

import (
	"flag"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
)

var (
	loadGlobal = flag.Int("load.globallimit", 50, "Discord's global limit the fake enforces on bot-token requests a second (0: none)")
	loadHooks  = flag.Bool("load.hooks", true, "discord.Options.BoardsOnInteractions (QUINTET_BOARDS_ON_INTERACTIONS's default)")
)

// loadMove is one typed move of a load run, as the driver knows it: its
// channel, its interaction's token, the match version it made, and
// whether it ended the match.
type loadMove struct {
	id, channel, token string
	version            int64
	final              bool
}

// boardFigures are a run's board figures: the lag from each move's answer
// to the first board that shows it (a board drawn at its version or
// later, or for a match's last move its game-over board), the moves never
// shown, the matches ended and their final boards posted, and the
// requests the global limit refused.
type boardFigures struct {
	p50, p99, max         time.Duration
	unshown               int
	matches, finalsPosted int
	globalRefused         int
}

func (f boardFigures) String() string {
	return fmt.Sprintf("board lag p50 %v p99 %v max %v; moves never shown %d; final boards %d of %d matches; global 429s %d",
		f.p50.Round(time.Millisecond), f.p99.Round(time.Millisecond), f.max.Round(time.Millisecond),
		f.unshown, f.finalsPosted, f.matches, f.globalRefused)
}

// customVersion finds the match versions that a board's components carry.
var customVersion = regexp.MustCompile(`"custom_id":"[^":]+:([0-9a-z]+):`)

// boardShow is a board request the fake served: when, in which channel,
// the highest version its components carry, and whether it is a
// game-over board.
type boardShow struct {
	at      time.Time
	version int64
	over    bool
}

// boardFiguresOf measures the boards of moves from srv's calls.
// channelOf maps the token of every interaction of the run to its channel.
func boardFiguresOf(srv *discordtest.Server, moves []loadMove, channelOf map[string]string) boardFigures {
	shows := map[string][]boardShow{}
	for _, c := range srv.Calls() {
		if c.Status != 200 || (c.Method != "POST" && c.Method != "PATCH") {
			continue
		}
		ep := c.Endpoint()
		channel := ""
		switch parts := strings.Split(ep, "/"); {
		case strings.HasPrefix(c.Route, "/channels/{channel_id}/messages") && len(parts) > 2:
			channel = parts[2]
		case strings.HasPrefix(c.Route, "/webhooks/") && len(parts) > 3:
			channel = channelOf[parts[3]]
		}
		if channel == "" {
			continue
		}
		s := boardShow{at: c.Time, over: strings.Contains(string(c.Body), "Game over")}
		for _, sub := range customVersion.FindAllStringSubmatch(string(c.Body), -1) {
			if v, err := strconv.ParseInt(sub[1], 36, 64); err == nil {
				s.version = max(s.version, v)
			}
		}
		shows[channel] = append(shows[channel], s)
	}
	var f boardFigures
	f.globalRefused = srv.GlobalRefusals()
	var lags []time.Duration
	for _, m := range moves {
		tm, ok := srv.Timing(m.id)
		if !ok || tm.Answered.IsZero() {
			f.unshown++
			continue
		}
		if m.final {
			f.matches++
		}
		found := false
		for _, s := range shows[m.channel] {
			if s.at.Before(tm.Dispatched) {
				continue
			}
			// A game-over board shows every move of its match.
			if s.over || (!m.final && s.version >= m.version) {
				lags = append(lags, max(s.at.Sub(tm.Answered), 0))
				found = true
				if m.final {
					f.finalsPosted++
				}
				break
			}
		}
		if !found {
			f.unshown++
		}
	}
	slices.Sort(lags)
	if len(lags) > 0 {
		f.p50, f.p99, f.max = lags[len(lags)/2], lags[min(len(lags)-1, len(lags)*99/100)], lags[len(lags)-1]
	}
	return f
}

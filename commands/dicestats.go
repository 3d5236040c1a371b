package commands

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// The dice chart: a face rolled exactly as often as fair dice would gets a
// bar of barExpected cells, and no bar is longer than barMax. Faces are
// charted for dice of at most chartFaces faces while the description has
// room (chartBudget runes, under an embed's 4096).
const (
	barExpected = 12
	barMax      = 18
	chartFaces  = 20
	chartBudget = 3600
)

// diceStats shows the faces rolled in this server's ended games against
// fair dice: /stats dice [user:<user>] [game:<game>]; everyone's dice
// without a user.
func (a *App) diceStats(ctx context.Context, r *Request) (*Reply, error) {
	counter, ok := a.matches.DiceCounter()
	if !ok {
		return nil, refuse("stats.refuse.dice_not_kept")
	}
	user, game, title := cmp.Or(r.Options["user"], session.AllPlayers), r.Options["game"], ""
	if game != "" {
		rules, err := lookupGame(game)
		if err != nil {
			return nil, err
		}
		title = " · " + rules.Info().Title
	}
	t, err := counter.Dice(ctx, r.Guild, game, user)
	if err != nil {
		return nil, err
	}
	who := "this server"
	if user != session.AllPlayers {
		who = "<@" + user + ">"
	}
	if len(t.Sizes()) == 0 {
		return Ephemeral(fmt.Sprintf("No dice rolled by %s in ended games%s yet.", who, strings.ReplaceAll(title, " · ", " of "))), nil
	}
	if user != session.AllPlayers {
		who = "a player"
		if r.User.ID == user {
			who = r.User.Name
		}
	}
	return &Reply{Message: render.CardMessage(render.Card{
		Title:       "Dice of " + who + title,
		Description: diceChart(t, user),
		Footer:      "Chi-square test against fair dice: p is the chance that fair dice land at least this far from even. /rules dice says how dice are made.",
	})}, nil
}

// diceChart writes the verdict over every die size (when there are
// several), then per size its
// rolls and verdict and, room allowing, each face's bar against the even
// share. Sizes too seldom rolled to judge get no bars: they would be
// noise.
func diceChart(t session.DiceTally, user string) string {
	var b strings.Builder
	if user != session.AllPlayers {
		fmt.Fprintf(&b, "Dice rolled by <@%s>.\n", user)
	}
	var rolls int64
	sizes := t.Sizes()
	for _, n := range sizes {
		rolls += t.Rolls(n)
	}
	if len(sizes) > 1 { // with one size, its own line says the same
		fmt.Fprintf(&b, "**%d rolls**: %s\n", rolls, verdict(t.Overall()))
	}
	// The most rolled sizes first: they say the most.
	slices.SortStableFunc(sizes, func(x, y int) int { return cmp.Compare(t.Rolls(y), t.Rolls(x)) })
	for _, n := range sizes {
		head := fmt.Sprintf("**d%d** · %d rolls · %s\n", n, t.Rolls(n), verdict(t.Uniformity(n)))
		chart := ""
		if n <= chartFaces && t.Testable(n) {
			chart = faceBars(t[n])
		}
		if len([]rune(b.String()+head+chart)) > chartBudget {
			chart = ""
		}
		if len([]rune(b.String()+head)) > chartBudget {
			b.WriteString("…\n")
			break
		}
		b.WriteString(head + chart)
	}
	return b.String()
}

// verdict says a test's outcome in words, with its p-value.
func verdict(p float64, ok bool) string {
	if !ok {
		return fmt.Sprintf("too few rolls to judge (%d a face needed)", session.MinExpected)
	}
	if p < 0.001 {
		return session.Judge(p) + " (p < 0.001)"
	}
	return fmt.Sprintf("%s (p = %.3f)", session.Judge(p), p)
}

// faceBars charts each face's count against the even share, as a code
// block: face, bar, count, and how far from even in percent.
func faceBars(counts []int64) string {
	var total int64
	for _, c := range counts {
		total += c
	}
	expected := float64(total) / float64(len(counts))
	var b strings.Builder
	b.WriteString("```\n")
	for v, c := range counts {
		ratio := float64(c) / expected
		fmt.Fprintf(&b, "%2d %-*s %d (%+.1f%%)\n", v+1, barMax, bar(ratio*barExpected, barMax), c, 100*(ratio-1))
	}
	b.WriteString("```\n")
	return b.String()
}

// bar draws width cells (in eighths) of block characters, at most limit.
func bar(width float64, limit int) string {
	eighths := int(min(width, float64(limit))*8 + 0.5)
	s := strings.Repeat("█", eighths/8)
	if r := eighths % 8; r > 0 {
		s += string([]rune("▏▎▍▌▋▊▉")[r-1])
	}
	return s
}

package commands

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games/locale"
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
	if len(t.Sizes()) == 0 {
		return Ephemeral(noDice(privateLang(r), user, strings.TrimPrefix(title, " · "))), nil
	}
	l := a.publicLang(ctx, r)
	head := l.Say("dice.title.server")
	if user != session.AllPlayers {
		head = l.Say("dice.title.player")
		if r.User.ID == user {
			head = l.Say("dice.title.of", r.User.Name)
		}
	}
	return &Reply{Message: render.CardMessage(render.Card{
		Title:       head + title,
		Description: diceChart(l, t, user),
		Footer:      l.Say("dice.footer"),
	})}, nil
}

// noDice says in l that user (everyone: session.AllPlayers) rolled no
// dice in ended games of the game titled title (any game: "") yet.
func noDice(l locale.Lang, user, title string) string {
	switch {
	case user == session.AllPlayers && title == "":
		return l.Say("dice.none")
	case user == session.AllPlayers:
		return l.Say("dice.none_of", title)
	case title == "":
		return l.Say("dice.none_by", "<@"+user+">")
	default:
		return l.Say("dice.none_by_of", "<@"+user+">", title)
	}
}

// diceChart writes the verdict over every die size (when there are
// several), then per size its
// rolls and verdict and, room allowing, each face's bar against the even
// share. Sizes too seldom rolled to judge get no bars: they would be
// noise.
func diceChart(l locale.Lang, t session.DiceTally, user string) string {
	var b strings.Builder
	if user != session.AllPlayers {
		b.WriteString(l.Say("dice.rolled_by", "<@"+user+">") + "\n")
	}
	var rolls int64
	sizes := t.Sizes()
	for _, n := range sizes {
		rolls += t.Rolls(n)
	}
	if len(sizes) > 1 { // with one size, its own line says the same
		overall, judged := t.Overall()
		b.WriteString(l.Say("dice.all_rolls", rolls, fmt.Sprint(rolls), verdict(l, overall, judged)) + "\n")
	}
	// The most rolled sizes first: they say the most.
	slices.SortStableFunc(sizes, func(x, y int) int { return cmp.Compare(t.Rolls(y), t.Rolls(x)) })
	for _, n := range sizes {
		p, judged := t.Uniformity(n)
		head := fmt.Sprintf("**d%d** · %s\n", n, l.Say("dice.size_rolls", t.Rolls(n), fmt.Sprint(t.Rolls(n)), verdict(l, p, judged)))
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

// verdict says a test's outcome in words in l, with its p-value, at the
// thresholds of session.Judge.
func verdict(l locale.Lang, p float64, ok bool) string {
	switch {
	case !ok:
		return l.Say("dice.verdict.few", session.MinExpected)
	case p < 0.001:
		return l.Say("dice.verdict.uneven")
	case p < 0.01:
		return l.Say("dice.verdict.odd", p)
	default:
		return l.Say("dice.verdict.fair", p)
	}
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

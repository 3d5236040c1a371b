package commands

import (
	"context"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// PrivacyButtonLife is how long a /privacy button may be clicked after it
// was drawn; a later click is refused.
const PrivacyButtonLife = 10 * time.Minute

// Every /privacy answer ends with privacy.note: why the data is kept and
// for how long, in the words of a player, who cannot read the README nor
// run the operator's commands.

// privacy shows the caller, privately, what Quintet keeps about them,
// with a button to delete it.
func (a *App) privacy(ctx context.Context, r *Request) (*Reply, error) {
	f, err := a.matches.Footprint(ctx, r.User.ID)
	if err != nil {
		return nil, err
	}
	l := privateLang(r)
	msg := render.CardMessage(privacyCard(l, f, r.Guild, r.Servers))
	msg.Ephemeral = true
	// The button shows even when f looks empty: cancelled games, which
	// count nowhere, may still name the user.
	msg.Components = privacyButtons(l, a.matches.Now(), discordgo.Button{Label: l.Say("privacy.delete.button"), Style: discordgo.DangerButton}, "ask")
	return &Reply{Message: msg}, nil
}

// privacyCard is one short card of what f holds, in l, asked in the
// server here ("" in a direct message): that server is named "this
// server", the others by the name names knows (nil: none), else by id,
// the one name Quintet keeps of them.
func privacyCard(l locale.Lang, f session.Footprint, here string, names ServerNamer) render.Card {
	if f.Empty() {
		return render.Card{Title: l.Say("privacy.title"), Description: l.Say("privacy.empty"), Footer: l.Say("privacy.note")}
	}
	var lines []string
	lines = append(lines, l.Say("privacy.finished", f.Matches))
	if f.Open > 0 {
		lines = append(lines, l.Say("privacy.open", f.Open))
	}
	if f.Watched > 0 {
		lines = append(lines, l.Say("privacy.watched", f.Watched))
	}
	if len(f.Standings) > 0 {
		lines = append(lines, l.Say("privacy.standings"))
		for i, s := range f.Standings {
			if i == 5 {
				lines = append(lines, l.Say("privacy.standings_more", len(f.Standings)-5))
				break
			}
			line := l.Say("privacy.standing", serverName(l, s.Guild, here, names), titleOf(s.Game), s.Games)
			if s.Rated > 0 {
				line = l.Say("privacy.standing_rated", serverName(l, s.Guild, here, names), titleOf(s.Game), s.Games, s.Rating.Display())
			}
			lines = append(lines, line)
		}
	}
	switch {
	case f.Notify && f.Mail:
		lines = append(lines, l.Say("privacy.dm.on_mail"))
	case f.Notify:
		lines = append(lines, l.Say("privacy.dm.on"))
	case f.Mail:
		lines = append(lines, l.Say("privacy.dm.off_mail"))
	default:
		lines = append(lines, l.Say("privacy.dm.off"))
	}
	if len(f.Guilds) > 0 {
		ids := make([]string, len(f.Guilds))
		for i, g := range f.Guilds {
			ids[i] = serverName(l, g, here, names)
		}
		lines = append(lines, l.Say("privacy.servers", strings.Join(ids, ", ")))
	}
	if f.Pending {
		lines = append(lines, l.Say("privacy.pending"))
	}
	return render.Card{Title: l.Say("privacy.title"), Description: strings.Join(lines, "\n"), Footer: l.Say("privacy.note")}
}

// serverName names server id as /privacy asked in server here reads it,
// in l: "this server", its name in bold as names knows it (markdown
// escaped), or "server `id`".
func serverName(l locale.Lang, id, here string, names ServerNamer) string {
	if id != "" && id == here {
		return l.Say("privacy.this_server")
	}
	if names != nil {
		if name, ok := names.ServerName(id); ok && strings.TrimSpace(name) != "" {
			return "**" + render.EscapeMarkdown(name) + "**"
		}
	}
	return l.Say("privacy.server", id)
}

// privacyButtons is a row with button b for arg, drawn at now, and, for
// the confirmation, a button that refuses it, labeled in l.
func privacyButtons(l locale.Lang, now time.Time, b discordgo.Button, arg string) []discordgo.MessageComponent {
	b.CustomID = render.ID{Action: render.ActPrivacy, Version: now.Unix(), Arg: arg}.String()
	row := discordgo.ActionsRow{Components: []discordgo.MessageComponent{b}}
	if arg == "yes" {
		row.Components = append(row.Components, discordgo.Button{Label: l.Say("privacy.no.button"), Style: discordgo.SecondaryButton,
			CustomID: render.ID{Action: render.ActPrivacy, Version: now.Unix(), Arg: "no"}.String()})
	}
	return []discordgo.MessageComponent{row}
}

// privacyButton answers the buttons of /privacy: "ask" turns the message
// into a confirmation, "yes" deletes the clicker's data (Manager.Forget)
// and redraws the board of a clock request they were part of (forgottenVote),
// "no" keeps it. A button older than PrivacyButtonLife, or drawn in the
// future, is refused and changes nothing.
func (a *App) privacyButton(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, refuse("privacy.refuse.not_mine")
	}
	l := privateLang(r)
	now := a.matches.Now()
	drawn := time.Unix(id.Version, 0)
	if now.Sub(drawn) > PrivacyButtonLife || drawn.After(now.Add(time.Minute)) {
		return nil, refuse("privacy.refuse.expired")
	}
	switch id.Arg {
	case "ask":
		msg := render.Reply(l.Say("privacy.ask", session.FormerName))
		msg.Components = privacyButtons(l, now, discordgo.Button{Label: l.Say("privacy.yes.button"), Style: discordgo.DangerButton}, "yes")
		return &Reply{Update: msg}, nil
	case "yes":
		voted := a.votedIn(ctx, r.User.ID)
		if _, err := a.matches.Forget(ctx, r.User.ID); err != nil {
			return nil, err
		}
		a.forgetLocale(r.User.ID)
		return &Reply{Update: render.Reply(l.Say("privacy.done", session.FormerName)), Board: a.forgottenVote(ctx, voted)}, nil
	case "no":
		return &Reply{Update: render.Reply(l.Say("privacy.kept"))}, nil
	}
	return nil, refuse("privacy.refuse.not_mine")
}

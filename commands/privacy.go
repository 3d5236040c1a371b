package commands

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// PrivacyButtonLife is how long a /privacy button may be clicked after it
// was drawn; a later click is refused.
const PrivacyButtonLife = 10 * time.Minute

// privacyNote ends every /privacy answer: why the data is kept and for
// how long, in the words of a player, who cannot read the README nor run
// the operator's commands.
const privacyNote = "Kept to run games across restarts and to show history and standings, until you delete it " +
	"(the bot's operator may drop old move logs sooner). The operator can also delete it for you."

// privacy shows the caller, privately, what Quintet keeps about them,
// with a button to delete it.
func (a *App) privacy(ctx context.Context, r *Request) (*Reply, error) {
	f, err := a.matches.Footprint(ctx, r.User.ID)
	if err != nil {
		return nil, err
	}
	msg := render.CardMessage(privacyCard(f, r.Guild))
	msg.Ephemeral = true
	// The button shows even when f looks empty: cancelled games, which
	// count nowhere, may still name the user.
	msg.Components = privacyButtons(a.matches.Now(), discordgo.Button{Label: "Delete my data", Style: discordgo.DangerButton}, "ask")
	return &Reply{Message: msg}, nil
}

// privacyCard is one short card of what f holds, asked in the server
// here ("" in a direct message): that server is named "this server",
// the others by id, the one name Quintet keeps of them.
func privacyCard(f session.Footprint, here string) render.Card {
	if f.Empty() {
		return render.Card{Title: "What Quintet keeps about you", Description: "Nothing: no statistics, ratings, open games or settings. " +
			"Cancelled games you sat in may still name you; the button below removes that too.", Footer: privacyNote}
	}
	var lines []string
	lines = append(lines, fmt.Sprintf("**Finished games:** %d, with your moves and the dice rolled for them.", f.Matches))
	if f.Open > 0 {
		lines = append(lines, fmt.Sprintf("**Games open now:** %d.", f.Open))
	}
	if f.Watched > 0 {
		lines = append(lines, privacyWatched(f.Watched))
	}
	if len(f.Standings) > 0 {
		lines = append(lines, "**Statistics and ratings:**")
		for i, s := range f.Standings {
			if i == 5 {
				lines = append(lines, fmt.Sprintf("… and %d more.", len(f.Standings)-5))
				break
			}
			line := fmt.Sprintf("· %s, %s: %s", serverName(s.Guild, here), titleOf(s.Game), render.Count(s.Games, "game"))
			if s.Rated > 0 {
				line += fmt.Sprintf(", rating %d", s.Rating.Display())
			}
			lines = append(lines, line)
		}
	}
	notify := "off"
	if f.Notify {
		notify = "on"
	}
	if f.Mail {
		notify += "; kept with them: your quiet hours, messages held for them, the last turn told in each channel"
	}
	lines = append(lines, "**Direct messages:** "+notify+".")
	if len(f.Guilds) > 0 {
		ids := make([]string, len(f.Guilds))
		for i, g := range f.Guilds {
			ids[i] = serverName(g, here)
		}
		lines = append(lines, "**Servers:** "+strings.Join(ids, ", ")+".")
	}
	if f.Pending {
		lines = append(lines, "**A deletion is under way.**")
	}
	return render.Card{Title: "What Quintet keeps about you", Description: strings.Join(lines, "\n"), Footer: privacyNote}
}

// serverName names server id as /privacy asked in server here reads it:
// "this server", or "server `id`".
func serverName(id, here string) string {
	if id != "" && id == here {
		return "this server"
	}
	return "server `" + id + "`"
}

// privacyButtons is a row with button b for arg, drawn at now, and, for
// the confirmation, a button that refuses it.
func privacyButtons(now time.Time, b discordgo.Button, arg string) []discordgo.MessageComponent {
	b.CustomID = render.ID{Action: render.ActPrivacy, Version: now.Unix(), Arg: arg}.String()
	row := discordgo.ActionsRow{Components: []discordgo.MessageComponent{b}}
	if arg == "yes" {
		row.Components = append(row.Components, discordgo.Button{Label: "No, keep it", Style: discordgo.SecondaryButton,
			CustomID: render.ID{Action: render.ActPrivacy, Version: now.Unix(), Arg: "no"}.String()})
	}
	return []discordgo.MessageComponent{row}
}

// privacyButton answers the buttons of /privacy: "ask" turns the message
// into a confirmation, "yes" deletes the clicker's data (Manager.Forget),
// "no" keeps it. A button older than PrivacyButtonLife, or drawn in the
// future, is refused and changes nothing.
func (a *App) privacyButton(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, refusal("That button is not one of mine.")
	}
	now := a.matches.Now()
	drawn := time.Unix(id.Version, 0)
	if now.Sub(drawn) > PrivacyButtonLife || drawn.After(now.Add(time.Minute)) {
		return nil, refusal("This button has expired: run /privacy again.")
	}
	switch id.Arg {
	case "ask":
		msg := render.Reply("**Delete everything Quintet keeps about you?** Your open games are resigned (a bot plays your seat) " +
			"and lobby seats left; in every finished game, statistic and rating your name becomes “" + session.FormerName +
			"”, so the other players' results stay as they were; your settings go. This cannot be undone.")
		msg.Components = privacyButtons(now, discordgo.Button{Label: "Yes, delete everything", Style: discordgo.DangerButton}, "yes")
		return &Reply{Update: msg}, nil
	case "yes":
		if _, err := a.matches.Forget(ctx, r.User.ID); err != nil {
			return nil, err
		}
		return &Reply{Update: render.Reply("Done: Quintet keeps nothing about you any more. " +
			"Your seats in past games read “" + session.FormerName + "”.")}, nil
	case "no":
		return &Reply{Update: render.Reply("Nothing was deleted.")}, nil
	}
	return nil, refusal("That button is not one of mine.")
}

// privacyWatched is /privacy's line on the open games that follow the
// user or hold a seat for them.
func privacyWatched(n int) string {
	return fmt.Sprintf("**Games you follow or are invited to:** %d.", n)
}

package render

import (
	"fmt"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Lobby describes an open lobby.
type Lobby struct {
	Game     string // game name
	Title    string // display name of the game
	Version  int64
	Host     string // display name of the host; "" when nobody is left
	Seats    []Seat
	MinSeats int
	MaxSeats int
	Options  map[string]string
	// Clock is the line that says how the match keeps time, such as
	// "Turn time: 1d · a bot takes a seat after 3 timeouts in a row";
	// "" for none.
	Clock string
	// Closed lobbies (started or cancelled) show no buttons.
	Closed bool
	// Note is a line under the title, e.g. "Cancelled by Alice".
	Note string
	// Teams lists the partnerships the table would start with, each a
	// list of names; empty in a game without teams.
	Teams [][]string
	// Invited are the users whose seats the lobby holds, or held until
	// their invitation lapsed.
	Invited []Invited
	// Lang is the language the lobby is drawn in: the match's; English
	// when zero. Clock and Note come in it already.
	Lang locale.Lang
}

// LobbyMessage draws a lobby with its Join, Leave, Add bot, Start and
// Cancel buttons; a lobby of a game for one has no Join nor Add bot.
func LobbyMessage(l Lobby) *Message {
	m := &Message{
		Embeds: []*discordgo.MessageEmbed{{
			Title:       l.Lang.Say("render.lobby.title", l.Title),
			Description: LobbyText(escapedNames(l)),
			Color:       ColourOf(l.Game),
		}},
		Text: LobbyText(l),
	}
	if l.Closed {
		return m
	}
	full := len(l.Seats)+l.held() >= l.MaxSeats
	btn := func(label, arg string, style discordgo.ButtonStyle, disabled bool) discordgo.MessageComponent {
		return discordgo.Button{Label: label, Style: style, Disabled: disabled, CustomID: ID{Action: ActLobby, Version: l.Version, Arg: arg}.String()}
	}
	row := []discordgo.MessageComponent{
		btn(l.Lang.Say("render.lobby.join.button"), "join", discordgo.PrimaryButton, full),
		btn(l.Lang.Say("render.lobby.leave.button"), "leave", discordgo.SecondaryButton, false),
		btn(l.Lang.Say("render.lobby.add_bot.button"), "bot", discordgo.SecondaryButton, full),
		btn(l.Lang.Say("render.lobby.start.button"), "start", discordgo.SuccessButton, len(l.Seats) < l.MinSeats),
		btn(l.Lang.Say("render.lobby.cancel.button"), "cancel", discordgo.DangerButton, false),
	}
	if l.MaxSeats == 1 {
		// A game for one (solitaire) has nobody to join and no seat
		// for a bot: Leave, Start and Cancel alone.
		row = []discordgo.MessageComponent{row[1], row[3], row[4]}
	}
	m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: row}}
	if l.held() > 0 {
		m.Components = append(m.Components, InviteButtons(""))
	}
	return m
}

// escapedNames returns l with the names of its host, players and teams
// escaped for Discord's markdown (see EscapeMarkdown): the lobby is drawn
// as text, not in a code block, and a name reads as it is written.
func escapedNames(l Lobby) Lobby {
	l.Host = EscapeMarkdown(l.Host)
	l.Seats = append([]Seat(nil), l.Seats...)
	for i := range l.Seats {
		l.Seats[i].Name = EscapeMarkdown(l.Seats[i].Name)
	}
	teams := make([][]string, len(l.Teams))
	for i, t := range l.Teams {
		for _, n := range t {
			teams[i] = append(teams[i], EscapeMarkdown(n))
		}
	}
	l.Teams = teams
	l.Invited = append([]Invited(nil), l.Invited...)
	for i := range l.Invited {
		l.Invited[i].Name = EscapeMarkdown(l.Invited[i].Name)
	}
	return l
}

// LobbyText is the text rendering of a lobby, in its language.
func LobbyText(l Lobby) string {
	say := l.Lang.Say
	var b strings.Builder
	if l.Host == "" {
		b.WriteString(say("render.lobby.title", l.Title) + "\n")
	} else {
		b.WriteString(say("render.lobby.hosted", l.Title, l.Host) + "\n")
	}
	if l.Note != "" {
		b.WriteString(l.Note + "\n")
	}
	if len(l.Options) > 0 {
		keys := make([]string, 0, len(l.Options))
		for k := range l.Options {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for i, k := range keys {
			name, value := games.OptionIn(l.Lang, l.Game, k, l.Options[k])
			keys[i] = say("render.lobby.option", name, value)
		}
		b.WriteString(say("render.lobby.options", strings.Join(keys, ", ")) + "\n")
	}
	if l.Clock != "" {
		b.WriteString(l.Clock + "\n")
	}
	if len(l.Seats) > 0 || !l.Closed {
		// A lobby everyone left lists nobody.
		b.WriteString(lobbyCount(l) + "\n")
	}
	for i, s := range l.Seats {
		name := s.Name
		if s.Bot {
			_, level := games.OptionIn(l.Lang, l.Game, "level", s.Level.String())
			name = say("render.lobby.bot", s.Name, level)
		}
		fmt.Fprintf(&b, "%d. %s\n", i+1, name)
	}
	if !l.Closed {
		for _, in := range l.Invited {
			b.WriteString(in.line() + "\n")
		}
	}
	if len(l.Teams) > 0 {
		teams := strings.Join(l.Teams[0], " & ")
		for _, t := range l.Teams[1:] {
			teams = say("render.lobby.against", teams, strings.Join(t, " & "))
		}
		b.WriteString(say("render.lobby.teams", teams) + "\n")
	}
	if short := l.MinSeats - len(l.Seats); short > 0 && !l.Closed {
		b.WriteString(say("render.lobby.short", short) + "\n")
	}
	return b.String()
}

// lobbyCount is the line over the players: "Players: 2 of 4" for a game of
// one size, "Players: 1 (1 to 6 can play)" otherwise.
func lobbyCount(l Lobby) string {
	if l.MinSeats == l.MaxSeats {
		return l.Lang.Say("render.lobby.players_of", len(l.Seats), l.MaxSeats)
	}
	return l.Lang.Say("render.lobby.players_range", len(l.Seats), l.MinSeats, l.MaxSeats)
}

package commands

import (
	"context"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// optInvite is the /play option that invites a member; optInviteUser is
// /game invite's.
const (
	optInvite     = "invite"
	optInviteUser = "user"
)

// inviteOption is the /play option that invites a member to the lobby.
func inviteOption() *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionUser, Name: optInvite,
		Description: "A member to invite: a seat is held for them for a day (/game invite adds more)",
	}
}

// gameInviteUser is /game invite's one option.
func gameInviteUser() *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionUser, Name: optInviteUser,
		Description: "The member to invite; a seat is held for them for a day", Required: true,
	}
}

// inviteeOf reads the member a user option names: a Discord user id
// (Discord resolves its name), or at the console a name, with or
// without "@" or "<@...>".
func inviteeOf(r *Request, value string) (session.Invitee, error) {
	id := strings.TrimSpace(value)
	id = strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(id, "<@"), "!"), ">")
	id = strings.TrimPrefix(id, "@")
	if id == "" || strings.ContainsAny(id, " <>@") {
		return session.Invitee{}, refuse("invite.refuse.whom")
	}
	u, ok := r.Users[id]
	if !ok {
		u = OptionUser{Name: id}
	}
	return session.Invitee{Player: session.Player{User: id, Name: u.Name}, Bot: u.Bot}, nil
}

// gameInvite answers /game invite: the host holds a seat of the open
// lobby for a member, who is pinged here and sent a direct message.
func (a *App) gameInvite(ctx context.Context, r *Request) (*Reply, error) {
	before, err := a.current(ctx, r)
	if err != nil {
		return nil, err
	}
	who, err := inviteeOf(r, r.Options[optInviteUser])
	if err != nil {
		return nil, err
	}
	m, err := a.matches.Invite(ctx, r.Channel, r.User.ID, who)
	if err != nil {
		return nil, err
	}
	msg := render.Public(matchLang(m).Say("invite.announced", r.User.Name, who.User, gameTitle(m)))
	msg.Mentions = []string{who.User}
	return &Reply{
		Message: msg,
		Board:   &boardlife.Fact{Channel: m.Channel, Change: boardlife.Seated, Match: m, Shown: before.BoardMessage},
		Directs: []Direct{inviteDM(m, r.User.Name, who.User)},
	}, nil
}

// invitePing heads a lobby opened with invitations, in l: it pings each
// member invited.
func invitePing(l locale.Lang, host string, users []string, game string) string {
	pings := make([]string, len(users))
	for i, u := range users {
		pings[i] = "<@" + u + ">"
	}
	return l.Say("invite.ping", strings.Join(pings, ", "), host, game)
}

// inviteDM is the direct message to a member invited to m's lobby, with
// its own Accept and Decline buttons, in the member's language (the
// server's when theirs is unknown): who invites, to what, where, and
// until when the seat is held.
func inviteDM(m *session.Match, host, user string) Direct {
	var expires time.Time
	for _, in := range m.Invites {
		if in.User == user {
			expires = in.Expires
		}
	}
	link := BoardLink(m)
	return directIn(user, m.Channel, matchLang(m), func(l locale.Lang) *render.Message {
		text := l.Say("invite.dm", host, gameTitle(m), m.Channel, unixTime(expires))
		if link != "" {
			text += " " + link
		}
		msg := render.Public(text)
		msg.Components = []discordgo.MessageComponent{render.InviteButtonsIn(l, m.Channel)}
		return msg
	})
}

// answerInvite answers the Accept and Decline buttons of an invitation,
// on the lobby or in the direct message (whose button names the lobby's
// channel): only the member invited may press them.
func (a *App) answerInvite(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	answer, channel, fromDM := strings.Cut(id.Arg, "/")
	if !fromDM {
		channel = r.Channel
	}
	if answer != "yes" && answer != "no" || channel == "" {
		return nil, refuse("button.refuse.not_mine")
	}
	before, err := a.matches.Get(ctx, channel)
	if err != nil {
		return nil, refuse("invite.refuse.gone")
	}
	if fromDM && before.Guild != "" && r.Guild != "" && before.Guild != r.Guild {
		return nil, refuse("invite.refuse.gone") // a forged id for another server's lobby
	}
	m, err := a.matches.Answer(ctx, channel, r.User.ID, answer == "yes")
	if err != nil {
		return nil, err
	}
	name := r.User.Name
	for _, in := range before.Invites {
		if in.User == r.User.ID {
			name = in.Name
		}
	}
	fact := &boardlife.Fact{Channel: channel, Change: boardlife.Seated, Match: m, Shown: before.BoardMessage}
	// The lobby's note speaks the server's language; the direct message,
	// replaced once answered, the answerer's.
	fact.Said = matchLang(m).Say("invite.accepted", name)
	if answer == "no" {
		fact.Said = matchLang(m).Say("invite.declined", name)
	}
	reply := &Reply{Board: fact}
	if fromDM {
		said := privateLang(r).Say("invite.dm.accepted", gameTitle(m), channel)
		if answer == "no" {
			said = privateLang(r).Say("invite.dm.declined", gameTitle(m), channel)
		}
		reply.Update = render.Public(said)
	}
	return reply, nil
}

// invitedOf is what m's lobby shows of its invitations, in the match's
// language.
func invitedOf(m *session.Match) []render.Invited {
	var out []render.Invited
	for _, in := range m.Invites {
		out = append(out, render.Invited{Name: in.Name, Expires: in.Expires, Lapsed: in.Lapsed, Lang: matchLang(m)})
	}
	return out
}

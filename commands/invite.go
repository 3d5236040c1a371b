package commands

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
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
		return session.Invitee{}, refusal(inviteWhom())
	}
	u, ok := r.Users[id]
	if !ok {
		u = OptionUser{Name: id}
	}
	return session.Invitee{Player: session.Player{User: id, Name: u.Name}, Bot: u.Bot}, nil
}

// inviteWhom is the refusal of an invitation that names nobody.
func inviteWhom() string { return "Name the member to invite, such as invite:@Bob." }

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
	msg := render.Public(inviteAnnounced(r.User.Name, who.User, gameTitle(m)))
	msg.Mentions = []string{who.User}
	return &Reply{
		Message: msg,
		Board:   &boardlife.Fact{Channel: m.Channel, Change: boardlife.Seated, Match: m, Shown: before.BoardMessage},
		Directs: []Direct{inviteDM(m, r.User.Name, who.User)},
	}, nil
}

// inviteAnnounced is the public line of /game invite, which pings the
// member invited.
func inviteAnnounced(host, user, game string) string {
	return fmt.Sprintf("%s invites <@%s> to this %s lobby: press Accept invitation or Decline invitation on it.", host, user, game)
}

// invitePing heads a lobby opened with invitations: it pings each
// member invited.
func invitePing(host string, users []string, game string) string {
	pings := make([]string, len(users))
	for i, u := range users {
		pings[i] = "<@" + u + ">"
	}
	return fmt.Sprintf("%s, %s invites you to play %s: press Accept invitation or Decline invitation below.", strings.Join(pings, ", "), host, game)
}

// inviteDM is the direct message to a member invited to m's lobby, with
// its own Accept and Decline buttons.
func inviteDM(m *session.Match, host, user string) Direct {
	var expires time.Time
	for _, in := range m.Invites {
		if in.User == user {
			expires = in.Expires
		}
	}
	text := inviteDMText(host, gameTitle(m), m.Channel, expires.Unix())
	if link := BoardLink(m); link != "" {
		text += " " + link
	}
	msg := render.Public(text)
	msg.Components = []discordgo.MessageComponent{render.InviteButtons(m.Channel)}
	return Direct{User: user, Message: msg, Channel: m.Channel}
}

// inviteDMText is the direct message of an invitation: who invites, to
// what, where, and until when the seat is held.
func inviteDMText(host, game, channel string, expires int64) string {
	return fmt.Sprintf("%s invites you to play %s in <#%s>: accept or decline on the lobby; your seat is held until <t:%d:f> (<t:%d:R>).",
		host, game, channel, expires, expires)
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
		return nil, refusal("That button is not mine.")
	}
	before, err := a.matches.Get(ctx, channel)
	if err != nil {
		return nil, refusal(inviteGone())
	}
	if fromDM && before.Guild != "" && r.Guild != "" && before.Guild != r.Guild {
		return nil, refusal(inviteGone()) // a forged id for another server's lobby
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
	said := inviteAccepted(name)
	if answer == "no" {
		said = inviteDeclined(name)
	}
	fact.Said = said
	reply := &Reply{Board: fact}
	if fromDM {
		reply.Update = render.Public(inviteAnsweredDM(answer == "yes", gameTitle(m), channel))
	}
	return reply, nil
}

// inviteGone is the refusal of an answer to a lobby that closed (or,
// with several shards, that the direct message cannot reach).
func inviteGone() string {
	return "That lobby is no longer open here; if you still see it, answer on the lobby itself. Nothing changed."
}

// inviteAccepted is the lobby's note when an invited member takes their seat.
func inviteAccepted(name string) string { return fmt.Sprintf("%s accepted the invitation.", name) }

// inviteDeclined is the lobby's note when an invited member declines.
func inviteDeclined(name string) string {
	return fmt.Sprintf("%s declined the invitation; the seat is free.", name)
}

// inviteAnsweredDM replaces the invitation's direct message once answered.
func inviteAnsweredDM(accepted bool, game, channel string) string {
	if accepted {
		return fmt.Sprintf("You accepted: your seat in the %s lobby in <#%s> is yours.", game, channel)
	}
	return fmt.Sprintf("You declined the invitation to %s in <#%s>.", game, channel)
}

// invitedOf is what m's lobby shows of its invitations.
func invitedOf(m *session.Match) []render.Invited {
	var out []render.Invited
	for _, in := range m.Invites {
		out = append(out, render.Invited{Name: in.Name, Expires: in.Expires, Lapsed: in.Lapsed})
	}
	return out
}

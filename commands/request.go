package commands

import (
	"fmt"
	"strconv"

	"github.com/bwmarrin/discordgo"
)

// Kind is the kind of interaction a Request comes from.
type Kind int

// The interaction kinds a Router routes.
const (
	KindCommand Kind = iota + 1
	KindComponent
	KindAutocomplete
	KindModal
)

// User is the member behind an interaction.
type User struct {
	ID   string
	Name string // display name: nick, global name or username
}

// OptionUser is a user a command's user option names, as Discord
// resolved it.
type OptionUser struct {
	Name string // display name: nick, global name or username
	Bot  bool   // a bot account
}

// Request is one interaction, reduced to what handlers need.
type Request struct {
	Kind    Kind
	ID      string // interaction id
	Guild   string
	Channel string
	User    User
	// Locale is the caller's Discord locale ("de", "es-419"), which their
	// private replies speak; GuildLocale is the server's (Discord's
	// guild_locale), which its public messages speak unless /settings
	// language says otherwise. Empty where the transport knows none.
	Locale      string
	GuildLocale string
	// CanManage: the member has Manage Channels (or Administrator) here.
	CanManage bool
	// CanManageGuild: the member has Manage Server (or Administrator).
	CanManageGuild bool
	// Command is the command path: "play qwinto", "game move", "rules".
	Command string
	// Options holds the option values of the command as text.
	Options map[string]string
	// Focused is the option being typed, for autocomplete.
	Focused string
	// CustomID is the component's or modal's custom id.
	CustomID string
	// Values are the values chosen in a select menu.
	Values []string
	// Fields are a modal's text inputs by custom id.
	Fields map[string]string
	// Message is the id of the message a component is on.
	Message string
	// AppPermissions are the app's permissions in the channel (Discord's
	// app_permissions), when KnowsAppPermissions; the transport sets them
	// (a console request has none).
	AppPermissions      int64
	KnowsAppPermissions bool
	// InThread: the channel is a thread, as far as the transport knows.
	InThread bool
	// ChannelGuilds maps each channel a Discord command's channel options
	// name to its server, as Discord resolved them; nil for a command with
	// no channel option, and from a transport that resolves none (the
	// console).
	ChannelGuilds map[string]string
	// Users are the users a command's user options name, by id, as
	// Discord resolved them; nil from a transport that resolves none
	// (the console, whose user ids are names).
	Users map[string]OptionUser
	// Threads opens threads in the channel; nil where the transport
	// cannot. Handlers only check that it is there: the board's life
	// opens and renames threads through it, outside the channel's lock,
	// when a reply asks (Reply.Thread, Reply.Rename).
	Threads ThreadOpener
	// Servers names servers by id (for /privacy); nil where the transport
	// knows no names.
	Servers ServerNamer
}

// Permission bits the router checks.
const (
	permAdministrator  = 1 << 3
	permManageChannels = 1 << 4
	permManageGuild    = 1 << 5
)

// FromInteraction builds a Request from a Discord interaction. It returns
// false for interaction types the bot does not handle (pings), and for an
// interaction whose data does not match its type (as discordgo leaves one
// whose data failed to decode). Whatever JSON the interaction was decoded
// from, it does not panic: null options and components are skipped.
func FromInteraction(i *discordgo.Interaction) (*Request, bool) {
	if i == nil {
		return nil, false
	}
	r := &Request{ID: i.ID, Guild: i.GuildID, Channel: i.ChannelID, Options: map[string]string{},
		Locale: string(i.Locale)}
	if i.GuildLocale != nil {
		r.GuildLocale = string(*i.GuildLocale)
	}
	if i.Member != nil && i.Member.User != nil {
		r.User = User{ID: i.Member.User.ID, Name: displayName(i.Member.Nick, i.Member.User)}
		r.CanManage = i.Member.Permissions&(permManageChannels|permAdministrator) != 0
		r.CanManageGuild = i.Member.Permissions&(permManageGuild|permAdministrator) != 0
	} else if i.User != nil {
		r.User = User{ID: i.User.ID, Name: displayName("", i.User)}
	}
	if i.Message != nil {
		r.Message = i.Message.ID
	}
	switch i.Type {
	case discordgo.InteractionApplicationCommand, discordgo.InteractionApplicationCommandAutocomplete:
		r.Kind = KindCommand
		if i.Type == discordgo.InteractionApplicationCommandAutocomplete {
			r.Kind = KindAutocomplete
		}
		d, ok := i.Data.(discordgo.ApplicationCommandInteractionData)
		if !ok {
			return nil, false
		}
		r.Command = d.Name
		r.Command, r.Focused = flatten(r.Command, d.Options, r.Options)
		r.ChannelGuilds = channelGuilds(d)
		r.Users = resolvedUsers(d)
	case discordgo.InteractionMessageComponent:
		r.Kind = KindComponent
		d, ok := i.Data.(discordgo.MessageComponentInteractionData)
		if !ok {
			return nil, false
		}
		r.CustomID, r.Values = d.CustomID, d.Values
	case discordgo.InteractionModalSubmit:
		r.Kind = KindModal
		d, ok := i.Data.(discordgo.ModalSubmitInteractionData)
		if !ok {
			return nil, false
		}
		r.CustomID = d.CustomID
		r.Fields = modalFields(d.Components)
	default:
		return nil, false
	}
	return r, true
}

func displayName(nick string, u *discordgo.User) string {
	switch {
	case nick != "":
		return nick
	case u.GlobalName != "":
		return u.GlobalName
	}
	return u.Username
}

// flatten walks subcommands into the command path and collects option
// values as text; it returns the path and the focused option's name. A
// null option (JSON null in the list) is skipped.
func flatten(path string, opts []*discordgo.ApplicationCommandInteractionDataOption, into map[string]string) (string, string) {
	focused := ""
	for _, o := range opts {
		if o == nil {
			continue
		}
		switch o.Type {
		case discordgo.ApplicationCommandOptionSubCommand, discordgo.ApplicationCommandOptionSubCommandGroup:
			var f string
			path, f = flatten(path+" "+o.Name, o.Options, into)
			if f != "" {
				focused = f
			}
		default:
			into[o.Name] = optionText(o)
			if o.Focused {
				focused = o.Name
			}
		}
	}
	return path, focused
}

func optionText(o *discordgo.ApplicationCommandInteractionDataOption) string {
	switch v := o.Value.(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	case nil:
		return ""
	}
	return fmt.Sprint(o.Value)
}

func modalFields(rows []discordgo.MessageComponent) map[string]string {
	out := map[string]string{}
	for _, c := range rows {
		row, ok := c.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, in := range row.Components {
			if t, ok := in.(*discordgo.TextInput); ok {
				out[t.CustomID] = t.Value
			}
		}
	}
	return out
}

// channelGuilds maps the channels Discord resolved for a command with a
// channel option to their servers; nil when it has no channel option.
func channelGuilds(d discordgo.ApplicationCommandInteractionData) map[string]string {
	if !hasChannelOption(d.Options) {
		return nil
	}
	out := map[string]string{}
	if d.Resolved != nil {
		for id, c := range d.Resolved.Channels {
			if c != nil {
				out[id] = c.GuildID
			}
		}
	}
	return out
}

// hasChannelOption reports whether opts, subcommands included, hold a
// channel option.
func hasChannelOption(opts []*discordgo.ApplicationCommandInteractionDataOption) bool {
	for _, o := range opts {
		if o != nil && (o.Type == discordgo.ApplicationCommandOptionChannel || hasChannelOption(o.Options)) {
			return true
		}
	}
	return false
}

// resolvedUsers returns the users Discord resolved for a command's user
// options, each with the name the server shows; nil when there are none.
func resolvedUsers(d discordgo.ApplicationCommandInteractionData) map[string]OptionUser {
	if d.Resolved == nil || len(d.Resolved.Users) == 0 {
		return nil
	}
	out := map[string]OptionUser{}
	for id, u := range d.Resolved.Users {
		if u == nil {
			continue
		}
		nick := ""
		if m := d.Resolved.Members[id]; m != nil {
			nick = m.Nick
		}
		out[id] = OptionUser{Name: displayName(nick, u), Bot: u.Bot}
	}
	return out
}

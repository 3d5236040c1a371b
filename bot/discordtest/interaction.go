package discordtest

import (
	"encoding/base64"
	"strconv"

	"github.com/bwmarrin/discordgo"
)

// Interaction is an interaction a test sends to the bot with Interact. The
// builders (Command, Autocomplete, Button, Select, ModalSubmit) fill it;
// a test may change the exported fields before sending it. It is sent as
// the INTERACTION_CREATE payload Discord sends, with the member, channel,
// guild, permissions and, for components, the message.
type Interaction struct {
	ID        string
	Token     string
	Type      discordgo.InteractionType
	ChannelID string
	Member    Member
	Locale    discordgo.Locale
	// GuildLocale is the server's Discord locale (guild_locale), English
	// (en-US) unless a test sets another.
	GuildLocale discordgo.Locale
	// Data is the interaction's data object, marshalled as JSON.
	Data any
	// Message is the message whose component was used; its latest version
	// is sent. Nil for commands, and for modals a command opened.
	Message *Message
	err     error // why Discord would never send this interaction
}

// Arg is an option value of a slash command interaction.
type Arg struct {
	Name    string
	Type    discordgo.ApplicationCommandOptionType
	Value   any   // string, int64, float64, bool or a snowflake string
	Focused bool  // the option being typed, for autocomplete
	Args    []Arg // a subcommand's options or a group's subcommands
}

// StringArg is a string option.
func StringArg(name, value string) Arg {
	return Arg{Name: name, Type: discordgo.ApplicationCommandOptionString, Value: value}
}

// IntArg is an integer option.
func IntArg(name string, value int64) Arg {
	return Arg{Name: name, Type: discordgo.ApplicationCommandOptionInteger, Value: value}
}

// NumberArg is a number option.
func NumberArg(name string, value float64) Arg {
	return Arg{Name: name, Type: discordgo.ApplicationCommandOptionNumber, Value: value}
}

// BoolArg is a boolean option.
func BoolArg(name string, value bool) Arg {
	return Arg{Name: name, Type: discordgo.ApplicationCommandOptionBoolean, Value: value}
}

// UserArg is a user option naming m; the interaction resolves m's user
// and member.
func UserArg(name string, m Member) Arg {
	return Arg{Name: name, Type: discordgo.ApplicationCommandOptionUser, Value: m}
}

// SubcommandArg is a subcommand with its options.
func SubcommandArg(name string, args ...Arg) Arg {
	return Arg{Name: name, Type: discordgo.ApplicationCommandOptionSubCommand, Args: args}
}

// GroupArg is a subcommand group with its subcommands.
func GroupArg(name string, subs ...Arg) Arg {
	return Arg{Name: name, Type: discordgo.ApplicationCommandOptionSubCommandGroup, Args: subs}
}

// Focus returns the option marked as the one being typed; Discord sends
// its partial input as a string.
func (a Arg) Focus() Arg {
	a.Focused = true
	if m, ok := a.Value.(Member); ok {
		a.Value = m.ID
	} else if a.Value != nil {
		a.Value = stringValue(a.Value)
	}
	return a
}

func stringValue(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}

// wire is the option as Discord sends it; users and members named by the
// option are added to resolved.
func (a Arg) wire(resolved map[string]map[string]any) map[string]any {
	w := map[string]any{"name": a.Name, "type": a.Type}
	if m, ok := a.Value.(Member); ok {
		w["value"] = m.ID
		resolved["users"][m.ID] = m.userJSON()
		member := m.memberJSON()
		delete(member, "user")
		resolved["members"][m.ID] = member
	} else if id, ok := a.Value.(string); ok && a.Type == discordgo.ApplicationCommandOptionChannel {
		w["value"] = id // Discord resolves a channel option as a channel of the guild
		resolved["channels"][id] = map[string]any{"id": id, "guild_id": GuildID, "type": discordgo.ChannelTypeGuildText}
	} else if a.Value != nil {
		w["value"] = a.Value
	}
	if a.Focused {
		w["focused"] = true
	}
	if len(a.Args) > 0 {
		opts := make([]map[string]any, len(a.Args))
		for i, c := range a.Args {
			opts[i] = c.wire(resolved)
		}
		w["options"] = opts
	}
	return w
}

// newInteraction starts an interaction of m in the default channel.
func (s *Server) newInteraction(typ discordgo.InteractionType, m Member) *Interaction {
	id := s.ids.next()
	return &Interaction{
		ID:        id,
		Token:     base64.RawURLEncoding.EncodeToString([]byte("interaction:" + id + ":test-token")),
		Type:      typ,
		ChannelID: ChannelID,
		Member:    m,
		Locale:    discordgo.EnglishUS,

		GuildLocale: discordgo.EnglishUS,
	}
}

// Command returns member m's slash command /name with args (type 2). The
// command id is the registered command's when the bot registered one of
// that name.
func (s *Server) Command(m Member, name string, args ...Arg) *Interaction {
	in := s.newInteraction(discordgo.InteractionApplicationCommand, m)
	in.Data = s.commandData(name, args)
	return in
}

// Autocomplete returns the autocomplete request (type 4) Discord sends
// while m types /name; mark the option being typed with Arg.Focus.
func (s *Server) Autocomplete(m Member, name string, args ...Arg) *Interaction {
	in := s.newInteraction(discordgo.InteractionApplicationCommandAutocomplete, m)
	in.Data = s.commandData(name, args)
	return in
}

func (s *Server) commandData(name string, args []Arg) map[string]any {
	resolved := map[string]map[string]any{"users": {}, "members": {}, "channels": {}}
	opts := make([]map[string]any, len(args))
	for i, a := range args {
		opts[i] = a.wire(resolved)
	}
	d := map[string]any{"name": name, "type": discordgo.ChatApplicationCommand, "options": opts}
	s.mu.Lock()
	c, ok := s.commandLocked(name)
	s.mu.Unlock()
	d["id"] = s.ids.next()
	if ok {
		d["id"] = c["id"]
		if g, ok := c["guild_id"]; ok {
			d["guild_id"] = g
		}
	}
	if len(resolved["channels"]) == 0 {
		delete(resolved, "channels")
	}
	if len(resolved["users"]) > 0 || resolved["channels"] != nil {
		d["resolved"] = resolved
	}
	return d
}

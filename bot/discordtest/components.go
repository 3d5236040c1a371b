package discordtest

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/bwmarrin/discordgo"
)

// TextInput is a value the user typed into a modal's text input.
type TextInput struct {
	CustomID string
	Value    string
}

// Button returns m's click (type 3) on the button customID of msg. The
// interaction fails in Interact when the latest version of msg has no
// such enabled button.
func (s *Server) Button(m Member, msg *Message, customID string) *Interaction {
	in := s.newInteraction(discordgo.InteractionMessageComponent, m)
	in.ChannelID = msg.ChannelID
	in.Message = msg
	c, err := s.component(msg, customID)
	if err == nil && intValue(c["type"]) != int64(discordgo.ButtonComponent) {
		err = fmt.Errorf("discordtest: component %q of message %s is not a button", customID, msg.ID)
	}
	in.err = err
	in.Data = map[string]any{"custom_id": customID, "component_type": discordgo.ButtonComponent}
	return in
}

// Select returns m's choice (type 3) of values in the select menu
// customID of msg. For string selects the values must be options of the
// menu and their count within its min_values and max_values; the
// interaction fails in Interact otherwise.
func (s *Server) Select(m Member, msg *Message, customID string, values ...string) *Interaction {
	in := s.newInteraction(discordgo.InteractionMessageComponent, m)
	in.ChannelID = msg.ChannelID
	in.Message = msg
	c, err := s.component(msg, customID)
	typ := discordgo.ComponentType(intValue(c["type"]))
	if err == nil {
		err = checkSelection(c, typ, values)
	}
	in.err = err
	data := map[string]any{"custom_id": customID, "component_type": typ, "values": values}
	if typ == discordgo.UserSelectMenuComponent {
		data["resolved"] = s.resolveUsers(values)
	}
	in.Data = data
	return in
}

func checkSelection(c map[string]any, typ discordgo.ComponentType, values []string) error {
	switch typ {
	case discordgo.SelectMenuComponent:
	case discordgo.UserSelectMenuComponent, discordgo.RoleSelectMenuComponent,
		discordgo.MentionableSelectMenuComponent, discordgo.ChannelSelectMenuComponent:
		return nil
	default:
		return fmt.Errorf("discordtest: component %q is not a select menu", c["custom_id"])
	}
	lo, hi := int64(1), int64(1)
	if v, ok := c["min_values"]; ok {
		lo = intValue(v)
	}
	if v, ok := c["max_values"]; ok {
		hi = intValue(v)
	}
	if n := int64(len(values)); n < lo || n > hi {
		return fmt.Errorf("discordtest: select %q takes %d to %d values, not %d", c["custom_id"], lo, hi, n)
	}
	opts, _ := c["options"].([]any)
	for _, v := range values {
		if !slices.ContainsFunc(opts, func(o any) bool { return asMap(o)["value"] == v }) {
			return fmt.Errorf("discordtest: select %q has no option %q", c["custom_id"], v)
		}
	}
	return nil
}

func asMap(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

// resolveUsers is the resolved object of a user select.
func (s *Server) resolveUsers(ids []string) map[string]any {
	users, members := map[string]any{}, map[string]any{}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, id := range ids {
		if m, ok := s.members[id]; ok {
			users[id] = m.userJSON()
			mj := m.memberJSON()
			delete(mj, "user")
			members[id] = mj
		}
	}
	return map[string]any{"users": users, "members": members}
}

// ModalSubmit returns m's submission (type 5) of the modal customID with
// the typed inputs. msg is the message whose component opened the modal,
// nil when a command opened it. The interaction fails in Interact unless
// the bot opened such a modal and it has those text inputs.
func (s *Server) ModalSubmit(m Member, msg *Message, customID string, inputs ...TextInput) *Interaction {
	in := s.newInteraction(discordgo.InteractionModalSubmit, m)
	if msg != nil {
		in.ChannelID = msg.ChannelID
		in.Message = msg
	}
	ids, err := s.modalInputs(customID)
	rows := make([]map[string]any, len(inputs))
	for i, t := range inputs {
		if err == nil && !slices.Contains(ids, t.CustomID) {
			err = fmt.Errorf("discordtest: modal %q has no text input %q", customID, t.CustomID)
		}
		rows[i] = map[string]any{"type": discordgo.ActionsRowComponent, "components": []map[string]any{{
			"type": discordgo.TextInputComponent, "custom_id": t.CustomID, "value": t.Value,
		}}}
	}
	in.err = err
	in.Data = map[string]any{"custom_id": customID, "components": rows}
	return in
}

// modalInputs returns the text input ids of the latest modal customID the
// bot opened.
func (s *Server) modalInputs(customID string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var latest *Response
	for _, st := range s.interactions {
		r := st.resp
		if r != nil && r.Type == discordgo.InteractionResponseModal && r.Data != nil && r.Data.CustomID == customID &&
			(latest == nil || snowflakeLess(latest.InteractionID, r.InteractionID)) {
			latest = r
		}
	}
	if latest == nil {
		return nil, fmt.Errorf("discordtest: the bot opened no modal %q", customID)
	}
	var body struct {
		Data struct {
			Components json.RawMessage `json:"components"`
		} `json:"data"`
	}
	_ = json.Unmarshal(latest.Raw, &body)
	var ids []string
	walkComponents(body.Data.Components, func(c map[string]any) bool {
		if intValue(c["type"]) == int64(discordgo.TextInputComponent) {
			ids = append(ids, fmt.Sprint(c["custom_id"]))
		}
		return false
	})
	return ids, nil
}

func snowflakeLess(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

// component finds the enabled component customID in the latest version of
// msg.
func (s *Server) component(msg *Message, customID string) (map[string]any, error) {
	s.mu.Lock()
	cur, ok := s.messageLocked(msg.ChannelID, msg.ID)
	s.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("discordtest: message %s does not exist", msg.ID)
	}
	var found map[string]any
	walkComponents(cur.RawComponents, func(c map[string]any) bool {
		if c["custom_id"] == customID {
			found = c
		}
		return found != nil
	})
	switch {
	case found == nil:
		return nil, fmt.Errorf("discordtest: message %s has no component %q", msg.ID, customID)
	case found["disabled"] == true:
		return nil, fmt.Errorf("discordtest: component %q of message %s is disabled", customID, msg.ID)
	}
	return found, nil
}

// walkComponents calls visit on every component in a components array,
// rows and containers included, until visit returns true.
func walkComponents(raw json.RawMessage, visit func(map[string]any) bool) bool {
	var list []any
	if json.Unmarshal(raw, &list) != nil {
		return false
	}
	return walkList(list, visit)
}

func walkList(list []any, visit func(map[string]any) bool) bool {
	for _, v := range list {
		c := asMap(v)
		if c == nil {
			continue
		}
		if visit(c) {
			return true
		}
		if kids, ok := c["components"].([]any); ok && walkList(kids, visit) {
			return true
		}
		if acc := asMap(c["accessory"]); acc != nil && walkList([]any{acc}, visit) {
			return true
		}
		if comp := asMap(c["component"]); comp != nil && walkList([]any{comp}, visit) {
			return true
		}
	}
	return false
}

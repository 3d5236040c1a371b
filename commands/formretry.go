package commands

import (
	"errors"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// A form that Discord closed on a value the game refused cannot be opened
// again by the answer (a modal cannot answer a modal). The answer instead
// carries a button that opens the form again with what was typed, so one
// bad value does not cost the others. The typed values travel in the
// button's custom id, after the form's name: "wilds|21,22,23,24,99".

// formValueSep separates the form's name from the values typed, and
// valueSep the values.
const formValueSep, valueSep = "|", ","

// retry answers a refused form with the reason and a button that opens it
// again filled with fields, in the order of the form's inputs. Errors the
// player may not read are passed on.
func (c *formCall) retry(err error, name string, fields map[string]string) (*Reply, error) {
	text, known := ReasonIn(err, c.lang)
	if !known {
		return nil, err
	}
	msg := render.Reply(text)
	if !errors.Is(err, games.ErrBadNotation) && !errors.Is(err, games.ErrIllegalMove) {
		return &Reply{Message: msg}, nil
	}
	data, ferr := c.former.Form(c.table(), name)
	if ferr != nil {
		return &Reply{Message: msg}, nil
	}
	var typed []string
	for _, in := range textInputs(data) {
		typed = append(typed, keepTyped(fields[in.CustomID], in.MaxLength))
	}
	id := render.ID{Action: render.ActForm, Version: c.id.Version, Arg: name + formValueSep + strings.Join(typed, valueSep)}
	custom, eerr := id.Encode()
	if eerr != nil { // too much typed to carry: open the form empty
		custom = render.ID{Action: render.ActForm, Version: c.id.Version, Arg: name}.String()
	}
	msg.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: c.lang.Say("form.retry.button"), Style: discordgo.PrimaryButton, CustomID: custom},
	}}}
	return &Reply{Message: msg}, nil
}

// splitFormArg reads a form button's argument: the form's name and the
// values to fill it with, if any.
func splitFormArg(arg string) (name string, typed []string) {
	name, values, ok := strings.Cut(arg, formValueSep)
	if !ok {
		return name, nil
	}
	return name, strings.Split(values, valueSep)
}

// prefill writes typed values into the form's text inputs, in order.
func prefill(data *discordgo.InteractionResponseData, typed []string) {
	inputs := textInputs(data)
	for i := range inputs {
		if i < len(typed) {
			inputs[i].Value = keepTyped(typed[i], inputs[i].MaxLength)
		}
	}
	i := 0
	for r, row := range data.Components {
		ar, ok := row.(discordgo.ActionsRow)
		if !ok {
			continue
		}
		for k, comp := range ar.Components {
			if _, ok := comp.(discordgo.TextInput); ok && i < len(inputs) {
				ar.Components[k] = inputs[i]
				i++
			}
		}
		data.Components[r] = ar
	}
}

// textInputs lists the form's text inputs in order.
func textInputs(data *discordgo.InteractionResponseData) []discordgo.TextInput {
	var out []discordgo.TextInput
	for _, row := range data.Components {
		if ar, ok := row.(discordgo.ActionsRow); ok {
			for _, comp := range ar.Components {
				if in, ok := comp.(discordgo.TextInput); ok {
					out = append(out, in)
				}
			}
		}
	}
	return out
}

// keepTyped keeps what a custom id can carry of a typed value: letters,
// digits and spaces, at most max characters (20 when max is 0).
func keepTyped(s string, max int) string {
	if max <= 0 {
		max = 20
	}
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == max {
			break
		}
		if r == ' ' || r < 128 && (r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			b.WriteRune(r)
			n++
		}
	}
	return b.String()
}

package commands

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/render"
)

// TestFitResponse: what an answer carries besides a message is cut to
// Discord's limits too: choices, a modal's title and text inputs.
func TestFitResponse(t *testing.T) {
	x := strings.Repeat("é", 60083)
	var choices []*discordgo.ApplicationCommandOptionChoice
	for range 30 {
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: x, Value: "write red 3"})
	}
	choices = append(choices[:1], append([]*discordgo.ApplicationCommandOptionChoice{{Name: "long value", Value: x}}, choices[1:]...)...)
	resp := Response{
		Kind:    RespondChoices,
		Message: render.Reply(x),
		Choices: choices,
		Modal: &discordgo.InteractionResponseData{Title: x, Components: []discordgo.MessageComponent{
			discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.TextInput{CustomID: "a", Label: x, Value: x, Placeholder: x},
			}},
		}},
	}
	fitResponse(&resp)
	if n := utf8.RuneCountInString(resp.Message.Content); n > render.MaxContent {
		t.Errorf("content: %d characters", n)
	}
	if len(resp.Choices) != maxChoices-1 {
		t.Errorf("%d choices, want %d (25, less the one whose value is too long)", len(resp.Choices), maxChoices-1)
	}
	for _, c := range resp.Choices {
		if utf8.RuneCountInString(c.Name) > maxChoiceName || c.Value != "write red 3" {
			t.Fatalf("choice %.20q = %.20v", c.Name, c.Value)
		}
	}
	if utf8.RuneCountInString(resp.Modal.Title) > maxModalTitle {
		t.Errorf("modal title: %d characters", utf8.RuneCountInString(resp.Modal.Title))
	}
	in := resp.Modal.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.TextInput)
	if utf8.RuneCountInString(in.Label) > maxInputLabel || utf8.RuneCountInString(in.Value) > maxInputValue ||
		utf8.RuneCountInString(in.Placeholder) > maxInputHolder {
		t.Errorf("text input not cut: label %d, value %d, placeholder %d", utf8.RuneCountInString(in.Label),
			utf8.RuneCountInString(in.Value), utf8.RuneCountInString(in.Placeholder))
	}
}

// TestReasonClipped: a reason that quotes a huge input stays one short
// paragraph.
func TestReasonClipped(t *testing.T) {
	for _, err := range []error{refusal(strings.Repeat("x", 60083)), errRefusedHuge{}} {
		if got, _ := Reason(err); utf8.RuneCountInString(got) > maxReason {
			t.Errorf("Reason of %T: %d characters", err, utf8.RuneCountInString(got))
		}
	}
}

type errRefusedHuge struct{}

func (errRefusedHuge) Error() string { return "games: illegal move: " + strings.Repeat("y", 60083) }
func (errRefusedHuge) Unwrap() error { return errRefused }

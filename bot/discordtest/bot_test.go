package discordtest

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// testBot is a small bot written the way the real one is: a discordgo
// handler that answers each command and component. Errors from discordgo
// go to errs, so a test can expect them.
type testBot struct {
	t    *testing.T
	errs chan error
	slow func() // runs before /slow is answered
}

func newTestBot(t *testing.T) *testBot {
	return &testBot{t: t, errs: make(chan error, 16)}
}

func (b *testBot) report(err error) {
	if err != nil {
		b.errs <- err
	}
}

func text(s string) *string { return &s }

var buttons = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
	discordgo.Button{Label: "Again", Style: discordgo.PrimaryButton, CustomID: "again"},
	discordgo.Button{Label: "Later", Style: discordgo.SecondaryButton, CustomID: "later"},
	discordgo.Button{Label: "Off", Style: discordgo.SecondaryButton, CustomID: "off", Disabled: true},
}}, discordgo.ActionsRow{Components: []discordgo.MessageComponent{
	discordgo.SelectMenu{CustomID: "pick", Placeholder: "Pick", MinValues: new(int), MaxValues: 2, Options: []discordgo.SelectMenuOption{
		{Label: "One", Value: "1"}, {Label: "Two", Value: "2"}, {Label: "Three", Value: "3"},
	}},
}}}

// handle is the bot's INTERACTION_CREATE handler.
func (b *testBot) handle(s *discordgo.Session, ic *discordgo.InteractionCreate) {
	i := ic.Interaction
	respond := func(typ discordgo.InteractionResponseType, data *discordgo.InteractionResponseData) {
		b.report(s.InteractionRespond(i, &discordgo.InteractionResponse{Type: typ, Data: data}))
	}
	switch i.Type {
	case discordgo.InteractionApplicationCommandAutocomplete:
		typed := i.ApplicationCommandData().Options[0].StringValue()
		respond(discordgo.InteractionApplicationCommandAutocompleteResult, &discordgo.InteractionResponseData{
			Choices: []*discordgo.ApplicationCommandOptionChoice{{Name: typed + "!", Value: typed + "!"}},
		})
	case discordgo.InteractionApplicationCommand:
		b.command(s, i, respond)
	case discordgo.InteractionMessageComponent:
		b.component(s, i, respond)
	case discordgo.InteractionModalSubmit:
		in := i.ModalSubmitData().Components[0].(*discordgo.ActionsRow).Components[0].(*discordgo.TextInput)
		respond(discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "hello " + in.Value})
	}
}

type respondFunc func(discordgo.InteractionResponseType, *discordgo.InteractionResponseData)

func (b *testBot) command(s *discordgo.Session, i *discordgo.Interaction, respond respondFunc) {
	d := i.ApplicationCommandData()
	switch d.Name {
	case "echo":
		respond(discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
			Content: d.Options[0].StringValue(), Components: buttons,
		})
	case "secret":
		respond(discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
			Content: "only you", Flags: discordgo.MessageFlagsEphemeral,
		})
	case "game":
		sub := d.Options[0]
		var parts []string
		for _, o := range sub.Options {
			parts = append(parts, fmt.Sprintf("%s=%v", o.Name, o.Value))
		}
		if u := d.Resolved; u != nil {
			for id, user := range u.Users {
				parts = append(parts, "user:"+id+":"+user.Username+":"+u.Members[id].Nick)
			}
		}
		respond(discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
			Content: sub.Name + " " + strings.Join(parts, " ") + fmt.Sprintf(" perms=%d", i.Member.Permissions),
		})
	case "defer":
		respond(discordgo.InteractionResponseDeferredChannelMessageWithSource, nil)
		_, err := s.InteractionResponseEdit(i, &discordgo.WebhookEdit{Content: text("done")})
		b.report(err)
	case "follow":
		respond(discordgo.InteractionResponseDeferredChannelMessageWithSource, nil)
		for _, c := range []string{"first", "second"} {
			_, err := s.FollowupMessageCreate(i, true, &discordgo.WebhookParams{Content: c})
			b.report(err)
		}
	case "modal":
		respond(discordgo.InteractionResponseModal, &discordgo.InteractionResponseData{
			CustomID: "form", Title: "Form",
			Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.TextInput{CustomID: "name", Label: "Name", Style: discordgo.TextInputShort, Required: true},
			}}},
		})
	case "picture":
		respond(discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
			Content: "a picture",
			Files:   []*discordgo.File{{Name: "dot.png", ContentType: "image/png", Reader: bytes.NewReader(dotPNG(b.t))}},
		})
	case "twice":
		respond(discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "one"})
		respond(discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "two"})
	case "slow":
		b.slow()
		respond(discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "sorry"})
	case "wrong":
		respond(discordgo.InteractionResponseDeferredMessageUpdate, nil)
	}
}

func (b *testBot) component(s *discordgo.Session, i *discordgo.Interaction, respond respondFunc) {
	d := i.MessageComponentData()
	switch d.CustomID {
	case "again":
		respond(discordgo.InteractionResponseUpdateMessage, &discordgo.InteractionResponseData{
			Content: i.Message.Content + " again", Components: i.Message.Components,
		})
	case "later":
		respond(discordgo.InteractionResponseDeferredMessageUpdate, nil)
		_, err := s.InteractionResponseEdit(i, &discordgo.WebhookEdit{Content: text("later"), Components: &[]discordgo.MessageComponent{}})
		b.report(err)
	case "pick":
		respond(discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
			Content: "picked " + strings.Join(d.Values, ","),
		})
	}
}

// dotPNG is a 3x2 PNG whose pixel (1, 1) is red.
func dotPNG(t *testing.T) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, 3, 2))
	img.Set(1, 1, color.NRGBA{R: 255, A: 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// isDotPNG checks an attachment decoded back to dotPNG.
func isDotPNG(t *testing.T, a Attachment) {
	t.Helper()
	img, err := a.Image()
	if err != nil {
		t.Fatalf("decoding %s: %v", a.Filename, err)
	}
	if b := img.Bounds(); b.Dx() != 3 || b.Dy() != 2 {
		t.Errorf("%s is %v, want 3x2", a.Filename, b)
	}
	if r, _, _, _ := img.At(1, 1).RGBA(); r != 0xffff {
		t.Errorf("%s pixel (1,1) = %v, want red", a.Filename, img.At(1, 1))
	}
}

package discord

import (
	"context"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"

	"github.com/quintetbot/quintet/bot"
)

var _ bot.NonceDMSender = discordDM{}

// codeCannotDM is Discord's error code for a user who accepts no direct
// message from the app (50007 Cannot send messages to this user).
const codeCannotDM = 50007

// dmError marks err with bot.ErrDMClosed when Discord says the user
// accepts no direct message, so the notifier stops sending them any.
func dmError(err error) error {
	var rest *discordgo.RESTError
	if errors.As(err, &rest) && rest.Message != nil && rest.Message.Code == codeCannotDM {
		return fmt.Errorf("%w: %w", bot.ErrDMClosed, err)
	}
	return err
}

// SendDMNonce implements bot.NonceDMSender: the post carries nonce with
// enforce_nonce, so Discord answers a second post of it with the first
// message instead of making another.
func (d discordDM) SendDMNonce(ctx context.Context, user, text, nonce string) error {
	ch, err := d.s.UserChannelCreate(user, discordgo.WithContext(ctx))
	if err != nil {
		return err
	}
	endpoint := discordgo.EndpointChannelMessages(ch.ID)
	body := struct {
		Content         string                            `json:"content"`
		AllowedMentions *discordgo.MessageAllowedMentions `json:"allowed_mentions"`
		Nonce           string                            `json:"nonce"`
		EnforceNonce    bool                              `json:"enforce_nonce"`
	}{text, &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}}, nonce, true}
	_, err = d.s.RequestWithBucketID("POST", endpoint, body, endpoint, discordgo.WithContext(ctx))
	return dmError(err)
}

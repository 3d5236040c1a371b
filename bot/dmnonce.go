package bot

import (
	"context"
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// nonceDMSender is a DMSender that can make a message idempotent: sent
// again with the same nonce within a few minutes (after a crash between
// Discord's answer and the record of it), Discord makes no second one.
type nonceDMSender interface {
	SendDMNonce(ctx context.Context, user, text, nonce string) error
}

// SendDMNonce implements nonceDMSender: the post enforces nonce.
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
	return err
}

// heldNonce is the nonce of the summary of a user's held lines: the same
// for the same lines, at most 25 characters as Discord wants.
func heldNonce(user string, lines []string) string {
	h := fnv.New64a()
	h.Write([]byte(user + "\x00" + strings.Join(lines, "\x00")))
	return fmt.Sprintf("held-%016x", h.Sum64())
}

// sendOnce sends text to user, with nonce when the sender supports it.
func (n *dmNotifier) sendOnce(ctx context.Context, user, text, nonce string) error {
	if ns, ok := n.send.(nonceDMSender); ok && nonce != "" {
		return ns.SendDMNonce(ctx, user, text, nonce)
	}
	return n.send.SendDM(ctx, user, text)
}

package bot

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"strings"
)

// ErrDMClosed is what a DMSender returns, wrapped, when the user accepts
// no direct message from the app (Discord's 50007 Cannot send messages
// to this user): the notifier then stops sending them any.
var ErrDMClosed = errors.New("bot: the user accepts no direct message")

// NonceDMSender is a DMSender that can make a message idempotent: sent
// again with the same nonce within a few minutes (after a crash between
// the transport's answer and the record of it), it makes no second one.
type NonceDMSender interface {
	DMSender
	SendDMNonce(ctx context.Context, user, text, nonce string) error
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
	if ns, ok := n.send.(NonceDMSender); ok && nonce != "" {
		return ns.SendDMNonce(ctx, user, text, nonce)
	}
	return n.send.SendDM(ctx, user, text)
}

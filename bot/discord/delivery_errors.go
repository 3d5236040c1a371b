package discord

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
)

// The delivery errors of bot (see bot.ErrRateLimited), which classify
// wraps REST errors with.
var (
	ErrRateLimited = bot.ErrRateLimited
	ErrUnavailable = bot.ErrUnavailable
	ErrForbidden   = bot.ErrForbidden
)

// Discord's JSON error codes for what the app may not do.
const (
	codeMissingAccess      = 50001
	codeMissingPermissions = 50013
)

// classify wraps err from a REST call with the delivery error it is, if
// any; other errors (404 Unknown Message, a bad body) come back as they
// are.
func classify(err error) error {
	if err == nil {
		return nil
	}
	var rest *discordgo.RESTError
	var limited *discordgo.RateLimitError
	switch {
	case errors.As(err, &limited):
		return fmt.Errorf("%w: %w", ErrRateLimited, err)
	case errors.As(err, &rest) && rest.Response != nil:
		code := 0
		if rest.Message != nil {
			code = rest.Message.Code
		}
		switch st := rest.Response.StatusCode; {
		case st == http.StatusTooManyRequests:
			return fmt.Errorf("%w: %w", ErrRateLimited, err)
		case st >= 500:
			return fmt.Errorf("%w: %w", ErrUnavailable, err)
		case st == http.StatusForbidden || code == codeMissingAccess || code == codeMissingPermissions:
			return fmt.Errorf("%w: %w", ErrForbidden, err)
		}
		return err
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return err
	}
	// No answer: the connection failed or timed out.
	return fmt.Errorf("%w: %w", ErrUnavailable, err)
}

// boardBackoff is how long a board's post or edit waits before each new
// try after a 5xx or a 429 that came back: five more tries in about 8 s.
var boardBackoff = []time.Duration{250 * time.Millisecond, 500 * time.Millisecond, time.Second, 2 * time.Second, 4 * time.Second}

// retrying calls try until it succeeds, fails otherwise than with a 5xx
// or a 429, or has failed once more than backoff has waits, waiting them
// in turn; ctx's end stops the waits.
func retrying(ctx context.Context, backoff []time.Duration, try func() error) error {
	for i := 0; ; i++ {
		err := classify(try())
		if err == nil || i == len(backoff) || !(errors.Is(err, ErrUnavailable) || errors.Is(err, ErrRateLimited)) {
			return err
		}
		t := time.NewTimer(backoff[i])
		select {
		case <-ctx.Done():
			t.Stop()
			return errors.Join(err, ctx.Err())
		case <-t.C:
		}
	}
}

package main

import (
	"context"
	"io"

	"github.com/quintetbot/quintet/bot"
)

// runBot runs the bot until ctx ends (SIGINT or SIGTERM).
func runBot(ctx context.Context, environ []string, logOut io.Writer) error {
	cfg, err := bot.LoadConfig(environ)
	if err != nil {
		return err
	}
	return bot.Run(ctx, cfg, cfg.Logger(logOut))
}

package main

import (
	"context"
	"io"

	"github.com/quintetbot/quintet/bot"
)

// runBot runs the bot until ctx ends (SIGINT or SIGTERM), with the
// collector's target at bot.GCPercent unless GOGC is set.
func runBot(ctx context.Context, environ []string, logOut io.Writer) error {
	cfg, err := bot.LoadConfig(environ)
	if err != nil {
		return err
	}
	log := cfg.Logger(logOut)
	log.Info("garbage collector", "gogc", bot.TuneGC(environ))
	return bot.Run(ctx, cfg, log)
}

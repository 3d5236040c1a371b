package main

import (
	"context"
	"io"

	"github.com/quintetbot/quintet/bot"
)

// runBot runs the bot until ctx ends (SIGINT or SIGTERM), with the Go
// runtime set as bot.TuneRuntime sets it.
func runBot(ctx context.Context, environ []string, logOut io.Writer) error {
	cfg, err := bot.LoadConfig(environ)
	if err != nil {
		return err
	}
	log := cfg.Logger(logOut)
	rt := bot.TuneRuntime(environ)
	log.Info("go runtime", "gogc", rt.GCPercent, "gomaxprocs", rt.Procs)
	return bot.Run(ctx, cfg, log)
}

package main

import (
	"context"
	"fmt"
	"io"

	"github.com/quintetbot/quintet/bot/discord"
)

// runBot runs the bot until ctx ends (SIGINT or SIGTERM), with the Go
// runtime set as discord.TuneRuntime sets it. It takes no arguments.
func runBot(ctx context.Context, args, environ []string, logOut io.Writer) error {
	if err := noArgs("run", args, logOut); err != nil {
		return err
	}
	cfg, err := discord.LoadConfig(environ)
	if err != nil {
		return err
	}
	if cfg.Token == "" {
		return fmt.Errorf("%w\n%s", discord.ErrNoToken, noTokenHelp)
	}
	log := cfg.Logger(logOut)
	rt := discord.TuneRuntime(environ)
	log.Info("go runtime", "gogc", rt.GCPercent, "gomaxprocs", rt.Procs)
	return runDiscord(ctx, cfg, log)
}

// noTokenHelp tells someone who ran the bot without a token where to get
// one, and how to play without Discord.
const noTokenHelp = `To get a token: in Discord's developer portal (https://discord.com/developers/applications)
create an application, add a bot to it, copy its token, then run
    DISCORD_TOKEN=your-bot-token quintet
To play without Discord, in this terminal:
    quintet console`

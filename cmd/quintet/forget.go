package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// runForget deletes what the database keeps about one user, as /privacy
// does for the user (see session.Manager.Forget): open seats resigned or
// left, the id replaced by an anonymous label in every match, log,
// statistic and rating, settings removed, the freed pages overwritten.
// It first finishes any deletion a stop interrupted; without --user it
// does only that. It refuses a database file that does not exist. Like
// check, it needs the bot stopped.
func runForget(ctx context.Context, args, environ []string, out io.Writer) error {
	fs := newFlags("forget")
	openDB := dbFlag(fs, environ)
	user := fs.String("user", "", "the Discord id of the user to forget")
	if err := parseFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return errors.New("usage: quintet forget [--db FILE] [--user ID]")
	}
	if *user != "" && (session.IsFormer(*user) || !userID(*user)) {
		return fmt.Errorf("forget: --user %q is not a user id", *user)
	}
	db, path, err := openDB(storage.Existing())
	if err != nil {
		return err
	}
	defer db.Close()
	mg := session.NewManager(db)
	start := time.Now()
	n, err := mg.ResumeForgets(ctx)
	if err != nil {
		return err
	}
	if n > 0 {
		fmt.Fprintf(out, "finished %d deletions a stop interrupted\n", n)
	}
	if _, err := db.ScrubOwed(ctx); err != nil {
		return err
	}
	if *user == "" {
		fmt.Fprintf(out, "%s: no deletion under way\n", path)
		return nil
	}
	before, err := db.Footprint(ctx, *user)
	if err != nil {
		return err
	}
	// Even an empty footprint is forgotten: cancelled matches, which
	// count nowhere, may still name the user.
	label, err := mg.Forget(ctx, *user)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s: %s forgotten in %s: %d finished matches, %d standings, %d open matches, now under %s (%q)\n",
		path, *user, time.Since(start).Round(time.Millisecond), before.Matches, len(before.Standings), before.Open, label, session.FormerName)
	return nil
}

// userID reports whether s may be a user id as keys hold it: a Discord id
// (digits) or a console name, at most 64 bytes, without "/" or spaces.
func userID(s string) bool {
	return len(s) > 0 && len(s) <= 64 && !strings.ContainsAny(s, "/ \t\n")
}

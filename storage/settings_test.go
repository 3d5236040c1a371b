package storage_test

import (
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

func TestSettings(t *testing.T) {
	db := openTest(t)
	ctx := t.Context()
	if g, err := db.GuildSettings(ctx, "g1"); err != nil || g != (session.GuildSettings{}) {
		t.Fatalf("unset guild: %+v, %v", g, err)
	}
	if err := db.SetGuildSettings(ctx, "g1", session.GuildSettings{TurnTime: 12 * time.Hour}); err != nil {
		t.Fatal(err)
	}
	if g, err := db.GuildSettings(ctx, "g1"); err != nil || g.TurnTime != 12*time.Hour {
		t.Fatalf("guild after set: %+v, %v", g, err)
	}
	for _, on := range []bool{true, false} {
		if err := db.SetNotify(ctx, "u1", on); err != nil {
			t.Fatal(err)
		}
		if got, err := db.Notify(ctx, "u1"); err != nil || got != on {
			t.Fatalf("Notify after SetNotify(%v) = %v, %v", on, got, err)
		}
	}
}

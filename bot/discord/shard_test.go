package discord

import "testing"

func TestShardOwns(t *testing.T) {
	// 1246251869798400002 >> 22 = 297129600000; mod 2 = 0, mod 3 = 0.
	const guild = "1246251869798400002"
	tests := []struct {
		shard Shard
		guild string
		want  bool
	}{
		{Shard{0, 1}, guild, true},
		{Shard{0, 1}, "not-a-snowflake", true},
		{Shard{0, 2}, guild, true},
		{Shard{1, 2}, guild, false},
		{Shard{0, 3}, guild, true},
		{Shard{2, 3}, guild, false},
		{Shard{0, 2}, "", true}, // direct messages: shard 0
		{Shard{1, 2}, "", false},
		{Shard{1, 2}, "x123", false},
		{Shard{0, 4}, "4194304", false}, // 1 << 22: shard 1
		{Shard{1, 4}, "4194304", true},
	}
	for _, tt := range tests {
		if got := tt.shard.Owns(tt.guild); got != tt.want {
			t.Errorf("%+v.Owns(%q) = %v, want %v", tt.shard, tt.guild, got, tt.want)
		}
	}
}

func TestShardValid(t *testing.T) {
	for _, s := range []Shard{{0, 1}, {1, 2}, {9, 10}} {
		if err := s.Valid(); err != nil {
			t.Errorf("%+v: %v", s, err)
		}
	}
	for _, s := range []Shard{{0, 0}, {1, 1}, {-1, 2}, {2, 2}} {
		if s.Valid() == nil {
			t.Errorf("%+v accepted", s)
		}
	}
}

func TestDBPathPerShard(t *testing.T) {
	c := Config{DB: "/var/lib/quintet/shard-{shard}.db", ShardID: 3, ShardCount: 4}
	if got := c.DBPath(); got != "/var/lib/quintet/shard-3.db" {
		t.Fatalf("DBPath = %q", got)
	}
	c.DB = "quintet.db"
	if got := c.DBPath(); got != "quintet.db" {
		t.Fatalf("DBPath without {shard} = %q", got)
	}
}

package qwinto_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/qwinto"
)

func TestConformance(t *testing.T) {
	gametest.Run(t, qwinto.Rules, gametest.Config{Options: []games.Options{nil, {"reroll": "true"}}})
}

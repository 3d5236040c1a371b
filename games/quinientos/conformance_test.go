package quinientos_test

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/quinientos"
)

func TestConformance(t *testing.T) {
	gametest.Run(t, quinientos.Rules, gametest.Config{})
}

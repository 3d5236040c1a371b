package quinientos

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// errGameOver refuses every move once a team has reached 500.
var errGameOver = fmt.Errorf("quinientos: %w: the game is over", games.ErrGameOver)

func illegal(format string, args ...any) error {
	return fmt.Errorf("quinientos: %w: "+format, append([]any{games.ErrIllegalMove}, args...)...)
}

func notYourTurn(reason string) error {
	return fmt.Errorf("quinientos: %w: %s", games.ErrNotYourTurn, reason)
}

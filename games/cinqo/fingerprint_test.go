package cinqo

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// TestFingerprint pins everything the engine answers over seeded games (see
// gametest.Fingerprint), so that a change made for speed is proven not to
// change behaviour. A deliberate rule change rewrites it with -update.
func TestFingerprint(t *testing.T) {
	gametest.CheckFingerprint(t, Rules, 6, "testdata/fingerprint.golden")
}

// TestTextFingerprint pins the text board of every view over seeded games
// (see gametest.TextFingerprint), which the JSON of TestFingerprint leaves
// out, so that a faster Text is proven to write the same bytes.
func TestTextFingerprint(t *testing.T) {
	gametest.CheckTextFingerprint(t, Rules, 6, gametest.SeatNumbers, "testdata/textprint.golden")
}

// TestTextFingerprintUnnamed does the same with no names, the board
// naming the seats itself.
func TestTextFingerprintUnnamed(t *testing.T) {
	gametest.CheckTextFingerprint(t, Rules, 6, nil, "testdata/textprint-unnamed.golden")
}

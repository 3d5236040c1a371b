package rating

import "math"

// The model's defaults, those of openskill.
const (
	// DefaultMu is the mean skill of a new player.
	DefaultMu = 25.0
	// DefaultSigma is the deviation of a new player's skill.
	DefaultSigma = DefaultMu / 3
	// DefaultBeta is the deviation of one game's performance around skill.
	DefaultBeta = DefaultSigma / 2
	// DefaultKappa is the smallest factor by which a game may shrink a
	// variance, so sigma never reaches zero.
	DefaultKappa = 0.0001
	// DefaultTau is the skill drift added to every sigma before a game, so
	// ratings never freeze.
	DefaultTau = DefaultMu / 300
)

// Rating is a belief about one player's skill.
type Rating struct {
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
}

// New returns the rating of a new player.
func New() Rating { return Rating{Mu: DefaultMu, Sigma: DefaultSigma} }

// Ordinal is the conservative estimate Mu - 3 Sigma: the player's skill is
// above it with about 99.7% confidence.
func (r Rating) Ordinal() float64 { return r.Mu - 3*r.Sigma }

// Display is the value players see: 1000 + 20 * Ordinal, rounded.
func (r Rating) Display() int { return Scale(r.Ordinal()) }

// Scale maps an ordinal to the displayed scale: 1000 + 20 * ordinal,
// rounded to the nearest whole number.
func Scale(ordinal float64) int { return int(math.Round(1000 + 20*ordinal)) }

// Valid reports whether r holds finite numbers and a positive sigma.
func (r Rating) Valid() bool {
	return !math.IsNaN(r.Mu) && !math.IsInf(r.Mu, 0) && r.Sigma > 0 && !math.IsInf(r.Sigma, 0)
}

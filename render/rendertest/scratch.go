package rendertest

import (
	"testing"

	"github.com/quintetbot/quintet/render/draw"
)

// FromScratch forgets every picture render/draw keeps (encoded images,
// compressed bands, their colours and the last palette of each size),
// now and when t ends. An indexed board's blend pixels take the nearest
// colour of a palette kept from the boards drawn before it, so a golden
// test calls it before it draws: its pictures then depend on nothing
// another test drew, and the test passes alone as in its package.
func FromScratch(t testing.TB) {
	t.Helper()
	draw.SetPNGCacheSize(64)
	t.Cleanup(func() { draw.SetPNGCacheSize(64) })
}

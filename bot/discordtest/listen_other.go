//go:build !unix

package discordtest

// setMSS does nothing where the socket option is not at hand.
func setMSS(uintptr, int) {}

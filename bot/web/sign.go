package web

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
)

// sigLen is the length of a signature in a path: 16 bytes of
// HMAC-SHA256, in unpadded base64url.
const sigLen = 22

// sign returns the signature of a page's path parts under secret and a
// server's link epoch. Parts are joined with a byte no part holds, so
// ("ab", "c") and ("a", "bc") sign differently.
func sign(secret []byte, epoch int, parts ...string) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(strconv.Itoa(epoch)))
	for _, p := range parts {
		mac.Write([]byte{0})
		mac.Write([]byte(p))
	}
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil)[:16])
}

// signed reports whether sig is the signature of parts, in constant time.
func signed(secret []byte, epoch int, sig string, parts ...string) bool {
	if len(sig) != sigLen {
		return false
	}
	return hmac.Equal([]byte(sig), []byte(sign(secret, epoch, parts...)))
}
